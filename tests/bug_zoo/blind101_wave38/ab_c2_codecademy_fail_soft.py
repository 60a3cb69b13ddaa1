"""checker: check_alphabeta
truth: correct — Codecademy-style fail-soft alpha-beta with an is_maximizing flag: best_value from the children, then alpha/beta from best_value, then break when alpha >= beta.
source: own (after Codecademy's "Implement Alpha-Beta Pruning" instructions)
"""
import math


def minimax(game, state, is_maximizing, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    best_value = -math.inf if is_maximizing else math.inf
    for move in game.actions(state):
        hypothetical_value = minimax(game, game.result(state, move), not is_maximizing, alpha, beta)
        if is_maximizing:
            best_value = max(best_value, hypothetical_value)
            alpha = max(alpha, best_value)
        else:
            best_value = min(best_value, hypothetical_value)
            beta = min(beta, best_value)
        if alpha >= beta:
            break
    return best_value


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return minimax(game, state, game.to_move(state) == game.players[0], alpha, beta)
