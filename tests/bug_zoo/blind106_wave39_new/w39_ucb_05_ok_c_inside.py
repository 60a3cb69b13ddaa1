"""checker: check_ucb
truth: correct — c moved inside the root as c*c (same value for c >= 0), unvisited returns float('inf').
source: own
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    if not visits:
        return float("inf")
    return wins / visits + math.sqrt(c * c * math.log(parent_visits) / visits)
