"""checker: check_depth_limited_minimax
truth: buggy — separate max_value/min_value helpers; min_value recurses into min_value (copy-paste), so every level below a MIN node minimizes.
"""
import math


def max_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    v = -math.inf
    for a in game.actions(state):
        v = max(v, min_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def min_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    v = math.inf
    for a in game.actions(state):
        v = min(v, min_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def my_depth_limited(game, state, depth, evaluate):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, depth, evaluate)
    return min_value(game, state, depth, evaluate)
