"""Checker: check_iterative_deepening
Mistake: correct (while loop over depths 1..max_depth).
"""
from ttt_lab.search import alphabeta

CHECK = {"checker": "check_iterative_deepening", "kwargs": {}, "function": "my_iterative_deepening"}


def my_iterative_deepening(game, state, evaluate, max_depth):
    depth, found = 1, []
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
        depth += 1
    return found
