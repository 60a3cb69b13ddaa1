"""checker: check_backpropagation
truth: correct — MuZero-style `while node is not None: ...; node = node.parent` walk from the leaf up a linked chain built from the path, crediting wins (1, or 0.5 for a draw) to the node's mover.
source: SverreNystad/MuZero src/search/backpropagation.py (the while-parent walk), with the notebook's win counting in place of value_sum
"""
from typing import Union


class Link:
    def __init__(self, stats, parent):
        self.stats, self.parent = stats, parent


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    node: Union[Link, None] = None
    for stats in path:
        node = Link(stats, node)
    while node is not None:
        node.stats.visits += 1
        if winner is None:
            node.stats.wins += 0.5
        elif node.stats.mover == winner:
            node.stats.wins += 1
        node = node.parent
