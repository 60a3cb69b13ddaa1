"""Wave 39's first set (blind103), the students fixed by g103a: copied verbatim into ``bug_zoo/blind105_wave39/``
(each stating its checker and truth in its docstring), with other shapes of each mistake of our own
(``*_g103a_*``) and the wave's correct variants of the checkers touched (minimax, negamax, alpha-beta and the win test; each must pass).
Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises.alphabeta_models import BOUND_OVERWRITTEN
from ttt_lab.exercises.own_depth_models import OWN_DEPTH_LIMIT
from ttt_lab.exercises.report import EMPTY_LINE_WINS, WINDOW_NOT_PASSED

HERE = Path(__file__).parent / "blind105_wave39"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Missed when measured blind: a global `maxdepth = 5` tested before the winner (`if depth == maxdepth: return 0`)
    # scores every position 5 plies down as a draw, and no graded case needed 5 plies to reach its value. Each of
    # check_minimax and check_negamax now grades a board with six cells left whose win is found on the fifth ply,
    # and the cap is named by the existing own-depth models, worded from the code's test.
    "mm_02_maxdepth_before_win": {OWN_DEPTH_LIMIT},
    "nm_g103a_cap_six_counted_from_one": {OWN_DEPTH_LIMIT},
    # Named when measured blind, with a hint broader than the slip ("pass alpha and beta to every call"): MIN's half
    # hands its children -math.inf in alpha's place, its MAX half passes both. The hint now quotes the call and the
    # bound it drops (window_constants); tests/test_window_constants.py asserts the words.
    "ab_05_min_resets_alpha": {WINDOW_NOT_PASSED},
    "ab_g103a_max_resets_beta": {WINDOW_NOT_PASSED},
    # Named when measured blind, told "alpha = v" (the best so far) where the code writes the child's score
    # (`alpha = score * SCORES[player]`): the explanation and hint now quote that line (bound_overwrites).
    "ab_08_coursera_alpha_overwritten": {BOUND_OVERWRITTEN},
    "ab_g103a_negamax_alpha_is_last_score": {BOUND_OVERWRITTEN},
    # Named when measured blind, hinted as if its '.' test failed to guard the return: the diagonals' `len(diag1) == 1`
    # has no such test at all. A set of the cells of size 1 is now read as a line's test of equal cells, so the hint
    # quotes the unguarded tests (win_hints._unguarded_line_tests).
    "wt_05_set_diag_no_empty_guard": {EMPTY_LINE_WINS},
    "wt_g103a_inline_set_columns": {EMPTY_LINE_WINS},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
