"""checker: check_backpropagation
truth: buggy — computes the leaf's reward and flips it (1 - r) at each level up: right for nodes with a mover, but the root (mover None) is credited with a win whenever the side that did not move into the root's child wins
source: real pattern — negamax-style backup ("reward = 1 - reward" per level, common in Python MCTS tutorials), ported to the course's PathNode
"""


def my_backpropagate(path, winner):
    leaf = path[-1]
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if leaf.mover == winner else 0.0
    for node in reversed(path):
        node.visits += 1
        node.wins += reward
        reward = 1.0 - reward
