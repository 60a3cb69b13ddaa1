"""Evaluation functions as students write them: ``fn(state) -> float`` from X's view, for
tic-tac-toe, most of them AIMA's 3·X2 + X1 − (3·O2 + O1) with one slip (fifth wave, written
blind)."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import TicTacToe
from ttt_lab import exercises as ex
from ttt_lab.exercises import board_models, report
from ttt_lab.exercises.evaluation_cell_weights import SCORES_CELL_WEIGHTS

game = TicTacToe()
_WEIGHTS = {1: 1, 2: 3}


def _aima_score(state: Any, skip_dead: bool = True, lines: Any = None) -> int:
    score = 0
    for line in game.lines if lines is None else lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones or not skip_dead:
            score += _WEIGHTS.get(stones.count("X"), 0)
        if "X" not in stones or not skip_dead:
            score -= _WEIGHTS.get(stones.count("O"), 0)
    return score


def correct_tanh(state: Any) -> float:
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            total += 10 ** x
        elif o and not x:
            total -= 10 ** o
    return 0.9 * math.tanh(total / 100)


def correct_open_lines_ratio(state: Any) -> float:
    x_open = o_open = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            x_open += stones.count("X") ** 2
        if "X" not in stones and "O" in stones:
            o_open += stones.count("O") ** 2
    return (x_open - o_open) / (x_open + o_open + 10)


CORRECT = [correct_tanh, correct_open_lines_ratio]


def no_diagonals(state: Any) -> float:
    straight = [line for line in game.lines if line[0][0] == line[-1][0] or line[0][1] == line[-1][1]]
    return _aima_score(state, lines=straight) / 30


def unscaled(state: Any) -> float:
    return _aima_score(state)


def dead_lines_counted(state: Any) -> float:
    return max(-0.9, min(0.9, _aima_score(state, skip_dead=False) / 30))


def for_the_side_to_move(state: Any) -> float:
    value = max(-0.9, min(0.9, _aima_score(state) / 30))
    return value if game.to_move(state) == "X" else -value


def only_x_lines(state: Any) -> float:
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += _WEIGHTS.get(stones.count("X"), 0)
    return min(0.9, score / 30)


def integer_division(state: Any) -> float:
    return _aima_score(state) // 30


def _squash(score: float) -> float:
    return max(-0.9, min(0.9, score / 30))


def sign_flipped(state: Any) -> float:
    """O's lines minus X's."""
    return -_squash(_aima_score(state))


def for_the_player_who_just_moved(state: Any) -> float:
    value = _squash(_aima_score(state))
    return value if game.to_move(state) == "O" else -value


def rows_only(state: Any) -> float:
    rows = [line for line in game.lines if line[0][0] == line[-1][0]]
    return _squash(_aima_score(state, lines=rows))


def no_anti_diagonal(state: Any) -> float:
    kept = [line for line in game.lines if not (line[0][0] != line[-1][0] and line[1][1] < line[0][1])]
    return _squash(_aima_score(state, lines=kept))


def pairs_of_cells(state: Any) -> float:
    """Windows of k - 1 = 2 cells (range(k - 1)): counts neighbouring pairs, not lines of three."""
    score = 0
    for r in range(3):
        for c in range(3):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(r, c), (r + dr, c + dc)]
                if not all(0 <= rr < 3 and 0 <= cc < 3 for rr, cc in cells):
                    continue
                stones = [game.stone_at(state, cell) for cell in cells]
                if "O" not in stones:
                    score += _WEIGHTS.get(stones.count("X"), 0)
                if "X" not in stones:
                    score -= _WEIGHTS.get(stones.count("O"), 0)
    return _squash(score)


def dead_lines_no_diagonals(state: Any) -> float:
    straight = [line for line in game.lines if line[0][0] == line[-1][0] or line[0][1] == line[-1][1]]
    return _squash(_aima_score(state, skip_dead=False, lines=straight))


BUGGY = [
    (no_diagonals, {ex.MISSES_DIAGONALS}),
    (unscaled, {ex.OUTRANKS_WIN}),
    (dead_lines_counted, {report.COUNTS_DEAD_LINES}),
    (for_the_side_to_move, {ex.WRONG_PLAYER}),
    (only_x_lines, {ex.IGNORES_OPPONENT}),
    (integer_division, {report.ROUNDS_DOWN}),
    # Written with the engine (the catalogue of board_models), one slip each.
    (sign_flipped, {ex.WRONG_PLAYER}),
    (for_the_player_who_just_moved, {ex.WRONG_PLAYER}),
    (rows_only, {ex.MISSES_COLUMNS, ex.MISSES_DIAGONALS}),
    (no_anti_diagonal, {ex.MISSES_ANTI_DIAGONAL}),
    (pairs_of_cells, {board_models.LINE_LENGTH}),
    (dead_lines_no_diagonals, {report.COUNTS_DEAD_LINES, ex.MISSES_DIAGONALS}),
]

CHECK = ex.check_evaluation


# ---------------------------------------------------------------------- issue 27, blind wave 4 (h27f)
# Evaluations whose X count and O count cancel (blind5's ev2: a helper's opponent is the player),
# in other shapes, and one whose table of opponents gives O itself (it ignores O's side).


def same_side_twice(state: Any) -> float:
    """Copy-paste: X's lines minus X's lines."""

    def open_lines(player: str) -> int:
        other = "O" if player == "X" else "X"
        return sum(1 for line in game.lines
                   if other not in [game.stone_at(state, c) for c in line]
                   and player in [game.stone_at(state, c) for c in line])

    return (open_lines("X") - open_lines("X")) / 8


def tests_cells_not_stones(state: Any) -> float:
    """Looks for the player among the line's coordinates, not its stones: every line is open."""

    def open_lines(player: str) -> int:
        return len([line for line in game.lines if ("O" if player == "X" else "X") not in line])

    return (open_lines("X") - open_lines("O")) / len(game.lines)


