"""checker: check_alphabeta
truth: correct — fail-soft alpha-beta with a maximizingPlayer flag flipped at each level, updating alpha/beta from the child value and cutting on alpha >= beta.
source: VyTrg/QuanCaptureGame alpha_beta.py (alpha_beta(node, depth, alpha, beta, maximizingPlayer)), ported to the Game API
"""
import math


def alpha_beta(game, node, depth, alpha, beta, maximizingPlayer):
    if depth == 0 or game.is_terminal(node):
        return game.utility(node, game.players[0])

    if maximizingPlayer:
        maxEval = float('-inf')
        for move in game.actions(node):
            eval = alpha_beta(game, game.result(node, move), depth - 1, alpha, beta, False)
            maxEval = max(maxEval, eval)
            alpha = max(alpha, eval)
            if alpha >= beta:
                break  # cut beta
        return maxEval
    else:
        minEval = float('inf')
        for move in game.actions(node):
            eval = alpha_beta(game, game.result(node, move), depth - 1, alpha, beta, True)
            minEval = min(minEval, eval)
            beta = min(beta, eval)
            if alpha >= beta:
                break  # alpha cut
        return minEval


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta(game, state, 10**6, alpha, beta, game.to_move(state) == game.players[0])
