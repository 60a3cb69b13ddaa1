"""check_backpropagation — TRUTH: buggy: skips the root (path[1:]) because it has no mover, so the root's visits are never counted."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path[1:]:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
