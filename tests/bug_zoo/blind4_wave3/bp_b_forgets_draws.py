"""checker: backpropagation
mistake: forgets draws (no half point)
"""

def my_backpropagate(path, winner):
    for node in path:
        node.visits += 1
        if node.mover == winner and winner is not None:
            node.wins += 1
