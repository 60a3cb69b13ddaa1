"""Alpha-beta that overwrites its bound with the best value so far (``alpha = v``, in negamax form
``low = -score``) where it should narrow it (``alpha = max(alpha, v)``): a first child worse than the
bound a node was given widens the window of the children after it. The values stay right; the leaves
do not. The twentieth wave's ab_03 (ported from a public negamax) verbatim, renamed, and two more shapes."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises.alphabeta_models import BOUND_OVERWRITTEN

CHECK = ex.check_alphabeta
NAMES = {BOUND_OVERWRITTEN}


# ---------------------------------------------------------------- twentieth wave (blind34), verbatim

def _ab03_alpha_beta(game, state, player, opponent, low, high):
    best_move, best_score = None, None
    moves = game.actions(state)

    if moves == [] or game.is_terminal(state):
        return None, game.utility(state, player)

    for m in moves:
        _, score = _ab03_alpha_beta(game, game.result(state, m), opponent, player, -high, -low)

        if best_score == None or -1 * score > best_score:  # noqa: E711
            low = -1 * score
            best_move, best_score = m, -1 * score

        if low >= high:
            return best_move, best_score

    return best_move, best_score


def ab03_low_set_not_maxed(game, state, alpha=-math.inf, beta=math.inf):
    player = game.to_move(state)
    opponent = game.players[1] if player == game.players[0] else game.players[0]
    if player == game.players[0]:
        return _ab03_alpha_beta(game, state, player, opponent, alpha, beta)[1]
    return -_ab03_alpha_beta(game, state, player, opponent, -beta, -alpha)[1]


# ---------------------------------------------------------------- other shapes

def max_min_bound_set_to_best(game, state, alpha=-math.inf, beta=math.inf):
    """Two halves; each node keeps its best in the bound itself."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            value = max_min_bound_set_to_best(game, game.result(state, a), alpha, beta)
            if value > best:
                best = value
                alpha = best
            if alpha >= beta:
                break
        return best
    best = math.inf
    for a in game.actions(state):
        value = max_min_bound_set_to_best(game, game.result(state, a), alpha, beta)
        if value < best:
            best = value
            beta = best
        if alpha >= beta:
            break
    return best


def max_half_only(game, state, alpha=-math.inf, beta=math.inf):
    """MAX's half keeps its best in alpha; MIN's half is right."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, max_half_only(game, game.result(state, a), alpha, beta))
            alpha = v
            if v >= beta:
                return v
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_half_only(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY = [(fn, NAMES) for fn in (ab03_low_set_not_maxed, max_min_bound_set_to_best, max_half_only)]
CORRECT: list = []
