"""checker: check_quiescence
truth: buggy — negamax quiescence whose recursive call lacks the minus sign (`score = quiescence_search(child, -beta, -alpha)`), so the child's score is used from the wrong side.
source: port of a public python-chess quiescence_search found by the code search (psqt-based, `score = quiescence_search(board, -beta, -alpha)` with no negation), moves replaced by this course's forcing moves
"""
import math


def other(side):
    return "O" if side == "X" else "X"


def forcing_moves(game, state):
    me = game.to_move(state)
    wins = game.completing_cells(state, me)[:1]
    if wins:
        return wins, False
    blocks = game.completing_cells(state, other(me))
    if blocks:
        return blocks, False
    makers = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    return makers, True


def quiescence_search(game, state, evaluate, alpha, beta):
    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    moves, quiet = forcing_moves(game, state)
    if quiet:
        stand_pat = color * evaluate(state)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
    for move in moves:
        score = quiescence_search(game, game.result(state, move), evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def my_quiescence(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    color = 1 if game.is_terminal(state) or game.to_move(state) == "X" else -1
    return color * quiescence_search(game, state, evaluate, -math.inf, math.inf)
