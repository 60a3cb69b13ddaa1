"""Checker: check_ucb
Mistake: correct (** 0.5 instead of sqrt, float('inf'), type hints).
"""
import math

CHECK = {"checker": "check_ucb", "kwargs": {}, "function": "my_ucb"}


def my_ucb(wins: float, visits: int, parent_visits: int, c: float) -> float:
    if visits <= 0:
        return float("inf")
    mean = wins / visits
    bonus = c * (math.log(parent_visits) / visits) ** 0.5
    return mean + bonus
