"""The first set's blind wave 25 (blind44: minimax, alpha-beta), the students fixed by j44a: copied verbatim into
``bug_zoo/blind44_wave25/`` (each stating its checker and truth in its docstring), with another shape of each
mistake of our own (``own_*``) and the wave's correct variants of those checkers (each must pass). Measured blind
first (blind44's REPORT.md); each class of miss was then generalised (never for one file).
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import report
from ttt_lab.exercises.scope_models import CHILD_MOVE

HERE = Path(__file__).parent / "blind44_wave25"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("prunes on the wrong bound", told to test v >= beta, which it does): the
    # root gets the window (-2, 2), a stand-in for infinity too tight for trees with larger values
    # (open_window_stops.tight_root_window, read off the window the first call got and the leaf it stopped at).
    "ab_01_window_pm2": {report.TIGHT_ROOT_WINDOW},
    "own_ab_unit_window_defaults": {report.TIGHT_ROOT_WINDOW},
    # Named wrongly when measured blind ("returns the right value with a wrong move", told to update the move with
    # the value in one if, which it does): `[move, score] = minimax(...)` unpacks the child's move into the loop's
    # own variable (scope_models.loop_move_overwritten, read from the source).
    "mm_09_child_move": {CHILD_MOVE},
    "own_mm_value_move_unpack": {CHILD_MOVE},
    # Named wrongly when measured blind ("forgets to turn the negamax value to MAX's view", with no negamax in the
    # code): the root mover's value, leaves scored for `maximizer = game.to_move(state)`. The negamax model is
    # refuted where the code negates nothing (code_claims.negates_nothing), and the same values are named by the
    # side they are computed for.
    "mm_01_mover_view": {report.WRONG_PLAYER},
    "own_mm_root_mover_helper": {report.WRONG_PLAYER},
    # Named rightly when measured blind, with words for half the code: `best = -1` and an early `return 1` are told
    # together now (start_models.start_at_minus_one_words); asserted in tests/test_blind44_wave25.py.
    "nm_04_stop_at_one": {report.WRONG_START},
    # Named rightly when measured blind, but its hint's first example (pass the depth down as an argument) is what
    # the code does: the hint names the container it keeps now (kept_state.kept_container_hint).
    "dl_04_cached_values": {report.KEEPS_STATE},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
