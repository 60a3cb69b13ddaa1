"""checker: check_backpropagation
truth: correct — walks from the leaf up, the reward first taken from the leaf's mover and flipped (1 - reward) at each step up; a draw stays 0.5 at every level.
source: own (the reward-flip style of many MCTS tutorials)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    leaf = path[-1]
    if winner is None:
        reward = 0.5
    elif leaf.mover is not None:
        reward = 1.0 if leaf.mover == winner else 0.0
    else:  # the path is the root alone: the root's "mover" is whoever did not move next
        reward = 0.0
    for node in reversed(path):
        node.visits += 1
        if node.mover is not None:
            node.wins += reward
        elif winner is None:
            node.wins += 0.5
        reward = 1.0 - reward
