"""checker: check_iterative_deepening
truth: buggy — API misuse: appends alphabeta's result object itself, not the pair (result.value, result.move).
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth + 1):
        found.append(alphabeta(game, state, depth=depth, evaluate=evaluate))
    return found
