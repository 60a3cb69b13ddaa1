"""checker: check_ucb
truth: correct — the two terms computed separately, float('inf') for an unvisited child, as in the TicTacToeMCTS comment.
source: code-search excerpt "class TicTacToeMCTS" (commented exploitation_term / exploration_term), repository not named by the search tool
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    exploitation_term = wins / visits if visits > 0 else 0
    exploration_term = c * math.sqrt(math.log(parent_visits) / visits) if visits > 0 else float("inf")
    return exploitation_term + exploration_term
