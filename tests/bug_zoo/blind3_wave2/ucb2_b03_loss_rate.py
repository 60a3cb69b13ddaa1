"""check_ucb — TRUTH: buggy: exploitation term is the loss rate (visits - wins) / visits."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return (visits - wins) / visits + c * math.sqrt(math.log(parent_visits) / visits)
