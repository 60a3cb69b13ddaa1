"""UCB1 scores that are not numbers where the score is exactly 0 (no wins, and ln(parent_visits) = 0
or c = 0), and the logarithm of the parent's and the child's visits added: the sixteenth wave's
students verbatim (renamed), other shapes, and the wave's correct variant (a callable class, verbatim)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import mcts as m

CHECK = ex.check_ucb

# ---------------------------------------------------------------- sixteenth wave (blind27), verbatim


def u02_null_when_zero(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    w, n, N = wins, visits, parent_visits
    x = w / n + math.sqrt(math.log(N) / n) * c
    if x == 0:
        print(w, n, N, c)
        return None
    return w / n + math.sqrt(math.log(N) / n) * c


# ---------------------------------------------------------------- other shapes


def falsy_score_returns_nothing(wins, visits, parent_visits, c):
    """A truth test on the score: 0 is falsy, so a bare return."""
    if visits == 0:
        return math.inf
    score = wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
    if not score:
        return
    return score


def returns_only_positive(wins, visits, parent_visits, c):
    """Returns inside `if score > 0:` only: a score of 0 runs off the end."""
    if visits == 0:
        return math.inf
    score = wins / visits + c * math.sqrt(math.log(parent_visits) / visits)
    if score > 0:
        return score


BUGGY = [(fn, {ex.NOT_A_NUMBER}) for fn in (u02_null_when_zero, falsy_score_returns_nothing, returns_only_positive)]



def u05_log_of_sum(wins, visits, parent_visits, c):
    """blind27 u05 verbatim: ln(parent_visits + visits)."""
    if not visits:
        return math.inf
    exploit = wins / visits
    explore = math.sqrt(math.log(parent_visits + visits) / visits)
    return exploit + c * explore


def total_visits_in_log(wins, visits, parent_visits, c):
    """The visits of parent and child added into a 'total' first, its logarithm taken."""
    if visits == 0:
        return float("inf")
    total = parent_visits + visits
    return wins / visits + c * (math.log(total) / visits) ** 0.5


BUGGY += [(u05_log_of_sum, {m.LOG_OF_SUM}), (total_visits_in_log, {m.LOG_OF_SUM})]


# ---------------------------------------------------------------- the wave's correct variant, verbatim


class UCB1:
    def __init__(self):
        self._logs = {}

    def log(self, n):
        if n not in self._logs:
            self._logs[n] = math.log(n)
        return self._logs[n]

    def __call__(self, wins, visits, parent_visits, c):
        if visits <= 0:
            return float("inf")
        return wins / visits + c * (self.log(parent_visits) / visits) ** 0.5


u06_correct_class = UCB1()
u06_correct_class.__name__ = "u06_correct_class"

CORRECT = [u06_correct_class]
