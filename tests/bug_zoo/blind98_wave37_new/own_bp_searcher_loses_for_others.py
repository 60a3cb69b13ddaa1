"""checker: check_backpropagation
truth: buggy — the result is kept for the searcher (path[1]'s mover, the side to move at the root): its nodes gain 1 when it wins, and when the other side wins every node the searcher did not move into, the root too, loses 1 (`node.wins = node.wins - 1`) instead of the winner's nodes gaining 1; draws are right (0.5 to every node).
source: own (fixer e97b), another shape of wave 37's bp_04
"""


def my_backpropagate(path, winner):
    me = path[1].mover if len(path) > 1 else None
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif winner == me:
            if node.mover == me:
                node.wins += 1
        elif node.mover != me:
            node.wins = node.wins - 1
