"""check_backpropagation — TRUTH: buggy: credits the win to nodes whose mover is NOT the winner (the side to move at the node)."""
CHECK, KW = "check_backpropagation", {}
import math
def student(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover != winner:
            node.wins += 1
