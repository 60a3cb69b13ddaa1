"""Checker: check_backpropagation
Mistake: correct (a reward helper; index loop).
"""
CHECK = {"checker": "check_backpropagation", "kwargs": {}, "function": "my_backpropagate"}


def reward_for(mover, winner):
    if winner is None:
        return 0.5
    return 1.0 if mover == winner else 0.0


def my_backpropagate(path, winner):
    for i in range(len(path)):
        path[i].visits += 1
        path[i].wins += reward_for(path[i].mover, winner)
