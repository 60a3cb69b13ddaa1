"""The new set's blind wave 32 (blind69), t72b's cases: the students fixed here are copied verbatim into
``bug_zoo/blind73_wave32_new/`` (``w32_*``), and, beside each, another shape of the same mistake written for the
fix (``own_*``), with the wave's correct variants of the checkers touched (each must pass). Measured blind first
(blind69's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report

HERE = Path(__file__).parent / "blind73_wave32_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Passed when measured blind: FIRST = "X" is right on every graded game, all of them X and O's. The checker
    # now also grades a small game whose players are called otherwise (retrograde_players), and names the
    # player's name written into the code.
    "w32_rg_05_first_is_x": {report.PLAYER_NAMES},
    "own_rg_mover_compared_with_x": {report.PLAYER_NAMES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
