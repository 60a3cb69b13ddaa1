"""checker: check_backpropagation
truth: correct — walks the path from the leaf up with a while loop and an index, half a win on draws.
source: own
"""


def my_backpropagate(path, winner):
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits = node.visits + 1
        if winner is None:
            node.wins = node.wins + 0.5
        elif winner == node.mover:
            node.wins = node.wins + 1
        i -= 1
