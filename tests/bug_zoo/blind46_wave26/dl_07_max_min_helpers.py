"""checker: check_depth_limited_minimax
truth: correct — AIMA-style max_value/min_value with depth counted down, utility for finished games checked before the depth test, evaluate at depth 0.
source: own
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]

    def max_value(s, d):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if d == 0:
            return evaluate(s)
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), d - 1))
        return v

    def min_value(s, d):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if d == 0:
            return evaluate(s)
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), d - 1))
        return v

    return max_value(state, depth) if game.to_move(state) == MAX else min_value(state, depth)
