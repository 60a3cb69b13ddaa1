"""checker: check_backpropagation
truth: correct — reward looked up in a small dict per node, walked leaf to root.
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in path[::-1]:
        reward = {True: 1.0, False: 0.0}[node.mover == winner] if winner is not None else 0.5
        node.visits = node.visits + 1
        node.wins = node.wins + reward
