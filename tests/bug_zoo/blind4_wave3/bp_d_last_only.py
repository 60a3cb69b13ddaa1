"""checker: backpropagation
mistake: updates only the last node of the path
"""

def my_backpropagate(path, winner):
    node = path[-1]
    node.visits += 1
    if winner is None:
        node.wins += 0.5
    elif node.mover == winner:
        node.wins += 1
