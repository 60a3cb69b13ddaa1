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
