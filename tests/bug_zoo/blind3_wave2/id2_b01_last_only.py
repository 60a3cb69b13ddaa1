"""check_iterative_deepening — TRUTH: buggy: returns only the last iteration's (value, move) pair, not the list of one pair per depth."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta
def student(game, state, evaluate, max_depth):
    best = None
    for d in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=d, evaluate=evaluate)
        best = (r.value, r.move)
    return best
