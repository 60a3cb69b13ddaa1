"""A ±1 value carried up the path and shrunk toward 0 at each level: backpropagation as some ported MCTS code
writes it (wave 31's bp_05, an "aggressive" MCTS's ``new_value = value - 0.0001 if value > 0 else value +
0.0001``, added as ``(new_value + 1) / 2`` and handed to the parent as ``-new_value``).

The result starts at the last node as its mover's value (+1 a win, -1 a loss, 0 a draw), and at each level up it
loses a step toward 0 before it is added and negated for the parent. A won playout's winner's nodes then gain a
little less than 1, the loser's a little more than 0, and a draw's value swings between 0 and the step, so a draw
turns into a tiny win or loss. :mod:`~ttt_lab.exercises.backpropagation_decay` shrinks the credit itself (a loser's
0 stays 0) and :mod:`~ttt_lab.exercises.backpropagation_shifts` takes one constant off every credit; neither
reproduces this, so only the root was shown. The step is read off the counts (the last node's gain on a won
playout) and, with the ways code treats the root (no mover: the draw's half when the value it receives is 0, the
right credit, or the carried value as any node's), each makes a model through the ``carried`` knob of
:func:`~ttt_lab.exercises.backpropagation_model.mistaken_backpropagation`: named only where it reproduces every
playout, as every model is.

Example:
    >>> [round(gain, 5) for gain in carried_gains([None, "X", "O"], "O", (0.001, "right"))]
    [0.0, 0.001, 0.9995]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.backpropagation_decay import DECAYING_CREDIT
from ttt_lab.exercises.engine import Mistake

_ROOTS = {
    "zero test": "the root, which has no mover, gains a draw's half only when the value it receives is exactly 0",
    "right": "the root gains a draw's half on a draw and nothing on a won playout",
    "carried": "the root gains the carried value as any node does",
}

_HINT = ("Every node gets the playout's whole result, however far it is from the end: 1 to each node the winner moved"
         " into, 0 to the loser's, 0.5 to every node on a draw. Carry the value up unchanged, only negated for the"
         " parent (a ±1 value added as (value + 1) / 2), with nothing taken off at each level.")


def carried_gains(movers: Sequence[Any], winner: Any, carried: tuple[float, str]) -> list[float]:
    """What each node of a path (its ``movers``, the root first) gains when the last node's ±1 value is carried up,
    shrunk by ``carried``'s step at each level (``value - step if value > 0 else value + step``), added as
    ``(value + 1) / 2`` and negated for the parent; the root (no mover) as ``carried``'s rule says."""
    step, root = carried
    value = 0.0 if winner is None else 1.0 if movers[-1] == winner else -1.0
    gains = [0.0] * len(movers)
    for depth in range(len(movers) - 1, -1, -1):
        shrunk = value - step if value > 0 else value + step
        if movers[depth] is not None or root == "carried":
            gains[depth] = (shrunk + 1) / 2
        elif root == "zero test":
            gains[depth] = 0.5 if value == 0 else 0.0
        else:
            gains[depth] = 0.5 if winner is None else 0.0
        value = -shrunk
    return gains


def carried_shrink_mistakes(before: Sequence[tuple[Sequence[Any], Sequence[int], Sequence[float], Any]],
                            after: Sequence[Any]) -> list[Mistake]:
    """The carried value's step, read off the last node's gain in the first won playout (``before``: each playout's
    movers, visits, wins and winner; ``after``: the counts the function left), as one model per way of treating
    the root; none where that gain is not a little off its right 1 or 0."""
    for (movers, _, wins_before, winner), counts in zip(before, after, strict=True):
        if counts is None or winner is None:
            continue
        value = 1.0 if movers[-1] == winner else -1.0
        shrunk = 2 * (float(counts[-1][1]) - float(wins_before[-1])) - 1
        step = round(value - shrunk if value > 0 else shrunk - value, 12)
        if not 0 < step < 0.5:
            return []
        return [Mistake(DECAYING_CREDIT, f"carries the last node's ±1 value up the path and shrinks it toward 0 by"
                        f" {step:g} at each level (value - {step:g} if value > 0 else value + {step:g}), adding"
                        f" (value + 1) / 2 and negating it for the parent: the winner's nodes gain less than 1, the"
                        f" loser's more than 0, a draw a little more or less than 0.5; {_ROOTS[root]}", _HINT,
                        knobs=(("carried", (step, root)),)) for root in _ROOTS]
    return []
