"""checker: check_backpropagation
truth: buggy — after the loop has updated every node, the expanded node (path[-1]) records "the simulation it started" once more: its visit and its result are counted twice.
source: own (another shape of wave 32's bp_05: the extra update after the loop, walking the path up)
"""


def my_backpropagate(path, winner):
    for node in reversed(path):
        node.visits += 1
        node.wins += 0.5 if winner is None else (1.0 if node.mover == winner else 0.0)
    started = path[-1]  # the expanded child records the simulation it started
    started.visits += 1
    started.wins += 0.5 if winner is None else (1.0 if started.mover == winner else 0.0)
