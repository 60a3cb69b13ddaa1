"""checker: check_backpropagation
truth: correct — index loop with the draw handled first and `continue`.
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for i in range(len(path)):
        path[i].visits += 1
        if winner is None:
            path[i].wins += 0.5
            continue
        if path[i].mover == winner:
            path[i].wins += 1
