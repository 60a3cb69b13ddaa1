"""checker: check_iterative_deepening
truth: buggy — from depth 2 on each search uses an aspiration window (previous value ± 0.02) and never re-searches when the result falls outside it, so a failed-high/low iteration reports a bound and possibly a wrong move.
source: own (aspiration windows as on chessprogramming.org, without the re-search)
"""
from ttt_lab.search import alphabeta

WINDOW = 0.02


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    results = []
    previous = None
    for depth in range(1, max_depth + 1):
        if previous is None:
            r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        else:
            r = alphabeta(game, state, depth=depth, evaluate=evaluate,
                          alpha=previous - WINDOW, beta=previous + WINDOW)
        previous = r.value
        results.append((r.value, r.move))
    return results
