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
    # Localised only on main (its ±10 start told as "a value outside the game's utilities"): a return inside the if
    # that updates the running best, behind a start of ±10. From a finite start the loop is left at the first child
    # that beats it (error_model: start_at with first_only), -10 is a sentinel of start_models, and the hint quotes
    # the return in the update's if (loop_source.quote_return_in_update).
    "w27_mm_01_return_in_loop": {report.WRONG_START, report.FIRST_MOVE_ONLY},
    "own_mm_break_at_improvement": {report.WRONG_START, report.FIRST_MOVE_ONLY},
    # Localised only on main: a move's number returned where the value belongs below the root, so parents compare
    # move numbers as values. Modelled (error_model's move_number, from 1 or 0; minimax_mistakes).
    "w27_mm_06_move_number_as_score": {report.MOVE_NUMBER_AS_VALUE},
    "own_mm_index_as_value": {report.MOVE_NUMBER_AS_VALUE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
