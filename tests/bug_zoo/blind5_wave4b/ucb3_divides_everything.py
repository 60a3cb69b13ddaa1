"""checker: check_ucb
mistake: parenthesis slip: (wins + c * sqrt(ln N / n)) / n divides the exploration term by n too."""
from math import inf, log, sqrt
def my_ucb(wins, visits, parent_visits, c):
    return inf if visits == 0 else (wins + c * sqrt(log(parent_visits) / visits)) / visits
