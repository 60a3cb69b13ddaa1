"""checker: check_backpropagation
mistake: correct (walks the path leaf to root; reward table)."""
def my_backpropagate(path, winner):
    for node in reversed(path):
        node.visits += 1
        node.wins += {None: 0.5}.get(winner, 1.0 if winner == node.mover else 0.0)
