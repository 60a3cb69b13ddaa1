"""checker: check_quiescence
truth: correct — CPW-style fail-hard negamax quiescence (stand pat, beta cut, alpha raise), the stand pat taken only where neither side threatens, evaluation and utility signed for the side to move.
source: burneikis/Pyss quiescence.py (CPW Quiesce pseudo-code), ported with the notebook's forcing moves
"""
import math


def my_quiescence(game, state, evaluate):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * quiescence(game, state, evaluate, -math.inf, math.inf)


def quiescence(game, state, evaluate, alpha, beta):
    if game.is_terminal(state):
        winner_view = game.utility(state, "X")
        return winner_view if game.to_move(state) == "X" else -winner_view
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = evaluate(state) if me == "X" else -evaluate(state)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in moves:
        score = -quiescence(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha
