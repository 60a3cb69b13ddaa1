"""checker: check_alphabeta
truth: correct — fail-soft alpha-beta in the GeeksforGeeks layout: best = max(best, val); alpha = max(alpha, best); if beta <= alpha: break.
source: ported from Harihareshwar1/ai-practical alpha_beta.py (GeeksforGeeks pattern), on the game API
"""
import math


def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
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
