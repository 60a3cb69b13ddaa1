"""check_iterative_deepening — TRUTH: buggy: aspiration windows without a re-search: from depth 2 on searches with (prev - 0.05, prev + 0.05) and keeps the result even when it fails high or low."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    out, prev = [], None
    for d in range(1, max_depth + 1):
        if prev is None:
            r = alphabeta(game, state, depth=d, evaluate=evaluate)
        else:
            r = alphabeta(game, state, depth=d, evaluate=evaluate, alpha=prev - 0.05, beta=prev + 0.05)
        out.append((r.value, r.move))
        prev = r.value
    return out
