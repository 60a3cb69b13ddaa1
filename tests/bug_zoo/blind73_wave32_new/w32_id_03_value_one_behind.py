"""checker: check_iterative_deepening
truth: buggy — each pair is appended before best_value is updated, so it carries the previous iteration's value (the static evaluation at depth 1) with the current move.
source: own (itr_val / itr_move bookkeeping in the style of the COSC76 iterative-deepening assignments)
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    found = []
    best_value = evaluate(state)
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((best_value, result.move))
        best_value = result.value
    return found
