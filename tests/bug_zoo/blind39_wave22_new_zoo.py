"""The new set's blind wave 22 (blind39: expectimax, retrograde, tables, iterative deepening; h40b's cases): the
students fixed here are copied verbatim into ``bug_zoo/blind39_wave22_new/`` with the wave's correct variants of
those checkers (each must pass), and, beside each, another shape of the same mistake written for the fix
(``own_*``). Measured blind first (blind39's REPORT.md), left open on main (``open_cases``); each class of miss
was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import anytime, report, retrograde_symmetry, table_window_models

HERE = Path(__file__).parent / "blind39_wave22_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("leaves positions out", told to find every position, which it does): the
    # table is keyed by game.canonical_key, one entry per symmetry class (retrograde_symmetry).
    "w22_r_02_canonical_keys": {retrograde_symmetry.SYMMETRY_KEYS},
    "own_r_symmetry_at_the_end": {retrograde_symmetry.SYMMETRY_KEYS},
    # Localised only when measured blind (a leaf scored -8 for 8): AIMA's player = game.to_move(state) at the root,
    # and MAX written "X" on trees whose players are MAX and MIN (named_player_models).
    "w22_ex_03_aima_root_player": {report.WRONG_PLAYER},
    "own_ex_player_passed_down": {report.WRONG_PLAYER},
    "w22_ex_07_hardcoded_x": {report.PLAYER_NAMES},
    "own_ex_max_constant": {report.PLAYER_NAMES},
    "own_ex_utility_for_x": {report.PLAYER_NAMES},
    # Localised only when measured blind: an aspiration window from depth 3 on, never searched again (the models
    # had it from depth 2 only; anytime_aspiration).
    "w22_id_02_aspiration_no_research": {anytime.NO_RESEARCH},
    "own_id_window_from_depth_three": {anytime.NO_RESEARCH},
    # Localised only when measured blind: X's window handed to the negamax core for O unturned (table_window_models).
    "w22_tt_04_negamax_window_not_flipped": {table_window_models.WINDOW_NOT_TURNED},
    "own_tt_mover_core_same_window": {table_window_models.WINDOW_NOT_TURNED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
