"""checker: check_ucb
truth: correct — the jass-style formula with math.log(N, math.e) and an explicit float('inf') for unvisited children.
source: own variant of a jass MCTS repo ucb.py, without its rounding
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return float('inf')
    exploit = float(wins) / visits
    explore = c * (math.log(parent_visits, math.e) / visits) ** 0.5
    return exploit + explore
