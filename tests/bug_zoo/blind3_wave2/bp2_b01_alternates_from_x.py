"""check_backpropagation — TRUTH: buggy: ignores node.mover and alternates the mover itself, assuming X moved into path[1] (X, O, X, ...): wrong on paths where O moved first."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    mover = None
    for i, node in enumerate(path):
        node.visits += 1
        if i > 0:
            mover = "X" if i % 2 == 1 else "O"
        if winner is None:
            node.wins += 0.5
        elif mover == winner:
            node.wins += 1
