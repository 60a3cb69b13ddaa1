"""checker: check_backpropagation
truth: buggy — updates `wins` as an incremental mean (wins += (reward - wins) / visits), so it holds a win rate, not a count of wins.
source: port of the mean-value update Q += (r - Q)/N used in many MCTS/bandit codes (e.g. update_values with e/n) onto the wins field
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in path:
        if winner is None:
            reward = 0.5
        else:
            reward = 1.0 if node.mover == winner else 0.0
        node.visits += 1
        node.wins += (reward - node.wins) / node.visits
