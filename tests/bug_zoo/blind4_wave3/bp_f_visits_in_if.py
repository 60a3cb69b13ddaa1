"""checker: backpropagation
mistake: increments visits only inside the win branch (losses and draws not counted as visits)
"""

def my_backpropagate(path, winner):
    for node in path:
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
            node.visits += 1
