"""The bug zoo (tests/bug_zoo): every buggy student is caught and named first by a name that
describes its mistake, no other name is reported, no message is only "returns a wrong value",
and every correct variant passes."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

import pytest

from ttt_lab import exercises as ex

ZOOS = ["evaluation", "win_test", "expectimax", "negamax", "quiescence", "ucb", "backpropagation", "anytime", "retrograde", "tables", "minimax",
        "depth_limited", "alphabeta", "blind3", "blind3_wave2_zoo", "blind4_wave3_zoo", "blind5_wave4_zoo",
        "blind5_wave4b_zoo"]


def _load() -> tuple[list[Any], list[Any]]:
    buggy, correct = [], []
    for name in ZOOS:
        zoo = importlib.import_module(f"bug_zoo.{name}")
        buggy += [pytest.param(zoo.CHECK, fn, names, id=f"{name}-{fn.__name__}") for fn, names in zoo.BUGGY]
        correct += [pytest.param(zoo.CHECK, fn, id=f"{name}-{fn.__name__}") for fn in zoo.CORRECT]
    return buggy, correct


BUGGY, CORRECT = _load()


@pytest.mark.parametrize(("check", "fn", "names"), BUGGY)
def test_each_bug_is_named_first_by_its_own_name(check: Callable[..., Any], fn: Any, names: set[str]) -> None:
    report = check(fn, quiet=True)
    errors = [p.name for p in report.diagnosis if not p.note]
    assert not report.passed, f"{fn.__name__} passed"
    assert errors[0] in names, report.message()
    assert set(errors) <= names, report.message()  # nothing named wrongly, no consequential second name
    assert ex.WRONG_VALUE not in errors, report.message()


@pytest.mark.parametrize(("check", "fn"), CORRECT)
def test_each_correct_variant_passes(check: Callable[..., Any], fn: Any) -> None:
    report = check(fn, quiet=True)
    assert report.passed, report.message()


def test_a_retrograde_table_keyed_by_the_positions_passes_with_a_note_naming_the_keys() -> None:
    from bug_zoo import blind3_wave2_zoo as wave2

    student = wave2._ALL["rg2_b02_keys_by_state"]
    report = wave2.CHECK(student, quiet=True)
    assert report.passed, report.message()
    notes = [p for p in report.diagnosis if p.note]
    assert [p.name for p in notes] == [ex.WRONG_KEYS], report.message()
    assert "keyed by the positions themselves" in notes[0].detail


def test_bounds_swapped_where_stored_and_where_read_get_different_advice() -> None:
    """Labels swapped when stored and tests swapped when read answer alike; the entry's own words
    ('lower', 'upper') tell which, and each is told to change the line it got wrong."""
    from bug_zoo import blind4_wave3_zoo as wave3

    stored = wave3.CHECK(wave3._ALL["tb_b_bounds_swapped"], quiet=True).diagnosis[0]
    read = wave3.CHECK(wave3._ALL["tb_f_read_conditions_swapped"], quiet=True).diagnosis[0]
    assert stored.name == read.name == ex.SWAPPED_BOUNDS
    assert "stored it as 'upper'" in stored.detail and "swap the labels you write" in stored.hint
    assert "stored it rightly as 'lower'" in read.detail and "swap the two tests" in read.hint


def test_an_evaluation_that_counts_rows_only_is_not_also_noted_as_asymmetric() -> None:
    """Rows without columns tells mirror images apart as a consequence: no second lead to follow."""
    from bug_zoo import blind4_wave3_zoo as wave3

    report = wave3.CHECK(wave3._ALL["ev_d_rows_only"], quiet=True)
    assert not report.passed
    assert ex.ASYMMETRIC not in [p.name for p in report.diagnosis], report.message()


def test_a_draw_overwritten_by_a_later_losing_move_is_told_apart_from_draws_never_counted() -> None:
    """Both declare a loss where a move draws; only where every such position also has a losing
    move is the draw flag said to be overwritten move by move (blind wave 4's rt1)."""
    from bug_zoo import blind5_wave4_zoo as wave4
    from bug_zoo import retrograde as zoo

    overwritten = wave4.CHECK(wave4._ALL["rt1_has_draw_assigned"], quiet=True).diagnosis[0]
    never_counted = ex.check_retrograde(zoo.draws_forgotten_at_the_end, quiet=True).diagnosis[0]
    assert overwritten.name == never_counted.name == "declares a loss where a move draws"
    assert "never overwritten move by move" in overwritten.hint
    assert "overwritten" not in never_counted.hint


def test_a_hint_never_asks_for_a_call_the_code_already_makes() -> None:
    """Quiescence that never blocks: told to call game.completing_cells for the opponent when it
    does not, told that the opponent it computes is the player itself when it does (issue 27)."""
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import quiescence as zoo

    plain = zoo.CHECK(zoo.never_blocks, quiet=True).diagnosis[0]
    assert "game.completing_cells(state, opponent)" in plain.hint
    for student in (wave4b._ALL["qs2_you_equals_me"], zoo.opponent_from_players_typo, zoo.opponent_helper_typo):
        problem = zoo.CHECK(student, quiet=True).diagnosis[0]
        assert problem.name == zoo.q.NEVER_BLOCKS
        assert "search the blocks" not in problem.hint, problem.hint
        assert "already asks for the blocks" in problem.hint and "side to move itself" in problem.hint
    qs2 = wave4b.CHECK(wave4b._ALL["qs2_you_equals_me"], quiet=True).diagnosis[0]
    assert 'you = "X" if me == "X" else "O"' in qs2.hint


def test_a_win_test_built_on_zip_without_the_star_is_told_so() -> None:
    """zip(board) gives 1-tuples of rows: a crash or columns never found, and the hint names the
    call and zip(*board), not the generic 'read the error' or 'a column is board[0][c], ...'."""
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import win_test as zoo

    for student in (wave4b._ALL["wt2_zip_without_star"], zoo.zip_columns_index, zoo.zip_columns_count):
        problem = zoo.CHECK(student, quiet=True).diagnosis[0]
        assert "zip(board)" in problem.hint and "zip(*board)" in problem.hint, problem.hint
    assert "zip" not in zoo.CHECK(zoo.columns_range_two, quiet=True).diagnosis[0].hint


def test_a_line_read_short_is_shown_with_its_cells_and_no_hint_to_compare_every_cell() -> None:
    from bug_zoo import blind5_wave4b_zoo as wave4b
    from bug_zoo import win_test as zoo

    problem = zoo.CHECK(wave4b._ALL["wt4_diag_range2"], quiet=True).diagnosis[0]
    assert problem.name == zoo.SHORT_LINE
    assert "(0, 0), (1, 1):" in problem.detail and "all of its cells" not in problem.hint


def test_draws_where_every_move_loses_get_the_counting_advice_only_where_the_code_counts_from_the_board() -> None:
    """'9 - stones' is told to count with game.actions; code that counts nothing from the board is
    told to look at what it assigns once every move is known (it already counts right)."""
    from bug_zoo import blind3
    from bug_zoo import retrograde as zoo

    nine = blind3.CHECK(blind3._ALL["rg_b05_nine_cells"], quiet=True).diagnosis[0]
    never_loses = zoo.CHECK(zoo.draw_when_no_win, quiet=True).diagnosis[0]
    assert nine.name == never_loses.name == zoo.retrograde.LOSS_AS_DRAW
    assert "len(game.actions(state))" in nine.hint
    assert "len(game.actions(state))" not in never_loses.hint and "what it assigns" in never_loses.hint
