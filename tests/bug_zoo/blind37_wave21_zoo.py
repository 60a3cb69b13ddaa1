"""The new set's blind wave 21 (blind37: expectimax, retrograde, tables, backpropagation, iterative deepening; g21b's cases): the students fixed here
are copied verbatim into ``bug_zoo/blind37_wave21/`` with the wave's correct variants of those
checkers (each must pass), and, beside each, another shape of the same mistake written for the fix
(``own_*``). Measured blind first on main at e057f73 (blind37's REPORT.md); each class of miss was
then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import (
    anytime_options,
    backpropagation,
    expectimax,
    report,
    retrograde_names,
    table_names,
)

HERE = Path(__file__).parent / "blind37_wave21"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Told "crashes — it never stopped" when measured blind: a GamesmanMPI tree walk that finishes in
    # 3 s, past the watch's cap; a second, longer run now checks its table (slow_runs): draws as losses.
    "r_01_gamesman_tie_as_loss": {retrograde_names.DRAW_AS_LOSS},
    "own_r_slow_tree_draw_loss": {retrograde_names.DRAW_AS_LOSS},
    # Told "crashes", then "prunes at chance nodes" (with a hint to visit every outcome, which it does):
    # aima-python's res_state = game.outcome(res_state, chance), read from the code (chained_children).
    "ex_08_aima_chained_outcome": {expectimax.CHAINS_OUTCOMES},
    "own_ex_chained_moves_inline": {expectimax.CHAINS_OUTCOMES},
    # Explained as taking the min at chance nodes, which it never does: every node takes the max. Chance
    # read as MIN's nodes is no longer paired with a rule that changes MIN's (Mistake.excludes_knobs).
    "ex_04_depth_parity": {report.NOT_ALTERNATING, expectimax.MAX_AT_CHANCE},
    "own_ex_max_everywhere": {report.NOT_ALTERNATING, expectimax.MAX_AT_CHANCE},
    # Localised only when measured blind: an is_maximizing flag that alternates max and a plain average
    # (expectimax_plies: a rule handed down the recursion, a model of its own beside the depth parity).
    "ex_03_flag_alternates": {expectimax.TURN_CYCLE},
    "own_ex_flag_max_or_mean": {expectimax.TURN_CYCLE},
    # Told "takes a bound for an exact value": its CacheEntry's max/min flags are set the wrong way round
    # where stored (by its own read, max raises alpha), read from the code (table_flags). No depth kept either.
    "tt_02_cache_entry_flags": {table_names.SWAPPED_BOUNDS, table_names.LESS_DEEP},
    "own_tt_flag_attributes_swapped": {table_names.SWAPPED_BOUNDS},
    # Localised only when measured blind: the side credited from the depth (player = 1 - parent's, X's at the
    # root), the root credited nothing on a win; a model of its own now.
    "bp_03_player_by_depth": {backpropagation.WRONG_SIDE},
    "own_bp_side_from_index": {backpropagation.WRONG_SIDE},
    # Localised only when measured blind: notebook 11's alphabeta(..., quick_wins=True) copied into the loop.
    "id_05_quick_wins": {anytime_options.SCORES_QUICK_WINS},
    "own_id_options_dict": {anytime_options.SCORES_QUICK_WINS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
