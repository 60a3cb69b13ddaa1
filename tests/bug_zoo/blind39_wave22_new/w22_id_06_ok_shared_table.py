"""checker: check_iterative_deepening
truth: correct — one TranspositionTable carried over all iterations (as the notebook's iterative_deepening does), so each iteration has alpha-beta's value at its depth and tries the last best move first.
source: own
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    table = TranspositionTable()
    return [(r.value, r.move) for r in
            (alphabeta(game, state, depth=d, evaluate=evaluate, table=table) for d in range(1, max_depth + 1))]