_OPPONENT = {"X": "O", "O": "O"}  # typo: O's opponent is O


def opponent_table_typo(state: Any) -> float:
    score = 0
    for player, sign in (("X", 1), ("O", -1)):
        for line in game.lines:
            stones = [game.stone_at(state, c) for c in line]
            if _OPPONENT[player] not in stones and player in stones:
                score += sign
    return score / 9


BUGGY += [
    (same_side_twice, {ex.CONSTANT_VALUE}),
    (tests_cells_not_stones, {ex.CONSTANT_VALUE}),
    (opponent_table_typo, {ex.IGNORES_OPPONENT}),
]


def only_o_lines(state: Any) -> float:
    """Subtracts O's open lines, forgets to add X's."""
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "X" not in stones and "O" in stones:
            score -= stones.count("O")
    return score / 25


def x_score_never_used(state: Any) -> float:
    """Computes both sums, returns one: the X sum is left behind."""
    x_score = o_score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            x_score += stones.count("X") ** 2
        if "X" not in stones:
            o_score += stones.count("O") ** 2
    return math.tanh(-o_score / 10)


BUGGY += [
    (only_o_lines, {board_models.IGNORES_X}),
    (x_score_never_used, {board_models.IGNORES_X}),
]


# Issue 27 round 2 (mutation sweep, class #5): slips a ranking of two boards alone let through.
def correct_heavier_o_weights(state: Any) -> float:
    """Sound: O's lines weighted ten times X's (a cautious player); still a line count."""
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            total += 10 ** x
        elif o and not x:
            total -= 10 ** (o + 1)
    return 0.9 * math.tanh(total / 1000)


CORRECT += [correct_heavier_o_weights]


def overwrites_o_score(state: Any) -> float:
    """`score = ...` where `score -= ...` belongs: the last open line of O's replaces the total."""
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones and "O" in stones:
            score = -{1: 1, 2: 3}.get(stones.count("O"), 0)
    return score / 30


def overwrites_total(state: Any) -> float:
    """Each open line's weight assigned, not added: only the last line counted survives."""
    total = 0.0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if cells.count("O") == 0 and cells.count("X") > 0:
            total = 0.1 * cells.count("X")
        elif cells.count("X") == 0 and cells.count("O") > 0:
            total = -0.1 * cells.count("O")
    return total


def skips_first_line(state: Any) -> float:
    """Starts its loop at game.lines[1:] (the first line, the top row, never counted)."""
    return _aima_score(state, lines=game.lines[1:]) / 30


def clipped_at_zero(state: Any) -> float:
    """min(0, ...) where min(0.9, ...) belongs: X's advantage is never positive."""
    return max(-0.9, min(0, _aima_score(state) / 30))


