"""checker: check_alphabeta
truth: buggy — MAX-VALUE starts with `alpha = -float("inf")`, writing over the alpha it was given, so its children
get a window as wide as the root's below (x81a's own shape of wave 34's ab_06, the other node kind).
source: own
"""
import math


def max_value(game, state, alpha, beta):
    alpha = -float("inf")
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = -math.inf
    for a in game.actions(state):
        best = max(best, min_value(game, game.result(state, a), alpha, beta))
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best = math.inf
    for a in game.actions(state):
        best = min(best, max_value(game, game.result(state, a), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
