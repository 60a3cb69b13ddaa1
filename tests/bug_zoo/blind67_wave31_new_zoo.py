"""The new set's blind wave 31 (blind65), r66b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind67_wave31_new/``, and, beside each, another shape of the same mistake written for the fix
(``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind65's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation, backpropagation_decay, expectimax_samples, retrograde_names

HERE = Path(__file__).parent / "blind67_wave31_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "prunes at chance nodes" when measured blind, with a hint about stopping early on the values seen: the
    # code never tests a value, it averages a random sample of the outcomes (random.choices). The draw is read off
    # the code and named with its call (expectimax_samples).
    "w31_ex_05_catan_sampled_dice": {expectimax_samples.SAMPLES_CHANCE},
    "own_ex_sample_without_weights": {expectimax_samples.SAMPLES_CHANCE},
    # Named "decides a position before all its moves are known" when measured blind: no "already decided" guard, so
    # a won position is overwritten when its last move is counted. The loop `for parent in preds[key]` was not read
    # as a loop over the parents (its list is named preds); now it is, and the overwrite is named.
    "w31_rg_02_no_solved_guard": {retrograde_names.DECIDED_AGAIN},
    "own_rg_win_continues_no_guard": {retrograde_names.DECIDED_AGAIN},
    # Localised only when measured blind (the root, "returns a wrong value"): the player read once before the loop
    # (the side to move at the root), so every node is credited with that side's result. A model of the catalogue now.
    "w31_bp_02_root_player_everywhere": {backpropagation.ONE_SIDES_RESULT},
    "own_bp_reward_of_searcher": {backpropagation.ONE_SIDES_RESULT},
    # Localised only when measured blind (node 1, "returns a wrong value"): a ±1 value carried up the path and shrunk
    # toward 0 by 0.0001 at each level, so a loser's node gains 0.0001 and a draw swings; neither the shrinking credit
    # nor the shifted credits reproduce it. The step is read off the counts (backpropagation_carried).
    "w31_bp_05_aggro_discount": {backpropagation_decay.DECAYING_CREDIT},
    "own_bp_loop_shrinks_value": {backpropagation_decay.DECAYING_CREDIT},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
