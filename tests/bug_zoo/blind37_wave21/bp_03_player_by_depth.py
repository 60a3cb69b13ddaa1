"""checker: check_backpropagation
truth: buggy — the side credited at each node is not read from node.mover but from the node's depth (root player fixed to 0 = X, each child 1 - parent.player, so depth-1 nodes are credited to O), which is right only when O is to move at the root; with X to move every non-root node is credited for the wrong side.
source: public MCTS Node class (`self.player: int = 0 if self.parent is None else 1 - self.parent.player`, increment_wins/increment_visits), found with the code search; ported to the path list with PLAYERS = ("X", "O")
"""

PLAYERS = ("X", "O")


class Node():
    def __init__(self, parent=None):
        self.parent = parent
        self.player: int = 0 if self.parent is None else 1 - self.parent.player


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    node = None
    for stats in path:
        node = Node(node)
        stats.visits += 1
        if winner is None:
            stats.wins += 0.5
        elif node.parent is not None and PLAYERS[node.player] == winner:
            stats.wins += 1
