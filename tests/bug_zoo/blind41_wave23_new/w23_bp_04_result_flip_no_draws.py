"""checker: check_backpropagation
truth: buggy — encodes the outcome as result = 1.0 if X won else 0.0 and gives O-nodes 1 - result, so a draw counts as a win for every node O moved into and as a loss for X's.
source: ported from the common `node.update(result if node.player == ... else 1 - result)` reward flip in Python MCTS tutorials (e.g. mcts.ai-style Update(result)), with draws not encoded
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    result = 1.0 if winner == "X" else 0.0
    for node in path:
        node.visits += 1
        if node.mover is None:
            continue
        node.wins += result if node.mover == "X" else 1 - result
