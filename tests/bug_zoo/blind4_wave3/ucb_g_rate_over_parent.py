"""checker: ucb
mistake: win rate divided by the parent's visits (wins / parent_visits)
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / parent_visits + c * math.sqrt(math.log(parent_visits) / visits)
