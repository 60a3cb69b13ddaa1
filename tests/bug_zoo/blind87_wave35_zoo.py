"""Wave 35's first set (blind84), the students fixed by z87a: copied verbatim into
``bug_zoo/blind87_wave35/`` (each stating its checker and truth in its docstring), with other shapes of each
mistake of our own (``*_z87a_*``) and the wave's correct variants of the checkers touched (each must pass).
Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.board_models import ONE_PLAYER

HERE = Path(__file__).parent / "blind87_wave35"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "misses some lines" with a hint about a return inside the loop, which the
    # code does not have. Its `last = "X" if xs >= os else "O"` is X on every board a game reaches: only X's lines
    # are tested. Named by that model now, quoting the line (win_fixed_side).
    "wt_04_gelileo_last_mover_ge": {ONE_PLAYER},
    "wt_z87a_fewer_o_picks_x": {ONE_PLAYER},
    "wt_z87a_helper_called_for_x": {ONE_PLAYER},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
