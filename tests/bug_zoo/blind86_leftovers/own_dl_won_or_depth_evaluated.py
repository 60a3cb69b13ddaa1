"""checker: check_depth_limited_minimax
truth: buggy — one stop test, "somebody has won or the depth is used up", returns evaluate(state): a won game is evaluated instead of scored, and a full board without a line is not finished to it (no moves: -inf where X is to move, +inf where O is).
source: written for the fix (y86b), another shape of wave 33's dl_02 (the winner read off the utility, the test's parts in the other order)
"""
import math


def winner(game, state):
    if not game.is_terminal(state):
        return None
    u = game.utility(state, game.players[0])
    return None if u == 0 else (game.players[0] if u > 0 else game.players[1])


def my_depth_limited(game, state, depth, evaluate):
    if winner(game, state) is not None or depth <= 0:
        return evaluate(state)
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best
