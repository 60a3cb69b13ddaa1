"""Two tests joined with | or & where or / and belong (wave 35's id_02), read from the code in every checker."""

from __future__ import annotations

import ast

import pytest
from bug_zoo import blind88_wave35_new_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab.exercises.bitwise_joins import BITWISE_JOIN, bitwise_joins, vet_bitwise_join
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import IGNORES_DEPTH, OUT_OF_RANGE, WRONG_VALUE, Problem


def _joins(test: str) -> list[tuple[str, str]]:
    text = f"def f(game, s, a, b, c, depth, mask, seen, new, kids):\n    if {test}:\n        return 1\n"
    return [(j.read, j.meant) for j in bitwise_joins(Source((ast.parse(text),), (text,)))]


@pytest.mark.parametrize(("test", "read", "meant"), [
    ("len(kids) == 0 | depth == 0", "len(kids) == (0 | depth) == 0", "len(kids) == 0 or depth == 0"),
    ("a > 0 & b > 0", "a > (0 & b) > 0", "a > 0 and b > 0"),
    ("a == b & b == c", "a == (b & b) == c", "a == b and b == c"),
    ("a == 0 | b == 0 | c == 0", "a == (0 | b) == (0 | c) == 0", "a == 0 or b == 0 or c == 0"),
    ("depth == 0 | game.is_terminal(s)", "depth == (0 | game.is_terminal(s))", "depth == 0 or game.is_terminal(s)"),
    ("game.is_terminal(s) | depth <= 0", "(game.is_terminal(s) | depth) <= 0", "game.is_terminal(s) or depth <= 0"),
    # AIMA's spelling: the question word stands inside the name
    ("terminal_test(s) | depth == 0", "(terminal_test(s) | depth) == 0", "terminal_test(s) or depth == 0"),
    # `not` binds after the comparison, `|` before it: a list | a number raises TypeError
    ("not kids | depth == 0", "not ((kids | depth) == 0)", "not kids or depth == 0"),
    ("not kids & depth > 0", "not ((kids & depth) > 0)", "not kids and depth > 0"),
])
def test_a_test_joined_with_a_bitwise_operator_is_read_as_python_reads_it(test: str, read: str, meant: str) -> None:
    assert _joins(test) == [(read, meant)]


@pytest.mark.parametrize("test", [
    "(len(kids) == 0) | (depth == 0)",  # each test in brackets: Python reads what is meant
    "mask & 1 == 0",  # a whole number's bit, compared as a whole
    "seen | new == seen",  # a union of sets, compared as a whole
    "a == b | c",  # no yes/no question on the far side: a number's bits
    "len(kids) == 0 or depth == 0",
    "not (mask & 1) == 0",  # the bit operation in brackets: no comparison of a | / & under the `not`
    "a == b | leaves_count(s)",  # no question word between the name's underscores
])
def test_an_operation_compared_as_a_whole_is_no_bitwise_join(test: str) -> None:
    assert _joins(test) == []


def _cutoff(game, state, depth):  # type: ignore[no-untyped-def]
    if len(game.actions(state)) == 0 | depth == 0:
        return 0
    return 1


def test_the_first_error_is_named_by_the_join_its_effect_kept_and_its_symptoms_dropped() -> None:
    seen = Problem(IGNORES_DEPTH, "It searched to the end.", "Pass each iteration's depth to the search.")
    problems = vet_bitwise_join([seen, Problem(WRONG_VALUE, "w"), Problem(OUT_OF_RANGE, "o")], _cutoff)
    assert [p.name for p in problems] == [BITWISE_JOIN]
    assert "`len(game.actions(state)) == (0 | depth) == 0`" in problems[0].detail
    assert "ignores the depth limit" in problems[0].detail and "It searched to the end." in problems[0].detail
    assert problems[0].hint.startswith("Write `len(game.actions(state)) == 0 or depth == 0`")
    assert "depth to the search" not in problems[0].hint


def test_wave_35s_cutoff_is_told_on_its_line_with_what_python_reads() -> None:
    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == "w35_id_02_precedence_cutoff")
    report = checked(zoo.CHECK, student)
    assert report.names == [BITWISE_JOIN]
    assert "`len(children) == (0 | depth) == 0`" in report.diagnosis[0].detail
    assert "Pass each iteration's depth" not in report.diagnosis[0].hint  # the code passes it
    assert "`len(children) == 0 or depth == 0`" in report.diagnosis[0].hint
