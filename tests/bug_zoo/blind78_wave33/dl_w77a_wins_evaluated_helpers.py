"""checker: check_depth_limited_minimax
truth: buggy — max_value/min_value stop at `depth == 0 or winner(...)` and evaluate there: a won game is scored by the evaluation, and a full board without a line is not seen as finished (searched on above the limit, with no moves: -inf for MAX, +inf for MIN).
source: own (w77a), blind75's dl_02 in AIMA's two helpers
"""
import math


def winner(game, state):
    if not game.is_terminal(state):
        return False
    return game.utility(state, game.players[0]) != 0


def max_value(game, state, depth, evaluate):
    if depth == 0 or winner(game, state):
        return evaluate(state)
    v = -math.inf
    for a in game.actions(state):
        v = max(v, min_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def min_value(game, state, depth, evaluate):
    if depth == 0 or winner(game, state):
        return evaluate(state)
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, depth, evaluate)
    return min_value(game, state, depth, evaluate)
