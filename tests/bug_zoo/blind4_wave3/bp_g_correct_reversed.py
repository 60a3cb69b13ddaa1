"""checker: backpropagation
mistake: correct (walks the path backwards, score lookup)
"""

def my_backpropagate(path, winner):
    for node in reversed(path):
        node.visits += 1
        node.wins += 0.5 if winner is None else (1 if node.mover == winner else 0)
