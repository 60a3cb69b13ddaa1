"""checker: alphabeta
mistake: MAX node cuts on v >= alpha (compares with its own bound) instead of beta
"""

import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        child = my_alphabeta(game, game.result(state, m), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= alpha and alpha != -math.inf:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(beta, v)
    return v
