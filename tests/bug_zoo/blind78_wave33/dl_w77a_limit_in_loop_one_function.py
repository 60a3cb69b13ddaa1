"""checker: check_depth_limited_minimax
truth: buggy — one function for both sides, counting down: the test `if depth <= 0: return best_score` sits inside the loop over the moves, before the child is searched, so at the limit the node returns its running best's start (-math.inf where MAX is to move, +math.inf where MIN is) and evaluate is never called.
source: own (w77a), the same slip as blind75's dl_03 in a single counting-down function
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best_score = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        if depth <= 0:
            return best_score
        score = my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
        best_score = max(best_score, score) if maximizing else min(best_score, score)
    return best_score
