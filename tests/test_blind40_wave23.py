"""Blind wave 23's first-set cases (blind40) whose names were right but whose words described code the
student does not have, and the source readings that now give the words (cutoff_tests, root_rules)."""

from __future__ import annotations

import ast

import pytest
from bug_zoo import blind40_wave23_zoo as zoo
from bug_zoo import depth_limited as dl_zoo
from bug_zoo import minimax as mm_zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises.cutoff_tests import (
    always_true_depth_tests,
    never_searches_words,
    zero_tested_as_unfinished,
)
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.root_rules import keeps_largest_whoever_moves


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


def _first(fn: object) -> ex.Problem:
    report = checked(zoo.CHECK, fn)
    return report.diagnosis[0]


@pytest.mark.parametrize(("stem", "test", "why"), [
    ("dl_03_cutoff_test_typo", "depth >= 0", "true at depth 0, 1, 2"),
    ("own_dl_depth_above_minus_one", "depth > -1", "true at depth 0, 1, 2"),
    ("own_dl_ply_up_to_depth", "ply <= depth", "true at the root, where ply is 0, whatever the limit")])
def test_a_depth_test_true_at_every_depth_is_quoted_not_a_misplaced_return(stem: str, test: str, why: str) -> None:
    problem = _first(zoo._ALL[stem])
    assert problem.name == ex.report.NEVER_SEARCHES
    assert f"`{test}` is {why}" in problem.detail and test in problem.hint
    assert "outside its depth test" not in problem.detail and "keep that return inside its if" not in problem.hint


def test_a_return_of_the_evaluation_outside_its_test_keeps_the_catalogues_words() -> None:
    problem = ex.check_depth_limited_minimax(dl_zoo.evaluates_outside_its_test, quiet=True).diagnosis[0]
    assert problem.name == ex.report.NEVER_SEARCHES and "outside its depth test" in problem.detail


def test_only_comparisons_true_at_every_depth_are_read_as_such() -> None:
    def found(test: str) -> list[str]:
        text = (f"def f(game, s, depth, ev):\n    assert depth >= 0\n    if {test}:\n        return ev(s)\n"
                "    return f(game, s, depth - 1, ev)")
        return [text for text, _, _ in always_true_depth_tests(_source(text))]

    assert found("depth >= 0") == ["depth >= 0"]  # the assert is not a cut-off test
    assert found("0 <= depth") == ["0 <= depth"] and found("depth != -1") == ["depth != -1"]
    assert found("depth == 0") == found("depth <= 0") == found("depth < 1") == found("depth > 0") == []
    misplaced = "def f(game, s, depth, ev):\n    if depth == 0:\n        pass\n    return ev(s)"
    assert never_searches_words(_source(misplaced)) is None  # the catalogue's words: a return outside its test


def test_the_evaluation_negated_whoever_is_to_move_is_named_as_scored_for_the_side_that_just_moved() -> None:
    for stem in ("dl_05_negated_evaluation", "own_dl_negamax_colour_kept"):
        problem = _first(zoo._ALL[stem])
        assert problem.name == ex.report.WRONG_PLAYER, problem
        assert "for the side that just moved" in problem.detail and "where MAX is to move" in problem.detail


def test_a_root_with_one_loop_is_not_told_of_a_min_branch() -> None:
    for stem in ("mm_03_root_loop_maximises", "own_mm_root_scores_list"):
        problem = _first(zoo._ALL[stem])
        assert "one loop that keeps the largest child whoever is to move" in problem.detail
        assert "MIN branch (" not in problem.detail
    copied = ex.check_minimax(mm_zoo.decision_min_branch_copies_max, quiet=True).diagnosis[0]
    assert "one loop" not in copied.detail  # its MIN branch copies MAX's test: the catalogue's words
    helper = "def pick(game, state):\n    maximizing = game.to_move(state) == 1\n    return [v for v in f() if maximizing]"
    assert not keeps_largest_whoever_moves(_source(helper))


def test_a_stop_on_a_value_other_than_zero_is_quoted_where_the_code_calls_is_terminal() -> None:
    for stem, test in (("ab_01_draw_as_not_over", "self.terminal_value(state) != 0"),
                       ("own_mm_result_zero_is_going", "score != 0")):
        problem = _first(zoo._ALL[stem])
        assert problem.name == ex.report.WRONG_DRAW
        assert f"Your test `{test}` cannot tell a draw" in problem.hint and "looking for a winner" not in problem.hint
    counted = "def f(game, s, depth):\n    if depth == 0 or len(game.actions(s)) == 0:\n        return 0\n    return 1"
    assert zero_tested_as_unfinished(_source(counted)) is None  # a depth and a count of moves are not a value


def test_a_symptom_is_replaced_by_the_cause_the_hint_found_in_the_code() -> None:
    assert _first(zoo._ALL["wt_01_and_precedence"]).name == zoo.AND_PRECEDENCE
    problem = _first(zoo._ALL["ab_05_min_node_updates_alpha"])
    assert problem.name == ex.report.NO_BETA_UPDATE and "`alpha = min(alpha, maxEval)`" in problem.hint
    one_loop = _first(zoo._ALL["own_ab_one_loop_alpha_in_min"])
    assert "`alpha = min(alpha, best)`" in one_loop.hint  # MIN's update quoted, not MAX's in the same loop
