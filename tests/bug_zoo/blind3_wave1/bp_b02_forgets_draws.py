"""check_backpropagation — TRUTH: buggy: forgets draws (a draw adds no half win)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if node.mover == winner and winner is not None:
            node.wins += 1
