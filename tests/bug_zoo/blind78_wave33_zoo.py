"""Wave 33's first set (blind75), the students fixed by w77a: copied verbatim into
``bug_zoo/blind78_wave33/`` (each stating its checker and truth in its docstring), with another shape of
each mistake of our own (``*_w77a_*``) and the wave's correct variants of the checkers touched (each must
pass). Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.limit_in_loop import LIMIT_IN_LOOP

HERE = Path(__file__).parent / "blind78_wave33"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Localised under the symptom "returns a value outside the game's utilities" when measured blind: the
    # depth test sits inside the loop and returns the running best (its -inf/+inf start) before any child
    # is searched. Named on the student's own lines now (limit_in_loop), the symptoms dropped.
    "dl_03_limit_returns_v": {LIMIT_IN_LOOP},
    "dl_w77a_limit_in_loop_one_function": {LIMIT_IN_LOOP},
    "id_w77a_limit_in_loop": {LIMIT_IN_LOOP},  # the same slip under an iterative deepening
    # Named right but half told when measured blind: `depth == 0 or valid_alignment()` evaluates a won game,
    # and a full board without a line is not finished (its empty loop gives -inf/+inf), which no graded case
    # showed. A full draw one ply below the root is graded now, and the draw's half is told as its own problem.
    "dl_02_alignment_only": {report.WRONG_DRAW, report.EVALUATES_TERMINAL},
    "dl_w77a_wins_evaluated_helpers": {report.WRONG_DRAW, report.EVALUATES_TERMINAL},
    "dl_w77a_wins_only_then_depth": {report.WRONG_DRAW},
    # The same draw in negamax, whose catalogue had no model of a draw: localised only before.
    "ng_w77a_wins_only": {report.WRONG_DRAW},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
