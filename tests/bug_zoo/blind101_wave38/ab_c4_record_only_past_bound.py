"""checker: check_alphabeta
truth: correct — Codecademy-style is_maximizing loop, odd but right: the prune test sits at the top of the loop and best_value is recorded only when a child beats alpha (MAX) or beta (MIN); a node that fails low/high returns -inf/+inf, which is still a valid bound, so the root value and the leaves visited are AIMA's.
source: own (a rearrangement of Codecademy's "Implement Alpha-Beta Pruning" loop: is_maximizing, best_value, if alpha >= beta: break)
"""
import math


def minimax(game, state, is_maximizing, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if is_maximizing:
        best_value = -math.inf
    else:
        best_value = math.inf
    for move in game.actions(state):
        if alpha >= beta:
            break
        hypothetical_value = minimax(game, game.result(state, move), not is_maximizing, alpha, beta)
        if is_maximizing:
            if hypothetical_value > alpha:
                alpha = hypothetical_value
                best_value = hypothetical_value
        else:
            if hypothetical_value < beta:
                beta = hypothetical_value
                best_value = hypothetical_value
    return best_value


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return minimax(game, state, game.to_move(state) == game.players[0], alpha, beta)
