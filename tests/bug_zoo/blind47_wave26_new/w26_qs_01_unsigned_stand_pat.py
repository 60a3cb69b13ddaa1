"""checker: check_quiescence
truth: buggy — negamax quiescence whose stand-pat is evaluate(state) (X's view) used as the side to move's score, never negated when O is to move.
source: github luccabb/lazy_smp quiescence.py (stand_pat = board_evaluation(board); CPW fail-hard Quiesce), ported to threats instead of captures
"""
import math


def quiescence_search(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    if game.is_terminal(state):
        return game.utility(state, me)
    forcing = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not forcing:
        stand_pat = evaluate(state)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
        forcing = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for move in forcing:
        score = -quiescence_search(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def my_quiescence(game, state, evaluate):
    sign = 1 if game.is_terminal(state) or game.to_move(state) == "X" else -1
    return sign * quiescence_search(game, state, evaluate, -math.inf, math.inf)
