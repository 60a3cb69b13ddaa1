"""The new set's blind wave 34 (blind81), x81b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind83_wave34_new/`` (``w34_*``), and, beside each, another shape of the same mistake written for the
fix (``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind81's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation, retrograde_views, table_entries

HERE = Path(__file__).parent / "blind83_wave34_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "scores finished games wrongly" when measured blind, with a hint asking for game.utility(state,
    # game.players[0]), the call the code makes: finished games seeded for the first player, the sweep kept for the
    # side to move and converted at the end. A model of the two views (retrograde_views) reproduces the table.
    "w34_rg_05_mixed_views": {retrograde_views.MIXED_VIEWS},
    "own_rg_queue_mover_sweep_first_seeds": {retrograde_views.MIXED_VIEWS},
    # Named "stores a value other than the one it returns" when measured blind: negamax stores the node's value as it
    # returns it (the side to move's), and an exact hit returns `color * v`, as if the table held X's. The entry
    # holds the first answer negated and the code's exact read turns a sign: the read is named, quoted.
    "w34_tt_03_negamax_sign_in_table": {table_entries.ENTRY_OTHER_VIEW},
    "own_tt_negamax_read_for_first": {table_entries.ENTRY_OTHER_VIEW},
    # Named "forgets draws" when measured blind, explained as "adds a draw's half win to the last node of the path
    # alone" (the += 0.5 dedented after the loop): it does credit draws. The models that give the half win to one
    # node (the last, the root) carry a name of their own.
    "w34_bp_05_draw_after_loop": {backpropagation.DRAW_TO_ONE_NODE},
    "own_bp_draw_to_first_node": {backpropagation.DRAW_TO_ONE_NODE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
