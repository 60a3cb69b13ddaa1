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
from ttt_lab.exercises.win_partial_chains import PART_OF_LINE
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

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
    # Named wrongly when measured blind: "misses some lines", told that row 0 is read with (1, 1) for (0, 0),
    # a bent line the code never reads. The misread-line story is told only for cells the code reads together
    # now (win_partial_chains.group_of_code), and a test that compares only part of its line is named from the
    # code where it holds on every board got wrong without its cells being a line.
    "wt_01_and_precedence": {AND_PRECEDENCE},
    "wt_w77a_and_precedence_chain": {AND_PRECEDENCE},
    "wt_w77a_equal_pair_then_truth": {PART_OF_LINE},
    "wt_w77a_any_two_equal": {PART_OF_LINE},
    # Named by the generic "returns something other than 'X', 'O' or None" with a generic hint: the hint now
    # says to return the value None where the one odd answer is a string spelling nobody (asserted in tests).
    "wt_06_string_none": {report.NOT_A_PLAYER},
    "wt_w77a_draw_string": {report.NOT_A_PLAYER},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
