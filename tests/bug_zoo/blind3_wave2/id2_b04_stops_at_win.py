"""check_iterative_deepening — TRUTH: buggy: stops deepening as soon as an iteration finds a forced result (|value| == 1), returning fewer than max_depth pairs."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    out = []
    for d in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.value, r.move))
        if abs(r.value) == 1:
            break
    return out
