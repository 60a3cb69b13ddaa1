"""checker: check_depth_limited_minimax
truth: buggy — depth is counted up from the root (depth += 1 on entry) and the limit test sits inside the move loop, returning the running best v at the limit: it returns -inf at MAX nodes and +inf at MIN nodes one ply above the cutoff (never calling evaluate), and with depth 0 it never stops at all.
source: ported from a public CS50 AI tictactoe minimax helper module (code corpus excerpt, repository not named: "#minimax helpers ... DEPTH_LIM = 7 #Depth-Limited Minimax", max_val/min_val with "if (depth == DEPTH_LIM): return v" inside the action loop)
"""
import math


def max_val(game, state, depth, limit, evaluate):
    depth += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = float("-inf")  # where v is the current best value
    for action in game.actions(state):
        if depth == limit:  # Depth limiting
            return v
        v = max(v, min_val(game, game.result(state, action), depth, limit, evaluate))
    return v


def min_val(game, state, depth, limit, evaluate):
    depth += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = float("inf")
    for action in game.actions(state):
        if depth == limit:  # Depth limiting
            return v
        v = min(v, max_val(game, game.result(state, action), depth, limit, evaluate))
    return v


def my_depth_limited(game, state, depth, evaluate):
    """Minimax's value of `state` for MAX, looking `depth` plies ahead and estimating with `evaluate` there."""
    if game.to_move(state) == game.players[0]:
        return max_val(game, state, 0, depth, evaluate)
    return min_val(game, state, 0, depth, evaluate)
