"""check_ucb — TRUTH: buggy: uses the textbook's sqrt(2 ln N / n) with the 2 inside as well as c outside (c * sqrt(2*ln(N)/n))."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(2 * math.log(parent_visits) / visits)
