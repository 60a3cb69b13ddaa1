"""checker: check_backpropagation
truth: buggy — adds X's result (1 / 0.5 / 0) to every node, whoever moved into it (reward never seen from the node's mover)
source: real — mcts/backpropagation.py snippet "def backpropagate(node, reward): while current is not None: current.visit_count += 1; current.total_value += reward" with a reward computed once from X's side
"""


def my_backpropagate(path, winner):
    if winner == "X":
        reward = 1
    elif winner is None:
        reward = 0.5
    else:
        reward = 0
    for current in reversed(path):
        current.visits += 1
        current.wins += reward
