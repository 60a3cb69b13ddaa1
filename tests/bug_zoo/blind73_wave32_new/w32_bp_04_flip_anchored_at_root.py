"""checker: check_backpropagation
truth: buggy — the reward is computed once "as observed by the root's player" (the mover of path[1]) and flipped at every level from the root down, so it is off by one level: each node gets its opponent's result.
source: ported from litrl algo/mcts backpropagate.py ("reward as observed by root's player turn", flipped by depth parity)
"""


def my_backpropagate(path, winner):
    if len(path) < 2:
        root_player = None
    else:
        root_player = path[1].mover
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if winner == root_player else 0.0
    for depth, node in enumerate(path):
        node.visits += 1
        node.wins += reward if depth % 2 == 0 else 1.0 - reward
