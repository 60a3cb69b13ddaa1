"""checker: ucb
mistake: forgets the square root
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.log(parent_visits) / visits
