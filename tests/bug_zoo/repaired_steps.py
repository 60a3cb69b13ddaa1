"""Alpha-beta students whose slip is where a statement stands, found by a repair of their code
(:mod:`ttt_lab.exercises.repair_blocks`): the cutoff tested on the child before its value is folded
in, written twice, in MAX's loop and in MIN's: the same two steps swapped in max_value/min_value
helpers as the twenty-second wave's ab_05 (kept verbatim in ``blind38_wave22/``) has in one function."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs

CHECK = ex.check_alphabeta


# ---------------------------------------------------------------- another shape: helpers for MAX and MIN

def helpers_cut_before_update(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return _max_value(game, state, alpha, beta)
    return _min_value(game, state, alpha, beta)


def _max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    value = -math.inf
    for a in game.actions(state):
        score = _min_value(game, game.result(state, a), alpha, beta)
        if score >= beta:
            return value
        value = max(value, score)
        alpha = max(alpha, value)
    return value


def _min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    value = math.inf
    for a in game.actions(state):
        score = _max_value(game, game.result(state, a), alpha, beta)
        if score <= alpha:
            return value
        value = min(value, score)
        beta = min(beta, value)
    return value


BUGGY = [(helpers_cut_before_update, {repairs.STEPS_SWAPPED})]
CORRECT: list = []
