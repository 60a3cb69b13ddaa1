"""checker: check_backpropagation
truth: correct — looks the credit up in a small table keyed by (mover == winner, draw), recursive over the path.
source: own
"""


def my_backpropagate(path, winner):
    if not path:
        return
    head, *rest = path
    head.visits += 1
    head.wins += 0.5 if winner is None else {True: 1, False: 0}[head.mover == winner]
    my_backpropagate(rest, winner)
