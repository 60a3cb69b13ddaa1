"""checker: check_ucb
mistake: correct (** 0.5 instead of sqrt, float() casts)."""
import math
def my_ucb(wins, visits, parent_visits, c):
    if not visits:
        return math.inf
    n = float(visits)
    return wins / n + c * (math.log(parent_visits) / n) ** 0.5
