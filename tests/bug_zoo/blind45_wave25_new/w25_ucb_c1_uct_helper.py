"""checker: check_ucb
truth: correct — w/n + c*sqrt(ln N / n) through a separate UCT(w, n, N, c) helper, inf guard in the caller
source: ported from github ntlm1686/Reinforcement-Learning-Algorithms UCT.py
"""
import math


def UCT(w, n, N, c=math.sqrt(2)):
    """
    Calculate Upper Confidence Bound
    w: number of wins
    n: number of simulations of the node
    N: total number of simulations
    """
    return w / n + c * math.sqrt(math.log(N) / n)


def my_ucb(wins, visits, parent_visits, c):
    "UCB1's score of a child: its win rate plus the exploration term (math.inf if never visited)."
    return math.inf if visits == 0 else UCT(wins, visits, parent_visits, c)
