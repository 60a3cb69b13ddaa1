"""checker: check_depth_limited_minimax
truth: correct — depth-limited alpha-beta (Wikipedia style, alpha = max(alpha, score); `if beta <= alpha: break`) with the finished-game test before the depth test, so finished games keep their utility and depth-0 positions get evaluate.
source: M-KruthikaReddy/CSA-1748-AI- exp.23.py (alpha_beta_pruning(state, depth, alpha, beta, player)), with its `depth == 0 or game_over` test split so finished games are scored by utility; ported to the Game API
"""

import math


def alpha_beta_pruning(game, state, depth, alpha, beta, player, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)

    if player == game.players[0]:
        best_score = float('-inf')
        for move in game.actions(state):
            score = alpha_beta_pruning(game, game.result(state, move), depth - 1, alpha, beta, game.players[1], evaluate)
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    else:
        best_score = float('inf')
        for move in game.actions(state):
            score = alpha_beta_pruning(game, game.result(state, move), depth - 1, alpha, beta, game.players[0], evaluate)
            best_score = min(best_score, score)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return best_score


def my_depth_limited(game, state, depth, evaluate):
    return alpha_beta_pruning(game, state, depth, -math.inf, math.inf, game.to_move(state), evaluate)
