"""Slips in one half of a MAX/MIN search (issue 27): code written as two helpers, max_value and
min_value (or two branches of one function), where one half differs from the other.

- the test that picks the helper for each child flipped in one half (``game.to_move(child) !=
  game.players[-1]`` where ``== game.players[0]`` belongs): every child of that kind of node is
  valued by the other side's rule (knob ``turns`` ``"max dispatch flipped"`` / ``"min dispatch
  flipped"`` of :func:`~ttt_lab.exercises.error_model.mistaken_value`);
- the depth counted up in one half (``d + 1`` where ``d - 1`` belongs): below that kind of node the
  depth never falls over two plies (knob ``depth_step`` ``"max up"`` / ``"min up"``).

Like every mistake, each is named only when it reproduces every value the student returned.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> game = aima_figure_5_2()
    >>> mistaken_value(game, game.initial_state(), {}), mistaken_value(game, game.initial_state(), {"turns": "max dispatch flipped"})
    (3.0, 14.0)
"""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import NEVER_COUNTS_DOWN, NOT_ALTERNATING


def _has_depth(case: Any) -> bool:
    return getattr(case, "depth", None) is not None


def one_half_mistakes() -> list[Mistake]:
    """The child's helper picked by a flipped test, or the depth counted up, in one kind of node."""
    return [
        *(Mistake(NOT_ALTERNATING, f"picks the helper for each child of a {side} node by a flipped test (such as"
                  " game.to_move(child) != game.players[-1]), so there every child is valued by the other side's rule",
                  "Value each child by its own mover's rule, with the same test in both helpers: max_value(child)"
                  " where game.to_move(child) == game.players[0], min_value(child) otherwise.",
                  knobs=(("turns", f"{kind} dispatch flipped"),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        *(Mistake(NEVER_COUNTS_DOWN, f"hands the children of {side} nodes depth + 1 (d + 1 where d - 1 belongs, in"
                  " that half of the code), so the depth never falls over two plies", "Each child is one ply further"
                  " down: call your search on it with depth - 1, in both halves of the code.",
                  knobs=(("depth_step", f"{kind} up"),), applies=_has_depth)
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
    ]
