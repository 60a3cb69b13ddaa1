"""checker: check_ucb
truth: correct — `not visits`, float('inf'), ** 0.5 and math.log(x, math.e)
source: written (Jass repo's math.log(total_visits, math.e) kept)
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    if not visits:
        return float("inf")
    mean = wins / visits
    return mean + c * (math.log(parent_visits, math.e) / visits) ** 0.5