def clipped_below_zero(state: Any) -> float:
    """The other side's slip: max(0, ...) keeps every estimate of O's advantage at 0."""
    return min(0.9, max(0, _aima_score(state) / 30))


def o_open_test_with_or(state: Any) -> float:
    """`or` where `and` belongs in O's test: O's stones are counted in lines X blocks too."""
    x_score = o_score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            x_score += stones.count("X") ** 2
        if "X" not in stones or "O" in stones:
            o_score += stones.count("O") ** 2
    return (x_score - o_score) / (x_score + o_score + 10)


def x_count_outside_its_test(state: Any) -> float:
    """X's count written after its `if`, not under it: X's stones count in blocked lines too."""
    x_score = o_score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            pass
        x_score += stones.count("X") ** 2
        if "X" not in stones and "O" in stones:
            o_score += stones.count("O") ** 2
    return (x_score - o_score) / (x_score + o_score + 10)


def adds_o_lines(state: Any) -> float:
    """`+=` for O's lines as for X's: a board and its colour swap get one value."""
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x:
            total += 10 ** (x - 1)
        elif x == 0 and o:
            total += 10 ** (o - 1)
    return 0.9 * math.tanh(total / 20)


def subtracts_x_lines(state: Any) -> float:
    """`-=` for X's lines as for O's."""
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            total -= 10 ** x
        elif o and not x:
            total -= 10 ** o
    return 0.9 * math.tanh(total / 100)


BUGGY += [
    (overwrites_o_score, {report.ASYMMETRIC}),
    (overwrites_total, {report.ASYMMETRIC}),
    (skips_first_line, {report.MISSES_LINES}),
    (clipped_at_zero, {ex.NEVER_POSITIVE}),
    (clipped_below_zero, {ex.NEVER_NEGATIVE}),
    (o_open_test_with_or, {report.COUNTS_DEAD_LINES}),
    (x_count_outside_its_test, {report.COUNTS_DEAD_LINES}),
    (adds_o_lines, {board_models.ADDS_OPPONENT}),
    (subtracts_x_lines, {board_models.SUBTRACTS_X}),
]


# ---------------------------------------------------------------------- issue 27, round 3: weights turned
def threat_weight_turned_for_o(state: Any) -> float:
    """X's two 0.1 and one 0.02; for O the test is turned: O's single stone costs 0.1, its two 0.02."""
    s = 0.0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            s += 0.1 if x >= 2 else 0.02
        if o and not x:
            s -= 0.1 if o < 2 else 0.02
    return max(-0.95, min(0.95, s))


def weights_table_reversed_for_o(state: Any) -> float:
    """One table of weights for X, the same table read backwards for O."""
    weights = [0, 1, 4, 16]
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0:
            score += weights[x]
        if x == 0 and o:
            score -= weights[3 - o]
    return score / 40


def weights_turned_for_x(state: Any) -> float:
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            total += 1 if x == 2 else 3
        elif o and not x:
            total -= 3 if o == 2 else 1
    return total / 30


BUGGY += [
    (threat_weight_turned_for_o, {board_models.WRONG_WEIGHTS}),
    (weights_table_reversed_for_o, {board_models.WRONG_WEIGHTS}),
    (weights_turned_for_x, {board_models.WRONG_WEIGHTS}),
]


def running_total_multiplied(state: Any) -> float:
    """*= where += belongs: mirror images differ and boards rank wrongly, one slip, one name."""
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            total *= 10 ** x
        elif o and not x:
            total -= 10 ** o
    return 0.9 * math.tanh(total / 100)


def score_multiplied_by_o_lines(state: Any) -> float:
    score = 1.0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x:
            score += 3 ** x
        if x == 0 and o:
            score *= 3 ** o  # meant: score -= 3 ** o
    return math.tanh(score / 50) * 0.9


BUGGY += [
    (running_total_multiplied, {report.ASYMMETRIC}),
    (score_multiplied_by_o_lines, {report.ASYMMETRIC}),
]


