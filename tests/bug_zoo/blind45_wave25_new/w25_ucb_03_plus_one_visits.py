"""checker: check_ucb
truth: buggy — divides by (1 + visits) in both the win rate and the exploration term (AlphaZero-style Q/U smoothing), so a visited child's score is too low.
source: ported from github BhumikaSaini/UCT-MCTS UCT-MCTS.py (Q() = total_value / (1 + number_visits))
"""
import math


def Q(total_value, number_visits):
    return total_value / (1 + number_visits)


def U(parent_visits, number_visits, c):
    return c * math.sqrt(math.log(parent_visits) / (1 + number_visits))


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    if visits == 0:
        return math.inf
    return Q(wins, visits) + U(parent_visits, visits, c)
