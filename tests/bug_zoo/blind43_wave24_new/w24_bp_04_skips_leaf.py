"""checker: check_backpropagation
truth: buggy — each step updates the node's parent, starting from the leaf's parent, so the last node of the path (the one just expanded) is never updated.
source: ported from cyrusknopf/yggdrasil src/mcts/backprop.cpp (backpropagate(node, value): node->getParent()->incrVisits(); node->getParent()->alterScore(value); backpropagate(node->getParent(), value)), its `while` turned into the `if` it needs to terminate and the score given to the side that moved
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    backpropagate(path, len(path) - 1, winner)


def backpropagate(path, i, winner):
    if i > 0:  # node->getParent() != nullptr
        parent = path[i - 1]
        parent.visits += 1
        if winner is None:
            parent.wins += 0.5
        elif parent.mover == winner:
            parent.wins += 1
        backpropagate(path, i - 1, winner)
