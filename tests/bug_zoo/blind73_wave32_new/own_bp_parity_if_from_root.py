"""checker: check_backpropagation
truth: buggy — the score is the result of the side that moved into path[1], and an if on the index's parity gives it unflipped to the even levels from the root and flipped to the odd ones: the flip is counted from the root, one level off, so each node gets the other side's result.
source: own (another shape of wave 32's bp_04: an index loop and an if statement on i % 2)
"""


def my_backpropagate(path, winner):
    first_mover = path[1].mover if len(path) > 1 else None
    if winner is None:
        score = 0.5
    else:
        score = 1.0 if winner == first_mover else 0.0
    for i in range(len(path)):
        path[i].visits += 1
        if i % 2 == 1:
            path[i].wins += 1 - score
        else:
            path[i].wins += score
