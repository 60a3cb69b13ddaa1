"""The win test's side models are never told of code whose source shows it tests both players on each line, or
returns the line's owner (win_side_claims), and the misses of such code are told by the count of stones."""

from __future__ import annotations

import ast

import pytest
from bug_zoo import blind70_leftovers_first_zoo as blind70
from bug_zoo import blind77_leftovers_zoo as leftovers

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import MISSES_LINES
from ttt_lab.exercises.win_last_mover import LAST_MOVER_ONLY, TO_MOVE_ONLY
from ttt_lab.exercises.win_side_claims import returns_the_lines_owner, tries_both_players


def _source(text: str) -> Source:
    return Source((ast.parse(text),), (text,))


@pytest.mark.parametrize("text", [
    "def f(b):\n    for p in ('X', 'O'):\n        if all(c == p for r in b for c in r):\n            return p",
    "def f(b):\n    if wins(b, 'X'):\n        return 'X'\n    if wins(b, 'O'):\n        return 'O'",
    "def f(b):\n    for r in b:\n        if r[0] != '.' and r[0] == r[1] == r[2]:\n            return r[0]",
    "def f(b):\n    for line in lines(b):\n        if line[0] != '.' and line.count(line[0]) == 3:\n            return line[0]",
])
def test_code_that_reads_each_line_for_both_players_tries_both(text: str) -> None:
    assert tries_both_players(_source(text))


@pytest.mark.parametrize("text", [
    # a side picked by the count, then only its lines: the models' own code
    "def f(b):\n    p = 'X' if count(b) % 2 else 'O'\n    for line in lines(b):\n        if all(c == p for c in line):\n"
    "            return p",
    # both players on 3x3, then a side picked by the count on larger boards: may test one side, so no refutation
    "def f(b):\n    if len(b) == 3:\n        for p in ('X', 'O'):\n            if has(b, p):\n                return p\n"
    "    m = 'X' if xs(b) > os(b) else 'O'\n    return m if has(b, m) else None",
    # cells compared with a player (wave 31's Score): one side
    "def f(b, t):\n    if b[0][0] == b[0][1] == b[0][2] == t:\n        return t",
])
def test_code_that_picks_a_side_or_compares_with_one_does_not(text: str) -> None:
    assert not tries_both_players(_source(text))


def test_the_lines_owner_returned_refutes_naming_the_player_to_move_and_a_count_does_not() -> None:
    owner = "def f(b):\n    for line in lines(b):\n        if line[0] != '.' and line.count(line[0]) == 3:\n" \
            "            return line[0]\n    return None"
    to_move = "def f(b):\n    for line in lines(b):\n        if line[0] != '.' and line.count(line[0]) == 3:\n" \
              "            return 'O' if xs(b) > os(b) else 'X'\n    return None"
    assert returns_the_lines_owner(_source(owner))
    assert not returns_the_lines_owner(_source(to_move))


def test_the_side_models_own_students_are_not_refuted() -> None:
    for fn, names in blind70.BUGGY:
        if names & {LAST_MOVER_ONLY, TO_MOVE_ONLY}:
            assert not tries_both_players(read_source(fn, levels=2)), fn.__name__


def test_a_validity_check_of_the_counts_is_told_by_the_count_not_as_one_side_tested() -> None:
    """Both players' lines are read, then a win the counts say play cannot reach is answered None: on main it was
    named "tests only the side that moved last" (and with O first, "tests only the side to move")."""
    for stem in ("own_win_rejects_impossible_counts", "own_win_rejects_counts_o_first"):
        report = leftovers.CHECK(leftovers._ALL[stem], quiet=True)
        assert report.names == [MISSES_LINES], report.message()
        assert "whatever the counts say" in report.diagnosis[0].hint
        assert "Test every line for both players" not in report.diagnosis[0].hint


def test_columns_missed_by_a_return_in_their_loop_are_not_told_by_the_count() -> None:
    """It finds column 0 (on the boards of play and on the other-side ones) and misses columns 1 and 2 of play: a
    win of play is found, so the misses are the lines', not the count's."""
    from bug_zoo import win_test as zoo

    student = next(fn for fn, _ in zoo.BUGGY if fn.__name__ == "return_in_column_loop")
    report = zoo.CHECK(student, quiet=True)
    assert "follows the count of stones" not in report.message()


def test_the_players_indexed_by_a_count_are_no_lines_owner() -> None:
    """Wave 36's wt_05 shape: ``("O", "X")[stones % 2]`` is a subscript, but of the players, not of a line."""
    assert not returns_the_lines_owner(_source(
        "def f(b):\n    if has_line(b):\n        return ('O', 'X')[count(b) % 2]\n    return None"))
    assert returns_the_lines_owner(_source("def f(b):\n    for line in b:\n        if same(line):\n            return line[0]"))
