"""check_backpropagation — TRUTH: correct (while loop from the leaf up with an index; draw credited by a helper)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    def credit(node):
        if winner is None:
            return 0.5
        return 1.0 if node.mover == winner else 0.0
    i = len(path) - 1
    while i >= 0:
        path[i].visits += 1
        path[i].wins += credit(path[i])
        i -= 1
