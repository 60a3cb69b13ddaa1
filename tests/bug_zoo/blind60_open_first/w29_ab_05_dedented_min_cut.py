"""checker: check_alphabeta
truth: buggy — in min_value the cut test and the beta update are indented one level too little, after the for loop instead of inside it, so MIN nodes search every child (never prune) and never pass a lowered beta down; MAX nodes are right.
source: ported from a CS50 AI tictactoe.py found by code search (max_value/min_value(board, alpha, beta) with `if v <= alpha: return v` / `beta = min(beta, v)` dedented out of the loop in min_value)
"""
import math


def max_value(game, board, alpha, beta):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = -math.inf
    for action in game.actions(board):
        v = max(v, min_value(game, game.result(board, action), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(game, board, alpha, beta):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = math.inf
    for action in game.actions(board):
        v = min(v, max_value(game, game.result(board, action), alpha, beta))
    if v <= alpha:
        return v
    beta = min(beta, v)
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
