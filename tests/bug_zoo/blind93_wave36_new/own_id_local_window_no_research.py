"""checker: check_iterative_deepening
truth: buggy — every depth after the first is searched with the window (best - delta, best + delta), delta = 0.03 set in the function, and the result is kept even when it falls outside the window (no re-search).
source: own (fixer a92b), another shape of wave 36's id_04
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    delta = 0.03
    first = alphabeta(game, state, depth=1, evaluate=evaluate)
    out = [(first.value, first.move)]
    best = first.value
    for depth in range(2, max_depth + 1):
        found = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=best - delta, beta=best + delta)
        best = found.value
        out.append((found.value, found.move))
    return out
