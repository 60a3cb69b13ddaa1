"""checker: alphabeta
mistake: correct (fail-hard: returns the clamped alpha/beta)
"""

import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for m in game.actions(state):
            alpha = max(alpha, my_alphabeta(game, game.result(state, m), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for m in game.actions(state):
        beta = min(beta, my_alphabeta(game, game.result(state, m), alpha, beta))
        if alpha >= beta:
            return alpha
    return beta
