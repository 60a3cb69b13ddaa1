"""checker: check_depth_limited_minimax
truth: buggy — one ply above the horizon MAX's loop writes `best = evaluate(child)` instead of `best = max(best, ...)`: the node is worth its last child's estimate, and a finished child there is evaluated instead of scored by its utility.
source: own
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            child = game.result(state, move)
            if depth == 1:
                best = evaluate(child)
            else:
                best = max(best, my_depth_limited(game, child, depth - 1, evaluate))
        return best
    best = math.inf
    for move in game.actions(state):
        best = min(best, my_depth_limited(game, game.result(state, move), depth - 1, evaluate))
    return best
