"""checker: check_iterative_deepening
truth: buggy — a helper's loop `for d in range(2, limit, 2)` (limit passed max_depth) searches only the even depths 2, 4, ... below max_depth, so depth 1, the odd depths and max_depth itself are never reported.
source: own (fixer a92b), another shape of wave 36's id_08
"""
from ttt_lab.search import alphabeta


def deepen(game, state, evaluate, limit, out):
    for d in range(2, limit, 2):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.value, r.move))
    return out


def my_iterative_deepening(game, state, evaluate, max_depth):
    "One (value, move) per depth, 1 to max_depth, each from a depth-limited alpha-beta."
    return deepen(game, state, evaluate, max_depth, [])
