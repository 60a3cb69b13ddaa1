"""checker: check_quiescence
truth: buggy — negamax-shaped quiescence whose recursive call lacks the minus sign (`score = quiescence_search(child, -beta, -alpha)`), with the stand-pat always X's evaluation: O's nodes maximise X's value too and the windows are mirrored.
source: public python-chess engine quiescence.py (psqt variant: `score = quiescence_search(board, -beta, -alpha)` without negation, `return score` on cut-off), ported to forcing moves (win, else blocks, else threats)
"""
import math


def forcing_moves(game, state):
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    wins = game.completing_cells(state, me)
    if wins:
        return wins[:1]
    blocks = game.completing_cells(state, you)
    if blocks:
        return blocks
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]


def quiescence_search(game, state, evaluate, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, "X")
    stand_pat = evaluate(state)

    if stand_pat >= beta:
        return beta
    if alpha < stand_pat:
        alpha = stand_pat

    for move in forcing_moves(game, state):
        score = quiescence_search(game, game.result(state, move), evaluate, -beta, -alpha)

        if score >= beta:
            return score
        if score > alpha:
            alpha = score

    return alpha


def my_quiescence(game, state, evaluate):
    return quiescence_search(game, state, evaluate, -math.inf, math.inf)
