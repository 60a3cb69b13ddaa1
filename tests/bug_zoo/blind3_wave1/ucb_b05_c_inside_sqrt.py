"""check_ucb — TRUTH: buggy: c placed inside the square root: sqrt(c * ln(N) / n)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + math.sqrt(c * math.log(parent_visits) / visits)
