"""check_ucb — TRUTH: buggy: win rate computed as wins / parent_visits."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / parent_visits + c * math.sqrt(math.log(parent_visits) / visits)
