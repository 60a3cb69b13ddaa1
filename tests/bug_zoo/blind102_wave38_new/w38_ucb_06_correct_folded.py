"""checker: check_ucb
truth: correct — the exploration term written as sqrt(c² · ln N / n) with a keyword-style helper (same value for c >= 0).
source: own, in the style of UCTNode.ucb1 (sqrt(2 * log(self.visits) / child.visits)) with the constant folded in
"""
from math import inf, log, sqrt


def my_ucb(wins, visits, parent_visits, c):
    if visits <= 0:
        return inf
    mean = wins / visits
    return mean + sqrt(c * c * log(parent_visits) / visits)
