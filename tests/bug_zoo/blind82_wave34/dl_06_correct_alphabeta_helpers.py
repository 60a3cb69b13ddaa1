"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta with max_value/min_value helpers (AIMA's cutoff test: terminal first, then depth), fail-hard bounds; the value at the root with the full window is minimax's.
source: own (AIMA h_alphabeta_search structure)
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    X = game.players[0]

    def max_value(s, alpha, beta, d):
        if game.is_terminal(s):
            return game.utility(s, X)
        if d == 0:
            return evaluate(s)
        for a in game.actions(s):
            alpha = max(alpha, min_value(game.result(s, a), alpha, beta, d - 1))
            if alpha >= beta:
                return beta
        return alpha

    def min_value(s, alpha, beta, d):
        if game.is_terminal(s):
            return game.utility(s, X)
        if d == 0:
            return evaluate(s)
        for a in game.actions(s):
            beta = min(beta, max_value(game.result(s, a), alpha, beta, d - 1))
            if alpha >= beta:
                return alpha
        return beta

    if game.to_move(state) == X:
        return max_value(state, -math.inf, math.inf, depth)
    return min_value(state, -math.inf, math.inf, depth)
