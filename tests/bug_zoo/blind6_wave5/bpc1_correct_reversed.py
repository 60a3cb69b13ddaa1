"""Checker: check_backpropagation
Mistake: correct (walks from the leaf to the root; result table per mover).
"""
CHECK = {"checker": "check_backpropagation", "kwargs": {}, "function": "my_backpropagate"}


def my_backpropagate(path, winner):
    for node in reversed(path):
        node.visits = node.visits + 1
        if winner is None:
            reward = 0.5
        else:
            reward = 1 if node.mover == winner else 0
        node.wins = node.wins + reward
