"""A credit that shrinks at each level up the path: backpropagation's result discounted by the distance from
the playout's end.

Code that prefers short wins often carries the result up the path and shrinks it at each level: a constant
taken off (``value - 0.0001``, wave 25's bp_05, an "aggressive" MCTS) or a factor applied (``value * 0.9``,
a discount ``gamma`` as in reinforcement learning). Each node the winner moved into then gains a little less
than 1, and on a draw a little less than 0.5, the farther it is from the last node. The amount is the
student's own, so it is read off the counts their function left (:func:`credit_decay_mistakes`), both ways
(a constant off, a factor), and each becomes a model through the ``decay`` knob of
:func:`~ttt_lab.exercises.backpropagation.mistaken_backpropagation`: named only where it reproduces every
playout, as every model is.

Example:
    >>> credit_share({"decay": ("minus", 1.0, 0.25)}, 2), credit_share({"decay": ("times", 1.0, 0.5)}, 2)
    (0.5, 0.25)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.engine import Mistake

DECAYING_CREDIT = "shrinks the credit at each level up the path"

_HINT = ("Every node of the path gets the playout's whole result, however far it is from the end: 1 to each node the"
         " winner moved into, 0.5 to every node on a draw. Carry the result up unchanged (flip it between the sides"
         " if you like, reward = 1 - reward), with nothing taken off or multiplied in at each level.")


def credit_share(knobs: dict[str, Any], from_leaf: int) -> float:
    """The share of its credit a node ``from_leaf`` levels above the last node gets under the ``decay`` knob
    (``("minus", first, step)``: first - step * levels; ``("times", first, factor)``: first * factor ** levels);
    1 without it."""
    how = knobs.get("decay")
    if how is None:
        return 1.0
    kind, first, step = how
    return float(first - step * from_leaf if kind == "minus" else first * step ** from_leaf)


def _winner_gains(before: Sequence[tuple[Sequence[Any], Sequence[int], Sequence[float], Any]],
                  after: Sequence[Any]) -> list[tuple[int, float]]:
    """(levels above the last node, wins gained) for each node the winner moved into, in the first won playout
    whose path has two of them."""
    for (movers, _, wins_before, winner), counts in zip(before, after, strict=True):
        if counts is None or winner is None:
            continue
        gains = [(len(movers) - 1 - depth, float(w) - float(w0))
                 for depth, (mover, w0, (_, w)) in enumerate(zip(movers, wins_before, counts, strict=True))
                 if mover == winner]
        if len(gains) >= 2 and all(math.isfinite(g) for _, g in gains):
            return gains
    return []


def credit_decay_mistakes(before: Sequence[tuple[Sequence[Any], Sequence[int], Sequence[float], Any]],
                          after: Sequence[Any]) -> list[Mistake]:
    """A credit shrinking at each level, read off the nearest two winner's nodes of a won playout (``before``:
    each playout's movers, visits, wins and winner; ``after``: the counts the function left): a constant taken
    off each level, and a factor, each a model to try; none where those two gained alike or more far up."""
    gains = _winner_gains(before, after)
    if not gains:
        return []
    (near, near_gain), (far, far_gain) = sorted(gains)[:2]
    if not 0 < far_gain < near_gain <= 1.0 + 1e-9:
        return []
    step = round((near_gain - far_gain) / (far - near), 12)
    factor = round((far_gain / near_gain) ** (1 / (far - near)), 12)
    first_minus = round(near_gain + step * near, 12)
    first_times = round(near_gain / factor ** near, 12)
    return [
        Mistake(DECAYING_CREDIT, f"takes {step:g} off the credit at each level up the path: {first_minus:g} for the"
                f" last node, {first_minus - step:g} for its parent and so on (a draw half of that)", _HINT,
                knobs=(("decay", ("minus", first_minus, step)),)),
        Mistake(DECAYING_CREDIT, f"multiplies the credit by {factor:g} at each level up the path: {first_times:g}"
                f" for the last node, {first_times * factor:g} for its parent and so on (a draw half of that)", _HINT,
                knobs=(("decay", ("times", first_times, factor)),)),
    ]
