"""The first set's blind wave 30 (blind58: minimax, alpha-beta, depth-limited minimax, evaluation): the students
missed, named wrongly or only localised there and fixed here are copied verbatim into ``bug_zoo/blind62_wave30/``
with the wave's correct variants of those checkers (each must pass), and, beside each, another shape of the same
mistake written for the fix (``own_*``). Measured blind first (blind58's REPORT.md); each class of miss was then
generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.child_call_models import DEPTH_KEPT
from ttt_lab.exercises.evaluation_cell_weights import SCORES_CELL_WEIGHTS
from ttt_lab.exercises.report import (
    BOUND_AS_EXACT,
    COUNTS_DEAD_LINES,
    REMEMBERS_OTHER_DEPTHS,
    WRONG_MOVE,
    WRONG_PLAYER,
    WRONG_START,
)

HERE = Path(__file__).parent / "blind62_wave30"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind: a table that labels an entry a bound only where the node cut, so a fail-low node's
    # value is stored as exact; right on every 3x3 position, wrong on a 4x3 k=3 board, graded now
    # (memo_bound_models).
    "w30_ab_01_tt_faillow_exact": {BOUND_AS_EXACT},
    "own_ab_flag_set_at_break": {BOUND_AS_EXACT},
    # Missed when measured blind: values cached per game object (id(game)) without the depth, the cache outliving
    # the call; every graded case has a game of its own, so one game is asked again at other depths now
    # (depth_reuse).
    "w30_dl_05_values_cached_on_nodes": {REMEMBERS_OTHER_DEPTHS},
    "own_dl_memo_on_game": {REMEMBERS_OTHER_DEPTHS},
    # Named wrongly when measured blind: the name (a wrong move with the right value) stays, but the hint told them
    # to update the value and the move in one if, which mm_01 does and mm_03 has no if for. The move models name the
    # cause now (test_wave30_models asserts the words): a later move kept on a tie with a fail-hard child's bound
    # (alphabeta_moves.tie_on_bound, a finished child no longer clamped), the move scored with the mover's own
    # search (move_helper_models.mover_again).
    "w30_mm_01_failhard_root_ties": {WRONG_MOVE},
    "own_mm_window_root_ties": {WRONG_MOVE},
    "w30_mm_03_cs50_move_wrong_helper": {WRONG_MOVE},
    "own_mm_key_keeps_own_turn": {WRONG_MOVE},
    # Localised when measured blind ("returns a value outside the game's utilities"): the root's own loop started
    # at 0 over right helpers (root_start_models).
    "w30_mm_05_root_best_score_zero": {WRONG_START},
    "own_mm_root_starts_at_draw": {WRONG_START},
    # Named when measured blind; the words were wrong (test_wave30_models asserts them): the cell-weight table was
    # described with numbers that were not the student's (now by its order, centre above corners above edges), and
    # the hint's "depth - 1 there too" alone would leave the lowering helper with no test of the depth (now said).
    "w30_ev_03_agent_default_o": {WRONG_PLAYER, COUNTS_DEAD_LINES},
    "own_ev_weights_five_three_one": {SCORES_CELL_WEIGHTS},  # no line read (wave 38's ev_04)
    "w30_dl_03_depth_counts_rounds": {DEPTH_KEPT},
    "own_dl_rounds_two_helpers": {DEPTH_KEPT},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
