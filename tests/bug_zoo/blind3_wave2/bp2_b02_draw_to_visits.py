"""check_backpropagation — TRUTH: buggy: typo: a draw adds 0.5 to visits instead of wins (visits += 1 as well)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.visits += 0.5
        elif node.mover == winner:
            node.wins += 1
