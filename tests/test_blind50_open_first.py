"""Fixer m50a's rules (issue 27), beside the zoo's cases in ``bug_zoo/blind50_open_first_zoo.py``."""

from __future__ import annotations

from bug_zoo import blind50_open_first_zoo as zoo
from bug_zoo.runs import checked

from ttt_lab import exercises as ex
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search.mnk import aima_evaluation


def test_an_evaluation_blind_to_xs_diagonals_is_told_whose_lines_it_leaves_out() -> None:
    report = checked(zoo.CHECK, zoo._ALL["own_ev_ignores_x_diagonals"])
    assert report.names == [ex.ONE_SIDED_LINES]
    problem = report.diagnosis[0]
    assert "X's open lines among the diagonals" in problem.detail
    assert "It counts O's lines of that kind but not X's." in problem.detail
    assert "X's diagonals as well as O's" in problem.hint


def test_the_textbook_evaluation_both_sides_alike_is_no_one_sided_blind_spot() -> None:
    assert ex.check_evaluation(aima_evaluation(TicTacToe()), quiet=True).passed


def test_a_depth_limit_the_code_writes_as_five_is_told_as_five() -> None:
    """Wave 27's ab_03 passes 5 and scores finished games at the cut: a limit of 5 plies. On 3x3 alone a
    limit of 4 fitted its values as well and was told first (so the words named the 5 it writes); the
    graded 4x3 board (wave 30's ab_01) has games that end 5 plies down, and only the 5 fits."""
    from bug_zoo import blind48_wave27_zoo as wave27

    report = checked(wave27.CHECK, wave27._ALL["ab_03_depth_five"])
    assert report.names[0] == "stops at a depth limit of its own"
    assert "every unfinished position 5 plies below the root is worth 0" in report.diagnosis[0].detail
    assert "4 plies below the root is worth 0" not in report.diagnosis[0].detail
    assert "5 plies below the root as a draw" in report.diagnosis[0].hint
