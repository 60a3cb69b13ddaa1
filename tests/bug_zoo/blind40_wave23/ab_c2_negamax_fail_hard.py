"""checker: check_alphabeta
truth: correct — fail-hard negamax alpha-beta (returns beta on a cut-off, alpha clamps the result), window negated and swapped for the child, turned into MAX's view at the top.
source: own (chessprogramming.org negamax alpha-beta, fail-hard)
"""
import math


def _negamax(game, state, alpha, beta):
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover)
    for move in game.actions(state):
        score = -_negamax(game, game.result(state, move), -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0] or game.is_terminal(state):
        sign = 1 if game.to_move(state) == game.players[0] else -1
        if game.is_terminal(state):
            return game.utility(state, game.players[0])
        return sign * _negamax(game, state, alpha, beta)
    return -_negamax(game, state, -beta, -alpha)
