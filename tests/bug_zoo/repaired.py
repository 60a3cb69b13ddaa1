"""Students whose slip is one word of their code that no model of the checker's names: each is told
as the one-token repair that makes every graded case right, on its line
(:mod:`ttt_lab.exercises.repairs`). The twentieth wave's q_05 (a fail-hard negamax quiescence passing
its window as (-alpha, -beta), localised only when measured blind) verbatim, renamed, and other shapes
of slips found only by a repair."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import repairs

CHECK = ex.check_quiescence


# ---------------------------------------------------------------- twentieth wave (blind35), verbatim

INF = float("inf")


def q05_swapped_window(game, state, evaluate):
    "X's value of `state`, past the depth limit: forcing moves only, the evaluation as stand-pat."
    return side(game, state) * quiescence_search(game, state, evaluate, -INF, INF)


def side(game, board):
    return 1 if game.to_move(board) == "X" else -1


def forcing_moves(game, board):
    """(moves, quiet): a win, else the blocks, else (quiet) the moves that make a threat."""
    me = game.to_move(board)
    you = "O" if me == "X" else "X"
    wins = game.completing_cells(board, me)
    if wins:
        return wins[:1], False
    blocks = game.completing_cells(board, you)
    if blocks:
        return blocks, False
    return [m for m in game.actions(board) if game.completing_cells(game.result(board, m), me)], True


def quiescence_search(game, board, evaluate, alpha, beta):
    if game.is_terminal(board):
        return side(game, board) * game.utility(board, "X")
    moves, quiet = forcing_moves(game, board)
    best = -INF
    if quiet:
        stand_pat = side(game, board) * evaluate(board)
        if stand_pat >= beta:
            return beta
        if alpha < stand_pat:
            alpha = stand_pat
        best = stand_pat
    for move in moves:
        score = -quiescence_search(game, game.result(board, move), evaluate, -alpha, -beta)
        if score >= beta:
            return beta
        if score > best:
            best = score
        if score > alpha:
            alpha = score
    return best


# ---------------------------------------------------------------- other shapes

def _window_search(game, board, evaluate, alpha, beta):
    me = game.to_move(board)
    sign = 1 if me == game.players[0] else -1
    if game.is_terminal(board):
        return sign * game.utility(board, game.players[0])
    you = game.players[1] if me == game.players[0] else game.players[0]
    moves = game.completing_cells(board, me)[:1] or game.completing_cells(board, you)
    if not moves:
        stand = sign * evaluate(board)
        if stand >= beta:
            return beta
        alpha = max(alpha, stand)
        moves = [m for m in game.actions(board) if game.completing_cells(game.result(board, m), me)]
    for move in moves:
        score = -_window_search(game, game.result(board, move), evaluate, -alpha, -beta)
        if score >= beta:
            return beta
        alpha = max(alpha, score)
    return alpha


def fail_hard_helper_window_unswapped(game, state, evaluate):
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * _window_search(game, state, evaluate, -math.inf, math.inf)


BUGGY = [(q05_swapped_window, {repairs.ARGUMENTS_SWAPPED}),
         (fail_hard_helper_window_unswapped, {repairs.ARGUMENTS_SWAPPED})]
CORRECT: list = []
