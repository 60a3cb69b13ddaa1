"""check_backpropagation — TRUTH: buggy: 'return' where 'continue' was meant: stops at the first node whose mover is not the winner (draws fine)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
            continue
        if node.mover != winner:
            return
        node.wins += 1
