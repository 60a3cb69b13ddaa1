"""check_ucb — TRUTH: buggy: square root over ln(N) only: c * sqrt(ln(N)) / n."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits)) / visits
