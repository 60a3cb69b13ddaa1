"""checker: check_backpropagation
truth: buggy — the root is given the searching player's result (the side to move at the root, path[1]'s mover): a whole win when that side wins, half for a draw, where a won playout should leave the root's wins alone.
source: written for the fix (m50b), another shape of w27_bp_01: an index loop, the root's owner worked out before it.
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    me = path[1].mover if len(path) > 1 else None  # the player the search is for
    for i in range(len(path) - 1, -1, -1):
        node = path[i]
        node.visits += 1
        owner = node.mover if i > 0 else me
        if winner is None:
            node.wins += 0.5
        elif owner == winner:
            node.wins += 1
