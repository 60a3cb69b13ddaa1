"""check_backpropagation — TRUTH: buggy: visits incremented inside the win branch only (losses don't add a visit; draws do)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        if winner is None:
            node.visits += 1
            node.wins += 0.5
        elif node.mover == winner:
            node.visits += 1
            node.wins += 1
