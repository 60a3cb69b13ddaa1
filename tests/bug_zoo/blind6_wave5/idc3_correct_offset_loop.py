"""Checker: check_iterative_deepening
Mistake: correct (range(max_depth) with depth=i + 1: looks like an off-by-one, is not).
"""
from ttt_lab.search import alphabeta

CHECK = {"checker": "check_iterative_deepening", "kwargs": {}, "function": "my_iterative_deepening"}


def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    for i in range(max_depth):
        r = alphabeta(game, state, depth=i + 1, evaluate=evaluate)
        found.append((r.value, r.move))
    return found
