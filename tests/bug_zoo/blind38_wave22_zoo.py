"""The first set's blind wave 22 (blind38: minimax, alpha-beta, depth-limited, win test) and wave 21's
mm_06 (blind36), the students fixed by h40a: copied verbatim into ``bug_zoo/blind38_wave22/`` (each
stating its checker and truth in its docstring; the ``w21_`` / ``w22_`` prefix of ``open_cases/``
dropped), with another shape of each mistake of
our own (``own_*``) and the wave's correct variants of those checkers (each must pass). Measured blind
first (blind38's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import repairs, report
from ttt_lab.exercises.minimax_mistakes import DEPTH_FROM_MOVES

HERE = Path(__file__).parent / "blind38_wave22"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Told "depth off by one" (a root loop that forgets its decrement, which it has not) paired with "counts the
    # depth in full moves" when measured blind: CS188's depth counted in rounds that start with the root's mover,
    # for either side at the root, is one model now (depth_step "rounds"), and a single model wins over pairs.
    "dl_04_depth_in_rounds": {report.FULL_MOVES},
    "own_dl_rounds_count_down": {report.FULL_MOVES},
    # Named rightly but told to fix the range of a loop over the diagonals' starts, which it does not have:
    # `board[i][-i]` in a fixed comprehension. The words now follow the code (win_wraps.wrapped_words_for).
    "wt_03_minus_i": {report.MISSES_ANTI_DIAGONAL},
    "own_wt_row_minus_i": {report.MISSES_ANTI_DIAGONAL},
    # Told "prunes too much" with the hint "give every node its own alpha and beta (parameters, not shared or
    # global variables)", the fix for ab_04 (its window on self) and word for word the same for ab_05, whose
    # alpha and beta are parameters: it tests the child against the bound before taking it into v. The hint
    # is vetted against the code now (window_sharing): where it keeps the window, or what it tests first.
    # ab_05's slip is mended by a repair of its code (repair_blocks: the two steps put back in order, in MAX's
    # loop and MIN's, or the break made a return), which replaces the symptom's name.
    "ab_04_shared_window": {report.PRUNES_TOO_MUCH},
    "own_ab_global_window": {report.PRUNES_TOO_MUCH},
    "ab_05_cut_before_update": {repairs.STEPS_SWAPPED, repairs.BREAKS_FOR_RETURN},
    "own_ab_return_best_before_update": {repairs.STEPS_SWAPPED, repairs.BREAKS_FOR_RETURN},
    # Localised only when measured blind: every leaf multiplied by [-1, 1][maximizingPlayer], the evaluation and the
    # utility alike; each was a model of its own (one name, never paired), so neither fitted. Both at once now.
    "dl_01_sign_by_mover": {report.WRONG_PLAYER},
    "own_dl_leaf_times_sign": {report.WRONG_PLAYER},
    # Localised when measured blind, as a crash: best_move set only where a child beats a "worst score" of -2,
    # which no child does on trees with larger values. The crash is told why now, from the code (unset_names).
    "ab_09_worst_score_two": {report.CRASHES},
    "own_mm_best_from_minus_one": {report.CRASHES},
    # Wave 21's mm_06 (blind36, Cledersonbc's depth = len(empty_cells)): named wrongly when measured (a repair that
    # passes by never reaching the limit), then localised at a root whose children are right alone: a depth
    # limit of its own, the root's number of moves, is a model now (minimax_mistakes.DEPTH_FROM_MOVES).
    "mm_06_depth_from_empty_cells": {DEPTH_FROM_MOVES},
    # Caught since two graded trees have values beyond +-10 (INF = 10 taken for infinity); its repair search once
    # crashed the check (an if's two halves paired with another function's block).
    # Since m50a -10 is a sentinel of start_models: named by its start.
    "mm_01_inf_ten": {report.OUT_OF_RANGE, report.WRONG_START},
    "own_mm_moves_left_as_depth": {DEPTH_FROM_MOVES},
    # Wave 21's win_01 (kept in wave21_first/): '.' summed as O's stone was told by its two symptoms, the empty
    # line and the incomplete line; the cause is named now where it explains every false win (win_empty_stones).
    "own_win_not_o_is_x": {report.EMPTY_AS_STONE},
    "own_win_sum_minus_for_other": {report.EMPTY_AS_STONE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
