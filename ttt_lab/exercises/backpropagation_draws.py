"""Backpropagation's draw encoded as one side's result: the mistakes ``check_backpropagation`` tries for it.

A common way to write the update keeps one number per playout, the first player's result, and turns it for
the other side: ``result = 1.0 if winner == "X" else 0.0``, then ``wins += result if node.mover == "X" else
1 - result``. With only two values a draw (winner None) falls in the else: it reads as O's win, so every node
O moved into gains a whole win and every node X moved into nothing (or the other way round when the result is
O's). The won playouts come out right, so no other model of the catalogue reproduces the counts; the checker
found the node but could not name the slip. Each mistake here sets, through the ``draw_by_mover`` knob of
:func:`~ttt_lab.exercises.backpropagation.mistaken_backpropagation`, what a draw adds to each mover's nodes.
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake

DRAW_AS_ONE_SIDES = "scores a draw as a win for one side and a loss for the other"


def _hint(side: str, other: str, root: float) -> str:
    root_too = (" The root, which no side moved into, gains half a win on a draw too (its own branch must not skip"
                " a draw)." if root == 0.0 else "")
    return (f"A draw is neither side's win: give the result three values, 1.0 if {side} won, 0.0 if {other} won and 0.5 for a"
            " draw (winner None), so that 1 - result is 0.5 for the other side's nodes as well (or add 0.5 to"
            " every node in a branch of its own for a draw)." + root_too)


BACKPROPAGATION_DRAW_MISTAKES = [
    Mistake(DRAW_AS_ONE_SIDES, f"encodes the result with two values, 1 if {side} won else 0, and gives {other}'s"
            f" nodes 1 - result: a draw (winner None) reads as {other}'s win, so {other}'s nodes gain a whole win"
            f" and {side}'s nothing" + (", the root (no mover) nothing either" if root == 0.0 else ""),
            _hint(side, other, root), knobs=(("draw_by_mover", ((side, 0.0), (other, 1.0), (None, root))),))
    for side, other in (("X", "O"), ("O", "X")) for root in (0.0, 0.5)
]
"""A draw scored 0 for one side's nodes and 1 for the other's (the first player's result, or the second's, turned
for the other side), the root given nothing (a root skipped with ``continue``) or its right half."""
