"""check_ucb — TRUTH: buggy: log of the child's visits over the parent's visits (visits and parent_visits swapped in the exploration term)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(visits) / parent_visits)
