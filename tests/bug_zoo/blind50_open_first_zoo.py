"""Fixer m50a's first set (issue 27): open cases and gaps of minimax, alpha-beta and the evaluation, each copied
verbatim into ``bug_zoo/blind50_open_first/`` (the open cases from ``open_cases/``, the gaps noticed at the last
stop written out), with another shape of the same mistake beside each (``own_*``). Each was generalised into a
rule of the engine or a checker's catalogue (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report

HERE = Path(__file__).parent / "blind50_open_first"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Passed check_evaluation on main: one side's kind of line never counted. A colour swap turns X's diagonals into
    # O's and mirror images keep diagonals diagonal, so neither test saw X's diagonals left out; the blind spot is
    # looked for one side at a time (evaluation_blind_spots._one_sided_blind_spot).
    "own_ev_ignores_x_diagonals": {report.ONE_SIDED_LINES},
    "own_ev_ignores_o_anti_diagonal": {report.ONE_SIDED_LINES},
    "own_ev_x_columns_not_o": {report.ONE_SIDED_LINES},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
