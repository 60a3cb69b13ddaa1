"""check_iterative_deepening — TRUTH: buggy: searches depth d + 1 at iteration d (one ply too deep each time)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    out = []
    for d in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=d + 1, evaluate=evaluate)
        out.append((r.value, r.move))
    return out
