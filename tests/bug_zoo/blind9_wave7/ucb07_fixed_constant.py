"""checker: check_ucb
truth: buggy — ignores the argument c and always uses 1.41
source: real — vicmassy/Quoridor src/UCT.java uctValue: (nodeWinScore / nodeVisit) + 1.41 * Math.sqrt(Math.log(totalVisit) / nodeVisit)
"""
import math


def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return (wins / float(visits)) + 1.41 * math.sqrt(math.log(parent_visits) / float(visits))
