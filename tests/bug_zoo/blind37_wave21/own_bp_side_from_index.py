"""checker: check_backpropagation
truth: buggy — takes the side that moved into node i from i's parity (X at even indexes, O at odd ones) instead of node.mover, skipping the root for wins: right only on paths where O moved first.
source: written for g21b (issue 27): another shape of wave 21's player-by-depth credit
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for i, node in enumerate(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5
            continue
        side = "X" if i % 2 == 0 else "O"
        if i > 0 and side == winner:
            node.wins += 1
