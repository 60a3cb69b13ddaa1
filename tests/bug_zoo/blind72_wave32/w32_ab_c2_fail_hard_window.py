"""checker: check_alphabeta
truth: correct — fail-hard alpha-beta: MAX nodes return beta on a cutoff and otherwise alpha (their value clamped into the window), MIN nodes return alpha on a cutoff and otherwise beta; the root window is (-inf, inf) so the root value is exact.
source: own (fail-hard form, after the GeeksforGeeks/Harihareshwar1 ai-practical alpha_beta.py loop structure)
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for move in game.actions(state):
            val = my_alphabeta(game, game.result(state, move), alpha, beta)
            if val >= beta:
                return beta
            alpha = max(alpha, val)
        return alpha
    for move in game.actions(state):
        val = my_alphabeta(game, game.result(state, move), alpha, beta)
        if val <= alpha:
            return alpha
        beta = min(beta, val)
    return beta
