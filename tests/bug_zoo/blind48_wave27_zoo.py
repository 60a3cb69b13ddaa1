"""The first set's blind wave 27 (blind48: alpha-beta, evaluation, win test), the students fixed by l48a: copied
verbatim into ``bug_zoo/blind48_wave27/`` (each stating its checker and truth in its docstring), with another shape
of each mistake of our own (``own_*``) and the wave's correct variants of those checkers (each must pass). Measured
blind first (blind48's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
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
    # Named wrongly when measured blind (a winner for an incomplete line, then "misses some lines" with a hint that
    # the line is never reached): `game_board[1 + 6]` typed for `game_board[i + 6]`. A sum of two numbers typed in
    # reads one cell (win_wraps._typed_index), so the line read with a wrong cell is told, and the bent line's win
    # is that slip, not an incomplete line of its own; code that tests each line by hand is never told that a
    # line is not reached (hint_checks_search.lines_tested_by_hand). Asserted in tests/test_blind48_wave27.py.
    "wt_01_one_for_i_typo": {report.MISSES_LINES},
    "own_wt_wrong_cell_by_hand": {report.MISSES_LINES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
