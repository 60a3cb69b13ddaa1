"""checker: check_iterative_deepening
truth: correct — one TranspositionTable shared by every iteration (as the library's own iterative deepening does), so each depth tries the last one's best move first.
source: own
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    table = TranspositionTable()
    results = []
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate, table=table)
        results.append((r.value, r.move))
    return results
