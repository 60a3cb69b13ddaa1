"""checker: check_iterative_deepening
truth: buggy — from depth 3 on each iteration searches an aspiration window (last value ± DELTA) and never re-searches when the value falls outside it, so a failed iteration reports a bound (and possibly a wrong move) instead of the depth's value.
source: ported from CommanderKugel/Truncator Truncator/Search/IterativeDeepen.cs (AspirationWindows: no window at low depth, then previous score ± delta), without its widen-and-retry loop
"""
import math

from ttt_lab.search import alphabeta

DELTA = 0.1
ASPIRATION_FROM_DEPTH = 3  # dont do aspiration windows at low depth where scores fluctuate a lot


def aspiration_window(game, state, evaluate, depth, previous):
    if depth < ASPIRATION_FROM_DEPTH or previous is None:
        return alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=-math.inf, beta=math.inf)
    alpha = previous - DELTA
    beta = previous + DELTA
    return alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta)


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    found = []
    previous = None
    for depth in range(1, max_depth + 1):
        result = aspiration_window(game, state, evaluate, depth, previous)
        previous = result.value
        found.append((result.value, result.move))
    return found
