"""checker: check_backpropagation
truth: buggy — a draw (winner None) is turned into a full win for a randomly chosen side ("this will average out"), instead of half a win for every node.
source: public MCTS update policy `class Vanilla(BasePolicy)` (code search excerpt: "No winner means a draw-state was reached ... Choose a random winner. This will average out"), ported
"""
import random


class Vanilla:
    """The update policy that follows vanilla MCTS practices."""

    def __call__(self, path, winner):
        # No winner means a draw-state was reached
        if winner is None:
            # Choose a random winner. This will average out to the value of a draw
            winner = random.choice(["X", "O"])
        for node in path:
            node.visits += 1
            if node.mover == winner:
                node.wins += 1


def my_backpropagate(path, winner):
    Vanilla()(path, winner)
