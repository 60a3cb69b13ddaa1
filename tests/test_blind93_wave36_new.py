"""Wave 36's new set (blind90), the explanations beside the names the zoo asserts: in the code's own words."""

from __future__ import annotations

import ast

import pytest
from bug_zoo import blind93_wave36_new_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_draw_reads import draw_by_default_read


def _first(stem: str) -> Problem:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == stem)
    report = checked(zoo.CHECK, student)
    assert report.main is not None
    return report.main


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize(("stem", "read"), [("w36_rg_05_unknown_as_draw", "value.get(game.key(game.result(s, a)), 0)"),
                                            ("own_rg_queue_order_default_zero",
                                             "table.get(game.key(game.result(s, m)), 0.0)")])
def test_rounds_to_a_fixed_point_reading_undecided_moves_as_draws_are_told_that_read(stem: str, read: str) -> None:
    problem = _first(stem)
    assert f"(`{read}`)" in problem.detail and f"`{read}`" in problem.hint
    # The code already goes round until nothing changes: neither the words nor the hint say otherwise.
    assert "nothing above them is ever decided" not in problem.detail
    assert "Keep going round" not in problem.hint


def test_a_read_with_a_draw_by_default_is_found_and_other_reads_are_not() -> None:
    assert draw_by_default_read(_source("v = table.get(k, 0)\n")) == "table.get(k, 0)"
    assert draw_by_default_read(_source("v = table.get(k, 0.0)\n")) == "table.get(k, 0.0)"
    for text in ("v = table.get(k)\n", "v = table[k]\n", "v = table.get(k, False)\n", "v = table.get(k, -1)\n"):
        assert draw_by_default_read(_source(text)) is None

