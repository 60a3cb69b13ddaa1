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


def test_the_side_cells_hint_is_vetted_with_every_other_hint_against_the_code() -> None:
    """The rewrite is one of report.HINT_VETTERS (run over every report), not a pass of its own in the win check."""
    from ttt_lab.exercises.report import HINT_VETTERS
    from ttt_lab.exercises.win_side_reads import vet_side_cells_hint

    assert vet_side_cells_hint in HINT_VETTERS
