"""checker: check_depth_limited_minimax
truth: buggy — the depth counted in rounds: max_value tests the depth and hands it on unchanged, min_value lowers it and never tests it, so `depth` plies are searched as `depth` MAX+MIN rounds and evaluate is called only where MAX is to move.
source: own (another shape of wave 30's dl_03: two top-level helpers instead of nested ones)
"""
import math


def max_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 0:
        return evaluate(state)
    best = -math.inf
    for move in game.actions(state):
        best = max(best, min_value(game, game.result(state, move), depth, evaluate))
    return best


def min_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = math.inf
    for move in game.actions(state):
        best = min(best, max_value(game, game.result(state, move), depth - 1, evaluate))
    return best


def my_depth_limited(game, state, depth, evaluate):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, depth, evaluate)
    if depth <= 0 and not game.is_terminal(state):
        return evaluate(state)
    return min_value(game, state, depth, evaluate)
