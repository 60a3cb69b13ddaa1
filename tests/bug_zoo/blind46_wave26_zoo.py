"""The first set's blind wave 26 (blind46: minimax, negamax, alpha-beta, depth-limited, evaluation), the students
fixed by k46a: copied verbatim into ``bug_zoo/blind46_wave26/`` (each stating its checker and truth in its
docstring), with another shape of each mistake of our own (``own_*``) and the wave's correct variants of those
checkers (each must pass). Measured blind first (blind46's REPORT.md); each class of miss was then generalised
(never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.repair_rules import ASSIGNS_WITH_EQUALS

HERE = Path(__file__).parent / "blind46_wave26"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("keeps visiting children after a cutoff", told to stop at once, which it
    # does): the moves are tried centre, corners, edges. Its leaves on the boards are alpha-beta's under its own
    # order of the children (move_order_leaves, the order read off the calls of game.result).
    "ab_05_centre_first_order": {report.WRONG_ORDER},
    "own_ab_centre_then_rest": {report.WRONG_ORDER},
    # Localised when measured blind (at the right finished board, unnamed): player = game.to_move(state) at the
    # root in the utility call alone, each node's rule still read from who moves there. Minimax's catalogue had
    # the root mover's view only with the root maximised (turns swapped); the utility alone is a model of its own.
    "dl_03_root_player_utility": {report.WRONG_PLAYER},
    "own_dl_me_passed_down": {report.WRONG_PLAYER},
    # Counted named when measured blind, but only by "returns a value outside the game's utilities" (its made-up
    # ±1): who won, 1, -1 or 0, below the root (error_model's leaf "sign below root": its entry returns a finished
    # root's utility) and the root mover's view are a pair of models now, both named.
    "mm_03_root_player_view": {report.WRONG_PLAYER, report.WIN_LOSS_LEAVES},
    "own_mm_me_wins_one": {report.WRONG_PLAYER, report.WIN_LOSS_LEAVES},
    # Named only "crashes" when measured blind (game.lines, which trees lack): a crash explains no value the function
    # did return, so the wrong values on the boards it answered are told too, where they go wrong (report._sorted
    # keeps "returns a wrong value" beside a crash); asserted in tests/test_blind46_wave26.py.
    "neg_03_material_leaf": {report.CRASHES},
    "own_neg_bitboard_material": {report.CRASHES},
    # Named by its symptom when measured blind (mirror images valued apart), with the right hint: `score == -1`
    # standing alone. Mirror images valued apart is a symptom now (report.SYMPTOMS): the repair of `==` to `=`
    # mends every graded case and names the slip on its line.
    "ev_02_comparison_typo": {ASSIGNS_WITH_EQUALS},
    # Since m50a the blind spot of O's columns alone is told first (no repair runs on a name that is not a symptom).
    "own_ev_line_score_compared": {ASSIGNS_WITH_EQUALS, report.ONE_SIDED_LINES},
    # Named rightly when measured blind, with a hint to scale a score the code does not have: it returns the
    # constant 1 / -1 on a threat. The hint follows the values (exactly ±1) and quotes the code's returns
    # (evaluation_win_returns); asserted in tests/test_blind46_wave26.py.
    "ev_05_threat_is_win": {report.OUTRANKS_WIN},
    "own_ev_two_in_line_is_one": {report.OUTRANKS_WIN},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
