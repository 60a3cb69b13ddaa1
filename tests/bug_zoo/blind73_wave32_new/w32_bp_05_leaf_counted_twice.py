"""checker: check_backpropagation
truth: buggy — it first gives the newly expanded leaf (path[-1]) its "first visit" and then the loop counts it again, so the leaf's visits (and its win) are counted twice.
source: own (expansion-then-backprop double count, seen in tutorial code that sets n=1 on expansion)
"""


def my_backpropagate(path, winner):
    leaf = path[-1]
    leaf.visits += 1  # the playout started here: the new node has its first visit
    if winner is None:
        leaf.wins += 0.5
    elif leaf.mover == winner:
        leaf.wins += 1
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
