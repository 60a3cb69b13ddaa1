"""check_iterative_deepening — TRUTH: buggy: range(max_depth): depths 0..max_depth-1 (every iteration one ply short, first at depth 0)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    found = []
    for depth in range(max_depth):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((r.value, r.move))
    return found
