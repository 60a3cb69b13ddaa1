"""checker: check_alphabeta
truth: buggy — the cutoff uses `continue` where it needs `break` (DulminiGuruge-style `if beta <= alpha:` test), so nothing is ever skipped: the values are right but every leaf is scored.
source: ported from DulminiGuruge/AI_Game_Player README pseudocode (bestVal/alpha/beta loop), the break typed as continue
"""
import math


def minimax(game, node, isMaximizingPlayer, alpha, beta):
    if game.is_terminal(node):
        return game.utility(node, game.players[0])
    if isMaximizingPlayer:
        bestVal = -math.inf
        for move in game.actions(node):
            value = minimax(game, game.result(node, move), False, alpha, beta)
            bestVal = max(bestVal, value)
            alpha = max(alpha, bestVal)
            if beta <= alpha:
                continue
        return bestVal
    bestVal = math.inf
    for move in game.actions(node):
        value = minimax(game, game.result(node, move), True, alpha, beta)
        bestVal = min(bestVal, value)
        beta = min(beta, bestVal)
        if beta <= alpha:
            continue
    return bestVal


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    return minimax(game, state, game.to_move(state) == game.players[0], alpha, beta)
