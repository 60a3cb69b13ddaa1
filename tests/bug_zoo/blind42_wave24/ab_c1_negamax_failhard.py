"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta in negamax form (values for the side to move, window (-beta, -alpha) for the child, returns beta on a cut and alpha otherwise), turned to MAX's view and MAX's window at the top; it cuts on value >= beta, AIMA's rule.
source: ported from TheSTruong/CMPUT455 assignment2/alphabeta.py (alphabeta(state, alpha, beta): value = -alphabeta(state, -beta, -alpha); "if value > alpha: alpha = value"; "if value >= beta: return beta  # or value in failsoft (later)"; return alpha; callAlphabeta with the full window)
"""
import math

INFINITY = 1000000


def alphabeta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # staticallyEvaluateForToPlay
    for m in game.actions(state):
        value = -alphabeta(game, game.result(state, m), -beta, -alpha)
        if value > alpha:
            alpha = value
        if value >= beta:
            return beta  # or value in failsoft (later)
    return alpha


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    alpha = max(alpha, -INFINITY)
    beta = min(beta, INFINITY)
    if game.to_move(state) == game.players[0]:
        return alphabeta(game, state, alpha, beta)
    return -alphabeta(game, state, -beta, -alpha)
