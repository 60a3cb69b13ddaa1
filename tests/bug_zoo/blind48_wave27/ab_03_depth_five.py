"""checker: check_alphabeta
truth: buggy — the wrapper calls the tutorial's alpha_beta_pruning(state, 5, alpha, beta, player) with the depth 5 of the example call, and at depth 0 it returns evaluate(state), which is 0 for a game still going, so any line longer than five plies is cut off and scored as a draw.
source: ported from M-KruthikaReddy/CSA-1748-AI- exp.23.py (if depth == 0 or game_over(state): return evaluate(state); evaluate returns 1/-1/0 from winner(); called as alpha_beta_pruning(board, 5, -inf, inf, "X"))
"""
import math


def evaluate(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return 0


def alpha_beta_pruning(game, state, depth, alpha, beta, player):
    if depth == 0 or game.is_terminal(state):
        return evaluate(game, state)

    if player == game.players[0]:
        best_score = float('-inf')
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, depth - 1, alpha, beta, game.players[1])
            best_score = max(best_score, score)
            alpha = max(alpha, score)
            if beta <= alpha:
                break
        return best_score
    else:
        best_score = float('inf')
        for move in game.actions(state):
            new_state = game.result(state, move)
            score = alpha_beta_pruning(game, new_state, depth - 1, alpha, beta, game.players[0])
            best_score = min(best_score, score)
            beta = min(beta, score)
            if beta <= alpha:
                break
        return best_score


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta_pruning(game, state, 5, alpha, beta, game.to_move(state))
