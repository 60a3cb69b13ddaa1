"""The blind set of blind8's wave 7 in minimax, depth-limited minimax, alpha-beta, negamax and the
pruning quiz: the students fixed here are copied verbatim into ``bug_zoo/blind8_wave7/``, each
stating its checker (``checker: ...``) and its ground truth (``truth: ...``) in its docstring, with
every correct variant of the wave for those checkers (each must pass). The wave was measured blind
first, on main at 69afd6f (blind8's REPORT.md: 63% of 49 named right, 8 named wrongly); the error
model was then generalised for each class of miss (never for one file). From here on each fixed
student is asserted named first by a name that describes its mistake, and by no other name.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import loop_source, negamax, quiz_models, report, sign_models, terminal_models

HERE = Path(__file__).parent / "blind8_wave7"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("tries only the first move", hint: keep the return inside its
    # if, which it is): beta = min(alpha, v) makes the cutoff test hold at once.
    "ab01_beta_min_of_alpha": {report.BOUND_TYPO},
    # Right first name, but a second, false one ("does not lower beta") on a case rooted at MIN.
    "ab03_root_full_window": {report.ROOT_FULL_WINDOW},
    # A wrong move explained as "keeps the last move" with a hint the code already follows.
    "ab05_root_tie_takes_bound": {report.WRONG_MOVE},
    # Named wrongly ("compares with > in MIN nodes"): the update is written the wrong way round.
    "mm01_min_assignment_reversed": {loop_source.REVERSED_UPDATE},
    # Localised with a symptom first: a "still playing" status of 1 collides with MAX's win.
    "mm02_status_sentinel_collides": {terminal_models.SENTINEL_COLLIDES},
    # Localised, with a consequential second diagnosis: the root's children valued with its own helper.
    "mm03_root_calls_max_twice": {report.SWAPPED},
    # Localised with a symptom first: utility * (10 - depth).
    "mm05_depth_penalty": {sign_models.UTILITY_SCALED},
    # Wrong moves without a cause once (and a hint the code follows): the child's own move passed up, `value, move =
    # search(child)` kept with the value. Named from the source since wave 29 (scope_models.child_move_kept).
    "mm06_returns_childs_move": {report.CHILD_MOVE},
    # Wrong moves explained as "keeps the last move": MIN's move picked with max.
    "mm07_move_index_of_max_in_min": {report.WRONG_MOVE},
    # Two slips; one named wrongly (depth off by one): the depth tested before the end of the game.
    "dl01_horizon_zero_before_terminal": {report.EVALUATES_TERMINAL, report.HORIZON_CONSTANT},
    # Named wrongly ("lowers depth inside the loop"): every child gets depth - 2.
    "dl05_depth_minus_two": {report.FULL_MOVES},
    # Two slips, localised only: depth < 0 and utilities times 100.
    "dl07_two_depth_lt0_and_win100": {report.DEPTH_OFF_BY_ONE, sign_models.UTILITY_SCALED},
    # Localised only: the best starts at -1.
    "neg01_init_minus_one": {report.WRONG_START},
    # Localised only: finished games scored 10 / -10 / 0 by who won.
    "neg03_squashed_to_ten": {sign_models.WINNER_SCORED},
    # Two slips, localised only: leaves for MAX and the best starting at -1.
    "neg06_two_max_view_and_init_minus_one": {report.WRONG_START, negamax.UTILITY_FOR_MAX},
    # Two misconceptions, each named alone but not together: strict and shallow cutoffs.
    "quiz07_two_strict_and_shallow": {report.STRICT, quiz_models.SHALLOW_ONLY},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
