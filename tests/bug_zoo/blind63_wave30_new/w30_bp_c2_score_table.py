"""checker: check_backpropagation
truth: correct — the credit of each mover looked up in a small score dict built once per playout (draw: 0.5 for everyone).
source: own
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    if winner is None:
        score = {"X": 0.5, "O": 0.5, None: 0.5}
    else:
        score = {winner: 1, None: 0}
    i = 0
    while i < len(path):
        path[i].visits = path[i].visits + 1
        path[i].wins = path[i].wins + score.get(path[i].mover, 0)
        i += 1
