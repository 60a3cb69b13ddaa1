"""checker: check_alphabeta
truth: correct — negamax alpha-beta inside (window negated and swapped for the child), turned into MAX's view at the root.
source: own
"""
import math


def nega(game, state, alpha, beta):
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover)
    v = -math.inf
    for move in game.actions(state):
        v = max(v, -nega(game, game.result(state, move), -beta, -alpha))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return nega(game, state, alpha, beta)
    return -nega(game, state, -beta, -alpha)
