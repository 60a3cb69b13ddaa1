"""checker: check_backpropagation
truth: correct — a points table per outcome (win 1, draw 0.5, loss 0) applied to each node from the root down.
source: own
"""


def my_backpropagate(path, winner):
    for node in path:
        if winner is None:
            points = 0.5
        else:
            points = 1.0 if node.mover == winner else 0.0
        node.wins = node.wins + points
        node.visits = node.visits + 1
