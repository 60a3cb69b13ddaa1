"""check_ucb — TRUTH: buggy: ln(parent_visits + 1) (a '+1 to avoid log(0)' habit)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits + 1) / visits)
