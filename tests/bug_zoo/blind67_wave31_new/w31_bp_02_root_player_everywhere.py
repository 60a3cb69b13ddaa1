"""checker: check_backpropagation
truth: buggy — the loop credits every node with a win when the side to move at the ROOT (`state.player`, read once outside the loop) won, instead of comparing the winner with each node's own mover, so X's and O's nodes on the path get the same credit.
source: ported from a public tic-tac-toe "Game Search Algorithms" assignment, monte_carlo_tree_search backpropagation (while node is not None: node.visits += 1; if result == 0: node.score += 0.5; elif state.player == "X" and result == 1: node.score += 1; elif state.player == "O" and result == -1: node.score += 1), with `state.player` taken from the path
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    # the player to move in the searched position (the root): the mover of the root's child
    player = path[1].mover if len(path) > 1 else None
    # the playout's utility for X, as random_playout returns it
    result = 0 if winner is None else (1 if winner == "X" else -1)

    for node in reversed(path):
        node.visits += 1

        if result == 0:
            node.wins += 0.5

        elif player == "X" and result == 1:
            node.wins += 1

        elif player == "O" and result == -1:
            node.wins += 1
