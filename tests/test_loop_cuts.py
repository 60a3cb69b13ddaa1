"""Hints about an alpha-beta search's cutoff tests follow where the code's tests stand (loop_cuts)."""

from __future__ import annotations

import math
from typing import Any

from bug_zoo import blind56_wave29_zoo as zoo

from ttt_lab.exercises.hint_checks_search import vet_hint_words
from ttt_lab.exercises.report import CUT_AFTER_LOOP, KEEPS_VISITING, NEVER_NARROWS, NEVER_PRUNES, Problem

_MIN_HINT = "Your MIN nodes never stop early: after v = min(v, ...), return v if v <= alpha."


def _min_without_cut(game: Any, s: Any, alpha: float, beta: float) -> float:
    v = math.inf
    for a in game.actions(s):
        v = min(v, a)
    return v


def _min_with_cut(game: Any, s: Any, alpha: float, beta: float) -> float:
    v = math.inf
    for a in game.actions(s):
        v = min(v, a)
        if v <= alpha:
            return v
    return v


def test_a_min_hint_asking_for_a_cut_test_the_loop_has_is_refuted_with_that_test() -> None:
    """The hint check keyed by the hint's words, in the vetting every report runs (one diagnosis engine)."""
    problem = Problem(KEEPS_VISITING, "At node C ...", _MIN_HINT)
    [vetted] = vet_hint_words([problem], _min_with_cut)
    assert "never stop early" not in vetted.hint and "`v <= alpha`" in vetted.hint
    assert vet_hint_words([problem], _min_without_cut) == [problem]


def test_wave29_cs50_port_is_not_told_its_min_nodes_lack_a_cutoff() -> None:
    report = zoo.CHECK(zoo._ALL["w29_ab_08_window_at_draw_cs50"], quiet=True)
    hints = [p.hint for p in report.diagnosis if p.name == KEEPS_VISITING]
    assert all("never stop early" not in p.hint for p in report.diagnosis), report.message()
    # Named by its window never narrowed since p60a (unnarrowed_windows), its symptoms dropped; else the vetted hint.
    assert NEVER_NARROWS in report.names or (hints and all("`v < alpha`" in h for h in hints)), report.message()


def test_a_cut_test_dedented_after_the_loop_is_quoted_where_it_stands() -> None:
    for stem in ("w29_ab_05_dedented_min_cut", "own_ab_min_cut_after_loop_one_function"):
        report = zoo.CHECK(zoo._ALL[stem], quiet=True)
        [problem] = [p for p in report.diagnosis if p.name in (NEVER_PRUNES, CUT_AFTER_LOOP)]  # named so since p60a
        assert "stands after the loop" in problem.hint and "never updates alpha" not in problem.hint, report.message()

