"""checker: check_alphabeta
truth: buggy — one function for both sides; in MIN's half the beta update and the cutoff test stand after the loop over the moves (dedented), so MIN nodes search every child and hand none a lowered beta; MAX's half is right.
source: own (the shape of wave 29's ab_05 in a single alphabeta function)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                return v
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, a), alpha, beta))
    beta = min(beta, v)
    if beta <= alpha:
        return v
    return v
