"""checker: check_depth_limited_minimax
truth: correct — AIMA-style max_value/min_value helpers with a cutoff test (finished game first, then depth 0 -> evaluate).
source: own, after aimacode/aima-python games.py (alpha_beta_cutoff_search's cutoff_test/eval_fn, without pruning)
"""
import math


def my_depth_limited(game, state, depth, evaluate):
    MAX = game.players[0]

    def cutoff(s, d):
        if game.is_terminal(s):
            return game.utility(s, MAX)
        if d == 0:
            return evaluate(s)
        return None

    def max_value(s, d):
        v = cutoff(s, d)
        if v is not None:
            return v
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_or_max(game.result(s, a), d - 1))
        return v

    def min_value(s, d):
        v = cutoff(s, d)
        if v is not None:
            return v
        v = math.inf
        for a in game.actions(s):
            v = min(v, min_or_max(game.result(s, a), d - 1))
        return v

    def min_or_max(s, d):
        return max_value(s, d) if game.to_move(s) == MAX else min_value(s, d)

    return min_or_max(state, depth)
