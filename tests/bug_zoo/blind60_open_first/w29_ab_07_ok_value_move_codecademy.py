"""checker: check_alphabeta
truth: correct — is_maximizing flag, best_value/best_move tuple, alpha/beta reset after each child then `if alpha >= beta: break` (fail-soft value).
source: ported from the Codecademy "Implement Alpha-Beta Pruning" exercise (production.codecademy.com/courses/machine-learning/lessons/advanced-minimax/exercises/alpha-beta)
"""
import math


def minimax(game, state, is_maximizing, alpha, beta):
    if game.is_terminal(state):
        return [game.utility(state, game.players[0]), None]
    if is_maximizing:
        best_value = -float("Inf")
    else:
        best_value = float("Inf")
    best_move = None
    for move in game.actions(state):
        hypothetical_value = minimax(game, game.result(state, move), not is_maximizing, alpha, beta)[0]
        if is_maximizing and hypothetical_value > best_value:
            best_value = hypothetical_value
            best_move = move
            alpha = max(alpha, best_value)
        if not is_maximizing and hypothetical_value < best_value:
            best_value = hypothetical_value
            best_move = move
            beta = min(beta, best_value)
        if alpha >= beta:
            break
    return [best_value, best_move]


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    value, move = minimax(game, state, game.to_move(state) == game.players[0], alpha, beta)
    return value, move
