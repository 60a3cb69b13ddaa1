"""Blind wave 26's first-set students (tests/bug_zoo/blind46_wave26): what their reports say beyond the name the
zoo asserts — words and hints that follow the code."""

from __future__ import annotations

from bug_zoo import blind46_wave26_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.exercises.evaluation_win_returns import win_value_returned_hint
from ttt_lab.exercises.hint_checks import read_source


def test_a_win_value_returned_on_a_threat_is_hinted_by_the_returns_not_by_scaling() -> None:
    for stem, quoted in (("ev_05_threat_is_win", "`return 1`"), ("own_ev_two_in_line_is_one", "")):
        problem = checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]
        assert problem.name == ex.OUTRANKS_WIN
        assert "Scale the score" not in problem.hint and "before the game is over" in problem.hint
        assert quoted in problem.hint


def test_the_win_value_hint_needs_every_outside_value_to_be_exactly_one() -> None:
    source = read_source(zoo._ALL["ev_05_threat_is_win"])
    assert win_value_returned_hint([1.0, -1.0])(source) is not None
    assert win_value_returned_hint([1.0, 3.5])(source) is None  # a score grown too large: the scaling hint stays
    assert win_value_returned_hint([])(source) is None


def test_the_root_movers_utility_alone_is_named_with_its_rule() -> None:
    for stem in ("dl_03_root_player_utility", "own_dl_me_passed_down"):
        problem = checked(zoo.CHECK, zoo._ALL[stem]).diagnosis[0]
        assert problem.name == ex.WRONG_PLAYER and "side to move at the root" in problem.detail
        assert "game.players[0]" in problem.hint


def test_a_comparison_standing_alone_is_named_by_its_repair() -> None:
    problem = checked(zoo.CHECK, zoo._ALL["ev_02_comparison_typo"]).diagnosis[0]
    assert "`score == -1" in problem.detail and "every graded case right" in problem.detail


def test_wrong_values_beside_a_crash_are_told_where_they_go_wrong() -> None:
    for stem in ("neg_03_material_leaf", "own_neg_bitboard_material"):
        report = checked(zoo.CHECK, zoo._ALL[stem])
        names = [p.name for p in report.diagnosis if not p.note]
        assert names == [ex.CRASHES, ex.WRONG_VALUE]
        assert "(a finished game)" in report.diagnosis[1].detail and "XOX/XOX/OO." in report.diagnosis[1].detail
