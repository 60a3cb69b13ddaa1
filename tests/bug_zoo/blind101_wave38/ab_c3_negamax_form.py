"""checker: check_alphabeta
truth: correct — alpha-beta written as negamax (window negated and swapped for the child, fail-soft), with the result turned to MAX's view at the entry point.
source: own
"""
import math


def _nega(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for move in game.actions(state):
        score = -_nega(game, game.result(state, move), -beta, -alpha)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return _nega(game, state, alpha, beta)
    return -_nega(game, state, -beta, -alpha)
