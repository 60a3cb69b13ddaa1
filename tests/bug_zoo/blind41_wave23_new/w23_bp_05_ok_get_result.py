"""checker: check_backpropagation
truth: correct — mcts.ai UCT.py style: Update(GetResult(playerJustMoved)) walking from the leaf up, 0.5 for a draw.
source: ported from mcts.ai UCT.py (Node.Update / TicTacToeState.GetResult(playerjm)), adapted to the path list
"""


def get_result(winner, player_just_moved):
    if winner is None:
        return 0.5
    return 1.0 if winner == player_just_moved else 0.0


def update(node, result):
    node.visits += 1
    node.wins += result


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in reversed(path):  # backpropagate from the expanded node up to the root
        update(node, get_result(winner, node.mover))
