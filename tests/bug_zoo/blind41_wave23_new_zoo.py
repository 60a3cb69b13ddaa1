"""The new set's blind wave 23 (blind41: retrograde; i40d's cases): the students fixed here are copied verbatim
into ``bug_zoo/blind41_wave23_new/`` with the wave's correct retrograde variant (it must pass), and, beside each,
another shape of the same mistake written for the fix (``own_*``). Measured blind first (blind41's REPORT.md);
each class of miss was then generalised (never for one file) in ``retrograde_counts``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import (
    backpropagation,
    backpropagation_draws,
    expectimax_plies,
    retrograde_counts,
    retrograde_names,
    table_names,
)

HERE = Path(__file__).parent / "blind41_wave23_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("declares a loss when one move loses"): the loss waits for a count of open
    # moves, which a position expanded once per path counts down once per listing of its parent.
    "w23_rg_02_expands_duplicates": {retrograde_counts.COUNTS_A_MOVE_TWICE},
    "own_rg_recursive_walk_parents": {retrograde_counts.COUNTS_A_MOVE_TWICE},
    # The same count reaching 0 early with no position expanded twice: only what the table shows is named.
    "own_rg_first_parent_listed_twice": {retrograde_names.DECIDES_EARLY, retrograde_counts.COUNTS_A_MOVE_TWICE},
    # Named wrongly when measured blind ("does not take a winning move"): the win is taken, then the same move
    # falls through into the counting and a last open move overwrites it.
    "w23_rg_04_win_without_continue": {retrograde_names.DECIDED_AGAIN},
    "own_rg_win_then_counted": {retrograde_names.DECIDED_AGAIN},
    # Localised only when measured blind (the root's draw shown, no name): the result kept with two values, one
    # side's, turned for the other, so a draw is the other side's win (backpropagation_draws).
    "w23_bp_04_result_flip_no_draws": {backpropagation_draws.DRAW_AS_ONE_SIDES},
    "own_bp_reward_for_o": {backpropagation_draws.DRAW_AS_ONE_SIDES},
    # Named right when measured blind, explained as `path[1:]`: its loop climbs while a parent is there
    # (backpropagation_source.skips_root_words).
    "w23_bp_02_skips_root": {backpropagation.SKIPS_ROOT},
    # Named right when measured blind, explained as a turn switched at every chance node: its depth counts players'
    # moves only (expectimax_plies.turn_kept_at_chance refutes that wording).
    "w23_ex_02_depth_parity_turns": {expectimax_plies.TURN_CYCLE},
    "own_ex_flag_kept_at_chance": {expectimax_plies.TURN_CYCLE},
    # Named right when measured blind, with a hint to swap the labels everywhere: only one side's store is swapped
    # (table_flags.mirrored_store_hint).
    "w23_tt_03_min_node_bounds_mirrored": {table_names.SWAPPED_BOUNDS},
    "own_tt_max_store_mirrored": {table_names.SWAPPED_BOUNDS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
