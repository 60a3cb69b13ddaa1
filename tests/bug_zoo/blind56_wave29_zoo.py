"""The first set's blind wave 29 (blind54: minimax, alpha-beta, win test): the students named wrongly there and fixed
here are copied verbatim into ``bug_zoo/blind56_wave29/`` with the wave's correct variants of those checkers (each
must pass), and, beside each, another shape of the same mistake written for the fix (``own_*``). Measured blind first
(blind54's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.report import CHILD_MOVE

HERE = Path(__file__).parent / "blind56_wave29"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("returns the right value with a wrong move", hinted to update the value and
    # the move in one if, which the code does): `value, reply = search(child)` then `best_value, best_move = value,
    # reply`, the child's own move kept. The source says so (scope_models.child_move_kept).
    "w29_mm_06_grandchild_move": {CHILD_MOVE},
    "own_mm_keeps_childs_reply": {CHILD_MOVE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
