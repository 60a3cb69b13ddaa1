"""check_ucb — TRUTH: correct (** 0.5 instead of sqrt, float() casts)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if not visits:
        return float("inf")
    return float(wins) / visits + c * (math.log(parent_visits) / visits) ** 0.5