# ---------------------------------------------------------------------- issue 27, mut3 class #11: wrong evaluations
# that passed: a score started away from 0, // inside a squash, a weight missing from a side's table,
# O's open-line test turned (O counted only in blocked lines).
def starts_at_minus_one(state: Any) -> float:
    """`s = -1.0` where `s = 0.0` belongs: every estimate shifted, the empty board nearly lost."""
    s = -1.0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x:
            s += 0.1 if x >= 2 else 0.02
        if x == 0 and o:
            s -= 0.1 if o >= 2 else 0.02
    return max(-0.95, min(0.95, s))


def constant_added(state: Any) -> float:
    """A bonus meant for X added to every board: 0.6 + the line count."""
    return max(-0.9, min(0.9, 0.6 + _aima_score(state) / 40))


def floor_inside_tanh(state: Any) -> float:
    """`total // 20` inside tanh: whole steps, every score below 0 a step lower."""
    total = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0 and x:
            total += 10 ** (x - 1)
        elif x == 0 and o:
            total -= 10 ** (o - 1)
    return 0.99 * math.tanh(total // 20)


def floor_then_scaled(state: Any) -> float:
    """The AIMA count divided with // 5, then scaled into (-1, 1)."""
    return (_aima_score(state) // 5) / 6


def weight_table_key_typo(state: Any) -> float:
    """X's table reads {1: 1, -2: 3}: X's open twos find no weight and add nothing."""
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if "O" not in stones:
            score += {1: 1, -2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(-0.9, min(0.9, score / 30))


_O_WEIGHTS = {1: 1, 3: 3}  # typo: 3 for 2


def o_table_missing_two(state: Any) -> float:
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if x and not o:
            score += _WEIGHTS.get(x, 0)
        elif o and not x:
            score -= _O_WEIGHTS.get(o, 0)
    return score / 25


def o_counted_in_blocked_lines(state: Any) -> float:
    """O's test reads `'X' in stones` where `'X' not in stones` belongs."""
    x_open = o_open = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones and "X" in stones:
            x_open += stones.count("X") ** 2
        if "X" in stones and "O" in stones:
            o_open += stones.count("O") ** 2
    return (x_open - o_open) / (x_open + o_open + 10)


def x_counted_in_blocked_lines(state: Any) -> float:
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        x, o = stones.count("X"), stones.count("O")
        if x and o:
            score += x
        if o and not x:
            score -= o
    return math.tanh(score / 6)


def correct_tempo_bonus(state: Any) -> float:
    """Sound: a small bonus for the side to move, from X's view (the empty board 0.05)."""
    tempo = 0.05 if game.to_move(state) == "X" else -0.05
    return max(-0.9, min(0.9, _aima_score(state) / 30 + tempo))


CORRECT += [correct_tempo_bonus]
BUGGY += [
    (starts_at_minus_one, {ex.UNEVEN_START}),
    (constant_added, {ex.UNEVEN_START}),
    (floor_inside_tanh, {report.ROUNDS_DOWN}),
    (floor_then_scaled, {report.ROUNDS_DOWN}),
    (weight_table_key_typo, {board_models.WRONG_WEIGHTS}),
    (o_table_missing_two, {board_models.WRONG_WEIGHTS}),
    (o_counted_in_blocked_lines, {report.COUNTS_DEAD_LINES}),
    (x_counted_in_blocked_lines, {report.COUNTS_DEAD_LINES}),
]


# ---------------------------------------------------------------- lines free of O counted for X (blind wave 6, ev03)
# One slip, "X's open lines" counted as the lines without an O (empty ones too) and O's never
# subtracted: one name, no second for the blocked lines or the empty board's value it implies.


def free_of_o_counted(state: Any) -> float:
    open_for_x = 0
    for line in game.lines:
        if all(game.stone_at(state, c) != "O" for c in line):
            open_for_x += 1
    return open_for_x / 9


def free_of_o_by_comprehension(state: Any) -> float:
    free = [line for line in game.lines if "O" not in [game.stone_at(state, c) for c in line]]
    return math.tanh(len(free) / 4)


def not_blocked_by_o(state: Any) -> float:
    score = 0.0
    for line in game.lines:
        stones = "".join(game.stone_at(state, c) or "." for c in line)
        if "O" in stones:
            continue  # blocked for X
        score += 0.1
    return score


BUGGY += [
    (free_of_o_counted, {ex.IGNORES_OPPONENT}),
    (free_of_o_by_comprehension, {ex.IGNORES_OPPONENT}),
    (not_blocked_by_o, {ex.IGNORES_OPPONENT}),
]


# ---------------------------------------------------------------- 0 on every board, two causes (blind wave 7, ev06, ev01)
# Nothing ever counted (empty cells tested against a marker game positions never hold: they hold
# None) and both sides counted alike give the same values; one name, and the hint says which
# the code does (test_hint_guesses.py asserts the hints). ev06 and ev01 verbatim but for the name.


def empty_is_dot(state: Any) -> float:
    score = 0.0
    for line in game.lines:
        cells = [game.stone_at(state, c) for c in line]
        for player, sign in (("X", 1), ("O", -1)):
            mine = cells.count(player)
            if mine and mine + cells.count(".") == 3:
                score += sign * (0.1 if mine == 1 else 0.3)
    return max(-0.95, min(0.95, score))


def empty_is_space(state: Any) -> float:
    """The empty cell of a board printed with spaces, tested cell by cell."""
    total = 0
    for line in game.lines:
        x = o = free = 0
        for cell in line:
            stone = game.stone_at(state, cell)
            if stone == "X":
                x += 1
            elif stone == "O":
                o += 1
            elif stone == " ":
                free += 1
        if x + free == 3 and x:
            total += x
        if o + free == 3 and o:
            total -= o
    return total / 10


def opponent_block_copied(state: Any) -> float:
    player, opponent = "X", "O"  # noqa: F841 (the student's, verbatim)

    def is_open(line: Any) -> bool:
        return all(game.stone_at(state, cell) != opponent for cell in line)

    open_lines_player = 0
    open_lines_opponent = 0
    for line in game.lines:
        if is_open(line):
            open_lines_player += 1
    # Repeat for opponent
    for line in game.lines:
        if is_open(line):
            open_lines_opponent += 1
    return (open_lines_player - open_lines_opponent) / 8


BUGGY += [
    (empty_is_dot, {ex.CONSTANT_VALUE}),
    (empty_is_space, {ex.CONSTANT_VALUE}),
    (opponent_block_copied, {ex.CONSTANT_VALUE}),
]


# ---------------------------------------------------------------- cell weights never scaled (blind wave 7, ev03)
# Its estimates in (-1, 1) are the boards worth 0: they say nothing of rows or columns, so no
# second name ("misses rows") may be drawn from them.

_CELL_WEIGHTS = {(1, 1): 4, (0, 0): 3, (0, 2): 3, (2, 0): 3, (2, 2): 3}


def cell_weights_unscaled(state: Any) -> float:
    winner = game.winner(state)
    if winner == "X":
        return 100
    if winner == "O":
        return -100
    score = 0
    for r in range(3):
        for c in range(3):
            stone = game.stone_at(state, (r, c))
            w = _CELL_WEIGHTS.get((r, c), 1)
            if stone == "X":
                score += w
            elif stone == "O":
                score -= w
    return score


_FLAT = [3, 1, 3, 1, 4, 1, 3, 1, 3]


def cell_list_unscaled(state: Any) -> float:
    """The same weights in another shape: a flat list read by r * 3 + c, a sum never scaled."""
    board = game.board_text(state).replace("/", "")
    return sum(w * {"X": 1, "O": -1}.get(stone, 0) for w, stone in zip(_FLAT, board, strict=True))


BUGGY += [(cell_weights_unscaled, {report.OUTRANKS_WIN}), (cell_list_unscaled, {report.OUTRANKS_WIN})]


# The correct variants of blind wave 7: AIMA weights squashed with 0.9·tanh, and a callable class.
def correct_tanh_table(state: Any) -> float:
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0:
            score += (0, 1, 3, 10)[x]
        if x == 0:
            score -= (0, 1, 3, 10)[o]
    return 0.9 * math.tanh(score / 10)


class _LineEval:
    WEIGHT = {0: 0, 1: 1, 2: 4, 3: 9}  # noqa: RUF012 (the student's, verbatim)

    def __init__(self, game: Any) -> None:
        self.game = game
        self.lines = [tuple(line) for line in game.lines]
        self.bound = 9 * len(self.lines) + 1
        self.__name__ = "correct_class_cached_lines"

    def __call__(self, state: Any) -> float:
        total = 0
        for line in self.lines:
            stones = [self.game.stone_at(state, c) for c in line]
            if "O" not in stones:
                total += self.WEIGHT[stones.count("X")]
            if "X" not in stones:
                total -= self.WEIGHT[stones.count("O")]
        return total / self.bound


CORRECT += [correct_tanh_table, _LineEval(game)]  # type: ignore[list-item]

# Issue 27 (h27t): cells scored instead of lines, a table of cell weights or the centre alone: the
# ranking of lines that hold both colours, with a hint about cells (the code has no line to skip).

_CELL_WEIGHT = [[3, 2, 3], [2, 4, 2], [3, 2, 3]]


def cell_weight_table(state: Any) -> float:
    """Centre 4, corners 3, edges 2: the number of lines through each cell."""
    total = 0
    for r in range(3):
        for c in range(3):
            stone = game.stone_at(state, (r, c))
            total += _CELL_WEIGHT[r][c] if stone == "X" else -_CELL_WEIGHT[r][c] if stone == "O" else 0
    return total / 30


def centre_alone(state: Any) -> float:
    """Whoever holds the centre is ahead."""
    held = game.stone_at(state, (1, 1))
    return 0.5 if held == "X" else -0.5 if held == "O" else 0.0


BUGGY += [
    # No line read: named by the cells they score (wave 38's ev_04), not by line code they do not have.
    (cell_weight_table, {SCORES_CELL_WEIGHTS}),
    (centre_alone, {SCORES_CELL_WEIGHTS}),
]


# Wave 10 (blind14's e02, two mistakes, only "outranks a real win" on BASE): O's lines counted for X
# (the symbols swapped) and scores of ±100/±10; out of range, they still rank boards O's way round.

_W10_GAME = TicTacToe()


def wave10_symbols_swapped_and_100(state):
    """blind14's e02 verbatim (renamed)."""
    score = 0
    for line in _W10_GAME.lines:
        stones = [_W10_GAME.stone_at(state, cell) for cell in line]
        if stones.count("O") == 3:
            score += 100  # 'X' wins
        elif stones.count("X") == 3:
            score -= 100
        elif stones.count("O") == 2 and stones.count(None) == 1:
            score += 10
        elif stones.count("X") == 2 and stones.count(None) == 1:
            score -= 10
    return score


def open_lines_for_o_unscaled(state: Any) -> float:
    """O's open lines minus X's, never divided: O's view and out of range."""
    x_open = o_open = 0
    for line in _W10_GAME.lines:
        stones = [_W10_GAME.stone_at(state, cell) for cell in line]
        x_open += "O" not in stones
        o_open += "X" not in stones
    return float(o_open - x_open)


BUGGY += [(wave10_symbols_swapped_and_100, {report.WRONG_PLAYER, report.OUTRANKS_WIN}),
          (open_lines_for_o_unscaled, {report.WRONG_PLAYER, report.OUTRANKS_WIN})]


def _w10c06_lines(state):
    for line in _W10_GAME.lines:
        yield [_W10_GAME.stone_at(state, cell) for cell in line]


def wave10_open_lines(state):
    """blind14's c06 verbatim (renamed): (X's open lines - O's open lines) / 9."""
    x_open = sum(1 for stones in _w10c06_lines(state) if "O" not in stones)
    o_open = sum(1 for stones in _w10c06_lines(state) if "X" not in stones)
    return (x_open - o_open) / 9


CORRECT += [wave10_open_lines]


# ---------------------------------------------------------------- only complete lines scored (blind16's ev03)
# geeksforgeeks' evaluate ported: +10 for X's row of three, -10 for O's, else 0: every unfinished
# board is 0 and every won game its winner's sign. Named as such only where the code counts
# nothing and shows neither cause of "0 everywhere" (a marker no cell holds, both sides alike).


def _w11ev03_rows(b: Any) -> int:
    for row in range(3):
        if b[row][0] == b[row][1] == b[row][2]:
            if b[row][0] == "X":
                return 10
            if b[row][0] == "O":
                return -10
    return 0


def _w11ev03_cols(b: Any) -> int:
    for col in range(3):
        if b[0][col] == b[1][col] == b[2][col]:
            if b[0][col] == "X":
                return 10
            if b[0][col] == "O":
                return -10
    return 0


def _w11ev03_diags(b: Any) -> int:
    if b[0][0] == b[1][1] == b[2][2] or b[0][2] == b[1][1] == b[2][0]:
        if b[1][1] == "X":
            return 10
        if b[1][1] == "O":
            return -10
    return 0


def wave11_only_complete_lines(state: Any) -> float:
    """blind16's ev03 verbatim (helpers renamed)."""
    board = [[game.stone_at(state, (r, c)) for c in range(3)] for r in range(3)]
    score = _w11ev03_rows(board)
    if score != 0:
        return score
    score = _w11ev03_cols(board)
    if score != 0:
        return score
    return _w11ev03_diags(board)


def winner_or_nothing(state: Any) -> float:
    """The lines read with all(): a whole line of one stone is worth ±1, anything else 0."""
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        for player, value in (("X", 1.0), ("O", -1.0)):
            if all(stone == player for stone in stones):
                return value
    return 0.0


def utility_else_zero(state: Any) -> float:
    """A finished game's utility, 0 for every other board."""
    return game.utility(state, "X") if game.is_terminal(state) else 0.0  # type: ignore[no-any-return]


def win_then_open_lines_with_dot(state: Any) -> float:
    """Not this class: a win scored, then open lines counted with "." for empty (None here), so 0
    on every unfinished board for another reason, which the hint names."""
    winner = game.winner(state)
    if winner is not None:
        return 1.0 if winner == "X" else -1.0
    score = 0.0
    for line in game.lines:
        cells = [game.stone_at(state, c) for c in line]
        for player, sign in (("X", 1), ("O", -1)):
            if cells.count(player) and cells.count(player) + cells.count(".") == 3:
                score += sign * 0.1
    return score


BUGGY += [(wave11_only_complete_lines, {ex.ONLY_COMPLETE_LINES}), (winner_or_nothing, {ex.ONLY_COMPLETE_LINES}),
          (utility_else_zero, {ex.ONLY_COMPLETE_LINES}), (win_then_open_lines_with_dot, {ex.CONSTANT_VALUE})]


# Wave 13 (blind20): X's count copied into O's part (o_lines += stones.count("X")): O never counts;
# the hint points at the copied count (evaluation_values.copied_count).
_W13_GAME = TicTacToe()


def wave13_counts_x_for_o(state):
    """blind20's e04 verbatim (renamed)."""
    x_lines = o_lines = 0
    for line in _W13_GAME.lines:
        stones = [_W13_GAME.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            x_lines += stones.count("X")
        if "X" not in stones:
            o_lines += stones.count("X")
    return (x_lines - o_lines) / 30


def o_score_counts_x_cells(state: Any) -> float:
    """The same copy-paste with a comprehension per side, O's reading 'X'."""
    score_x = score_o = 0
    for line in _W13_GAME.lines:
        cells = [_W13_GAME.stone_at(state, cell) for cell in line]
        if "O" not in cells:
            score_x += sum(1 for c in cells if c == "X")
        if "X" not in cells:
            score_o += sum(1 for c in cells if c == "X")
    return (score_x - score_o) / 10


def _w13c09_line_score(stones: list) -> int:
    x, o = stones.count("X"), stones.count("O")
    if x and o:
        return 0
    return (4 if x == 2 else x) - (4 if o == 2 else o)


def wave13_tanh_helper(state) -> float:
    """blind20's c09 verbatim (renamed): right."""
    score = sum(_w13c09_line_score([_W13_GAME.stone_at(state, c) for c in line]) for line in _W13_GAME.lines)
    return 0.9 * math.tanh(score / 6)


BUGGY += [(wave13_counts_x_for_o, {ex.IGNORES_OPPONENT}), (o_score_counts_x_cells, {ex.IGNORES_OPPONENT})]
CORRECT += [wave13_tanh_helper]


# Wave 17 (blind28): a clamp with max and min exchanged, max(0.9, min(-0.9, x)): one value on every board.
# The symptom's name is right; the hint (evaluation_values.crossed_clamp) says the clamp's bounds are
# exchanged, not "compute it from the stones", which the code does (tests/test_hint_checks.py).
def wave17_clamp_swapped(state):
    """blind28's ev04 verbatim (renamed)."""
    score = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        if "O" not in stones:
            score += {1: 1, 2: 3}.get(stones.count("X"), 0)
        if "X" not in stones:
            score -= {1: 1, 2: 3}.get(stones.count("O"), 0)
    return max(0.9, min(-0.9, score / 30))


_W17_LIMIT = 0.95


def clamp_swapped_by_name(state: Any) -> float:
    """Another shape: the clamp the other way round, min(-LIMIT, max(LIMIT, x)), with a name for the bound."""
    return min(-_W17_LIMIT, max(_W17_LIMIT, _aima_score(state) / 20))


def wave17_correct_piece_sum(state):
    """blind28's ev05 verbatim (renamed): the stones in still-winnable lines, X's minus O's, over 25."""
    value = 0
    for line in game.lines:
        stones = [game.stone_at(state, cell) for cell in line]
        x, o = stones.count("X"), stones.count("O")
        if o == 0:
            value += x
        if x == 0:
            value -= o
    return value / 25


BUGGY += [(wave17_clamp_swapped, {ex.CONSTANT_VALUE}), (clamp_swapped_by_name, {ex.CONSTANT_VALUE})]
CORRECT += [wave17_correct_piece_sum]


# Wave 17 (blind28): a count of O's open twos computed and left out of the sum (3 * O1 + O1 where 3 * O2 + O1
# belongs): "never counts O's open lines of 2 stones", with the hint pointing at the unused count
# (evaluation_values.unused_count), not at a table of weights the code does not have.
def _w17_count_rows(state, k, me, other):
    n = 0
    for line in game.lines:
        stones = [game.stone_at(state, c) for c in line]
        if other not in stones and stones.count(me) == k:
            n += 1
    return n


def wave17_o2_typo(state):
    """blind28's ev01 verbatim (renamed): the Scheme ttt-eval-fn with X1 typed for X2 on O's side."""
    X2 = _w17_count_rows(state, 2, "X", "O")
    X1 = _w17_count_rows(state, 1, "X", "O")
    O2 = _w17_count_rows(state, 2, "O", "X")  # noqa: F841
    O1 = _w17_count_rows(state, 1, "O", "X")
    score = 3 * X2 + X1 - (3 * O1 + O1)
    return max(-0.9, min(0.9, score / 30))


def x_singles_left_out(state: Any) -> float:
    """Another shape: X's open singles counted into x_ones, never added."""
    x_twos = _w17_count_rows(state, 2, "X", "O")
    x_ones = _w17_count_rows(state, 1, "X", "O")  # noqa: F841
    o_twos = _w17_count_rows(state, 2, "O", "X")
    o_ones = _w17_count_rows(state, 1, "O", "X")
    return (3 * x_twos - 3 * o_twos - o_ones) / 30


BUGGY += [(wave17_o2_typo, {board_models.WRONG_WEIGHTS}), (x_singles_left_out, {board_models.WRONG_WEIGHTS})]


# Wave 18 (blind30): e01 sums cell weights unscaled and its table is copy-pasted wrong (left and right
# edges 3 like corners, top and bottom 1): the scale was named, the table only "does not tell good
# positions from bad". Lone stones show the table is not symmetric whatever the scale
# (evaluation_values.lone_stone_asymmetry).
_WAVE18_GAME = TicTacToe()


def wave18_position_weights(state):
    """blind30's e01 verbatim (renamed)."""
    board = [row for row in _WAVE18_GAME.board_text(state).split("/")]
    xo_diff = 0
    weights = {(0, 0): 3, (0, 2): 3, (2, 0): 3, (2, 2): 3,
               (0, 1): 1, (2, 1): 1, (1, 0): 3, (1, 2): 3, (1, 1): 5}
    for (r, c), w in weights.items():
        if board[r][c] == "X":
            xo_diff += w
        elif board[r][c] == "O":
            xo_diff -= w
    return xo_diff


def weight_rows_typo_unscaled(state: Any) -> float:
    """Another shape: a list of weight rows with one corner typed 2, the sum never scaled."""
    weights = [[3, 2, 3], [2, 4, 2], [2, 2, 3]]
    board = _WAVE18_GAME.board_text(state).split("/")
    return sum((1 if board[r][c] == "X" else -1 if board[r][c] == "O" else 0) * weights[r][c]
               for r in range(3) for c in range(3))


BUGGY += [(wave18_position_weights, {report.OUTRANKS_WIN, report.ASYMMETRIC}),
          (weight_rows_typo_unscaled, {report.OUTRANKS_WIN, report.ASYMMETRIC})]
