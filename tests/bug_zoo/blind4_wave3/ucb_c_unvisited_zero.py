"""checker: ucb
mistake: returns 0 for an unvisited child instead of math.inf
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return 0
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
