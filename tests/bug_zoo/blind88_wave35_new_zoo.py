"""The new set's blind wave 35 (blind85), z87b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind88_wave35_new/`` (``w35_*``), and, beside each, other shapes of the same mistake written for the
fix (``own_*``), with the wave's correct variants (all fifteen: the fix reads every checker's code) and correct
code of z87b's that uses ``|`` or ``&`` rightly (``own_ok_*``; each must pass). Measured blind first (blind85's
REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import bitwise_joins, expectimax_plies, retrograde_found_order

HERE = Path(__file__).parent / "blind88_wave35_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "ignores the depth limit" when measured blind (the effect), with a hint to pass each iteration's depth
    # down, which the code does: `len(children) == 0 | depth == 0` is read as `len(children) == (0 | depth) == 0`.
    # A test joined with | or & is read from the code in every checker (bitwise_joins) and named on its line.
    "w35_id_02_precedence_cutoff": {bitwise_joins.BITWISE_JOIN},
    "own_dl_depth_or_finished": {bitwise_joins.BITWISE_JOIN},
    "own_q_quiet_and_no_threats": {bitwise_joins.BITWISE_JOIN},
    "own_wt_cells_joined_with_and": {bitwise_joins.BITWISE_JOIN},
    # Named "calls undecided positions draws" when measured blind (counted named: the order was in the explanation):
    # one pass over the reverse of a depth-first discovery order. The pass is read from the code and named first.
    "w35_rg_02_single_sweep": {retrograde_found_order.ONE_PASS_FOUND_ORDER},
    "own_rg_recursive_search_one_pass": {retrograde_found_order.ONE_PASS_FOUND_ORDER},
    # Named rightly when measured blind, but in a flag's words ("a flag it flips"): the code negates the sum of a
    # chance node's outcomes and flips its sign for them. The words are the code's now (expectimax_negamax_words).
    "w35_ex_04_negamax_chance_flip": {expectimax_plies.SAME_PLAYER_AFTER_CHANCE},
    "own_ex_negated_list_of_outcomes": {expectimax_plies.SAME_PLAYER_AFTER_CHANCE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
