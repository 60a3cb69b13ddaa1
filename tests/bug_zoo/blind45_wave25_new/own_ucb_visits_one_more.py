"""checker: check_ucb
truth: buggy — counts the child's visits one more once (`n = visits + 1`) and divides by that count in both the win rate and the exploration term; the parent's visits are as they are.
source: own (j44b: 1 + visits in both terms, written as a count of its own)
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    if not visits:
        return math.inf
    n = visits + 1
    exploit = wins / n
    explore = c * (math.log(parent_visits) / n) ** 0.5
    return exploit + explore
