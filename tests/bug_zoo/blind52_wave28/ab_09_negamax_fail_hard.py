"""checker: check_alphabeta
truth: correct — negamax alpha-beta, fail-hard (returns beta on a cutoff, alpha otherwise), values for the side to move, turned to MAX's view (and the window mirrored) at the top.
source: ported from TheSTruong/CMPUT455 assignment2/alphabeta.py (alphabeta(state, alpha, beta), callAlphabeta)
"""
import math


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


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return alphabeta(game, state, alpha, beta)
    return -alphabeta(game, state, -beta, -alpha)
