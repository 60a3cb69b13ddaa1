"""checker: check_ucb
truth: buggy — UCB1's win rate kept, but the exploration term is PUCT's (c * sqrt(N) / (N_child + 1), no logarithm),
with a guard returning math.inf for a child never visited.
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    if visits == 0:
        return math.inf
    exploitation = wins / visits
    exploration = c * math.sqrt(parent_visits) / (visits + 1)
    return exploitation + exploration
