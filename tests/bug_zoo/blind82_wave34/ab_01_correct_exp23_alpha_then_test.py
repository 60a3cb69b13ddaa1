"""checker: check_alphabeta
truth: correct — M-KruthikaReddy's alpha_beta_pruning with a player argument: best_score tracked, alpha/beta updated with the child score, then `if beta <= alpha: break` (fail-soft, the same cutoffs as AIMA's v >= beta / v <= alpha); depth limit dropped.
source: ported from M-KruthikaReddy/CSA-1748-AI- exp.23.py
"""
import math


def alpha_beta_pruning(game, state, alpha, beta, player):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])

    if player == game.players[0]:
        best_score = float("-inf")
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, alpha, beta, game.to_move(new_state))
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    else:
        best_score = float("inf")
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, alpha, beta, game.to_move(new_state))
            best_score = min(best_score, score)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return best_score


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta_pruning(game, state, alpha, beta, game.to_move(state))
