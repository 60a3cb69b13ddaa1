"""checker: check_backpropagation
truth: buggy — a while loop walks the path from its end by index and, at each step, adds the playout to the node one step up (`path[i - 1]`), so the last node of the path, the one just expanded, is never updated.
source: own (the i42b fix: another shape of w24_bp_04, a loop instead of the recursion)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    i = len(path) - 1
    while i > 0:
        above = path[i - 1]
        above.visits += 1
        if winner is None:
            above.wins += 0.5
        elif above.mover == winner:
            above.wins += 1
        i -= 1
