"""checker: ucb
mistake: puts c inside the square root: sqrt(c*ln(N)/n)
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + math.sqrt(c * math.log(parent_visits) / visits)
