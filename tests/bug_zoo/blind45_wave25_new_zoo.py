"""The new set's blind wave 25 (blind45: backpropagation, expectimax, quiescence, retrograde, tables, UCB1;
j44b's cases): the students fixed here are copied verbatim into ``bug_zoo/blind45_wave25_new/`` with the wave's
correct variants of those checkers (each must pass), and, beside each, another shape of the same mistake written
for the fix (``own_*``). Measured blind first (blind45's REPORT.md), left open on main (``open_cases``); each class
of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import (
    backpropagation_decay,
    backpropagation_draws,
    expectimax_weights,
    mcts,
    own_depth_models,
    retrograde_names,
    table_entries,
)

HERE = Path(__file__).parent / "blind45_wave25_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("does not answer from an exact entry", said to hold the exact value): a
    # two-sided fail-hard search returning alpha or beta by side stores alpha at every node, -inf where MIN moves.
    # An entry of -inf was not seen as holding the second answer (inf - inf is not a number), and code returning its
    # exact entry at once refutes the old name (entry_returns).
    "w25_t_06_flag_from_alpha_at_min": {table_entries.STORES_OTHER_VALUE},
    "own_tt_alpha_stored_returns_by_side": {table_entries.STORES_OTHER_VALUE},
    # Localised only when measured blind: 1 + visits in both terms of UCB1, the parent's visits as they are.
    "w25_ucb_03_plus_one_visits": {mcts.ADDS_ONE_CHILD},
    "own_ucb_visits_one_more": {mcts.ADDS_ONE_CHILD},
    # Localised only when measured blind: a draw credited as a whole win to a side chosen at random for each
    # playout; no one model reproduces a function whose answers change from run to run (backpropagation_draw_sides).
    "w25_bp_06_draw_random_winner": {backpropagation_draws.DRAW_AS_ONE_SIDES},
    "own_bp_coin_flip_draw": {backpropagation_draws.DRAW_AS_ONE_SIDES},
    # Localised only when measured blind: the credit shrinks at each level up the path, 0.0001 taken off (a
    # constant per level, read off the counts) or, in the own shape, a factor 0.9 (backpropagation_decay).
    "w25_bp_05_decaying_credit": {backpropagation_decay.DECAYING_CREDIT},
    "own_bp_discounted_reward": {backpropagation_decay.DECAYING_CREDIT},
    # Localised only when measured blind: an outcome's probability applied twice, a path's probability carried
    # down into the leaves (2048-ai's cprob), or p × a helper's p × value (expectimax_weights).
    "w25_ex_05_cprob_weighting": {expectimax_weights.WEIGHS_TWICE},
    "own_ex_weighted_helper_weighted_again": {expectimax_weights.WEIGHS_TWICE},
    # Named when measured blind, its words not the code's ("counted down", a `depth == 0` test): a CS188 agent's
    # self.depth, counted up after MAX's moves alone in a method; the words now follow the code (depth_counters,
    # asserted in tests/test_depth_counters.py).
    "w25_ex_04_depth_cutoff": {own_depth_models.OWN_DEPTH_LIMIT},
    # Named when measured blind, its hint not the code's ("decide from game.utility", which it calls): a "board
    # full: draw" test of its own runs before the game's; the hint now names the two tests (finished_first,
    # asserted in tests/test_finished_first.py).
    "w25_r_05_full_board_draw_first": {retrograde_names.FINISHED_WRONG},
    "own_r_full_board_counted_first": {retrograde_names.FINISHED_WRONG},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
