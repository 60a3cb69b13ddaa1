"""checker: check_backpropagation
truth: buggy — a draw's half win is given once, before the loop, to path[0] (the root) alone; the loop then counts visits and wins but no node of the path below the root gets a draw's half win.
source: written for the fix (x81b), another shape of wave 34's bp_05
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    if winner is None:
        path[0].wins += 0.5
    for node in path:
        node.visits += 1
        if winner is not None and node.mover == winner:
            node.wins += 1
