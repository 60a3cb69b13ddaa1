"""check_backpropagation — TRUTH: buggy: a draw counts as a full win for every node (winner None treated as win)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if winner is None or node.mover == winner:
            node.wins += 1
