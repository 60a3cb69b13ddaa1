"""check_iterative_deepening — TRUTH: buggy: forgets to pass evaluate= to alphabeta (uses the library's default evaluation at the horizon)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth)
        found.append((r.value, r.move))
    return found
