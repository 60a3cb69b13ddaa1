"""check_ucb — TRUTH: correct (math.log(N, math.e), exploration computed first, prints nothing)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    explore = c * math.sqrt(math.log(parent_visits, math.e) / visits)
    return explore + wins / visits
