"""Checker: check_negamax
Mistake: correct (negamax with fail-soft alpha-beta, full window at the root).
"""
import math

CHECK = {"checker": "check_negamax", "kwargs": {}, "function": "my_negamax"}


def my_negamax(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, move), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best
