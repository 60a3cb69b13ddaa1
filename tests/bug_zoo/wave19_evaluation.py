"""Evaluations that add the opponent's score where they must subtract it (``score = mine + theirs``), in
features other than weighted open lines: the nineteenth wave's ev_02 (its file lost, rewritten from its
description: it passed, its values never negative) and another shape. Neither can tell a board good for X
from the same board with its colours swapped."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import TicTacToe
from ttt_lab import exercises as ex
from ttt_lab.exercises import evaluation_swaps, report

CHECK = ex.check_evaluation
game = TicTacToe()


def ev_02_threats_added(state):
    """Open twos (a line of two stones and an empty cell) for each side, both added: the checker passed it."""
    mine = theirs = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if cells.count("X") == 2 and "O" not in cells:
            mine += 1
        if cells.count("O") == 2 and "X" not in cells:
            theirs += 1
    score = mine + theirs
    return score / len(game.lines)


def free_lines_added(state):
    """Lines each side can still complete (no stone of the other), both added: an empty line counts twice."""
    x_free = o_free = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if "O" not in cells:
            x_free += 1
        if "X" not in cells:
            o_free += 1
    return (x_free + o_free) / 20


def threats_subtracted_both(state):
    """The sign slip the other way: both sides' open twos subtracted."""
    score = 0.0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        for side, other in (("X", "O"), ("O", "X")):
            if cells.count(side) == 2 and other not in cells:
                score -= 0.1
    return score


def threats_added_unscaled(state):
    """The sum left unscaled: beyond a real win's value, and the colour swaps still alike."""
    mine = theirs = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        mine += cells.count("X") == 2 and "O" not in cells
        theirs += cells.count("O") == 2 and "X" not in cells
    return mine + theirs


def threats_added_with_tempo(state):
    """Both sides' open twos added, and a bonus for the side to move: O-to-move boards dip below 0."""
    total = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if "O" not in cells and cells.count("X") == 2:
            total += 1
        if "X" not in cells and cells.count("O") == 2:
            total += 1
    tempo = 0.05 if game.to_move(state) == "X" else -0.05
    return 0.1 * total + tempo


BUGGY = [
    (ev_02_threats_added, {evaluation_swaps.ADDS_OPPONENT_SCORE}),
    (threats_added_unscaled, {report.OUTRANKS_WIN, evaluation_swaps.ADDS_OPPONENT_SCORE}),
    (threats_added_with_tempo, {evaluation_swaps.ADDS_OPPONENT_SCORE}),
    (free_lines_added, {evaluation_swaps.ADDS_OPPONENT_SCORE}),
    (threats_subtracted_both, {evaluation_swaps.SUBTRACTS_OWN_SCORE}),
]


def correct_threats(state):
    """Open twos only, X's minus O's: 0 on boards with none, which is no slip."""
    score = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        if cells.count("X") == 2 and "O" not in cells:
            score += 1
        if cells.count("O") == 2 and "X" not in cells:
            score -= 1
    return score / len(game.lines)


def correct_threats_with_tempo(state):
    """Open twos, X's minus O's, and a bonus for the side to move: where neither side has a two, a board and its
    colour swap both get the bonus alone, which is no slip."""
    score = 0
    for line in game.lines:
        cells = [game.stone_at(state, cell) for cell in line]
        score += (cells.count("X") == 2 and "O" not in cells) - (cells.count("O") == 2 and "X" not in cells)
    return 0.1 * score + (0.05 if game.to_move(state) == "X" else -0.05)


CORRECT = [correct_threats, correct_threats_with_tempo]
