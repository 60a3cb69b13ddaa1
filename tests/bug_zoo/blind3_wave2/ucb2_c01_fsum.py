"""check_ucb — TRUTH: correct (written with math.fsum and a local helper; unvisited -> float('inf'))."""
CHECK, KW = "check_ucb", {}
import math
def student(wins, visits, parent_visits, c):
    if visits <= 0:
        return float("inf")
    def explore(n, N):
        return math.sqrt(math.log(N) / n)
    return math.fsum([wins / visits, c * explore(visits, parent_visits)])
