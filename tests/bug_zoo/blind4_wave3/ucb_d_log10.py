"""checker: ucb
mistake: uses math.log10 instead of the natural log
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log10(parent_visits) / visits)
