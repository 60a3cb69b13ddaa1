"""check_ucb — TRUTH: buggy: uses math.log10 instead of the natural log."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log10(parent_visits) / visits)
