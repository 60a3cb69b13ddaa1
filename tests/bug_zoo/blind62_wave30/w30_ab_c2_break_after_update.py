"""checker: check_alphabeta
truth: correct — fail-soft with `alpha = max(alpha, v); if alpha >= beta: break` (the bound updated before the test), same cutoffs as AIMA.
source: SaudKadiri/AI GamePlaying/Minimax.py (max_value, min_value with alpha-beta)
"""
import math


def max_value(game, board, alpha, beta):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = -math.inf
    for action in game.actions(board):
        v = max(v, min_value(game, game.result(board, action), alpha, beta))
        # alpha-beta pruning
        alpha = max(alpha, v)
        if alpha >= beta:
            break
    return v


def min_value(game, board, alpha, beta):
    if game.is_terminal(board):
        return game.utility(board, game.players[0])
    v = math.inf
    for action in game.actions(board):
        v = min(v, max_value(game, game.result(board, action), alpha, beta))
        # alpha-beta pruning
        beta = min(beta, v)
        if alpha >= beta:
            break
    return v


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return max_value(game, state, alpha, beta)
    return min_value(game, state, alpha, beta)
