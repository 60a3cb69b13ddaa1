"""Negamax students who compare a child's value negated but keep it as it came, found by a repair of
their code (:mod:`ttt_lab.exercises.repair_rules`: a minus missing on a searched value). The
twenty-second wave's nm_05 (localised only when measured blind) verbatim, renamed, and the same slip
inside a conditional expression."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs

CHECK = ex.check_negamax


# ---------------------------------------------------------------- twenty-second wave (blind38), verbatim

def nm05_stores_unnegated(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for move in game.actions(state):
        score = nm05_stores_unnegated(game, game.result(state, move))
        if -score > best:
            best = score
    return best


# ---------------------------------------------------------------- another shape

def keeps_child_value(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best_value = -math.inf
    for move in game.actions(state):
        value = keeps_child_value(game, game.result(state, move))
        best_value = max(best_value, value) if -value > best_value else best_value
    return best_value


BUGGY = [(nm05_stores_unnegated, {repairs.SIGN_WRONG}),
         (keeps_child_value, {repairs.SIGN_WRONG})]
CORRECT: list = []
