"""checker: check_backpropagation
truth: buggy — on a draw it picks a random winner ("this will average out to 0.5"), so each draw gives a whole win to one side's nodes instead of half a win to every node.
source: ported from public code policy Vanilla.__call__ (update policy: `if winner == None: # Choose a random winner. This will average out to value of 0.5`)
"""
import random


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    # No winner means a draw-state was reached
    if winner is None:
        # Choose a random winner. This will average out to value of 0.5
        winner = random.choice(["X", "O"])
    for node in path:
        node.visits += 1
        if node.mover == winner:
            node.wins += 1
