"""
checker: check_alphabeta
truth: correct — fail-hard: returns beta on a cut at MAX nodes, alpha on a cut at MIN nodes, and the updated bound otherwise
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            score = my_alphabeta(game, game.result(state, a), alpha, beta)
            if score >= beta:
                return beta
            if score > alpha:
                alpha = score
        return alpha
    for a in game.actions(state):
        score = my_alphabeta(game, game.result(state, a), alpha, beta)
        if score <= alpha:
            return alpha
        if score < beta:
            beta = score
    return beta
