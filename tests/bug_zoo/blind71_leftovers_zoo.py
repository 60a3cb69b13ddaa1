"""Fixer s68b's leftovers (issue 27): an open case moved out of ``open_cases/`` (verbatim), and shapes of mistakes
the checkers never reached, each with another shape written for the general rule that names it (``own_*``), and a
correct twin where one shows the rule's limit (each must pass). Files in ``bug_zoo/blind71_leftovers/``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import expectimax_skips, finished_child_returns, report, signed_store_models, table_stale_bounds

HERE = Path(__file__).parent / "blind71_leftovers"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Localised only ("a value outside the game's utilities", "returns a wrong value") since wave 21: a Rice
    # max_move/min_move port that returns at once at the first finished child its mover wins or draws, scores it by
    # who won (SCORES), and hands a lost one to the other side's function, which answers 0. Modelled as one
    # construct (finished_child_returns: knob finished_return, with the leaf scoring "lost else zero below root"),
    # and the shortcut alone with utilities read rightly (own_mm_first_win_returned).
    "w21_mm_04_first_finished_child": {report.WIN_LOSS_LEAVES},
    "own_mm_scores_dict_first_end": {report.WIN_LOSS_LEAVES},
    "own_mm_first_win_returned": {finished_child_returns.FIRST_WIN_TAKEN},
    # Localised only since wave 21: the Rice mm_move that compares score * SCORES[player] but keeps the raw score,
    # from -1, returning at a child worth 1; right in tic-tac-toe, wrong at MIN's nodes of trees. Modelled
    # (signed_store_models: knob raw_kept), with a shape of its own written with a sign variable.
    "w21_mm_03_raw_vs_signed": {signed_store_models.RAW_KEPT},
    "own_mm_sign_compared_raw_kept": {signed_store_models.RAW_KEPT},
    # Named "prunes at chance nodes" on main (wrongly: no cutoff): outcomes left out by the loop's own iterable, a
    # range one short or a slice, with no test on a value that could stop it. Told as outcomes left out where no loop
    # over the outcomes can stop on a value (expectimax_skips); zoo expectimax's prunes_chance, a real cutoff, keeps
    # its name.
    "own_ex_range_one_short": {expectimax_skips.SKIPS_OUTCOMES},
    "own_ex_first_outcomes_sliced": {expectimax_skips.SKIPS_OUTCOMES},
    # Passed check_table_alphabeta on main: an entry's depth that only grows (max of the old and the new) while a
    # shallower search overwrites its value. Every sequence the checker ran stored shallower searches first; the
    # deeper search first, then a shallower one, then the deeper one again shows it (table_stale_bounds._deeper_first).
    "own_tt_depth_only_grows": {table_stale_bounds.STALE_BOUND},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
