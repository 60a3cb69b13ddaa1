"""checker: check_alphabeta
truth: buggy — the inner nodes raise alpha (MAX) or lower beta (MIN) and break correctly but never `return` it: only leaves return a value, so every inner node returns None (the parent's max(alpha, None) then fails).
source: ported from blefmont/cisc352asgn1 alphabeta.py (alpha_beta(current_node, alpha, beta), the root resetting the window to +-999999999)
"""
import math


def alpha_beta(game, current_node, alpha, beta, is_root=False):
    if is_root:
        alpha = -999999999
        beta = 999999999

    if game.is_terminal(current_node):
        return game.utility(current_node, game.players[0])

    if game.to_move(current_node) == game.players[0]:
        for a in game.actions(current_node):
            alpha = max(alpha, alpha_beta(game, game.result(current_node, a), alpha, beta))
            if alpha >= beta:
                break

    if game.to_move(current_node) == game.players[1]:
        for b in game.actions(current_node):
            beta = min(beta, alpha_beta(game, game.result(current_node, b), alpha, beta))
            if beta <= alpha:
                break


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta(game, state, alpha, beta, is_root=True)
