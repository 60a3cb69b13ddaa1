"""checker: ucb
mistake: swaps the parent's and the child's visits inside the log: sqrt(ln(visits)/parent_visits)
"""

import math
def my_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(visits) / parent_visits)
