"""A win test's hint about the cells read for one player follows the code (win_side_reads)."""

from __future__ import annotations

from bug_zoo import blind56_wave29_zoo as zoo

from ttt_lab import exercises as ex


def test_a_win_test_reading_both_players_through_the_same_cells_is_not_told_it_reads_other_cells() -> None:
    for stem in ("w29_wt_02_overwrite_cs50", "own_wt_last_line_kept"):
        report = zoo.CHECK(zoo._ALL[stem], quiet=True)
        [problem] = [p for p in report.diagnosis if not p.note]
        assert "Compare the index" not in problem.hint, report.message()
        # Named by the overwrite since p60a (win_overwrites), its hint its own; else the side-cells hint's words.
        assert problem.name == ex.report.OVERWRITES_WINNER or "same cells" in problem.hint, report.message()
