"""The first set's blind wave 23 (blind40: minimax, alpha-beta, depth-limited, win test), the students fixed by
i40c: copied verbatim into ``bug_zoo/blind40_wave23/`` (each stating its checker and truth in its docstring),
with another shape of each mistake of our own (``own_*``) and the wave's correct variants of those checkers
(each must pass). Measured blind first (blind40's REPORT.md); each class of miss was then generalised (never
for one file). Where the name was right and only its words were not, the words are asserted in
tests/test_blind40_wave23.py.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

HERE = Path(__file__).parent / "blind40_wave23"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind: "evaluates instead of searching" explained by a return of the evaluation
    # outside its depth test, which the code does not have; its test `depth >= 0` holds at every depth. The name
    # stays, its words follow the code (cutoff_tests.never_searches_words).
    "dl_03_cutoff_test_typo": {report.NEVER_SEARCHES},
    "own_dl_depth_above_minus_one": {report.NEVER_SEARCHES},
    "own_dl_ply_up_to_depth": {report.NEVER_SEARCHES},
    # Localised only when measured blind: a negamax's horizon `return -evaluate(state)` whoever is to move, the
    # evaluation turned to the side that just moved (eval_view "just moved", mistake_catalogues.depth_mistakes).
    "dl_05_negated_evaluation": {report.WRONG_PLAYER},
    "own_dl_negamax_colour_kept": {report.WRONG_PLAYER},
    # Borderline when measured blind: told of "the root's MIN branch (a copy of MAX's test)" it does not have, one
    # root loop that keeps the largest child (root_rules.one_root_loop_words).
    "mm_03_root_loop_maximises": {report.WRONG_COMPARISON},
    "own_mm_root_scores_list": {report.WRONG_COMPARISON},
    # Borderline: told to test game.is_terminal, which it calls; it stops on `terminal_value(state) != 0`
    # (cutoff_tests.zero_as_unfinished_words).
    "ab_01_draw_as_not_over": {report.WRONG_DRAW},
    "own_mm_result_zero_is_going": {report.WRONG_DRAW},
    # Borderline: named by their symptoms, the cause in the hint; the cause is the name now where the code shows it.
    "wt_01_and_precedence": {AND_PRECEDENCE},
    "own_wt_rows_truthy_first": {AND_PRECEDENCE},
    "ab_05_min_node_updates_alpha": {report.NO_BETA_UPDATE},
    "own_ab_one_loop_alpha_in_min": {report.NO_BETA_UPDATE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
