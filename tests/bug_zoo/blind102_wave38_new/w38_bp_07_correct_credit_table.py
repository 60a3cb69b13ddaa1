"""checker: check_backpropagation
truth: correct — looks up each node's credit in a small table built once per playout (winner's side 1, every side 0.5 on a draw, anyone else 0), iterating the path from the leaf up.
source: own
"""
from collections import defaultdict


def my_backpropagate(path, winner):
    credit = defaultdict(float)
    if winner is None:
        credit.default_factory = lambda: 0.5  # a draw: half a win for whoever moved in, root included
    else:
        credit[winner] = 1.0
    for node in path[::-1]:
        node.visits += 1
        node.wins += credit[node.mover]
