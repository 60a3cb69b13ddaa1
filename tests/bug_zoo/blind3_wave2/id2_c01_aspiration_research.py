"""check_iterative_deepening — TRUTH: correct (aspiration windows with a full re-search when the value falls outside the window)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    out, prev = [], None
    for d in range(1, max_depth + 1):
        if prev is None:
            r = alphabeta(game, state, depth=d, evaluate=evaluate)
        else:
            lo, hi = prev - 0.05, prev + 0.05
            r = alphabeta(game, state, depth=d, evaluate=evaluate, alpha=lo, beta=hi)
            if not (lo < r.value < hi):
                r = alphabeta(game, state, depth=d, evaluate=evaluate)
        out.append((r.value, r.move))
        prev = r.value
    return out
