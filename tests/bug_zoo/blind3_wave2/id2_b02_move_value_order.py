"""check_iterative_deepening — TRUTH: buggy: appends (move, value) instead of (value, move)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    out = []
    for d in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.move, r.value))
    return out
