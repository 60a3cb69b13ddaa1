"""The new set's blind wave 20 (blind35: iterative deepening, backpropagation, expectimax; g21b's cases): the students fixed here are
copied verbatim into ``bug_zoo/blind35_wave20/`` with the wave's correct variants of those checkers
(each must pass), and, beside each, another shape of the same mistake written for the fix (``own_*``).
Measured blind first on main at e057f73 (blind35's REPORT.md); each class of miss was then
generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import anytime, expectimax, mcts_amounts

HERE = Path(__file__).parent / "blind35_wave20"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named rightly when measured blind, but explained by range(2, max_depth - 1), a loop it does not have
    # (range(2, max_depth, 2) agrees at max_depth 4): the words now follow the code's loop (anytime_ranges).
    "id_06_even_depths_stop_on_win": {anytime.NOT_ONE_PER_DEPTH},
    "own_id_half_depth_start": {anytime.NOT_ONE_PER_DEPTH},
    # Localised only when measured blind (every node wrong, the root shown): wins += (reward - wins) / visits.
    "bp_05_running_mean": {mcts_amounts.RUNNING_MEAN},
    "own_bp_weighted_average": {mcts_amounts.RUNNING_MEAN},
    # Named rightly when measured blind, then only localised on main once the expectimax cases grew from 14 to
    # 16: `not is_max` handed to a chance node's outcomes too, a model of its own now (expectimax_plies).
    "ex_02_flag_flips_at_chance": {expectimax.SAME_PLAYER_AFTER_CHANCE},
    "own_ex_default_flag_flipped": {expectimax.SAME_PLAYER_AFTER_CHANCE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
