"""check_backpropagation — TRUTH: buggy: a loss for the node's mover subtracts 1 from wins (loss scored -1, not 0)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
        else:
            node.wins -= 1
