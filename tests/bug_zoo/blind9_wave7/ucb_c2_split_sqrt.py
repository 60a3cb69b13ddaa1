"""checker: check_ucb
truth: correct — algebraically equal form c * sqrt(ln N) / sqrt(n) (differs from the reference only in the last bits)
source: written
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    if visits <= 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits)) / math.sqrt(visits)
