"""The new set's blind wave 37 (blind95), e97b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind98_wave37_new/`` (``w37_*``), and, beside each, other shapes of the same mistake written for the
fix (``own_*``), with the wave's correct variants (all twelve; each must pass). Measured blind first (blind95's
REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation_searcher_cases, retrograde_fixed_win, retrograde_gaps, table_names

HERE = Path(__file__).parent / "blind98_wave37_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "decides a position again after it was decided" when measured blind, told that its loop over the parents
    # never skips a decided one, though its first line does (`if pred.result is not UNKNOWN: continue`, read through
    # the record bound from the parent's key). Its table is the rule with a move worth +1 deciding the parent at both
    # sides' turns: modelled, and named only over code that tests against +1, quoted (retrograde_fixed_win).
    "w37_rg_04_plus_one_wins_for_all": {retrograde_fixed_win.FIXED_SIDE_WIN},
    "own_rg_fixed_win_dict": {retrograde_fixed_win.FIXED_SIDE_WIN},
    # Named right when measured blind, but hinted to store the depth and compare it, which the code does: its search
    # hands `probe` the ply instead of the depth. Where the entries record the depth searched (the one whole number
    # of an entry that is 1 after a depth-1 search and 2 after a depth-2 one), the call handing the lookup another
    # counter is quoted (table_probe_args).
    "w37_tt_06_probe_with_ply": {table_names.LESS_DEEP},
    "own_tt_table_class_height": {table_names.LESS_DEEP},
    # Named "never decides a draw" when measured blind (borderline), hinted to add the draw rule, which the code has
    # (`DRAW if saw_draw[p] else -mine`): its seeding leaves the finished draws off the queue. Where the code's test
    # keeps the draws off its queue, the test is quoted and the hint asks to queue them (retrograde_draw_seeds).
    "w37_rg_03_draws_not_seeded": {retrograde_gaps.NEVER_DRAWS},
    "own_rg_ties_skipped_at_seed": {retrograde_gaps.NEVER_DRAWS},
    # Localised when measured blind ("returns a wrong value" at the root): two cases around the searcher, its wins
    # added to its nodes and the other side's subtracted from the other nodes, draws to nobody. Modelled (the
    # "searcher's two cases" credit), refuted where nothing is taken from the wins, the subtraction quoted.
    "w37_bp_04_our_turn_psiorx": {backpropagation_searcher_cases.SUBTRACTS_OTHERS},
    "own_bp_searcher_loses_for_others": {backpropagation_searcher_cases.SUBTRACTS_OTHERS},
    "w37_tt_05_exact_any_depth": {table_names.LESS_DEEP},  # named right blind; kept to hold its hint (the test's)
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
