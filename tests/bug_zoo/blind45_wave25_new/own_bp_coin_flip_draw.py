"""checker: check_backpropagation
truth: buggy — a draw is settled by a coin flip (`random.random() < 0.5`) into a win for X or for O, and that side's nodes gain a whole win (walking the path from the leaf up), instead of half a win to every node.
source: own (j44b: a draw credited to one side chosen anew for each playout)
"""
import random


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    credited = winner
    if credited is None:
        credited = "X" if random.random() < 0.5 else "O"
    for node in reversed(path):
        node.visits += 1
        node.wins += 1.0 if node.mover == credited else 0.0
