"""checker: check_ucb
truth: buggy — AlphaZero/PUCT-style formula: Q = wins/(1+visits) and U = c*sqrt(parent_visits)/(1+visits) (no log, +1 in the denominators, never inf for an unvisited child) instead of UCB1.
source: ported from BhumikaSaini/UCT-MCTS UCT-MCTS.py (Q(): total_value / (1 + number_visits); U(): sqrt(parent.number_visits) * prior / (1 + number_visits)), prior taken as 1 and scaled by c
"""
import math


def Q(wins, visits):
    return wins / (1 + visits)


def U(visits, parent_visits, c):
    return c * math.sqrt(parent_visits) / (1 + visits)


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    return Q(wins, visits) + U(visits, parent_visits, c)
