"""checker: check_alphabeta
truth: correct — fail-hard variant where a MAX node's v starts at alpha and a MIN node's at beta instead of -inf/+inf; same cuts and same root value.
source: own
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = alpha
        for move in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, move), v, beta))
            if v >= beta:
                return v
        return v
    v = beta
    for move in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, move), alpha, v))
        if v <= alpha:
            return v
    return v
