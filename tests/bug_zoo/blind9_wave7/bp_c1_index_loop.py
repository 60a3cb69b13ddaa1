"""checker: check_backpropagation
truth: correct — index loop from the leaf up, with a score table
source: written
"""

SCORE = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def my_backpropagate(path, winner):
    i = len(path) - 1
    while i >= 0:
        node = path[i]
        node.visits = node.visits + 1
        if winner is None:
            outcome = "draw"
        elif node.mover == winner:
            outcome = "win"
        else:
            outcome = "loss"
        node.wins = node.wins + SCORE[outcome]
        i -= 1
