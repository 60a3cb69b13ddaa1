"""checker: ucb
mistake: correct (** 0.5, not-visits test, float inf)
"""

from math import log
def my_ucb(wins, visits, parent_visits, c):
    if not visits:
        return float("inf")
    exploit = wins / visits
    explore = (log(parent_visits) / visits) ** 0.5
    return exploit + c * explore
