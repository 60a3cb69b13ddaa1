"""checker: check_backpropagation
truth: buggy — a loop carries the last node's ±1 value up the path and takes 0.01 toward 0 off it at each level before adding (value + 1) / 2, so the winner's nodes gain less than 1 and the loser's more than 0 (the root is treated rightly).
source: own (another shape of wave 31's bp_05: a loop instead of recursion, a larger step, a root of its own)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    value = 0 if winner is None else (1 if path[-1].mover == winner else -1)
    for node in reversed(path):
        value = value - 0.01 if value > 0 else value + 0.01
        node.visits += 1
        if node.mover is None:
            node.wins += 0.5 if winner is None else 0
        else:
            node.wins += (value + 1) / 2
        value = -value
