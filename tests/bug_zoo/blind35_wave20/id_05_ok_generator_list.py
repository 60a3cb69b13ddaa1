"""checker: check_iterative_deepening
truth: correct — a generator of iterations collected in a list, unpacked from the result with getattr.
source: own
"""
from ttt_lab.search import alphabeta


def _iterations(game, state, evaluate, max_depth):
    depth = 0
    while depth < max_depth:
        depth += 1
        found = alphabeta(game, state, depth=depth, evaluate=evaluate)
        yield getattr(found, "value"), getattr(found, "move")


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return list(_iterations(game, state, evaluate, max_depth))
