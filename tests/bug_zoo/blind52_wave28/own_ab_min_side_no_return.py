"""checker: check_alphabeta
truth: buggy — MAX-VALUE returns its value, but MIN-VALUE lowers v in its loop and never returns it: every MIN node returns None, and the MAX node above compares None with a number.
source: own
"""
import math


def max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for move in game.actions(state):
        v = max(v, min_value(game, game.result(state, move), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for move in game.actions(state):
        v = min(v, max_value(game, game.result(state, move), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
