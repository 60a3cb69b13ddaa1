"""Wave 21's first set (blind36) and wave 20's (blind34), the students fixed by g21a: copied verbatim
into ``bug_zoo/wave21_first/`` (each stating its checker and truth in its docstring), with another
shape of each mistake of our own (``*_g21a_*``) and the wave's correct variants of those checkers
(each must pass). Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report

HERE = Path(__file__).parent / "wave21_first"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind: the cutoff's break leaves only the inner of two loops (rows, then
    # cells), which no textbook tree (one "row" of moves) shows; boards that cut with rows left do.
    "ab_05_row_break": {report.KEEPS_VISITING},
    "ab_g21a_rows_dict": {report.KEEPS_VISITING},
    # Passed with a note when measured blind: the pruned inner node G named in place of its leaves,
    # which the notebook asks for ("name every leaf below a pruned node").
    "quiz_05_node_label": {"names an inner node, not a leaf"},
    "quiz_g21a_move_into_node": {"names an inner node, not a leaf"},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
