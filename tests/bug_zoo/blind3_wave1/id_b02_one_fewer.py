"""check_iterative_deepening — TRUTH: buggy: range(1, max_depth): stops one iteration early (no max_depth iteration)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    found = []
    for depth in range(1, max_depth):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((r.value, r.move))
    return found
