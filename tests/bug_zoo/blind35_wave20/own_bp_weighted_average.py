"""checker: check_backpropagation
truth: buggy — keeps the average reward in wins, written as a weighted average (wins = wins * (n - 1) / n + reward / n with n the new visit count), so wins holds a rate, not a count of wins.
source: written for g21b (issue 27): another shape of wave 20's running mean
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in path:
        reward = 0.5 if winner is None else float(node.mover == winner)
        n = node.visits + 1
        node.wins = node.wins * (n - 1) / n + reward / n
        node.visits = n
