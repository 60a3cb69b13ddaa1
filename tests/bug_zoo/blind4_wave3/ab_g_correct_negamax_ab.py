"""checker: alphabeta
mistake: correct (negamax-style alpha-beta with colour sign, fail-soft)
"""

import math
def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    MAX = game.players[0]
    def nega(s, a, b):
        colour = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return colour * game.utility(s, MAX)
        best = -math.inf
        for m in game.actions(s):
            child = game.result(s, m)
            same = game.to_move(child) == game.to_move(s)
            v = nega(child, a, b) if same else -nega(child, -b, -a)
            best = max(best, v)
            a = max(a, v)
            if a >= b:
                break
        return best
    colour = 1 if game.to_move(state) == MAX else -1
    if colour == 1:
        return nega(state, alpha, beta)
    return -nega(state, -beta, -alpha)
