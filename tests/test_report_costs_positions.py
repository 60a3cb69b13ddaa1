"""Report order (report.COSTS_POSITIONS): a problem that only changes how many positions are scored comes after
every problem that changes a value, whether report._PRIORITY knows its name or it is a checker's own."""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import student

from ttt_lab import exercises as ex
from ttt_lab.exercises.report import NO_BETA_UPDATE, Problem, _sorted

WAVE = Path(__file__).parent / "bug_zoo" / "blind79_wave33_new"


def test_a_checkers_own_value_name_comes_before_a_known_name_that_only_costs_positions() -> None:
    own = Problem("a value slip only one checker knows", "On ...", "Mend it.")
    costs = Problem(NO_BETA_UPDATE, "On ...", "beta = min(beta, v).")
    assert [p.name for p in _sorted([costs, own])] == [own.name, NO_BETA_UPDATE]


def test_a_value_slip_is_told_before_one_that_only_costs_positions() -> None:
    """Wave 33's tt_08 (Plaat's AlphaBetaWithMemory with no depth, and no beta = min(beta, g) in MIN nodes)."""
    report = ex.check_table_alphabeta(student(WAVE / "w33_tt_08_plaat_no_depth.py"), quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [ex.LESS_DEEP, ex.NO_BETA_UPDATE], report.message()
