"""checker: check_backpropagation
truth: correct — walks the path leaf first and adds booleans as numbers: 0.5 * draw + (mover == winner).
source: own
"""


def my_backpropagate(path, winner):
    draw = winner is None
    for node in path[::-1]:
        node.visits += 1
        node.wins += 0.5 * draw + (not draw and node.mover == winner)
