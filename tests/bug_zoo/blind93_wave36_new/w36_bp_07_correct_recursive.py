"""checker: check_backpropagation
truth: correct — recursive over the list (head, tail), draws worth a half for everyone, including the root.
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    if not path:
        return
    head = path[0]
    head.visits += 1
    head.wins += 0.5 if winner is None else int(head.mover == winner)
    my_backpropagate(path[1:], winner)
