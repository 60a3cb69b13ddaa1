"""The first set's blind wave 26 (blind46: minimax, negamax, alpha-beta, depth-limited, evaluation), the students
fixed by k46a: copied verbatim into ``bug_zoo/blind46_wave26/`` (each stating its checker and truth in its
docstring), with another shape of each mistake of our own (``own_*``) and the wave's correct variants of those
checkers (each must pass). Measured blind first (blind46's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report

HERE = Path(__file__).parent / "blind46_wave26"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("keeps visiting children after a cutoff", told to stop at once, which it
    # does): the moves are tried centre, corners, edges. Its leaves on the boards are alpha-beta's under its own
    # order of the children (move_order_leaves, the order read off the calls of game.result).
    "ab_05_centre_first_order": {report.WRONG_ORDER},
    "own_ab_centre_then_rest": {report.WRONG_ORDER},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
