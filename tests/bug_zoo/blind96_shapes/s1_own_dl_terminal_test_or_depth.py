"""checker: check_depth_limited_minimax
truth: buggy — `if terminal_test(game, state) | depth == 0:` is read as `(terminal_test(game, state) | depth) == 0`: a finished game (True | depth is at least 1) is never a leaf, its empty list of moves leaves the value at -inf / inf; an unfinished one stops at depth 0 as meant.
"""
import math


def terminal_test(game, state):
    return game.is_terminal(state)


def my_depth_limited(game, state, depth, evaluate):
    if terminal_test(game, state) | depth == 0:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return evaluate(state)
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best
