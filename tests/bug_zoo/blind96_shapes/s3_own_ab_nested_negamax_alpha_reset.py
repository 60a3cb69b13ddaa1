"""checker: check_alphabeta
truth: buggy — a negamax search nested inside my_alphabeta opens every node with `alpha = -math.inf`, writing over the alpha it was handed (read as "my best so far"), so a node's children never get the node's lower bound: values right, too few leaves pruned.
"""
import math


def my_alphabeta(game, state):
    def negamax(s, alpha, beta, colour):
        if game.is_terminal(s):
            return colour * game.utility(s, game.players[0])
        alpha = -math.inf
        for a in game.actions(s):
            score = -negamax(game.result(s, a), -beta, -alpha, -colour)
            if score >= beta:
                return score
            alpha = max(alpha, score)
        return alpha

    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * negamax(state, -math.inf, math.inf, sign)
