"""checker: check_iterative_deepening
truth: correct — alpha-beta per depth with one TranspositionTable kept across the iterations (the previous best move searched first), as the library's own iterative deepening does.
source: own
"""
from ttt_lab.search import TranspositionTable, alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    table = TranspositionTable()
    pairs = []
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate, table=table)
        pairs.append((r.value, r.move))
    return pairs
