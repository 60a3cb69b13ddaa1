"""The new set's blind wave 30 (blind59), q62b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind63_wave30_new/``, and, beside each, another shape of the same mistake written for the fix
(``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind59's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import backpropagation_shifts, expectimax_plies, report, retrograde_names, table_stale_bounds

HERE = Path(__file__).parent / "blind63_wave30_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind: Plaat's AlphaBetaWithMemory with one depth for both bounds, overwritten by the
    # last store, so a shallower search's bound claims a deeper search's depth. Only a shallower search, a deeper
    # one that fails high or low (one bound stored), then the deeper one again shows it (table_stale_bounds).
    "w30_tt_03_one_depth_two_bounds": {table_stale_bounds.STALE_BOUND},
    "own_tt_bounds_depth_apart": {table_stale_bounds.STALE_BOUND},
    "own_tt_bounds_merged_over_depths": {table_stale_bounds.STALE_BOUND},
    # Named "takes a bound for an exact value" when measured blind, with the general hint (store the kind, read it by
    # kind): entries keep their window, and `entry.alpha >= alpha and entry.beta <= beta` reuses one whose window lies
    # inside the current one, the wrong way round. The test is read off the code and told, with the right one
    # (table_windows_kept); own_tt_window_dict_contains is the same code the right way round, and passes.
    "w30_tt_02_window_inside": {report.BOUND_AS_EXACT},
    "own_tt_window_dict_inside": {report.BOUND_AS_EXACT},
    # Named "declares a loss when one move loses" when measured blind: the code declares a loss when every move known
    # SO FAR loses (all() over a list filtered to the valued moves, no count). Read off the code, a decision before
    # every move is known, told with its two lines (retrograde_known_moves).
    "w30_rg_01_loss_on_known": {retrograde_names.DECIDES_EARLY},
    "own_rg_loss_from_valued_children": {retrograde_names.DECIDES_EARLY},
    # Named rightly when measured blind, but in words about "a flag it flips" that picks max or min: the code is
    # negamax, a minus and a `color` flipped at every call, a roll's outcomes included. Worded from the code's own call
    # and sign (expectimax_negamax_words), the fix asked of the game (dropping the minus alone assumes alternation).
    "w30_ex_05_negamax_chance_flip": {expectimax_plies.SAME_PLAYER_AFTER_CHANCE},
    "own_ex_negamax_loop_flips_at_roll": {expectimax_plies.SAME_PLAYER_AFTER_CHANCE},
    # Localised only when measured blind (the root, "returns a wrong value"): every credit off by 0.0001 (a win
    # 0.9999, a draw 0.4999, a loss 0.0001). Each amount alone is a known slip, but no one-amount model fits all;
    # the three read off the counts, all off by one constant, make one model (backpropagation_shifts).
    "w30_bp_06_aggro_decay": {backpropagation_shifts.CREDITS_SHIFTED},
    "own_bp_bonus_on_every_credit": {backpropagation_shifts.CREDITS_SHIFTED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
