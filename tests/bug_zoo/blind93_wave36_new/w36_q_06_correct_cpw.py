"""checker: check_quiescence
truth: correct — CPW fail-hard negamax quiescence (stand-pat only when no win or block is forced), forcing moves = a win, else the blocks, else threat-making moves.
source: port of burneikis/Pyss quiescence.py (chessprogramming.org Quiesce pseudo-code), captures -> forcing moves, with the stand-pat only in quiet positions
"""
import math


def quiescence(game, state, evaluate, alpha, beta):
    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = color * evaluate(state)
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


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    color = 1 if game.to_move(state) == "X" else -1
    return color * quiescence(game, state, evaluate, -math.inf, math.inf)
