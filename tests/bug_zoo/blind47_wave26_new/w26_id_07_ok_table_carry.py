"""checker: check_iterative_deepening
truth: correct — the library's alphabeta per depth, sharing one TranspositionTable across iterations (as engines do).
source: own
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    table = TranspositionTable()
    return [(r.value, r.move) for r in
            (alphabeta(game, state, depth=d, evaluate=evaluate, table=table) for d in range(1, max_depth + 1))]
