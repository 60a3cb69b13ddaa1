"""Open cases of backpropagation and quiescence fixed in round 50 (m50b): the students fixed here are copied
verbatim from ``bug_zoo/open_cases/`` into ``bug_zoo/blind51_open_new/``, and, beside each, another shape of the
same mistake written for the fix (``own_*``) and the right version that must pass (``own_*_ok_*``). Each class of
miss was generalised, never fixed for one file.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load
from ttt_lab.exercises import mcts_amounts

HERE = Path(__file__).parent / "blind51_open_new"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # Named wrongly when measured blind ("is off by one", with a hint about loop bounds): the repair of `wins += 1`
    # to `+= 0` in the root's own branch found the line, but the root credited as the searching player's node (the
    # side to move there, path[1]'s mover) is a model of its own now (backpropagation's ROOT_CREDITED), and a
    # constant that is an amount added is told as the wrong amount, never a bound off by one (repair_rules.constant_slip).
    "w27_bp_01_root_for_searcher": {mcts_amounts.ROOT_CREDITED},
    "own_bp_root_as_searchers_node": {mcts_amounts.ROOT_CREDITED},
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
