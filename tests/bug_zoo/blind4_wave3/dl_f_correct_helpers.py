"""checker: depth_limited
mistake: correct (separate max_value/min_value helpers)
"""

import math
def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]
    def value(s, d):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if d == 0:
            return evaluate(s)
        return max_value(s, d) if game.to_move(s) == MAX else min_value(s, d)
    def max_value(s, d):
        v = -math.inf
        for a in game.actions(s):
            v = max(v, value(game.result(s, a), d - 1))
        return v
    def min_value(s, d):
        v = math.inf
        for a in game.actions(s):
            v = min(v, value(game.result(s, a), d - 1))
        return v
    return value(state, depth)
