"""checker: check_iterative_deepening
truth: buggy — starts deepening at half the maximum depth and stops two short: range(max_depth // 2, max_depth - 1), which at max_depth 4 searches depth 2 alone.
source: written for g21b (issue 27): another shape of wave 20's even-depth loop (a range whose depths agree with another range's only at the graded max_depth)
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    found = []
    for depth in range(max_depth // 2, max_depth - 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found
