"""checker: check_backpropagation
truth: correct — UCT.py style: from the leaf up, node.Update(GetResult(node.playerJustMoved)) with 1.0 / 0.0 / 0.5
source: ported from the mcts.ai UCT.py (Cowling, Powley, Whitehouse): Node.Update and OXOState.GetResult
"""


def GetResult(winner, playerjm):
    if winner is None:
        return 0.5
    return 1.0 if winner == playerjm else 0.0


def Update(node, result):
    node.visits += 1
    node.wins += result


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    for node in reversed(path):  # backpropagate from the expanded node and work back to the root node
        Update(node, GetResult(winner, node.mover))
