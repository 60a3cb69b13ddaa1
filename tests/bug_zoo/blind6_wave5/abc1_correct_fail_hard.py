"""Checker: check_alphabeta
Mistake: correct (fail-hard: returns alpha at MAX nodes and beta at MIN nodes, cut on alpha >= beta).
"""
import math

CHECK = {"checker": "check_alphabeta", "kwargs": {}, "function": "my_alphabeta"}


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            alpha = max(alpha, my_alphabeta(game, game.result(state, move), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for move in game.actions(state):
        beta = min(beta, my_alphabeta(game, game.result(state, move), alpha, beta))
        if alpha >= beta:
            return alpha
    return beta
