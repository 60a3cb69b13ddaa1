"""checker: check_depth_limited_minimax
truth: buggy — `player = game.to_move(state)` at the root and finished games are scored game.utility(state, player), while the cut-off uses evaluate (X's view) and max_value/min_value are arranged for X: when O is to move at the root, finished games get O's sign.
source: ported from a code-search excerpt `minmax_decision_depth_limited(state, game, depth_limit=6, use_heuristic=True)` (AIMA-style max_value/min_value; repository not named)
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    player = game.to_move(state)

    def max_value(state, depth):
        if game.is_terminal(state):
            return game.utility(state, player)
        if depth == 0:
            return evaluate(state)
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), depth - 1))
        return v

    def min_value(state, depth):
        if game.is_terminal(state):
            return game.utility(state, player)
        if depth == 0:
            return evaluate(state)
        v = math.inf
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), depth - 1))
        return v

    if game.to_move(state) == game.players[0]:
        return max_value(state, depth)
    return min_value(state, depth)
