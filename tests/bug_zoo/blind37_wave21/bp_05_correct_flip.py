"""checker: check_backpropagation
truth: correct — computes the last node's reward once (1, 0, or 0.5 for a draw, for the side that moved into it) and flips it (1 - r) on the way up, which keeps draws at 0.5; the root, with no mover, is handled apart (a visit, and 0.5 on a draw).
source: own, after the flip-the-result-going-up TypeScript backpropagate(node, result) found with the code search (rewards in [0, 1] instead of its -1/0/1)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    leaf = path[-1]
    reward = 0.5 if winner is None else (1.0 if leaf.mover == winner else 0.0)
    for node in reversed(path[1:]):
        node.visits += 1
        node.wins += reward
        reward = 1 - reward
    root = path[0]
    root.visits += 1
    if winner is None:
        root.wins += 0.5
