"""checker: check_backpropagation
truth: buggy — the reward is worked out once, for the side to move at the root (the searching player, path[1]'s mover), and added to every node, whoever moved into it.
source: own (another shape of wave 31's bp_02: one reward for the searcher, added down the whole path)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    me = path[1].mover if len(path) > 1 else None
    reward = 0.5 if winner is None else (1.0 if winner == me else 0.0)
    for node in path:
        node.visits += 1
        node.wins += reward
