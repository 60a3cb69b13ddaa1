"""checker: check_backpropagation
truth: correct — leaf-to-root while loop over indices, draws 0.5 with an else-if so the root is not double-counted.
source: code-search excerpt "public class Backpropagation" (Java, AI.mcts), with the draw test made exclusive
"""


def my_backpropagate(path, winner):
    i = len(path) - 1
    while i >= 0:
        current = path[i]
        current.visits += 1
        if winner is None:
            current.wins += 0.5
        elif current.mover == winner:  # the player that moved into this node won
            current.wins += 1.0
        i -= 1
