"""checker: check_alphabeta
truth: correct — fail-soft negamax alpha-beta on the mover's view, the window negated and swapped for the child, turned back to MAX's view at the entry point.
source: own
"""
import math


def negamax(game, state, alpha, beta):
    me = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, me)
    best = -math.inf
    for move in game.actions(state):
        score = -negamax(game, game.result(state, move), -beta, -alpha)
        if score > best:
            best = score
        if best > alpha:
            alpha = best
        if alpha >= beta:
            break
    return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return negamax(game, state, alpha, beta)
    return -negamax(game, state, -beta, -alpha)
