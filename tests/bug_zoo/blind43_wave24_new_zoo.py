"""The new set's blind wave 24 (blind43; i42b's cases): the students fixed here are copied verbatim into
``bug_zoo/blind43_wave24_new/`` with the wave's correct variants of the same checkers (they must pass), and,
beside each, another shape of the same mistake written for the fix (``own_*``). Measured blind first
(blind43's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import (
    backpropagation,
    own_depth_models,
    quiescence,
    report,
    stored_values,
    table_entries,
    table_names,
)

HERE = Path(__file__).parent / "blind43_wave24_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("stores its values rounded to whole numbers", with a hint about int(value)
    # the code does not have): the entry holds the loop's last child value, a draw's 0, where the best belongs
    # (stored_values.last_child_stored; table_entries.stored_not_rounded).
    "w24_tt_05_stores_last_child_value": {stored_values.STORES_LAST_CHILD},
    "own_tt_tuple_stores_child_score": {stored_values.STORES_LAST_CHILD},
    "own_tt_entry_class_stores_child": {stored_values.STORES_LAST_CHILD},
    # The same class with the first child's value stored: the entry answers, with a value the search never returned
    # ("does not answer from an exact entry" on main); no model of which value it is, only what the entry shows.
    "own_tt_stores_first_child": {table_entries.STORES_OTHER_VALUE},
    # Named right when measured blind, explained as a depth "counted down" with a `depth == 0` test: the code counts
    # `current_depth` up to a limit (depth_counters: the words name the counter and the test the code has).
    # Named right when measured blind, with the general hint (keep alpha and beta from before the loop): flags as
    # numbers set at the cutoff, one half mirrored (table_cutoff_flags: the message says which half, the hint swaps it).
    "w24_tt_03_moreland_min_mirror": {table_names.SWAPPED_BOUNDS},
    "own_tt_max_cutoff_flag_mirrored": {table_names.SWAPPED_BOUNDS},
    # Named right when measured blind, explained as `path[:-1]`: the code updates each node's parent, so it never
    # reaches the last node (backpropagation_source.skips_leaf_words).
    "w24_bp_04_skips_leaf": {backpropagation.SKIPS_NEW_NODE},
    "own_bp_loop_updates_parents": {backpropagation.SKIPS_NEW_NODE},
    # Named right when measured blind, explained as "the smallest child" at odd depths: the code averages a player's
    # moves there (expectimax_plies: the parity model with the moves' mean, the min one refuted by the division).
    "w24_ex_01_ply_parity": {report.TURN_BY_DEPTH},
    "own_ex_parity_averages_moves": {report.TURN_BY_DEPTH},
    "w24_ex_05_depth_cap_zero": {own_depth_models.OWN_DEPTH_LIMIT},
    "own_ex_ply_counted_up": {own_depth_models.OWN_DEPTH_LIMIT},
    "w24_q_05_depth_cap": {quiescence.CAPS_DEPTH},
    "own_q_plies_counted_up": {quiescence.CAPS_DEPTH},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
