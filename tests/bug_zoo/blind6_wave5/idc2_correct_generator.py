"""Checker: check_iterative_deepening
Mistake: correct (a generator of iterations, listed at the end; keyword order shuffled).
"""
from ttt_lab.search import alphabeta

CHECK = {"checker": "check_iterative_deepening", "kwargs": {}, "function": "my_iterative_deepening"}


def iterations(game, state, evaluate, max_depth):
    for d in range(1, max_depth + 1):
        res = alphabeta(game, state, evaluate=evaluate, depth=d)
        yield res.value, res.move


def my_iterative_deepening(game, state, evaluate, max_depth):
    return list(iterations(game, state, evaluate, max_depth))
