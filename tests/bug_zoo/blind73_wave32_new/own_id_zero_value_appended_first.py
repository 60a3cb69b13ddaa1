"""checker: check_iterative_deepening
truth: buggy — best_value starts at 0 and each pair is appended before it is updated, so every value lags one iteration behind its move, the first iteration's value the 0 it started as.
source: own (another shape of wave 32's id_03: the value variable started at 0, not at the root's evaluation)
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    best_value = 0
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((best_value, result.move))
        best_value = result.value
    return found
