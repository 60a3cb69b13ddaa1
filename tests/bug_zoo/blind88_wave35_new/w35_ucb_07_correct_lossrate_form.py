"""checker: check_ucb
truth: correct — written as 1 - losses/visits (losses = visits - wins) plus the exploration term; the same number.
source: own
"""
from math import inf, log, sqrt


def my_ucb(wins, visits, parent_visits, c):
    if not visits:
        return inf
    losses = visits - wins
    return 1 - losses / visits + c * sqrt(log(parent_visits) / visits)
