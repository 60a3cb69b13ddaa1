"""checker: check_alphabeta
truth: correct — fail-hard: alpha/beta are updated with the child values and returned; `return beta`/`return alpha` on a cut.
source: rohan-hitchcock/comp30024-artificial-intelligence partB/pretty_fly_for_an_AI/minimax.py (minimax_max, minimax_min), depth/ev replaced by terminal utility
"""
import math


def minimax_max(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for mv in game.actions(state):
        alpha = max(alpha, minimax_min(game, game.result(state, mv), alpha, beta))
        if beta <= alpha:
            return beta
    return alpha


def minimax_min(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for mv in game.actions(state):
        beta = min(beta, minimax_max(game, game.result(state, mv), alpha, beta))
        if beta <= alpha:
            return alpha
    return beta


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return minimax_max(game, state, alpha, beta)
    return minimax_min(game, state, alpha, beta)
