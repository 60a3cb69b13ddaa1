"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (AIMA cuts), which returns the same root value as depth-limited minimax.
source: own
"""
import math


def _ab(game, state, depth, evaluate, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, _ab(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, _ab(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_depth_limited(game, state, depth, evaluate):
    return _ab(game, state, depth, evaluate, -math.inf, math.inf)
