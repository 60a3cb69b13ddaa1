"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta (returns beta on a cut at MAX, alpha on a cut at MIN, values clipped to the window), AIMA cut rule.
"""
import math


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
        if beta <= alpha:
            return alpha
    return beta
