"""checker: check_alphabeta
truth: correct — the common "update alpha/beta with the child's score, then break if beta <= alpha" form with a player argument passed down (fail-soft; cuts on equality exactly like AIMA's v >= beta / v <= alpha).
source: ported from M-KruthikaReddy/CSA-1748-AI- exp.23.py (alpha_beta_pruning: best_score = max(best_score, score); alpha = max(alpha, score); if beta <= alpha: break), without its depth limit
"""
import math


def alpha_beta_pruning(game, state, alpha, beta, player):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if player == game.players[0]:
        best_score = float('-inf')
        for move in game.actions(state):
            score = alpha_beta_pruning(game, game.result(state, move), alpha, beta, game.players[1])
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    else:
        best_score = float('inf')
        for move in game.actions(state):
            score = alpha_beta_pruning(game, game.result(state, move), alpha, beta, game.players[0])
            best_score = min(best_score, score)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return best_score


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta_pruning(game, state, alpha, beta, game.to_move(state))
