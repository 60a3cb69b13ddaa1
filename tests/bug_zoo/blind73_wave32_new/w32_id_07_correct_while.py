"""checker: check_iterative_deepening
truth: correct — while loop with an explicit depth counter.
source: ported from mohamedAdhamc/Hive-Ai AI/algorithms.py iterative_depening (depth = 1; while True: ...; depth = depth + 1), the clock replaced by max_depth
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    results = []
    depth = 1
    while True:
        if depth > max_depth:
            break
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        results.append((result.value, result.move))
        depth = depth + 1
    return results
