"""checker: check_backpropagation
truth: buggy — a small bonus is added to every credit (wins += reward + 0.01) so that a tried move scores above an untried one: a win adds 1.01, a draw 0.51, a loss 0.01.
source: own (another shape of wave 30's bp_06: every credit off by one constant)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in path:
        node.visits += 1
        if winner is None:
            reward = 0.5
        elif node.mover == winner:
            reward = 1.0
        else:
            reward = 0.0
        node.wins += reward + 0.01  # a little bonus for having been tried
