"""checker: check_alphabeta
truth: buggy — negamax-style loop does `alpha = score * SCORES[player]` (alpha overwritten by the last child's score, not raised), so from the second child on the window passed down is (-beta, -best_score) and the bound inherited from above is lost (value right, fewer cutoffs).
source: ported from a public Coursera "Principles of Computing" tic-tac-toe player (alpha_beta_pruning_move(board, player, alpha, beta), SCORES = {PLAYERX: 1, DRAW: 0, PLAYERO: -1}; found by code search), with its ±1 constants (-2 start, `if alpha == 1` shortcut) generalised
"""
import math


def alpha_beta_pruning_move(game, state, player, alpha, beta):
    SCORES = {game.players[0]: 1, game.players[1]: -1}
    best_move = None
    best_score = -math.inf

    # base case
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), best_move

    for move in game.actions(state):
        trial = game.result(state, move)
        score = alpha_beta_pruning_move(game, trial, game.to_move(trial), -beta, -max(alpha, best_score))[0]
        alpha = score * SCORES[player]

        if alpha > best_score:
            best_score = alpha
            best_move = move

        if best_score >= beta:
            break

    return best_score * SCORES[player], best_move


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return alpha_beta_pruning_move(game, state, game.to_move(state), alpha, beta)
