"""checker: check_ucb
truth: correct — a small Node class whose ucb() computes wins/visits + c*sqrt(ln(parent)/visits), inf when unvisited.
source: own (Node(wins, visits) style of the MCTS tutorials found by code search)
"""
import math


class _Node:
    def __init__(self, wins, visits):
        self.wins = wins
        self.visits = visits

    def ucb(self, parent_visits, c):
        if self.visits == 0:
            return math.inf
        return self.wins / self.visits + c * math.sqrt(math.log(parent_visits) / self.visits)


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    return _Node(wins, visits).ucb(parent_visits, c)
