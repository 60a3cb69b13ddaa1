"""checker: backpropagation
mistake: credits the node whose mover LOST (mover != winner)
"""

def my_backpropagate(path, winner):
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover != winner:
            node.wins += 1
