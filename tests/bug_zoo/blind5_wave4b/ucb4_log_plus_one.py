"""checker: check_ucb
mistake: 'guards' the log with log(parent_visits + 1)."""
import math
def my_ucb(wins, visits, parent_visits, c):
    if not visits:
        return math.inf
    exploit = wins / visits
    explore = c * math.sqrt(math.log(parent_visits + 1) / visits)
    return exploit + explore
