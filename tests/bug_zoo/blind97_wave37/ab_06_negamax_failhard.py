"""checker: check_alphabeta
truth: correct — negamax alpha-beta, fail-hard (returns alpha), cutting on val >= beta, with a color sign to turn MAX's utility into the mover's and back.
source: ported from runningskull/stratego-ai lib/minimax.py (negamax_ab(node, depth, alpha, beta, color))
"""
import math

INF = math.inf


def my_alphabeta(game, state, alpha=-INF, beta=INF):
    MAX = game.players[0]

    def negamax_ab(s, alpha, beta, color):
        if game.is_terminal(s):
            return color * game.utility(s, MAX)
        for m in game.actions(s):
            val = -negamax_ab(game.result(s, m), -beta, -alpha, -color)
            if val >= beta:
                return val
            if val > alpha:
                alpha = val
        return alpha

    color = 1 if game.to_move(state) == MAX else -1
    if color == 1:
        return negamax_ab(state, alpha, beta, 1)
    return -negamax_ab(state, -beta, -alpha, -1)
