"""Blind wave 24's first-set cases (blind42) fixed by i42a whose names were right but whose words described
code the student does not have, and the source readings that now give the words."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from bug_zoo import blind42_wave24_zoo as zoo

from ttt_lab import exercises as ex
from ttt_lab.exercises.hint_checks import Source, markers_tested


def _first(fn: object) -> ex.Problem:
    return zoo.CHECK(fn, quiet=True).diagnosis[0]


@pytest.mark.parametrize("stem", ["wt_04_equal_without_empty_check", "own_wt_line_owner_helper"])
def test_a_helpers_result_tested_against_none_is_not_read_as_a_cell(stem: str) -> None:
    problem = _first(zoo._ALL[stem])
    assert problem.name == ex.report.EMPTY_LINE_WINS
    assert "against None" not in problem.hint and '"."' in problem.hint


def _markers(text: str, names: dict[str, Any]) -> list[Any]:
    return [marker for _, marker in markers_tested(Source((ast.parse(text),), (text,)), names)]


def test_only_the_students_own_helpers_results_are_not_cells() -> None:
    def owner(a: Any, b: Any, c: Any) -> Any:
        return a if a == b == c else None

    text = ("def f(board, game):\n    found = owner(*board[0])\n    if found is not None:\n        return found\n"
            "    if owner(*board[1]) is None:\n        return None\n"
            "    if game.stone_at(board, 0, 0) is None:\n        return None\n")
    # the helper's verdicts are not cells; game.stone_at's value is one
    assert _markers(text, {"owner": owner}) == [None]
    # a name bound to something else too is still read as a cell
    assert _markers("def f(b):\n    x = owner(b)\n    x = b[0]\n    if x is None:\n        return 0\n",
                    {"owner": owner}) == [None]
