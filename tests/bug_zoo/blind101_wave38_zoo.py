"""Wave 38's first set (blind99), the students fixed by f99a: copied verbatim into
``bug_zoo/blind101_wave38/`` (each stating its checker and truth in its docstring), with other shapes of each
mistake of our own (``*_f99a_*``) and the wave's correct variants of the checkers touched (each must pass).
Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.evaluation_cell_weights import SCORES_CELL_WEIGHTS
from ttt_lab.exercises.report import EMPTY_LINE_WINS
from ttt_lab.exercises.win_last_mover import LAST_MOVER_NAMED
from ttt_lab.exercises.windowless_exits import EXITS_WITHOUT_WINDOW

HERE = Path(__file__).parent / "blind101_wave38"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "prunes on the wrong bound" (v <= alpha where v >= beta belongs), a bound
    # test the code does not have; it keeps no window and returns at the first child good for the side to move
    # (`if fun(var, 0) != 0: return var`). Named from that exit now, where no comparison reads a bound
    # (windowless_exits.name_windowless_exit).
    "ab_04_return_on_first_good": {EXITS_WITHOUT_WINDOW},
    "ab_f99a_break_on_good_best": {EXITS_WITHOUT_WINDOW},
    "ab_f99a_returns_at_a_win": {EXITS_WITHOUT_WINDOW},
    # Borderline when measured blind: headline "counts lines that hold both colours", line code the student does not
    # have (a table of cell weights; the hint said so). Code that walks no line and whose every value is one weight
    # per cell and colour added up is named by the cells it scores now (evaluation_cell_weights).
    "ev_04_cell_weights_only": {SCORES_CELL_WEIGHTS},
    "ev_f99a_cell_value_dict": {SCORES_CELL_WEIGHTS},
    # Borderline when measured blind: "counts an empty line as a win" right, then "reports a winner for an incomplete
    # line", the empty line again (XX./.../... has empty rows), while naming the last mover by the count of stones
    # went untold: the catalogue has no model of an empty line counted as a line, so the pair with LAST_MOVER_NAMED
    # never fit. The pair is tried after the symptoms now (win_empty_last_mover): the empty line (the incomplete line
    # its consequence) and the last mover named, quoted.
    "wt_03_last_mover_wins": {EMPTY_LINE_WINS, LAST_MOVER_NAMED},
    "wt_f99a_any_equal_line_by_parity": {EMPTY_LINE_WINS, LAST_MOVER_NAMED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
