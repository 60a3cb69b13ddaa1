"""The leftovers of the first set's blind wave 31 (blind64) fixed after it (fixer s68a): the students copied verbatim
into ``bug_zoo/blind70_leftovers_first/`` with the wave's correct variants of those checkers (each must pass), and,
beside each, other shapes of the same mistake written for the fix (``own_*``).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
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
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
