"""The new set's blind wave 32 (blind69), t72b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind73_wave32_new/`` (``w32_*``), and, beside each, another shape of the same mistake written for the
fix (``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind69's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import anytime_lags, backpropagation, report

HERE = Path(__file__).parent / "blind73_wave32_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Passed when measured blind: FIRST = "X" is right on every graded game, all of them X and O's. The checker
    # now also grades a small game whose players are called otherwise (retrograde_players), and names the
    # player's name written into the code.
    "w32_rg_05_first_is_x": {report.PLAYER_NAMES},
    "own_rg_mover_compared_with_x": {report.PLAYER_NAMES},
    # Named "depth off by one" (hint: pass depth=d, not d - 1) with a stale move when measured blind: the values
    # lag one iteration behind the moves (appended before best_value is updated, the first the root's evaluation),
    # and the code passes depth=d. The lag is a model now (anytime_lags), and the off-by-one depths are refuted
    # where the loop hands range(1, ...)'s depth to the search unchanged.
    "w32_id_03_value_one_behind": {anytime_lags.STALE_VALUE},
    "own_id_value_after_append_while": {anytime_lags.STALE_VALUE},
    "own_id_zero_value_appended_first": {anytime_lags.STALE_VALUE},
    # Named rightly ("credits the playout to the wrong side") when measured blind, but with the vetted words "your
    # code turns no reward", of code that adds 1.0 - reward by the depth's parity. The flip is read off the code
    # and worded as anchored at the wrong level (backpropagation_parity); the "no flip" words need no flip at all.
    "w32_bp_04_flip_anchored_at_root": {backpropagation.WRONG_SIDE},
    "own_bp_parity_if_from_root": {backpropagation.WRONG_SIDE},
    # Localised at the right node only when measured blind (the leaf: visits 7 where 6): the new node's visit and
    # result counted before the loop and again in it. A knob of the backpropagation model now.
    "w32_bp_05_leaf_counted_twice": {backpropagation.LEAF_TWICE},
    "own_bp_leaf_again_after_loop": {backpropagation.LEAF_TWICE},
    # Localised at a finished game when measured blind (the function called there runs max_value over no moves, a
    # side effect): the rule at each node read off the depth's parity, chance and MIN nodes both averaged uniformly.
    # Modelled now (expectimax_plies), with the root's own max before the parity starts again at its children.
    "w32_ex_02_depth_parity": {report.TURN_BY_DEPTH},
    "own_ex_depth_even_max_else_mean": {report.TURN_BY_DEPTH},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
