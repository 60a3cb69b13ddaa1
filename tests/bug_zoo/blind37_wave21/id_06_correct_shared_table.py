"""checker: check_iterative_deepening
truth: correct — one TranspositionTable shared by all the iterations (each tries the last one's best moves first), as the notebook's "carried" search does; values and moves are alpha-beta's at each depth.
source: own, after notebook 11's "Why searching again is cheap" (table carried over between iterations)
"""
from ttt_lab import TranspositionTable
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    table = TranspositionTable()
    return [(r.value, r.move) for r in
            (alphabeta(game, state, depth=d, evaluate=evaluate, table=table) for d in range(1, max_depth + 1))]
