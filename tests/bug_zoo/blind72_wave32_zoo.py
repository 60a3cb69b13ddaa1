"""The first set's blind wave 32 (blind68: minimax, negamax, alpha-beta, quiz, depth-limited, evaluation, win test): the
students named wrongly there, or named with half-true words, and fixed here are copied verbatim into
``bug_zoo/blind72_wave32/`` with the wave's correct variants of those checkers (each must pass), and, beside each,
another shape of the same mistake written for the fix (``own_*``). Measured blind first (blind68's REPORT.md); each
class of miss was then generalised (never for one file). What each one is told beyond its name is asserted in
tests/test_blind72_wave32.py.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.own_depth_models import OWN_DEPTH_LIMIT
from ttt_lab.exercises.quiz_models import CAUSE_MARKED
from ttt_lab.exercises.report import (
    EMPTY_AS_STONE,
    MISSES_ANTI_DIAGONAL,
    MISSES_COLUMNS,
    MISSES_LINES,
    WRONG_START,
)
from ttt_lab.exercises.sign_models import UTILITY_SCALED

HERE = Path(__file__).parent / "blind72_wave32"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: the name stood, but the hint said a finished game is worth
    # game.utility(state, game.players[0]), MAX's view, in negamax, where it is the side to move's (a bug of its own
    # there). The hint follows the checker's point of view now, and quotes the factor the code multiplies by
    # (sign_models.scaled_utility_mistakes, scaled_utility_words).
    "w32_ng_04_quick_win_scaling": {UTILITY_SCALED},
    "own_ng_scaled_by_constant": {UTILITY_SCALED},
    # Named wrongly when measured blind: "misses pruned leaves" (a symptom) with a hint about deep cutoffs, which the
    # answer applies (it stops at L, one leaf early). The leaf that triggers a cutoff marked instead of the leaves
    # after it is a model now (quiz_models, first_leaf "causing leaf"), and the deep-cutoff words are shown only where
    # the answer marks nothing below a node that stops on a deep bound (quiz._deep_cutoff_unseen).
    "w32_qz_03_marks_the_cutting_leaf": {CAUSE_MARKED},
    "own_qz_cutting_leaves_everywhere": {CAUSE_MARKED},
    # Named with half-true words when measured blind: "every unfinished position 3 plies below the root is worth 0"
    # where the code cuts 4 plies down, its depth tested before the end of the game. The ply count is the code's now
    # (own_depth_models._cut_first_words). The own shape, a default depth counted down, was named "as many plies as
    # the root has moves" until that model was refuted by code that never calls len() (minimax_mistakes.counts_nothing).
    "w32_mm_02_depth_cap_before_terminal": {OWN_DEPTH_LIMIT},
    "own_mm_default_depth_before_end": {OWN_DEPTH_LIMIT},
    # Named with half-true words when measured blind: MAX started at +inf was shown MIN's example, `v = math.inf
    # before v = min(v, child)`, the half its code has right. Each start model's example is the half it says is
    # wrong now (mistake_catalogues.combination_mistakes).
    "w32_ab_02_max_starts_at_plus_inf": {WRONG_START},
    "own_ab_max_value_starts_high": {WRONG_START},
    # Named with half-true words when measured blind: its second name, "misses some lines", hinted "check the ranges
    # of your loops" where the second diagonal loop re-reads board[p][p], the main diagonal. Told from the code now
    # (win_diagonal_twice).
    "w32_wt_02_empty_as_o_and_antidiagonal": {EMPTY_AS_STONE, MISSES_LINES},
    "own_wt_diagonal_reversed_index": {MISSES_ANTI_DIAGONAL},
    # Named with half-true words when measured blind: the hint spoke of "the line shown above", and no line was
    # shown (only a crash's message shows one). Columns missed are told what zip(board) gives instead
    # (win_hints._zip_hint).
    "w32_wt_05_zip_without_star": {MISSES_COLUMNS},
    "own_wt_zip_columns_set": {MISSES_COLUMNS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
