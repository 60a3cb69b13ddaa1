"""checker: check_backpropagation
truth: buggy — two separate ifs instead of if/elif: on a draw the root (mover None == winner None) gets 0.5 + 1 = 1.5 wins
source: real — Java MCTS "public class Backpropagation" (course repo, ai.mcts): `if (winner == 0) current.wins += 0.5; if (current.playerThatMoved == winner) current.wins += 1.0;`
"""


def my_backpropagate(path, winner):
    for current in reversed(path):
        current.visits += 1
        if winner is None:
            current.wins += 0.5
        if current.mover == winner:
            current.wins += 1.0
