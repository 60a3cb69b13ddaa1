"""check_iterative_deepening — TRUTH: correct (depth-limited minimax instead of alphabeta; any best move accepted)."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    return [(r.value, r.move) for r in (minimax(game, state, depth=d, evaluate=evaluate) for d in range(1, max_depth + 1))]
