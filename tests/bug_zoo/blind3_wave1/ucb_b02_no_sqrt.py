"""check_ucb — TRUTH: buggy: forgets the square root in the exploration term."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.log(parent_visits) / visits
