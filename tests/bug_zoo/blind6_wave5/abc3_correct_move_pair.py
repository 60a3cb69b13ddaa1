"""Checker: check_alphabeta
Mistake: correct (returns (value, move); best-so-far pair, window updated then break on alpha >= beta).
"""
import math

CHECK = {"checker": "check_alphabeta", "kwargs": {}, "function": "alpha_beta_search"}


def alpha_beta_search(game, state, alpha: float = -math.inf, beta: float = math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value, best_move = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        value, _ = alpha_beta_search(game, game.result(state, move), alpha, beta)
        if (maximizing and value > best_value) or (not maximizing and value < best_value):
            best_value, best_move = value, move
        if maximizing:
            alpha = max(alpha, best_value)
        else:
            beta = min(beta, best_value)
        if alpha >= beta:
            break
    return best_value, best_move
