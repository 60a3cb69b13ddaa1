"""Leftovers of waves 33 and 34 (y86b): words that did not quite follow the student's code, readers made one,
and readers widened. The measured students not yet in the zoo are copied verbatim into
``bug_zoo/blind86_leftovers/`` (``w34_*``), beside another shape of each mistake written for the fix (``own_*``);
their words are asserted in ``tests/test_blind86_leftovers.py``.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import negamax, report, tables
from ttt_lab.exercises.limit_in_loop import LIMIT_IN_LOOP
from ttt_lab.exercises.win_partial_chains import PART_OF_LINE

HERE = Path(__file__).parent / "blind86_leftovers"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named right when measured blind, with a hint asking for "the best of the negated children's values ...
    # without negating it again": moveSearch negates no child, it returns max(valueList) * -1. The words now
    # follow the code (code_claims.last_mover_words), quoting the return that turns the sign.
    "w34_ng_04_so78276156_value_for_last_mover": {negamax.VALUE_FOR_LAST_MOVER},
    "own_ng_returns_minus_best": {negamax.VALUE_FOR_LAST_MOVER},
    # One test "won or out of depth" (wave 33's dl_02, in blind78's zoo): "evaluates every finished game" is
    # told as the won games, the only ones the test sees (terminal_models.wins_evaluated).
    "own_dl_won_or_depth_evaluated": {report.WRONG_DRAW, report.EVALUATES_TERMINAL},
    # A table read at the wrong ends, one strictly, one with equality: the words quote each comparison as the
    # code has it (table_read_ends.wrong_end_words).
    "own_tt_mixed_ends": {report.BOUND_AS_EXACT, tables.READS_LOWER_AS_VALUE, tables.READS_UPPER_AS_VALUE},
    # The partial-chain reader placed only cells indexed by numbers typed in (b[0][1]): a test read with a loop's
    # variable, or on a flat copy of the board, was left to its symptoms ("reports a winner for an incomplete
    # line"). Reads are placed now with each binding of a range loop and on a flattened board (win_cell_reads).
    "own_wt_loop_stone_then_pair": {PART_OF_LINE},
    "own_wt_flat_stone_then_pair": {PART_OF_LINE},
    # The depth limit tested inside the loop over the moves (blind75's dl_03) was read by the depth-limited and
    # the anytime checkers only: a quiescence search that caps its forcing moves so was told "leaves its loop early
    # on a shortcut" by a repair. The quiescence checker reads it too.
    "own_q_limit_in_loop": {LIMIT_IN_LOOP},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
