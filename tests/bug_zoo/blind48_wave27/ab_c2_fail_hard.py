"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: a MAX node returns alpha (raised by its children) and returns beta on a cutoff, a MIN node the mirror; cuts on v >= beta / v <= alpha as AIMA does, so it visits the same leaves and the root value is exact.
source: own (the classic fail-hard formulation, e.g. chessprogramming wiki's alphaBetaMax/alphaBetaMin)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            score = my_alphabeta(game, game.result(state, move), alpha, beta)
            if score >= beta:
                return beta
            if score > alpha:
                alpha = score
        return alpha
    for move in game.actions(state):
        score = my_alphabeta(game, game.result(state, move), alpha, beta)
        if score <= alpha:
            return alpha
        if score < beta:
            beta = score
    return beta
