"""checker: backpropagation
mistake: scores a loss as wins -= 1
"""

def my_backpropagate(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
        else:
            node.wins -= 1
