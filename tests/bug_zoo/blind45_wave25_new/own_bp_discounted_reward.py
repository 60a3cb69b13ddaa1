"""checker: check_backpropagation
truth: buggy — discounts the reward by a factor gamma = 0.9 at each level it climbs (reinforcement learning's discount carried into MCTS's counts), so the last node gains 1 (a draw 0.5) and each node above it 0.9 times what its child's side would.
source: own (j44b: a credit shrinking at each level up the path, by a factor rather than a constant)
"""

GAMMA = 0.9


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    scale = 1.0
    for node in reversed(path):
        node.visits += 1
        if winner is None:
            node.wins += 0.5 * scale
        elif node.mover == winner:
            node.wins += scale
        scale *= GAMMA
