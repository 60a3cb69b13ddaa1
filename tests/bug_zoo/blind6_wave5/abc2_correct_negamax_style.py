"""Checker: check_alphabeta
Mistake: correct (negamax-style alpha-beta inside, turned to MAX's view at the top; fail-soft).
"""
import math

CHECK = {"checker": "check_alphabeta", "kwargs": {}, "function": "my_alphabeta"}


def _negamax(game, state, alpha, beta):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    best = -math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child) or game.to_move(child) != me:
            score = -_negamax(game, child, -beta, -alpha)
        else:
            score = _negamax(game, child, alpha, beta)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        return _negamax(game, state, alpha, beta)
    return -_negamax(game, state, -beta, -alpha)
