"""checker: check_backpropagation
truth: buggy — the draw's half win is added after the loop (dedented one level), so only the last node of the path, still bound to `node`, gets it.
source: own (an indentation slip)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in path:
        node.visits += 1
        if winner is not None and node.mover == winner:
            node.wins += 1
    if winner is None:
        node.wins += 0.5
