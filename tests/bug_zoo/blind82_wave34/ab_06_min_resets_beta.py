"""checker: check_alphabeta
truth: buggy — MIN-VALUE starts with `v = beta = math.inf`, resetting the beta it was given (the student reads beta as "MIN's best so far here"), so MIN nodes never cut on a bound from above and MAX nodes below them lose their beta; values stay right but too few leaves are pruned.
source: own
"""
import math


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        v = max(v, min_value(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = beta = math.inf
    for a in game.actions(state):
        v = min(v, max_value(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
