"""checker: check_backpropagation
truth: correct — walks from the leaf, starting from the leaf's mover and alternating sides upwards (sides do alternate along a path); root's side is irrelevant as mover None never wins.
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    side = path[-1].mover
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover is not None and side == winner:
            node.wins += 1
        side = "O" if side == "X" else "X"
