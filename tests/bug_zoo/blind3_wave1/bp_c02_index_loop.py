"""check_backpropagation — TRUTH: correct (index loop, explicit elif, prints)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for i in range(len(path)):
        n = path[i]
        n.visits = n.visits + 1
        if winner is None:
            n.wins = n.wins + 0.5
        elif winner == n.mover:
            n.wins = n.wins + 1
    print("backpropagated", winner)
