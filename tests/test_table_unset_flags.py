"""A bound flag MIN's loop never sets, stored with its beta (ttt_lab.exercises.table_unset_flags): the store is
quoted over code that has it, and code whose loop sets its flag is left to the general words."""

from __future__ import annotations

from bug_zoo import blind106_wave39_new_zoo as wave39

from ttt_lab.exercises import check_table_alphabeta
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.table_names import SWAPPED_BOUNDS
from ttt_lab.exercises.table_unset_flags import flag_never_set


def test_the_ported_tempest_min_half_is_told_with_its_store_and_flag() -> None:
    fn = wave39._ALL["w39_tt_04_tempest_hash_alpha_as_exact"]
    report = check_table_alphabeta(fn, quiet=True)
    assert report.names == [SWAPPED_BOUNDS]
    assert "`tt_save(table, key, depth, beta, hash_flag)`" in report.diagnosis[0].detail
    assert "`HASH_BETA`" in report.diagnosis[0].hint


def test_correct_fail_hard_code_shows_no_unset_flag() -> None:
    for stem in ("w39_tt_05_ok_refine_window", "w39_tt_06_ok_fail_hard"):
        assert flag_never_set(read_source(wave39._ALL[stem])) is None
