"""checker: check_backpropagation
truth: correct — one expression per node
source: written
"""


def my_backpropagate(path, winner):
    for node in path:
        node.visits += 1
        node.wins += 0.5 if winner is None else float(node.mover == winner)
