"""checker: check_backpropagation
truth: buggy — the credit shrinks toward 0 by 0.0001 at every level it climbs ("aggressive" MCTS preferring short wins), so nodes above the leaf get 0.9999, 0.9998, ... for a win and 0.4999, ... for a draw instead of 1 and 0.5.
source: ported from public code controller/mcts MCTS_Aggro.back_propagate (`new_value = value - 0.0001 if value > 0 else value + 0.0001`)
"""


def back_propagate(path, i, winner, value):
    node = path[i]
    new_value = value - 0.0001 if value > 0 else value + 0.0001
    node.visits += 1
    if winner is None:
        node.wins += new_value / 2
    elif node.mover == winner:
        node.wins += new_value
    if i == 0:
        return
    back_propagate(path, i - 1, winner, new_value)


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    back_propagate(path, len(path) - 1, winner, 1.0001)
