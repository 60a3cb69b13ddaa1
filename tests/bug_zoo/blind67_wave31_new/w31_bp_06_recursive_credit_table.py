"""checker: check_backpropagation
truth: correct — recursion from the leaf up with a credit table {side: points} built once per playout (1 for the winner, 0 for the loser, 0.5 each on a draw); the root (mover None) gets the draw half only.
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    if winner is None:
        credit = {None: 0.5, "X": 0.5, "O": 0.5}
    else:
        credit = {None: 0.0, "X": 0.0, "O": 0.0, winner: 1.0}

    def up(i):
        if i < 0:
            return
        node = path[i]
        node.visits += 1
        node.wins += credit.get(node.mover, 0.5 if winner is None else 0.0)
        up(i - 1)

    up(len(path) - 1)
