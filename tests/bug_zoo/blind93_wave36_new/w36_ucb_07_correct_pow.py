"""checker: check_ucb
truth: correct — the same formula written with ** 0.5 and float division, unvisited first.
source: own
"""
from math import inf, log


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    return inf if visits < 1 else float(wins) / visits + c * (log(parent_visits) / visits) ** 0.5
