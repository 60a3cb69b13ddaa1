"""checker: check_backpropagation
truth: buggy — a negamax-style ±1 reward flipped up the path (+1 for the last node's mover if it won, -1 if it lost, 0 on a draw), the root's wins skipped since no one moved into it: a value sum where wins count 1 / 0.5 / 0.
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    if winner is None:
        reward = 0
    else:
        reward = 1 if path[-1].mover == winner else -1
    for i in range(len(path) - 1, -1, -1):
        path[i].visits += 1
        if i > 0:
            path[i].wins += reward
        reward = -reward
