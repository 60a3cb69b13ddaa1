"""checker: check_alphabeta
truth: correct — GeeksforGeeks style: best = max(best, val); alpha = max(alpha, best); if beta <= alpha: break (fail-soft, prunes on equal).
source: ported from Harihareshwar1/ai-practical alpha_beta.py (GeeksforGeeks minimax with alpha-beta), maximizingPlayer derived from the game
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizingPlayer = game.to_move(state) == game.players[0]
    if maximizingPlayer:
        best = -math.inf
        for move in game.actions(state):
            val = my_alphabeta(game, game.result(state, move), alpha, beta)
            best = max(best, val)
            alpha = max(alpha, best)
            if beta <= alpha:
                break
        return best
    best = math.inf
    for move in game.actions(state):
        val = my_alphabeta(game, game.result(state, move), alpha, beta)
        best = min(best, val)
        beta = min(beta, best)
        if beta <= alpha:
            break
    return best
