"""checker: check_ucb
truth: correct — type hints, ** 0.5 for the square root, float('inf').
"""
from math import log


def my_ucb(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if not visits:
        return float("inf")
    mean = wins / visits
    bonus = c * (log(parent_visits) / visits) ** 0.5
    return mean + bonus
