"""checker: check_iterative_deepening
truth: correct — while loop, list of tuples built from the SearchResult.
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    out = []
    depth = 1
    while depth <= max_depth:
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        out.append((r.value, r.move))
        depth += 1
    return out
