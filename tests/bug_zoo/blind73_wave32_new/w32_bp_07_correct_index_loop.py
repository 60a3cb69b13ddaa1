"""checker: check_backpropagation
truth: correct — while-loop over indices from the leaf to the root with a points table.
source: own
"""


def my_backpropagate(path, winner):
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits = node.visits + 1
        points = {True: 1.0, False: 0.0}[node.mover == winner] if winner is not None else 0.5
        node.wins = node.wins + points
        i -= 1
