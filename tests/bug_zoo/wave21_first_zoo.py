"""Wave 21's first set (blind36) and wave 20's (blind34), the students fixed by g21a: copied verbatim
into ``bug_zoo/wave21_first/`` (each stating its checker and truth in its docstring), with another
shape of each mistake of our own (``*_g21a_*``) and the wave's correct variants of those checkers
(each must pass). Each fixed student is asserted named first by a name that describes its mistake.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.repair_rules import ASSIGNS_WITH_EQUALS
from ttt_lab.exercises.scope_models import TURN_FROM_ROOT
from ttt_lab.exercises.sign_models import WINNER_SCORED
from ttt_lab.exercises.win_partial_tests import AND_PRECEDENCE

HERE = Path(__file__).parent / "wave21_first"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named "tries only the first move" when measured blind, explained by a return out of its if: the
    # search lives in a class's methods, which the source reading did not reach, so `beta = min(alpha,
    # ...)` went unseen. Methods of the student's own classes are read now.
    "ab_01_min_uses_alpha": {report.BOUND_TYPO},
    "ab_g21a_solver_methods": {report.BOUND_TYPO},
    # Named by its symptom alone when measured blind, hint "update both in the same if", which it does: the
    # root's children are alpha-beta values, and a pruned child's bound ties the best (the moves' model of
    # check_alphabeta, now tried by check_minimax too; tests/test_wave21_first.py asserts the wording).
    "mm_09_ab_bound_ties": {report.WRONG_MOVE},
    "mm_g21a_root_ge_over_bounds": {report.WRONG_MOVE},
    # Named rightly when measured blind but told its `board == None` tests a cell: a name the code indexes
    # holds a board, and its None test guards a missing argument. Its '.' summed as O's stone also wins
    # incomplete lines, and its anti-diagonal re-reads the main one (lines missed, truthfully). Those two symptoms
    # are told as their cause now (h40a, win_empty_stones): it reads an empty cell as O's stone.
    "win_01_sum_values": {report.EMPTY_AS_STONE, report.MISSES_LINES},
    "win_g21a_guard_and_equal_cells": {report.EMPTY_LINE_WINS},
    # Named by its symptom (mirror images apart) when measured blind, with a hint of a weight table and a
    # `*=` it does not have: the leads are now the kinds of code the student has (evaluation_leads).
    # Both read the rows only: named by that now (evaluation_row_reads, n52a's wave 28 ev_03).
    "ev_03_row_runs": {report.MISSES_COLUMNS},
    "ev_g21a_row_pairs_left": {report.MISSES_COLUMNS},
    # Wave 20 (blind34). ab_08: the same bound typo in a class's method, named wrongly when measured blind.
    "ab_08_beta_min_of_alpha": {report.BOUND_TYPO},
    # dl_08: the nested helper tests the root for a finished game; explained as a shortcut it does not
    # have when measured blind (terminal_source reads which position the test asks about).
    "dl_08_root_game_over_test": {report.EVALUATES_TERMINAL},
    "dl_g21a_helper_tests_root": {report.EVALUATES_TERMINAL},
    # ev_02: `score == -1` where `score = -1` belongs, named by its symptom with three guessed causes it does not
    # have when measured blind; the symptom's hint now points at the comparison standing alone.
    "ev_02_eval_line_typo": {report.ASYMMETRIC},
    # Where the `=` mends every graded case, the repair names the slip itself (mirror images valued apart is a
    # symptom, report.SYMPTOMS, since blind46's ev_02).
    "ev_g21a_corner_bonus_compared": {report.ASYMMETRIC, ASSIGNS_WITH_EQUALS},
    # wt_01: `a and b == c` on every line, told "an empty line" plus "never resets its stone counter" (it has no
    # counter) when measured blind: the counter's model is refuted by code that counts nothing, and the
    # short line read as Python's precedence takes the empty line's '.' into its own explanation.
    # Named by that symptom (a line read short) until the cause the code shows became the name (i40c, blind40's wt_01).
    "wt_01_and_precedence": {AND_PRECEDENCE},
    "wt_g21a_and_precedence_loops": {AND_PRECEDENCE},
    # Localised only when measured blind: the colour handed down unchanged, scored through a helper
    # (colour * evaluate(...)) that refuted the model until a helper's utility counted as turned by its caller.
    "neg_03_color_not_flipped": {TURN_FROM_ROOT},
    "neg_g21a_sign_through_helper": {TURN_FROM_ROOT},
    # Localised only when measured blind: a win scored 100000000000000 and a loss -10000000000000 (Connect-4
    # constants); the winner's model now takes its sizes from the numbers the code returns.
    "dl_02_huge_win_scores": {WINNER_SCORED},
    "mm_g21a_own_win_loss_numbers": {WINNER_SCORED},
    # Missed when measured blind: the cutoff's break leaves only the inner of two loops (rows, then
    # cells), which no textbook tree (one "row" of moves) shows; boards that cut with rows left do.
    "ab_05_row_break": {report.KEEPS_VISITING},
    "ab_g21a_rows_dict": {report.KEEPS_VISITING},
    # Passed with a note when measured blind: the pruned inner node G named in place of its leaves,
    # which the notebook asks for ("name every leaf below a pruned node").
    "quiz_05_node_label": {"names an inner node, not a leaf"},
    "quiz_g21a_move_into_node": {"names an inner node, not a leaf"},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
