"""UCB1 with 1 added to both counts of the exploration term, ln(N + 1) / (n + 1), the win rate as it is: the
nineteenth wave's u3 (its file lost, rewritten from its description: localised only, the two + 1s being one
knob's two settings, which never pair) and another shape."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import mcts

CHECK = ex.check_ucb


def u3_plus_one_twice(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    exploit = wins / visits
    explore = c * math.sqrt(math.log(parent_visits + 1) / (visits + 1))
    return exploit + explore


def plus_one_in_helpers(wins, visits, parent_visits, c):
    """The +1s kept in named counts, "so that the log is never of 0"."""
    if not visits:
        return float("inf")
    n_parent, n_child = parent_visits + 1, visits + 1
    return wins / visits + c * (math.log(n_parent) / n_child) ** 0.5


BUGGY = [(u3_plus_one_twice, {mcts.ADDS_ONE}), (plus_one_in_helpers, {mcts.ADDS_ONE})]


def correct_ucb(wins, visits, parent_visits, c):
    if visits == 0:
        return math.inf
    return wins / visits + c * math.sqrt(math.log(parent_visits) / visits)


CORRECT = [correct_ucb]
