"""check_iterative_deepening — TRUTH: buggy: iterates depths from max_depth down to 1 (reverse order)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    found = []
    for depth in range(max_depth, 0, -1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((r.value, r.move))
    return found
