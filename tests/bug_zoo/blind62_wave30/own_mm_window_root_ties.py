"""checker: check_minimax
truth: buggy — the root searches each move with one fail-hard alpha-beta helper, windowed by the best so far, and keeps a move on `value >= best` (`<=` for MIN): a later move no better than the best comes back as the bound itself, ties, and replaces the best move (value right, move wrong).
source: own (another shape of wave 30's mm_01: one helper with a turn test instead of two, the window built from the best so far)
"""
import math


def alphabeta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for action in game.actions(state):
            alpha = max(alpha, alphabeta(game, game.result(state, action), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for action in game.actions(state):
        beta = min(beta, alphabeta(game, game.result(state, action), alpha, beta))
        if beta <= alpha:
            return alpha
    return beta


def my_minimax(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    best_move = None
    for action in game.actions(state):
        child = game.result(state, action)
        if maximizing:
            value = alphabeta(game, child, best, math.inf)
            if value >= best:
                best, best_move = value, action
        else:
            value = alphabeta(game, child, -math.inf, best)
            if value <= best:
                best, best_move = value, action
    return best, best_move
