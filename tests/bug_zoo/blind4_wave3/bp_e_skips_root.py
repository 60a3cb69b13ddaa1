"""checker: backpropagation
mistake: skips the root (loops over path[1:]), so the root's visits never grow
"""

def my_backpropagate(path, winner):
    for node in path[1:]:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover == winner:
            node.wins += 1
