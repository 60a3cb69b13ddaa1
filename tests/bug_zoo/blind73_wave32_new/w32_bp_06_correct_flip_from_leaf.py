"""checker: check_backpropagation
truth: correct — negamax-style: one reward for the leaf's mover, flipped (1 - r) going up; the root (mover None) gets only its visit and half a win on a draw.
source: own (flip-the-reward style of many MCTS tutorials)
"""


def my_backpropagate(path, winner):
    leaf_mover = path[-1].mover
    if winner is None:
        reward = 0.5
    else:
        reward = 1.0 if winner == leaf_mover else 0.0
    for node in reversed(path):
        node.visits += 1
        if node.mover is None:
            node.wins += 0.5 if winner is None else 0.0
        else:
            node.wins += reward
        reward = 1.0 - reward
