"""checker: check_backpropagation
truth: buggy — the reward is kept as O's result with two values (1 if O won else 0) and X's nodes get 1 - reward, so a draw counts as a whole win for every node X moved into and nothing for O's; the root's own branch gives a draw its half rightly.
source: own (the i40d fix: another shape of w23_bp_04, the second player's result, walked from the leaf up, the root apart)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    reward = 1 if winner == "O" else 0
    for node in reversed(path):
        node.visits += 1
        if node.mover == "O":
            node.wins += reward
        elif node.mover == "X":
            node.wins += 1 - reward
        elif winner is None:
            node.wins += 0.5
