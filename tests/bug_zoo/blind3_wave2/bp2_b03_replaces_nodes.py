"""check_backpropagation — TRUTH: buggy: builds new PathNode objects and stores them in the list (path[i] = PathNode(...)) instead of updating the nodes in place, so the tree's nodes are never updated."""
CHECK, KW = "check_backpropagation", {}
import math
from ttt_lab.exercises import PathNode
def student(path, winner):
    for i, node in enumerate(path):
        gain = 0.5 if winner is None else (1 if node.mover == winner else 0)
        path[i] = PathNode(node.mover, node.visits + 1, node.wins + gain)
