"""checker: check_iterative_deepening
truth: buggy — depths 1 and 2 are searched with the full window, every later depth with (last value - 0.25, last value + 0.25) in one loop, and the result kept even when it fails low or high (no re-search).
source: own (the h40b fix: another shape of w22_id_02, the window inline with its own width and a depth test)
"""
import math

from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    found = []
    for depth in range(1, max_depth + 1):
        if depth <= 2:
            alpha, beta = -math.inf, math.inf
        else:
            alpha, beta = found[-1][0] - 0.25, found[-1][0] + 0.25
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta)
        found.append((result.value, result.move))
    return found
