"""checker: check_backpropagation
truth: buggy — a for loop over range(len(path) - 1, 0, -1) adds each node's visit and its mover's win to path[i - 1], the node above: every node gets its child's update and the last node none.
source: own (f99b: another shape of wave 38's bp_01, a range loop writing through the index)
"""


def my_backpropagate(path, winner):
    for i in range(len(path) - 1, 0, -1):
        path[i - 1].visits += 1
        if winner is None:
            path[i - 1].wins += 0.5
        elif path[i].mover == winner:
            path[i - 1].wins += 1
