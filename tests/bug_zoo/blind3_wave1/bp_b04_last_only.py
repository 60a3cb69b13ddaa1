"""check_backpropagation — TRUTH: buggy: updates only the last node of the path (the leaf)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    node = path[-1]
    node.visits += 1
    if winner is None:
        node.wins += 0.5
    elif node.mover == winner:
        node.wins += 1
