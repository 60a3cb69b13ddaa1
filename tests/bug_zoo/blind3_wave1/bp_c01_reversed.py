"""check_backpropagation — TRUTH: correct (walks the path from the leaf up, draw as 0.5 via a dict)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in reversed(path):
        node.visits += 1
        node.wins += 0.5 if winner is None else (1.0 if node.mover == winner else 0.0)
