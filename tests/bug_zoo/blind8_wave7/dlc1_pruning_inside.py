"""
checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (fail-soft) used as the depth-limited minimax; values equal
"""
import math


def _ab(game, state, depth, evaluate, alpha, beta):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    if depth == 0:
        return evaluate(state)
    if game.to_move(state) == MAX:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, _ab(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, _ab(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
        beta = min(beta, v)
        if alpha >= beta:
            break
    return v


def my_depth_limited(game, state, depth, evaluate):
    return _ab(game, state, depth, evaluate, -math.inf, math.inf)
