"""Fixer s68b's leftovers (issue 27): shapes of mistakes the checkers' scenarios never reached, each written
for a general rule, with its correct twin (which must pass). Files in ``bug_zoo/blind71_leftovers/``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import table_stale_bounds

HERE = Path(__file__).parent / "blind71_leftovers"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Passed check_table_alphabeta on main: an entry's depth that only grows (max of the old and the new) while a
    # shallower search overwrites its value. Every sequence the checker ran stored shallower searches first; the
    # deeper search first, then a shallower one, then the deeper one again shows it (table_stale_bounds._deeper_first).
    "own_tt_depth_only_grows": {table_stale_bounds.STALE_BOUND},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
