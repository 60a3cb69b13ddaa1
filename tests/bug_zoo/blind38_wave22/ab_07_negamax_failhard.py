"""checker: check_alphabeta
truth: correct — fail-hard negamax alpha-beta (returns beta on a cutoff, alpha otherwise), scored for the side to move and turned to MAX's view at the top with the window negated when MIN is to move.
source: TheSTruong/CMPUT455 assignment2/alphabeta.py (alphabeta(state, alpha, beta): `value = -alphabeta(state, -beta, -alpha)`, `if value > alpha: alpha = value`, `if value >= beta: return beta`, `return alpha`); ported to the Game API
"""

import math

INFINITY = math.inf


def alphabeta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    for m in game.actions(state):
        value = -alphabeta(game, game.result(state, m), -beta, -alpha)
        if value > alpha:
            alpha = value
        if value >= beta:
            return beta   # or value in failsoft (later)
    return alpha


def my_alphabeta(game, state, alpha=-INFINITY, beta=INFINITY):
    if game.to_move(state) == game.players[0]:
        return alphabeta(game, state, alpha, beta)
    return -alphabeta(game, state, -beta, -alpha)
