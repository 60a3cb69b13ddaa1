"""check_iterative_deepening — TRUTH: correct (while loop, prints each iteration)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    out, d = [], 1
    while d <= max_depth:
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        print(f"depth {d}: {r.value} {r.move}")
        out.append((r.value, r.move))
        d += 1
    return out
