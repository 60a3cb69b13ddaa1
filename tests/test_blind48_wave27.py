"""Blind wave 27's first set (blind48): the hints of the students fixed by l48a, beyond their names (the zoo's)."""

from __future__ import annotations

from bug_zoo.blind48_wave27_zoo import _ALL, CHECK
from bug_zoo.runs import checked

from ttt_lab import TicTacToe
from ttt_lab.exercises import MISSES_LINES, check_evaluation
from ttt_lab.exercises.evaluation_values import CONSTANT_VALUE
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.hint_checks_search import lines_tested_by_hand, no_loop_range

game = TicTacToe()


def _hint(fn, name):  # type: ignore[no-untyped-def]
    report = check_evaluation(fn, quiet=True)
    return next(p.hint for p in report.diagnosis if p.name == name)


def test_a_word_no_cell_holds_is_the_test_that_never_holds() -> None:
    hint = _hint(_ALL["ev_04_free_marker"], CONSTANT_VALUE)
    assert "'free'" in hint and "board_text" in hint and "Test for '.'" in hint
    assert "stone_at" not in hint
    hint = _hint(_ALL["own_ev_empty_word"], CONSTANT_VALUE)
    assert "'empty'" in hint and "Test for None" in hint


def flat_text_reader(state):  # type: ignore[no-untyped-def]
    """0 everywhere from the board's text, with no marker foreign to it: two stones and two gaps in a line of three."""
    rows = game.board_text(state).split("/")
    score = 0
    for row in rows:
        if row.count("X") == 2 and row.count(".") == 2:
            score += 1
        if row.count("O") == 2 and row.count(".") == 2:
            score -= 1
    return score / 10


def test_the_fallback_hint_tells_the_empty_cell_of_what_the_code_reads() -> None:
    hint = _hint(flat_text_reader, CONSTANT_VALUE)
    assert "stone_at" not in hint and "board_text" in hint


def test_a_cell_typed_as_a_sum_is_told_as_the_wrong_cell_and_no_unreached_line_is_blamed() -> None:
    report = checked(CHECK, _ALL["wt_01_one_for_i_typo"])
    assert report.names == [MISSES_LINES]
    assert "(2, 1) in place of (2, 0)" in report.diagnosis[0].hint


def test_lines_tested_by_hand_are_never_said_unreached() -> None:
    source = read_source(_ALL["wt_01_one_for_i_typo"])
    assert lines_tested_by_hand(source) and "never reached" not in (no_loop_range(source) or "")
