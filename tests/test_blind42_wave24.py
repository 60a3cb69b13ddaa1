"""Blind wave 24's first-set cases (blind42) fixed by i42a whose names were right but whose words described
code the student does not have, and the source readings that now give the words."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from bug_zoo import blind42_wave24_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises.hint_checks import Source, markers_tested, read_source
from ttt_lab.exercises.parent_bound_models import GENERIC_STOP_HINT, stops_already_hint, vet_stops_already
from ttt_lab.exercises.skipped_positions import skipped_seen


def _first(fn: object) -> ex.Problem:
    return checked(zoo.CHECK, fn).diagnosis[0]


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


def test_a_child_skipped_as_seen_is_read_only_where_the_container_outlives_the_node() -> None:
    def source(text: str) -> Source:
        return Source((ast.parse(text),), (text,))

    shared = ("def f(game, state):\n    seen = set()\n    def node(s):\n        for m in game.actions(s):\n"
              "            c = game.result(s, m)\n            if c in seen:\n                continue\n"
              "            seen.add(c)\n    return node(state)\n")
    assert skipped_seen(source(shared)) == ("c in seen", "seen")
    # duplicates skipped within one node's own loop (the set made in that function) are no such mistake
    own = ("def node(game, s):\n    tried = set()\n    for m in game.actions(s):\n        c = game.result(s, m)\n"
           "        if c in tried:\n            continue\n        tried.add(c)\n")
    assert skipped_seen(source(own)) is None
    # a container never filled (moves ruled out from the start) is no record of positions met
    fixed = "def node(game, s, banned):\n    for m in game.actions(s):\n        if m in banned:\n            continue\n"
    assert skipped_seen(source(fixed)) is None


def test_keeps_visitings_hint_is_not_return_early_to_code_that_returns_on_its_cutoff_tests() -> None:
    hint = stops_already_hint(read_source(zoo._ALL["ab_02_parent_bound_only"], levels=2))
    assert hint is not None and "`new_value > best_value`" in hint and "`new_value < best_value`" in hint
    # code whose loops never stop keeps the catalogue's hint
    text = "def f(g, s, a, b):\n    v = -1\n    for m in g.actions(s):\n        if v > a:\n            a = v\n    return v\n"
    assert stops_already_hint(Source((ast.parse(text),), (text,))) is None


def test_only_the_generic_stop_hint_is_replaced() -> None:
    student = zoo._ALL["ab_02_parent_bound_only"]
    generic = ex.Problem(ex.KEEPS_VISITING, "At node J (MIN) ...", GENERIC_STOP_HINT + " v >= beta ...")
    specific = ex.Problem(ex.KEEPS_VISITING, "At node J (MIN) ...", "Your MIN nodes never stop early: ...")
    assert vet_stops_already([generic], student)[0].hint.startswith("Your loops do stop early")
    assert vet_stops_already([specific], student) == [specific]
