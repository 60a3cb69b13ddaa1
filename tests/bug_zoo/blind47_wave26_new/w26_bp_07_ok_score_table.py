"""checker: check_backpropagation
truth: correct — looks the credit up in a small table keyed by (mover, winner) (the root's mover None earns nothing), draws half a win.
source: own
"""


def my_backpropagate(path, winner):
    credit = {("X", "X"): 1, ("X", "O"): 0, ("O", "O"): 1, ("O", "X"): 0}
    i = 0
    while i < len(path):
        node = path[i]
        node.visits = node.visits + 1
        node.wins = node.wins + (0.5 if winner is None else credit.get((node.mover, winner), 0))
        i += 1
