"""checker: check_backpropagation
truth: buggy — the "aggressive" tweak shifts every credited value by 0.0001 (value - 0.0001 if value > 0 else value + 0.0001), so a win adds 0.9999, a draw 0.4999 and a loss 0.0001 to `wins` instead of 1, 0.5 and 0.
source: ported from a public MCTS_Aggro(MCTS).back_propagate found by the code search (new_value = value - 0.0001 if value > 0 else value + 0.0001; node.visits += 1; node.value += new_value; recurse on node.parent); the value is credited per mover as the notebook asks
"""


def back_propagate(path, i, winner, value):
    """
    After a full simulation, propagate result up the tree.
    """
    node = path[i]
    new_value = value - 0.0001 if value > 0 else value + 0.0001
    node.visits += 1
    node.wins += new_value
    if i == 0:
        return
    parent = path[i - 1]
    if winner is None:
        value = 0.5
    else:
        value = 1.0 if parent.mover == winner else 0.0
    back_propagate(path, i - 1, winner, value)


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    leaf = path[-1]
    if winner is None:
        value = 0.5
    else:
        value = 1.0 if leaf.mover == winner else 0.0
    back_propagate(path, len(path) - 1, winner, value)
