"""checker: check_alphabeta
truth: buggy — max_value/min_value never narrow the window (they only test v > beta / v < alpha against what they were given), and the root fixes the window at a draw (alpha = 0 and beta = 0, then the lowest reply seen) as if every value were -1, 0 or 1, so on other values it cuts on bounds that are not the real alpha and beta.
source: ported from a CS50 AI tictactoe.py found by code search (minimax(board) with `beta = 0`, `min_value(result(board, action), 0, beta)`; helpers with `if v < alpha: return v` / `if v > beta: return v`)
"""
import math


def min_value(game, board, alpha, beta):
    """Returns the minimum utility for the current board"""
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = math.inf
    for action in game.actions(board):
        v = min(v, max_value(game, game.result(board, action), alpha, beta))
        if v < alpha:
            return v
    return v


def max_value(game, board, alpha, beta):
    """Returns the maximum utility for the current board"""
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = -math.inf
    for action in game.actions(board):
        v = max(v, min_value(game, game.result(board, action), alpha, beta))
        if v > beta:
            return v
    return v


def my_alphabeta(game, board, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    if game.to_move(board) == game.players[0]:
        best = -math.inf
        beta = 0
        for action in game.actions(board):
            v = min_value(game, game.result(board, action), 0, beta)
            if v < beta:
                beta = v
            if v > best:
                best = v
        return best
    best = math.inf
    alpha = 0
    for action in game.actions(board):
        v = max_value(game, game.result(board, action), alpha, 0)
        if v > alpha:
            alpha = v
        if v < best:
            best = v
    return best
