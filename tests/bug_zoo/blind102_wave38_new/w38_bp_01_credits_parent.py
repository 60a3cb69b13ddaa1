"""checker: check_backpropagation
truth: buggy — like the C++ original it walks up from the leaf and updates each node's *parent* (one visit, and a win when the child's mover won), so the leaf is never updated and every other node gets the visit and result meant for the node below it.
source: cyrusknopf/yggdrasil src/mcts/backprop.cpp (backpropagate: while node has a parent, update the parent), ported to a path list
"""


def my_backpropagate(path, winner):
    # the path as parent links: node i's parent is node i - 1
    node = len(path) - 1
    while node > 0:
        parent = path[node - 1]
        parent.visits += 1
        if winner is None:
            parent.wins += 0.5
        elif path[node].mover == winner:
            parent.wins += 1
        node -= 1
