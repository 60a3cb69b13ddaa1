"""checker: check_backpropagation
truth: buggy — the result is shrunk toward 0 by 0.0001 at every level on the way up (value - 0.0001 if value > 0 else value + 0.0001, then negated for the parent), so the wins added are 1 - k*0.00005 instead of 1, 0 and 0.5 (a draw even turns into a tiny win/loss).
source: ported from a public MCTS repo controller/mcts_aggro.py MCTS_Aggro.back_propagate (new_value = value - 0.0001 if value > 0 else value + 0.0001; node.value += new_value; self.back_propagate(node.parent, -new_value)), its +1/-1 value mapped to wins as (value + 1) / 2
"""


def back_propagate(path, index, value):
    """After a full simulation, propagate result up the tree (value: +1 win / -1 loss for the node's mover)."""
    node = path[index]
    new_value = value - 0.0001 if value > 0 else value + 0.0001
    node.visits += 1
    if node.mover is not None:
        node.wins += (new_value + 1) / 2
    else:
        node.wins += 0.5 if value == 0 else 0
    if index == 0:
        return
    back_propagate(path, index - 1, -new_value)


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    leaf = path[-1]
    if winner is None:
        value = 0
    else:
        value = 1 if leaf.mover == winner else -1
    back_propagate(path, len(path) - 1, value)
