"""Fixer v76a's leftovers (issue 27): shapes the win test's other-side boards and its side models did not reach,
each written for the general rule that names it (``own_*``), with correct twins (each must pass). Files in
``bug_zoo/blind77_leftovers/``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.report import MISSES_LINES
from ttt_lab.exercises.win_last_mover import LAST_MOVER_ONLY

HERE = Path(__file__).parent / "blind77_leftovers"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # A fn(board, k) that tests only the side that moved last: named on 3x3 since blind70, and now shown on the
    # 4x4 and 5x4 boards too (win_cases: other-side boards on every size graded).
    "own_win_k_last_mover_only": {LAST_MOVER_ONLY},
    # Passed on main: both sides tested on 3x3, only the last mover on the larger boards, where no board held a line
    # of the other side. The other-side boards of every size catch it, and where only some sizes' such lines are
    # missed (each answered None) it is named with the sizes (win_last_mover.other_side_problem).
    "own_win_k_last_mover_on_large_boards": {LAST_MOVER_ONLY},
    # Named "tests only the side that moved last" on main (wrongly): the code tests every line for both players, then
    # answers None where the stone counts say play cannot reach the win (a validity check); its answers are the
    # model's, its code is not. The model is refuted by the source (win_side_claims.tries_both_players) and the
    # misses are told by the count; the hint no longer asks for what the code does ("test both players").
    "own_win_rejects_impossible_counts": {MISSES_LINES},
    # Named "tests only the side to move" on main (wrongly): the same validation with O read as the first player,
    # every win of play rejected. Refuted likewise; without the model it was told "misses rows", "misses columns"
    # and "misses diagonals", lines it reads: now one problem, its answers following the count
    # (win_last_mover.played_wins_problem).
    "own_win_rejects_counts_o_first": {MISSES_LINES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
