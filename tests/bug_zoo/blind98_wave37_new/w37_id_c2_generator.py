"""checker: check_iterative_deepening
truth: correct — a generator of iterations from depth 0 + 1 collected into a list.
source: own
"""
from ttt_lab.search import alphabeta


def _iterations(game, state, evaluate, max_depth):
    for extra in range(max_depth):
        result = alphabeta(game, state, depth=extra + 1, evaluate=evaluate)
        yield result.value, result.move


def my_iterative_deepening(game, state, evaluate, max_depth):
    return list(_iterations(game, state, evaluate, max_depth))
