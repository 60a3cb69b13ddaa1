"""A name read where another belongs, in a tree search: slips that run without an error.

A search written as a helper inside the student's function gets the node (``s``) but may read
the outer ``state``, the root the search started from: with ``def value(s, d): ...
game.to_move(state) ...`` or ``return evaluate(state)`` every node answers a question about the
root. And after the loop over the moves, the loop's variable (``value``, ``score``) may be
returned where the running best belongs: every node is then worth its last child's value.
The knobs are :func:`~ttt_lab.exercises.error_model.mistaken_value`'s (``turns="root"``,
``horizon="root"``, ``last_child``); the checkers that search with that model declare these
mistakes beside its others.
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.loop_models import KEEPS_LAST
from ttt_lab.exercises.report import DEPTH_FROM_ROOT, DEPTH_OFF_BY_ONE

TURN_FROM_ROOT = "decides who moves from the root position, not the node's"
EVALUATES_ROOT = "evaluates the root position at the depth limit, not the node's"
LAST_CHILD = KEEPS_LAST
"""One behaviour, one name: the loop's last value returned and a best overwritten by every child
(loop_models) give the same values, so the student is told what the code does, with both shapes."""

_HINT = ("Inside a helper that is given a position (def value(s, d)), ask about that position, s: the outer"
         " state is the root the search started from, the same at every node.")


def root_state_mistakes() -> list[Mistake]:
    """The root's state read where the node's belongs: whose turn it is, and what the evaluation says."""
    return [
        Mistake(TURN_FROM_ROOT, "asks whose turn it is of the root (game.to_move(state)) at every node, so every"
                " node takes the max where MAX is to move at the root, and the min where MIN is",
                _HINT + " Whose turn it is: game.to_move(s).", knobs=(("turns", "root"),)),
        Mistake(EVALUATES_ROOT, "evaluates the root (evaluate(state)) at the depth limit, so every position at"
                " the limit is worth the root's evaluation", _HINT + " At the depth limit: return evaluate(s).",
                knobs=(("horizon", "root"),)),
        Mistake(DEPTH_FROM_ROOT, "hands every child the root's depth less one (search(child, depth - 1), the outer"
                " depth, where d - 1 belongs), so below the root's children the depth never goes down and the"
                " search runs to the end of the game", _HINT + " The depth left: d - 1 for the children of s.",
                knobs=(("depth_from_root", True),), applies=lambda case: case.depth is not None),
        *(Mistake(DEPTH_FROM_ROOT, f"hands the children of every {side} node the root's depth less one ({side}-VALUE"
                  f" called with the outer depth where the node's d belongs), so the depth goes back up at each {side}"
                  " node", _HINT + " The depth left: the d the helper was given, less one for each ply.",
                  knobs=(("depth_from_root", kind),), applies=lambda case: case.depth is not None)
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(DEPTH_OFF_BY_ONE, "searches the root's children with depth, not depth - 1 (the root's own loop, or the"
                " call it makes on each child, forgets the decrement that every node below makes), so it looks one ply"
                " further than asked; asked for depth 0 it evaluates the root, rightly", "Every child is one ply further"
                " down, the root's too: where the root loops over its moves, call the search on each child with depth -"
                " 1, as the nodes below do.", knobs=(("root_keeps_depth", True),),
                applies=lambda case: case.depth is not None),
    ]


def last_child_mistakes() -> list[Mistake]:
    """The loop's variable returned after the loop: each node worth its last child's value."""
    return [
        Mistake(LAST_CHILD, "keeps the value of the last move it tried, not the best: after the loop it returns the"
                " loop's variable (value, score) where the running best belongs, or it sets the best to every"
                " child's value in turn", "After the loop return the best value kept so far (`if value > best:"
                " best = value` inside the loop, < for MIN; then return best), not the last value computed in it.",
                knobs=(("last_child", True),)),
    ]
