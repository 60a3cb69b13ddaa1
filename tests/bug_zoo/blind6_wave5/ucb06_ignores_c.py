"""Checker: check_ucb
Mistake: ignores c: hard-codes the textbook sqrt(2 ln N / n) (the exploration constant sqrt(2) baked in).
"""
import math

CHECK = {"checker": "check_ucb", "kwargs": {}, "function": "my_ucb"}


def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + math.sqrt(2 * math.log(parent_visits) / visits)
