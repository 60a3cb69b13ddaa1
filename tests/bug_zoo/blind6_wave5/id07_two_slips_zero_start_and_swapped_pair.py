"""Checker: check_iterative_deepening
Mistake: two slips: range(max_depth) searches depths 0 .. max_depth-1 AND appends (move, value) instead of (value, move).
"""
from ttt_lab.search import alphabeta

CHECK = {"checker": "check_iterative_deepening", "kwargs": {}, "function": "my_iterative_deepening"}


def my_iterative_deepening(game, state, evaluate, max_depth):
    out = []
    for d in range(max_depth):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.move, r.value))
    return out
