"""checker: check_alphabeta
truth: buggy — MIN nodes pass alpha = -inf to their children ("alpha belongs to MAX"), so the bound found at a MAX ancestor never reaches the MAX grandchildren and deep cutoffs below MIN nodes are lost.
source: own (the shallow-cutoff misconception the 04 notebook warns about)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, move), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for move in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, move), -math.inf, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v
