"""checker: check_ucb
truth: buggy — a child never visited scores sys.maxsize (a finite number) instead of math.inf
source: real — same Jass-MCTS repo, UCB.ucb_value: `if node_visit == 0: return sys.maxsize`; vicmassy/Quoridor src/UCT.java returns Integer.MAX_VALUE
"""
import math
import sys


def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return sys.maxsize
    return (wins / visits) + c * math.sqrt(math.log(parent_visits) / visits)
