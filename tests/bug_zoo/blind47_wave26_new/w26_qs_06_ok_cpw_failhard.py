"""checker: check_quiescence
truth: correct — CPW fail-hard Quiesce in negamax form (stand-pat signed for the side to move, recursive call negated), full window at the root.
source: chessprogramming.org Quiescence Search pseudo-code, as ported in github luccabb/lazy_smp quiescence.py, with the sign fixed
"""
import math


def quiesce(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    if game.is_terminal(state):
        return game.utility(state, me)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = evaluate(state) if me == "X" else -evaluate(state)
        if stand_pat >= beta:
            return beta
        alpha = max(alpha, stand_pat)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        score = -quiesce(game, game.result(state, m), evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        alpha = max(alpha, score)
    return alpha


def my_quiescence(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    v = quiesce(game, state, evaluate, -math.inf, math.inf)
    return v if game.to_move(state) == "X" else -v
