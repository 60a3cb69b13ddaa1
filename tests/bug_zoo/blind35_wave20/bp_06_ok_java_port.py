"""checker: check_backpropagation
truth: correct — port of a Java Backpropagation.backpropagate: visits++, +0.5 on a draw, +1 if playerThatMoved == winner (never true on a draw), walking from the leaf up.
source: public Java MCTS Backpropagation class (code search: "current.playerThatMoved == winner", winner == 0 adds 0.5)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    i = len(path) - 1
    while i >= 0:
        current = path[i]
        current.visits += 1
        if winner is None:
            current.wins += 0.5
        if current.mover == winner and winner is not None:
            current.wins += 1.0
        i -= 1
