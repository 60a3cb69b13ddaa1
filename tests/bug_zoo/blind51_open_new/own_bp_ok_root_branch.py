"""checker: check_backpropagation
truth: correct — the root's own branch gives it half a win for a draw and nothing for a won playout.
source: written for the fix (m50b): the right version of w27_bp_01's root branch, which must pass.
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for current in reversed(path):
        current.visits += 1
        if current.mover is not None:
            if winner is not None and winner == current.mover:
                current.wins += 1
            elif winner is None:
                current.wins += 0.5
        elif winner is None:  # the root: nobody moved into it, so only a draw's half
            current.wins += 0.5
