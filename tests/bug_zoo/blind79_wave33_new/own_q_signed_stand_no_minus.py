"""checker: check_quiescence
truth: buggy — negamax fail-hard with the stand-pat signed right but no minus on the recursion.
source: written for the fix (w77b), another shape of wave 33's q_01 (the minus missing, the stand-pat signed right)
"""
import math


def my_quiescence(game, state, evaluate):
    X, O = game.players

    def q(s, alpha, beta):
        me = game.to_move(s)
        sign = 1 if me == X else -1
        if game.is_terminal(s):
            return sign * game.utility(s, X)
        foe = O if me == X else X
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, foe)
        if not moves:
            stand = sign * evaluate(s)
            if stand >= beta:
                return beta
            alpha = max(alpha, stand)
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in moves:
            score = q(game.result(s, m), -beta, -alpha)
            if score >= beta:
                return beta
            alpha = max(alpha, score)
        return alpha

    v = q(state, -math.inf, math.inf)
    return v if game.to_move(state) == X else -v
