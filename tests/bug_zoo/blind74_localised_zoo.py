"""Students with no model to name them, localised where their own search goes wrong (issue 27, u74a).

Each file in ``bug_zoo/blind74_localised/`` states its checker and its truth. Their entry function has
no end-of-game test of its own (the parent scores a finished child itself before recursing), so called
directly on a finished game it returns nonsense. Localisation must not stop at such a leaf, which the
student's search never asks the function about (search_leaves), but at the node the search gets wrong.
Where a checker grades finished positions (or depth 0) as cases of their own (minimax, negamax,
depth-limited), a missing entry test is a real bug there, and the graded root, having no parent, stays
the spot: the rule only settles leaves reached from a parent.
"""

from __future__ import annotations

from pathlib import Path

from bug_zoo.blind_waves import CHECK, load

HERE = Path(__file__).parent / "blind74_localised"

_ALL = load(HERE)

NAMES: dict[str, set[str]] = {
    # No model weighs outcomes by p squared: localised (asserted) at the chance node, not at a finished game
    # where the entry function called alone returns inf.
    "own_ex_odds_squared": set(),
}

CORRECT = [fn for fn in _ALL.values() if fn._truth.lower().startswith("correct")]  # type: ignore[attr-defined]
BUGGY = [(_ALL[stem], names) for stem, names in NAMES.items()]
__all__ = ["BUGGY", "CHECK", "CORRECT"]
