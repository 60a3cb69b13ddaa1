"""checker: check_quiescence
truth: correct — CPW's Quiesce (negamax, stand pat, fail-soft beta cutoff) with the notebook's forcing moves in place of captures: a win, else the forced blocks (no stand pat), else stand pat and the threat-making moves.
source: burneikis/Pyss quiescence.py (port of the chessprogramming.org Quiesce pseudo-code), moved to the notebook's game API and made fail-soft
"""
import math


def _other(side):
    return "O" if side == "X" else "X"


def quiesce(game, state, evaluate, alpha, beta):
    me = game.to_move(state)
    sign = 1 if me == "X" else -1
    if game.is_terminal(state):
        return sign * game.utility(state, "X")
    wins = game.completing_cells(state, me)
    if wins:
        moves, stand_pat = wins[:1], -math.inf
    else:
        moves = game.completing_cells(state, _other(me))
        stand_pat = -math.inf
        if not moves:
            stand_pat = sign * evaluate(state)
            if stand_pat >= beta:
                return stand_pat
            if alpha < stand_pat:
                alpha = stand_pat
            moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    best = stand_pat
    for move in moves:
        score = -quiesce(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return score
        if score > best:
            best = score
        if score > alpha:
            alpha = score
    return best


def my_quiescence(game, state, evaluate):
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * quiesce(game, state, evaluate, -math.inf, math.inf)
