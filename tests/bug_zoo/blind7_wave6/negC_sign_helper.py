"""checker: check_negamax
truth: correct — finished games scored as sign * utility for MAX (sign = +1 if MAX to move else -1), children negated.
"""
import math


def my_negamax(game, state):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return sign * game.utility(state, game.players[0])
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -my_negamax(game, game.result(state, move)))
    return best
