"""checker: check_backpropagation
truth: correct — walks the path from the leaf up with a reward table {winner: 1, draw: 0.5, else 0}.
source: own (leaf-to-root loop of the Java Backpropagation classes found by code search)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            reward = 0.5
        else:
            reward = 1.0 if node.mover == winner else 0.0
        node.wins += reward
