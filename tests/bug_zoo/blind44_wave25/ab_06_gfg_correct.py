"""checker: check_alphabeta
truth: correct — the GeeksforGeeks form: bestVal = max(bestVal, value); alpha = max(alpha, bestVal); if beta <= alpha: break (mirror for MIN), with an isMaximizingPlayer flag and a depth counter that is never used to stop.
source: ported from the pseudocode in DulminiGuruge/AI_Game_Player README.md (minimax(node, depth, isMaximizingPlayer, alpha, beta), GeeksforGeeks style)
"""
INFINITY = float("inf")


def minimax(game, node, depth, isMaximizingPlayer, alpha, beta):
    if game.is_terminal(node):
        return game.utility(node, game.players[0])

    if isMaximizingPlayer:
        bestVal = -INFINITY
        for move in game.actions(node):
            value = minimax(game, game.result(node, move), depth + 1, False, alpha, beta)
            bestVal = max(bestVal, value)
            alpha = max(alpha, bestVal)
            if beta <= alpha:
                break
        return bestVal
    else:
        bestVal = +INFINITY
        for move in game.actions(node):
            value = minimax(game, game.result(node, move), depth + 1, True, alpha, beta)
            bestVal = min(bestVal, value)
            beta = min(beta, bestVal)
            if beta <= alpha:
                break
        return bestVal


def my_alphabeta(game, state, alpha=-INFINITY, beta=INFINITY):
    return minimax(game, state, 0, game.to_move(state) == game.players[0], alpha, beta)
