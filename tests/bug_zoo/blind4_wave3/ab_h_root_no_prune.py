"""checker: alphabeta
mistake: MAX nodes never raise alpha (alpha not updated after a child)
"""

import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for m in game.actions(state):
            best = max(best, my_alphabeta(game, game.result(state, m), alpha, beta))
            if best >= beta:
                return best
        return best
    best = math.inf
    for m in game.actions(state):
        best = min(best, my_alphabeta(game, game.result(state, m), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best
