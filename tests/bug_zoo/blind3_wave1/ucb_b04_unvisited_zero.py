"""check_ucb — TRUTH: buggy: a child never visited scores 0 (guards the division by returning 0) instead of math.inf."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return 0
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
