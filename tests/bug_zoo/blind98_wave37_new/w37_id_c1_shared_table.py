"""checker: check_iterative_deepening
truth: correct — one TranspositionTable carried across the iterations, as the notebook's own "Why searching again is cheap" section does.
source: own
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    table = TranspositionTable()
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, table=table)
        found.append((result.value, result.move))
    return found
