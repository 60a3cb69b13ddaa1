"""checker: check_backpropagation
truth: correct — a reward helper, walks the path from the leaf up (reversed).
"""
def reward(mover, winner):
    if winner is None:
        return 0.5
    return 1.0 if mover == winner else 0.0


def my_backpropagate(path, winner):
    for node in reversed(path):
        node.visits += 1
        node.wins += reward(node.mover, winner)
