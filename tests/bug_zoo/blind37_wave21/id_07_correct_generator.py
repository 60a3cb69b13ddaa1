"""checker: check_iterative_deepening
truth: correct — a generator of (depth, result) pairs consumed into the list, one plain alpha-beta per depth from 1 up to max_depth inclusive.
source: own (the generator style of anytime players: yield after each finished iteration)
"""
from ttt_lab.search import alphabeta


def deepen(game, state, evaluate, limit):
    depth = 0
    while depth < limit:
        depth += 1
        yield depth, alphabeta(game, state, depth=depth, evaluate=evaluate)


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return [(result.value, result.move) for _, result in deepen(game, state, evaluate, max_depth)]
