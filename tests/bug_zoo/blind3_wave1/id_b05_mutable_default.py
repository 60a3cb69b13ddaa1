"""check_iterative_deepening — TRUTH: buggy: the result list is a mutable default argument, so results pile up across calls."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth, found=[]):
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((r.value, r.move))
    return found
