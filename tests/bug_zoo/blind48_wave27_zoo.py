"""The first set's blind wave 27 (blind48: alpha-beta, evaluation, win test), the students fixed by l48a: copied
verbatim into ``bug_zoo/blind48_wave27/`` (each stating its checker and truth in its docstring), with another shape
of each mistake of our own (``own_*``) and the wave's correct variants of those checkers (each must pass). Measured
blind first (blind48's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.evaluation_values import CONSTANT_VALUE
from ttt_lab.exercises.own_depth_models import OWN_DEPTH_LIMIT

HERE = Path(__file__).parent / "blind48_wave27"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind (a tutorial's depth=5 kept, 0 for a position still going): every graded board and
    # tree ended within five plies. A tree six plies deep is graded now, and minimax's catalogue holds the fixed
    # depth of the student's own (own_depth_models), as negamax's and expectimax's did.
    "ab_03_depth_five": {OWN_DEPTH_LIMIT},
    "own_ab_depth_default": {OWN_DEPTH_LIMIT},
    # Named wrongly when measured blind (its hint: an empty cell from game.stone_at is None, but the code reads
    # game.board_text): a word no position holds ("free", "empty") tested or counted is the test that never
    # holds (hint_checks.foreign_word), and the fallback hint tells the empty cell of what the code reads;
    # asserted in tests/test_blind48_wave27.py.
    "ev_04_free_marker": {CONSTANT_VALUE},
    "own_ev_empty_word": {CONSTANT_VALUE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
