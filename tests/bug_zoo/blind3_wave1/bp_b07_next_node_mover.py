"""check_backpropagation — TRUTH: buggy: off by one: node i is credited when the mover of node i+1 (its child on the path) won; the last node uses its own mover."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for i, node in enumerate(path):
        node.visits += 1
        mover = path[i + 1].mover if i + 1 < len(path) else node.mover
        if winner is None:
            node.wins += 0.5
        elif mover == winner:
            node.wins += 1
