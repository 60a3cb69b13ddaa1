"""check_iterative_deepening — TRUTH: buggy: keeps the move found by the first iteration (best_move set only once), values right."""
CHECK, KW = "check_iterative_deepening", {}
import math
from ttt_lab.search import alphabeta, minimax
def student(game, state, evaluate, max_depth):
    found, best_move = [], None
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if best_move is None:
            best_move = r.move
        found.append((r.value, best_move))
    return found
