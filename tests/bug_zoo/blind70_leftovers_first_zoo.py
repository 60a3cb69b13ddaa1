"""The leftovers of the first set's blind wave 31 (blind64) fixed after it (fixer s68a): the students copied verbatim
into ``bug_zoo/blind70_leftovers_first/`` with the wave's correct variants of those checkers (each must pass), and,
beside each, other shapes of the same mistake written for the fix (``own_*``).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.report import CHAINS_MOVES
from ttt_lab.exercises.win_last_mover import LAST_MOVER_ONLY, TO_MOVE_ONLY

HERE = Path(__file__).parent / "blind70_leftovers_first"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind (passed): it tests only the side the count of stones says moved last, right on every
    # board of play, and every graded win was one. The graded boards now hold lines of the other side
    # (win_last_mover.other_side_wins), and the model of one side picked by the count names it.
    "w31_win_02_last_mover_only": {LAST_MOVER_ONLY},
    "own_win_count_picks_player": {LAST_MOVER_ONLY},
    "own_win_side_to_move": {TO_MOVE_ONLY},
    # Wave 31's ng_05 (moves played on top of each other) was read from the code in negamax only; minimax, depth-limited
    # minimax and alpha-beta told its symptoms ("keeps searching after a win", "crashes", "tries only the first move").
    # Hooked in all three now (chained_children.name_chained_search), and a make without its unmake on a list board
    # is read too (chained_children.written_in_place).
    "own_mm_state_overwritten_max_min": {CHAINS_MOVES},
    "own_dl_position_carried_flag": {CHAINS_MOVES},
    "own_ab_list_board_no_undo": {CHAINS_MOVES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
