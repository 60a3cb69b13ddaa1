"""checker: check_alphabeta
truth: correct — Wikipedia-style alpha-beta with an explicit player argument: alpha/beta updated with each child's score and the loop broken when beta <= alpha; fail-soft (returns best_score).
source: ported from M-KruthikaReddy/CSA-1748-AI- exp.23.py (alpha_beta_pruning(state, depth, alpha, beta, player)), without the depth
"""
import math


def alpha_beta_pruning(game, state, alpha, beta, player):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    if player == game.players[0]:
        best_score = float('-inf')
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, alpha, beta, game.players[1])
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    else:
        best_score = float('inf')
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, alpha, beta, game.players[0])
            best_score = min(best_score, score)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return best_score


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta_pruning(game, state, alpha, beta, game.to_move(state))
