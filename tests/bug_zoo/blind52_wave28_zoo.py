"""The first set's blind wave 28 (blind50: minimax, alpha-beta, depth-limited minimax, evaluation, win test, quiz),
the students fixed by n52a: copied verbatim into ``bug_zoo/blind52_wave28/`` (each stating its checker and truth in
its docstring), with another shape of each mistake of our own (``own_*``) and the wave's correct variants of those
checkers (each must pass). Measured blind first (blind50's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.loop_models import KEEPS_LAST
from ttt_lab.exercises.win_joined_runs import READS_JOINED

HERE = Path(__file__).parent / "blind52_wave28"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Localised when measured blind ("crashes" first, on max(alpha, None)): inner nodes that never return their
    # value. A crash on NoneType where the code shows a function that runs off its end is that missing return
    # (missing_returns.vet_missing_return): named first, the crash folded in as its consequence.
    "ab_11_no_return": {report.NOT_A_NUMBER},
    "own_ab_min_side_no_return": {report.NOT_A_NUMBER},
    # Named wrongly when measured blind ("evaluates instead of searching", its hint asking for the depth test the
    # code has): a module-level depth limit set on the first call and never reset. A global the code writes, put
    # back to "not set yet" while a wrong case is asked again, answers right: the state kept between calls is named
    # (set_once_globals), before any model a frozen limit happens to fit.
    "dl_04_global_max_depth": {report.KEEPS_STATE},
    "own_dl_limit_set_once": {report.KEEPS_STATE},
    # Named wrongly when measured blind ("reports a winner for an incomplete line", hinting at line tests the code
    # does not have): `'XXX' in ''.join(board)`. Every answer being what a search of the joined board gives, with a
    # run across a row's end among them, names that search (win_joined_runs); the missed columns and diagonals and
    # the false wins are its consequences.
    "wt_04_flat_string": {READS_JOINED},
    "own_wt_cells_concatenated": {READS_JOINED},
    # Localised when measured blind ("gives symmetric positions different values"): an evaluation scanning the rows
    # only, for runs of its own. The blind spots are looked for through a line count's eyes and only where nothing
    # ranks wrongly; whatever code does inside a row, two rows exchanged keep its value while the board turned over
    # its diagonal changes it (evaluation_row_reads): the rows only read.
    "ev_03_row_runs_only": {report.MISSES_COLUMNS, report.MISSES_DIAGONALS, report.MISSES_LINES},
    "own_ev_column_pairs_only": {report.MISSES_ROWS, report.MISSES_DIAGONALS, report.MISSES_LINES},
    # Passed on main (found by the lead): X's blocked rows and columns counted, its diagonals and O's lines only
    # where open. One side's dead lines of some kinds only are a model now (evaluation_dead_kinds).
    "own_ev_x_dead_rows_columns": {report.COUNTS_DEAD_LINES},
    # Localised when measured blind: -2/+2 starts written in the helpers only, the root a max() of its children of
    # its own. The finite-start model holds below the root too (error_model's start_below_root, start_models).
    "mm_06_sentinel_two": {report.WRONG_START},
    "own_mm_helpers_start_ten": {report.WRONG_START},
    # Localised when measured blind: the leaves a hand-run of code with `beta = min(alpha, v)` then `if beta <=
    # alpha: break` leaves unscored, every MIN node stopped after its first child. The bound typo is a quiz model
    # now (quiz_models' bound_typo); tests/test_blind52_wave28.py names it on other quiz trees too.
    "quiz_02_from_typo_code": {report.BOUND_TYPO},
    # Named by half when measured blind: a shortcut one ply above the horizon that evaluates each child and writes
    # `v = evaluate(child)` over the running min. Its finished children are named from evaluate's calls; the overwrite
    # is told beside it where the code shows it (shortcut_overwrites).
    "dl_01_overwrites_min_last_ply": {report.EVALUATES_TERMINAL, KEEPS_LAST},
    "own_dl_max_shortcut_overwrites": {report.EVALUATES_TERMINAL, KEEPS_LAST},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
