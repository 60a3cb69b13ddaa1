"""check_ucb — TRUTH: buggy: tests wins == 0 for never visited, so a visited child that never won scores math.inf (unvisited children are right)."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if wins == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
