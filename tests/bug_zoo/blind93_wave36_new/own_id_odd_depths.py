"""checker: check_iterative_deepening
truth: buggy — the loop `for depth in range(1, max_depth, 2)` searches only the odd depths 1, 3, ... below max_depth, so the even depths and max_depth itself are never reported.
source: own (fixer a92b), another shape of wave 36's id_08
"""
from ttt_lab.search import alphabeta


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    out = []
    for depth in range(1, max_depth, 2):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        out.append((r.value, r.move))
    return out
