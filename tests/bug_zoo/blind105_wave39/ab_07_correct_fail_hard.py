"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: returns beta at a MAX cutoff, alpha at a MIN cutoff, and the (clipped) alpha/beta at the end.
source: own (chessprogramming.org fail-hard alphaBetaMax/alphaBetaMin structure)
"""
import math


def alpha_beta_max(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for move in game.actions(state):
        score = alpha_beta(game, game.result(state, move), alpha, beta)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def alpha_beta_min(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for move in game.actions(state):
        score = alpha_beta(game, game.result(state, move), alpha, beta)
        if score <= alpha:
            return alpha
        if score < beta:
            beta = score
    return beta


def alpha_beta(game, state, alpha, beta):
    if game.to_move(state) == game.players[0]:
        return alpha_beta_max(game, state, alpha, beta)
    return alpha_beta_min(game, state, alpha, beta)


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta(game, state, alpha, beta)
