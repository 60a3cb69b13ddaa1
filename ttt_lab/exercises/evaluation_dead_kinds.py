"""One side's blocked lines counted, on some kinds of line only: X's rows and columns counted whatever O has there.

An evaluation whose open-line test for one side holds on rows and columns whatever the other side has there (``if
"O" not in stones or straight:``, a test written for the diagonals and widened by an ``or``) counts that side's dead
rows and columns and its open diagonals. Counted for both sides, dead lines rank boards wrongly and are named
(``board_models``' ``dead`` knob); counted for one side on some kinds of line only, every ranking still comes out as
some weighting of open lines would give it, and the evaluation passed (the lead's reproduction, wave 28).
:data:`DEAD_KIND_MISTAKES` models it: the knob ``dead_in`` limits ``dead`` to those kinds of line
(:func:`dead_here`), for each side and each pair of kinds a loop tells apart (straight lines, diagonals).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import COUNTS_DEAD_LINES

_KINDS = {(0, 1): "row", (1, 0): "column", (1, 1): "diagonal", (1, -1): "anti-diagonal"}


def dead_here(line: Sequence[tuple[int, int]], knobs: dict[str, Any]) -> bool:
    """Whether the knob ``dead`` applies on ``line``: everywhere, or only on the kinds of line in ``dead_in``."""
    kinds = knobs.get("dead_in")
    if kinds is None or len(line) < 2:
        return True
    step = (line[1][0] - line[0][0], line[1][1] - line[0][1])
    return _KINDS.get(step) in kinds


def _mistake(side: str, other: str, kinds: tuple[str, ...], words: str, rest: str) -> Mistake:
    return Mistake(
        COUNTS_DEAD_LINES,
        f"counts {side}'s stones in every one of its {words}, also those {other} has a stone in (lines nobody can"
        f" complete), while its {rest} and all of {other}'s lines are counted only where they are open: the test that a"
        f" line is open to {side} is skipped on the {words} (an `or` that lets them through)",
        f"Count a line for {side} only where it holds no {other}, on every kind of line alike: `if '{other}' not in"
        f" stones and '{side}' in stones`, with nothing else in that test.",
        knobs=(("dead", side), ("dead_in", kinds)))


DEAD_KIND_MISTAKES = [
    _mistake(side, other, kinds, words, rest)
    for side, other in (("X", "O"), ("O", "X"))
    for kinds, words, rest in ((("row", "column"), "rows and columns", "diagonals"),
                               (("diagonal", "anti-diagonal"), "diagonals", "rows and columns"))
]
"""The one-sided dead lines of some kinds only, for the evaluation's catalogue (after ``board_models``' own)."""
