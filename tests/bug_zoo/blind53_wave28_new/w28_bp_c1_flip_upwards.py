"""checker: check_backpropagation
truth: correct — walks from the leaf up, flipping the reward (1 - r) at each level like UCT tutorials; draws stay 0.5; the root (mover None) only gets a draw's half.
source: own (tutorial style: reward computed once for the leaf's mover, then alternated)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    leaf = path[-1]
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if leaf.mover == winner else 0.0
    for node in reversed(path):
        node.visits += 1
        if node.mover is None:
            node.wins += 0.5 if winner is None else 0
        else:
            node.wins += reward
        reward = 1.0 - reward
