"""Checker: check_alphabeta
Mistake: two slips: cuts only on strict inequality (v > beta / v < alpha) AND the MIN half raises alpha instead of lowering beta (copy-paste).
"""
import math

CHECK = {"checker": "check_alphabeta", "kwargs": {}, "function": "my_alphabeta"}


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, my_alphabeta(game, game.result(state, move), alpha, beta))
            if v > beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for move in game.actions(state):
        v = min(v, my_alphabeta(game, game.result(state, move), alpha, beta))
        if v < alpha:
            return v
        alpha = max(alpha, v)
    return v
