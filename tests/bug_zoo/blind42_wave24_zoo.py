"""The first set's blind wave 24 (blind42: minimax, alpha-beta, win test), the students fixed by i42a: copied
verbatim into ``bug_zoo/blind42_wave24/`` (each stating its checker and truth in its docstring), with another
shape of each mistake of our own (``own_*``) and the wave's correct variants of those checkers (each must pass).
Measured blind first (blind42's REPORT.md); each class of miss was then generalised (never for one file). Where
the name was right and only its words were not, the words are asserted in tests/test_blind42_wave24.py.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report, terminal_models
from ttt_lab.exercises.parent_bound_models import PARENT_BOUND_ONLY
from ttt_lab.exercises.skipped_positions import SKIPS_SEEN

HERE = Path(__file__).parent / "blind42_wave24"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named rightly when measured blind, but its hint read `row_wise is not None` (a helper's returned value) as
    # a cell tested against None (hint_checks.helper_results): the catalogue's hint stands now.
    "wt_04_equal_without_empty_check": {report.EMPTY_LINE_WINS},
    "own_wt_line_owner_helper": {report.EMPTY_LINE_WINS},
    # Named by its symptom (a value outside the utilities) when measured blind: IN_PROGRESS = 1 read below a root
    # whose own is_terminal test is right, so the collision's model missed only the finished root
    # (terminal_models._root_unfinished).
    "mm_01_inprogress_sentinel": {terminal_models.SENTINEL_COLLIDES},
    "own_mm_ongoing_minus_one": {terminal_models.SENTINEL_COLLIDES},
    # Named wrongly when measured blind ("keeps visiting children after a cutoff", though it returns on its cutoff
    # test): each child gets its parent's running best alone as its bound (parent_bound_models), and the CS50 port
    # cuts only on a strict > / <: both named now.
    "ab_02_parent_bound_only": {report.STRICT, PARENT_BOUND_ONLY},
    "own_ab_parent_best_flag": {PARENT_BOUND_ONLY},
    # Localised at the wrong node when measured blind (the root's max blamed): a `seen` dict over the whole search
    # skips children met before, so no node's own rule is wrong; the skip is named from the code now
    # (skipped_positions).
    "ab_04_seen_positions_skipped": {SKIPS_SEEN},
    "own_mm_visited_parameter": {SKIPS_SEEN},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
