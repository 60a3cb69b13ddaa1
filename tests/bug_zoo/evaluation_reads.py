"""Evaluations whose code reads every line but looks blind on boards of few stones (a max over
lines), and ones testing cells of the printed board against a marker it never holds: the eighth
wave's students verbatim (renamed) and other shapes. No blind spot is named for code that tells
apart, somewhere, two boards differing only in those lines; the hint names the '.' the board text holds."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.games import TicTacToe

GAME = TicTacToe()

# ---------------------------------------------------------------- eighth wave, verbatim


LINES = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
LINES += [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]


def eval_turn(state):
    return -1 if state.stones % 2 else 1


def count_connected(state, me, enemy, line):
    stones = [GAME.stone_at(state, cell) for cell in line]
    if enemy in stones:
        return 0
    return stones.count(me)


def max_connected(state, me, enemy):
    return max(count_connected(state, me, enemy, line) for line in LINES)


def turn_bonus_unscaled(state):
    return eval_turn(state) + max_connected(state, "X", "O") - max_connected(state, "O", "X")





def calculate_heuristic(board, player, opponent):
    def is_open_line(line, symbol):
        return all(cell == symbol or cell == "" for cell in line)

    def count_open_lines(symbol):
        open_lines = 0
        for row in board:
            if is_open_line(row, symbol):
                open_lines += 1
        for col in range(3):
            if is_open_line([board[r][col] for r in range(3)], symbol):
                open_lines += 1
        if is_open_line([board[i][i] for i in range(3)], symbol):
            open_lines += 1
        if is_open_line([board[i][2 - i] for i in range(3)], symbol):
            open_lines += 1
        return open_lines

    return count_open_lines(player) - count_open_lines(opponent)


def empty_is_empty_string(state):
    board = [list(row) for row in GAME.board_text(state).split("/")]
    return calculate_heuristic(board, "X", "O") / 8


# ---------------------------------------------------------------- other shapes


def longest_run_difference(state):
    """X's longest open run minus O's, over all eight lines, scaled into range: right."""
    return (max_connected(state, "X", "O") - max_connected(state, "O", "X")) / 4


def printed_cells_tested_for_none(state):
    """Cells read from the printed board, the empty one tested as None."""
    rows = GAME.board_text(state).split("/")
    lines = [list(r) for r in rows] + [[r[c] for r in rows] for c in range(3)]
    lines += [[rows[i][i] for i in range(3)], [rows[i][2 - i] for i in range(3)]]
    score = 0
    for line in lines:
        if all(cell in ("X", None) for cell in line):
            score += 1
        if all(cell in ("O", None) for cell in line):
            score -= 1
    return score / 8


BUGGY = [
    (turn_bonus_unscaled, {ex.OUTRANKS_WIN}),
    (empty_is_empty_string, {ex.CONSTANT_VALUE}),
    (printed_cells_tested_for_none, {ex.CONSTANT_VALUE}),
]
CORRECT = [longest_run_difference]
CHECK = ex.check_evaluation


# ---------------------------------------------------------------- wave 12 (blind18's e03, e06)
# One feature of the board read instead of its lines: the centre square alone, or neighbouring
# pairs of stones. Named by what every value shows; O's view is a second slip of its own.
from ttt_lab.exercises import report
from ttt_lab.exercises.evaluation_cell_weights import SCORES_CELL_WEIGHTS
from ttt_lab.exercises.evaluation_features import CENTRE_ONLY, COUNTS_PAIRS


def _w12e03_win_lose_eval(state):
    w = GAME.winner(state) if callable(getattr(GAME, "winner", None)) else None
    if w == "X":
        return 1.0
    if w == "O":
        return -1.0
    return 0.0


def wave12_centre_for_circle(state):
    """blind18's e03 verbatim (renamed)."""
    result = _w12e03_win_lose_eval(state)
    if result == 0.0:
        good_piece, bad_piece = "O", "X"
        centre = GAME.stone_at(state, (1, 1))
        if centre == good_piece:
            result = 0.5
        elif centre == bad_piece:
            result = -0.5
    return result


def centre_bonus_for_x(state):
    """The centre alone, from X's view: one slip, one name."""
    return {"X": 0.3, "O": -0.3}.get(GAME.stone_at(state, (1, 1)), 0.0)


def wave12_adjacent_pairs(state):
    """blind18's e06 verbatim (renamed)."""
    score = 0
    for r in range(3):
        for c in range(2):
            a, b = GAME.stone_at(state, (r, c)), GAME.stone_at(state, (r, c + 1))
            if a == b == "X":
                score += 1
            elif a == b == "O":
                score -= 1
    return score / 10


def neighbours_every_direction(state):
    """Pairs of neighbouring stones counted along rows, columns and both diagonals."""
    score = 0
    for r in range(3):
        for c in range(3):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if 0 <= r + dr < 3 and 0 <= c + dc < 3:
                    a, b = GAME.stone_at(state, (r, c)), GAME.stone_at(state, (r + dr, c + dc))
                    score += (a == b == "X") - (a == b == "O")
    return score / 20


def wave12_tanh_squares(state):
    """blind18's c09 verbatim (renamed): correct."""
    import math

    score = 0.0
    for line in GAME.lines:
        stones = [GAME.stone_at(state, cell) for cell in line]
        xs, os = stones.count("X"), stones.count("O")
        if os == 0:
            score += xs * xs
        if xs == 0:
            score -= os * os
    return math.tanh(score / 10) * 0.99


BUGGY += [(wave12_centre_for_circle, {ex.WRONG_PLAYER, CENTRE_ONLY}), (centre_bonus_for_x, {CENTRE_ONLY, SCORES_CELL_WEIGHTS}),
          (wave12_adjacent_pairs, {COUNTS_PAIRS}), (neighbours_every_direction, {COUNTS_PAIRS})]
CORRECT += [wave12_tanh_squares]


def centre_for_the_second_player(state):
    """The centre alone, scored for the player who moves second: O's view."""
    held = GAME.stone_at(state, (1, 1))
    return 0.25 if held == "O" else -0.25 if held == "X" else 0.0


BUGGY += [(centre_for_the_second_player, {ex.WRONG_PLAYER, CENTRE_ONLY})]
