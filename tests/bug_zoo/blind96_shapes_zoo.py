"""Shapes the engine did not read yet (c94c, after wave 36): each mistake written by hand as students write it, in
``bug_zoo/blind96_shapes/`` (``s<shape>_*``), beside the correct variants near each shape (each must pass). Measured
on main first; each miss was then generalised into a rule of the engine with a source gate.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import bitwise_joins, expectimax_level_cycle, move_best_unset

HERE = Path(__file__).parent / "blind96_shapes"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Shape 1, `|` / `&` joining tests where an operand is no plain comparison. `not moves | depth == 0` crashed
    # ("crashes", TypeError on list | int) and `terminal_test(game, state) | depth == 0` was named "ignores terminal
    # states" (its hint asks for the test the code makes). A `not` over a comparison of a `|` / `&` operation, and a
    # question word inside a name (AIMA's terminal_test), are read now (bitwise_joins).
    "s1_own_dl_not_moves_or_depth": {bitwise_joins.BITWISE_JOIN},
    "s1_own_dl_terminal_test_or_depth": {bitwise_joins.BITWISE_JOIN},
    "s1_own_dl_len_and_depth": {bitwise_joins.BITWISE_JOIN},  # a chain: named on main already
    # Shape 2, expectimax's fixed cycle of levels spelled as an Enum, as flags, or as a ply counter read round a
    # table of names: all three localised on main ("returns a wrong value" at a chance root), the model refuted by
    # a gate that knew only strings and `% 4`. The gate reads those spellings now (expectimax_level_cycle).
    "s2_own_ex_enum_cycle": {expectimax_level_cycle.LEVEL_CYCLE},
    "s2_own_ex_bool_flags": {expectimax_level_cycle.LEVEL_CYCLE},
    "s2_own_ex_depth_names": {expectimax_level_cycle.LEVEL_CYCLE},
    # Shape 3, a bound reset at a node's start in a search nested inside the student's function, or through a
    # helper. Nested: named "does not pass alpha and beta" / "uses only the parent's bound" on main (the calls of a
    # search nested in the wrapper were read as the root's, so the window was not seen passed). Through a helper
    # (`alpha, beta = full_window()`): "never prunes", with three causes to look for. Both read now (window_resets):
    # a nested search's own calls, a helper returning a fixed pair, and MIN's half after MAX's `if ...: return`.
    "s3_own_ab_nested_min_resets_beta": {"sets beta back to +inf at the start of MIN nodes"},
    "s3_own_ab_nested_negamax_alpha_reset": {"sets alpha back to -inf at the start of every node"},
    "s3_own_ab_window_from_helper": {"sets alpha and beta back to -inf and +inf at the start of every node"},
    # Shape 4, a root loop testing `if min_value(child) > best:` that never assigns best (an if, or a ternary
    # `best_move = move if ... > best else best_move`): the plain "returns the right value with a wrong move" on
    # main ("keeps the last move it tried", hint "update both in the same if"). The test and the best it never
    # updates are read and quoted where every wrong move is the node's last (move_best_unset).
    "s4_own_mm_best_never_updated": {move_best_unset.BEST_NEVER_UPDATED},
    "s4_own_mm_ternary_move_only": {move_best_unset.BEST_NEVER_UPDATED},
    # Passed on main (no root of its trees dips and rises again); a root [9, -7, 4] joins check_minimax's cases, and
    # `best = value` at every move, after the test, is read and told.
    "s4_own_mm_compares_previous_child": {move_best_unset.PREVIOUS_CHILD},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
