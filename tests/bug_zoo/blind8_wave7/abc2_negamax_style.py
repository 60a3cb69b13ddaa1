"""
checker: check_alphabeta
truth: correct — negamax alpha-beta inside (window negated and swapped), result converted back to MAX's view
"""
import math


def _negamax(game, state, alpha, beta):
    MAX = game.players[0]
    colour = 1 if game.to_move(state) == MAX else -1
    if game.is_terminal(state):
        return colour * game.utility(state, MAX)
    best = -math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        child_colour = 1 if game.to_move(child) == MAX else -1
        if child_colour == colour:
            score = _negamax(game, child, alpha, beta)
        else:
            score = -_negamax(game, child, -beta, -alpha)
        best = max(best, score)
        alpha = max(alpha, score)
        if alpha >= beta:
            break
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if colour == 1:
        return _negamax(game, state, alpha, beta)
    return -_negamax(game, state, -beta, -alpha)
