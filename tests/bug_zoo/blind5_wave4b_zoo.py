"""The blind set of blind5's wave 4, second part (board, MCTS, anytime, quiescence and table
checkers; the search checkers' students are in ``blind5_wave4_zoo``): the students fixed here are
copied verbatim into ``bug_zoo/blind5_wave4b/``, each stating its checker and its mistake in its
docstring, with the wave's correct variants of these checkers (each must pass). Measured blind first, on main as it was at 16:28 UTC (blind5's REPORT.md); the error
model was then generalised for each class of miss (never for one file). From here on each is
asserted named first by a name that describes its mistake, and by no other name.
"""

from __future__ import annotations

import ast
import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ttt_lab import exercises as ex

HERE = Path(__file__).parent / "blind5_wave4b"

# How each file's checker is called: as the notebook's graded cell calls it (blind5's run.py).
_CALLS: dict[str, tuple[str, dict[str, Any]]] = {
    "check_evaluation": ("my_evaluation", {}),
    "check_win_test": ("my_winner", {}),
    "check_ucb": ("my_ucb", {}),
    "check_iterative_deepening": ("my_iterative_deepening", {}),
    "check_quiescence": ("my_quiescence", {}),
    "check_retrograde": ("my_retrograde", {}),
    "check_table_alphabeta": ("my_alphabeta_with_table", {}),
    "check_backpropagation": ("my_backpropagate", {}),
}


def _student(path: Path) -> Callable[..., Any]:
    """The file's student function, carrying its checker and its ground truth."""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    checker = doc.splitlines()[0].split(":", 1)[1].strip()
    spec = importlib.util.spec_from_file_location(f"blind5b_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn = getattr(module, _CALLS[checker][0])
    fn.__name__ = path.stem
    fn._check, fn._truth = checker, doc
    return fn  # type: ignore[no-any-return]


def CHECK(fn: Any, *, quiet: bool = False) -> ex.CheckReport:
    """The student's own checker, called as the notebook calls it."""
    _, kwargs = _CALLS[fn._check]
    return getattr(ex, fn._check.split("(")[0])(fn, quiet=quiet, **kwargs)  # type: ignore[no-any-return]


_ALL = {path.stem: _student(path) for path in sorted(HERE.glob("*.py"))}

NAMES: dict[str, set[str]] = {
    # "returns the right value with a wrong move" when measured blind: the move is taken only
    # where the value rises above the previous iteration's.
    "id4_keeps_move_on_tie": {"keeps an earlier iteration's move"},
    # Crashes (TypeError: a set of a 1-tuple holding a row): right when measured blind; the hint
    # now names the zip(board) slip (test_bug_zoo checks it).
    "wt2_zip_without_star": {"crashes"},
    # "reports a winner for an incomplete line" when measured blind, hinted to compare all cells,
    # which it does: its diagonals are range(2), two cells long.
    "wt4_diag_range2": {"checks a line shorter than k cells"},
    # "does not tell good positions from bad" with one pair when measured blind; every score is 0.
    "ev2_helper_other_is_player": {"returns the same value on every board"},
    # Only localised when measured blind (the arithmetic spelled out): a bracket around the whole sum.
    "ucb3_divides_everything": {"divides the whole sum by the visits"},
    # Named "adds 1 to the visits" when measured blind, though the 1 went to the parent's visits.
    "ucb4_log_plus_one": {"adds 1 to the parent's visits"},
    # Named right when measured blind, but its hint told it to call game.completing_cells(state,
    # opponent), which it does: with an opponent equal to the player (the hint now says so).
    "qs2_you_equals_me": {"never blocks the opponent's threat"},
}

CORRECT = [fn for stem, fn in _ALL.items() if "mistake: correct" in fn._truth]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
