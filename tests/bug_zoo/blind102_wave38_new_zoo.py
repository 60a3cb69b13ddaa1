"""The new set's blind wave 38 (blind100), f99b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind102_wave38_new/`` (``w38_*``), and, beside each, other shapes of the same mistake written for the
fix (``own_*``), with the wave's correct variants (all ten; each must pass). Measured blind first (blind100's
REPORT.md, on main at 020bea0); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation_parents, expectimax_level_cycle, report, table_names

HERE = Path(__file__).parent / "blind102_wave38_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("credits the playout to the wrong side", hinting at the comparison the code
    # makes, then "skips the new node"): ported C++ that updates each node's parent with the node's own result, a
    # shift by one node. One model, named where the code adds to a node one step up (backpropagation_parents).
    "w38_bp_01_credits_parent": {backpropagation_parents.UPDATES_PARENT},
    "own_bp_range_updates_parent": {backpropagation_parents.UPDATES_PARENT},
    # Localised when measured blind ("returns a wrong value" at a chance root): the cycle of levels starts at MAX
    # whatever the root is, the kind handed as a string constant (turn="MAX", turn_prev="CHANCE"). The cycle's model
    # started at the side to move; one starting at MAX is told where the entry hands a constant kind and asks the
    # game nothing (expectimax_level_cycle.root_kind_fixed).
    "w38_ex_02_fixed_level_cycle": {expectimax_level_cycle.LEVEL_CYCLE},
    "own_ex_enum_default_cycle": {expectimax_level_cycle.LEVEL_CYCLE},
    # Named right when measured blind, but told it "takes the min everywhere" (it averages) with a second name,
    # "averages the opponent's values", that leaves MAX out: "X" maximises and every other player's node is averaged.
    # One model says so, refuted where the code writes no "X", takes a min, or never divides by its moves
    # (named_player_models.x_or_average).
    "w38_ex_03_named_players": {report.PLAYER_NAMES},
    "own_ex_x_max_rest_mean": {report.PLAYER_NAMES},
    # Named right when measured blind with the general hints; the store's slip is now quoted (table_store_slips): the
    # strict kind tests that store a fail-hard clamp as exact, and the ply from the root stored as the entry's depth.
    "w38_tt_01_strict_bounds": {report.BOUND_AS_EXACT},
    "own_tt_strict_flag_negamax": {report.BOUND_AS_EXACT},
    "w38_tt_09_ply_instead_of_depth": {table_names.LESS_DEEP},
    "own_tt_level_saved": {table_names.LESS_DEEP},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
