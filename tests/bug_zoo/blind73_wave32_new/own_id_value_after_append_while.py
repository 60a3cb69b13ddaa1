"""checker: check_iterative_deepening
truth: buggy — the value kept from the search before is appended with this search's move, and updated only after the append, so every value lags one iteration behind its move (the first is the root's static evaluation).
source: own (another shape of wave 32's id_03: a while loop, the search's value and move read into names)
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    iterations = []
    last_value = evaluate(state)
    depth = 1
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        value, move = result.value, result.move
        iterations.append((last_value, move))
        last_value = value
        depth += 1
    return iterations
