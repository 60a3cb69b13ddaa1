"""Wave 35's first set (blind84), the students fixed by z87a: copied verbatim into
``bug_zoo/blind87_wave35/`` (each stating its checker and truth in its docstring), with other shapes of each
mistake of our own (``*_z87a_*``) and the wave's correct variants of the checkers touched (each must pass).
Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.board_models import ONE_PLAYER
from ttt_lab.exercises.lost_or_drawn_leaves import LOSS_OR_DRAW_ONLY, MAX_WON_OR_LOST

HERE = Path(__file__).parent / "blind87_wave35"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "misses some lines" with a hint about a return inside the loop, which the
    # code does not have. Its `last = "X" if xs >= os else "O"` is X on every board a game reaches: only X's lines
    # are tested. Named by that model now, quoting the line (win_fixed_side).
    "wt_04_gelileo_last_mover_ge": {ONE_PLAYER},
    "wt_z87a_fewer_o_picks_x": {ONE_PLAYER},
    "wt_z87a_helper_called_for_x": {ONE_PLAYER},
    # Named right ("returns the right value with a wrong move") when measured blind, but with the hint "update both,
    # best_value and best_move, in the same if", which its root loop does (`best_score, best_move = score, action`).
    # Its root move is MAX's choice run at a MIN root: told so now, the hint quoting its root loop (root_side_moves),
    # and the generic hint's vetter reads only functions that return a move (hint_checks_search.move_kept_with_value).
    "mm_01_root_argmax_for_min": {report.WRONG_MOVE},
    "mm_z87a_flag_root_as_min": {report.WRONG_MOVE},
    "mm_z87a_root_gt_for_both": {report.WRONG_MOVE},
    # Localised only ("returns a wrong value") when measured blind: a finished game tested only as lost (-1) or drawn
    # (0) for the side to move, its win falling through to the loop (-inf). Named now (lost_or_drawn_leaves).
    "nm_01_kenty_lose_or_draw": {LOSS_OR_DRAW_ONLY},
    "nm_z87a_nested_lost_or_drawn": {LOSS_OR_DRAW_ONLY},
    "mm_z87a_max_won_else_minus_one": {MAX_WON_OR_LOST},  # the same class in minimax: a draw -1, a win's size unread
    # Named right when measured blind ("depth off by one"), its hint the rule of a depth counted down; it counts plies
    # up (the root's children 0, the cut `depth >= d`): the hint names its counter now (ply_counters).
    "dl_06_loa_cutoff_ge_counter": {report.DEPTH_OFF_BY_ONE},
    # Named when measured blind ("crashes", its line quoted); the hint now says why the divisor is 0 there: every
    # board it crashed on is full, or finished (evaluation_crashes).
    "ev_04_divide_by_empty": {report.CRASHES, report.OUTRANKS_WIN},
    "ev_z87a_divide_by_moves_left": {report.CRASHES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
