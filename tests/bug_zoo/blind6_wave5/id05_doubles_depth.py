"""Checker: check_iterative_deepening
Mistake: doubles the depth each iteration (1, 2, 4, ...) while appending one pair per iteration, "to save time".
"""
from ttt_lab.search import alphabeta

CHECK = {"checker": "check_iterative_deepening", "kwargs": {}, "function": "my_iterative_deepening"}


def my_iterative_deepening(game, state, evaluate, max_depth):
    out, depth = [], 1
    while len(out) < max_depth:
        res = alphabeta(game, state, depth=depth, evaluate=evaluate)
        out.append((res.value, res.move))
        depth *= 2
    return out
