"""Outcomes left out with no cutoff (ttt_lab.exercises.expectimax_skips): "prunes at chance nodes" is
claimed only of code that can stop a loop over the outcomes on a value."""

from __future__ import annotations

import ast

from ttt_lab.exercises.expectimax_skips import never_cuts_outcomes
from ttt_lab.exercises.hint_checks import Source


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def test_a_loop_that_stops_on_a_value_can_prune() -> None:
    text = ("def f(game, s, beta):\n    total = 0\n    for a, p in game.outcomes(s):\n        total += p * f(game, a, beta)\n"
            "        if total >= beta:\n            return total\n    return total\n")
    assert not never_cuts_outcomes(_source(text))


def test_a_slice_or_a_short_range_has_no_cutoff() -> None:
    sliced = "def f(game, s):\n    return sum(p * f(game, o) for o, p in list(game.outcomes(s))[:2])\n"
    short = ("def f(game, s):\n    outcomes = list(game.outcomes(s))\n    t = 0\n"
             "    for i in range(len(outcomes) - 1):\n        t += outcomes[i][1]\n    return t\n")
    assert never_cuts_outcomes(_source(sliced)) and never_cuts_outcomes(_source(short))


def test_code_with_no_loop_over_outcomes_claims_nothing() -> None:
    assert not never_cuts_outcomes(_source("def f(game, s):\n    return game.utility(s, 'MAX')\n"))
