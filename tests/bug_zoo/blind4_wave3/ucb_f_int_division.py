"""checker: ucb
mistake: integer division for the win rate: wins // visits
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins // visits + c * math.sqrt(math.log(parent_visits) / visits)
