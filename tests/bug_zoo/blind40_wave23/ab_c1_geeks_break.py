"""checker: check_alphabeta
truth: correct — GeeksforGeeks style: best = max/min(best, val), then alpha/beta updated, then `if beta <= alpha: break` (equivalent to AIMA's v >= beta / v <= alpha cuts), fail-soft.
source: ported from Harihareshwar1/ai-practical alpha_beta.py (alpha_beta(depth, nodeIndex, maximizingPlayer, values, alpha, beta))
"""
import math


def alpha_beta(game, state, maximizingPlayer, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    if maximizingPlayer:
        best = -math.inf
        for a in game.actions(state):
            child = game.result(state, a)
            val = alpha_beta(game, child, game.to_move(child) == game.players[0], alpha, beta)
            best = max(best, val)
            alpha = max(alpha, best)
            if beta <= alpha:
                break
        return best
    else:
        best = math.inf
        for a in game.actions(state):
            child = game.result(state, a)
            val = alpha_beta(game, child, game.to_move(child) == game.players[0], alpha, beta)
            best = min(best, val)
            beta = min(beta, best)
            if beta <= alpha:
                break
        return best


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta(game, state, game.to_move(state) == game.players[0], alpha, beta)
