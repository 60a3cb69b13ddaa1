"""checker: check_backpropagation
truth: buggy — AlphaZero-style value sum: +1 for the winner's nodes, -1 for the loser's, 0 on a draw, instead of UCT's 1 / 0 / 0.5 win count.
source: port of SverreNystad/MuZero src/search/backpropagation.py (`node.value_sum += value if node.to_play == to_play else -value`)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    value = 0 if winner is None else 1
    for node in reversed(path):
        node.visits += 1
        if node.mover is None:
            continue  # the root belongs to nobody
        node.wins += value if node.mover == winner else -value
