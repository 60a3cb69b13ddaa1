"""Backpropagation that updates each node's parent with the node's own result: one mistake, a shift by one node.

Ported C++ MCTS often walks up from the new node and updates ``node->getParent()`` (or ``path[i - 1]``) with the
visit and the win judged by the node's own mover (wave 38's bp_01). Every node then gets the update meant for the
node below it, and the last node of the path, which is no node's parent, none at all. The values alone fit a pair
of slips as well (credit for the side to move at each node, with the root's flipped, plus the new node skipped),
whose first name, "credits the playout to the wrong side", is a by-product: its hint asked for the comparison the
code already makes. One model with both knobs (each node credited by the next node's mover, the last node left
out) is the shift itself, and is named first, alone, where the code visibly updates a parent.

Its gate: the model is refuted unless the code adds to a node one step up the path (``path[i - 1]``,
``node.parent``, or a name bound to one) AND compares a mover with the winner: code that updates a parent but
credits the parent by its own mover (blind43's bp_04) only skips the new node, which this model does not fit.

Example:
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> def backpropagate(path, winner):
    ...     i = len(path) - 1
    ...     while i > 0:
    ...         parent = path[i - 1]
    ...         parent.visits += 1
    ...         if path[i].mover == winner:
    ...             parent.wins += 1
    ...         i -= 1
    >>> parent_update(read_source(backpropagate))
    ('path[i - 1]', 'path[i].mover == winner')
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.backpropagation_source import parent_written
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source

UPDATES_PARENT = "updates each node's parent instead of the node"

_HINT = ("Update the node itself, then move up: node.visits += 1 and node.wins += 1 where node.mover == winner"
         " (0.5 on a draw), for every node from the last one up to the root, path[-1] and path[0] included;"
         " not its parent with the node's result.")


def _mover_test(source: Source) -> ast.Compare | None:
    """A comparison of a ``.mover`` with a name (the winner): what judges the win."""
    for node in source.nodes():
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Eq, ast.Is)):
            sides = (node.left, node.comparators[0])
            if any(isinstance(side, ast.Attribute) and side.attr == "mover" for side in sides) and any(
                    isinstance(side, ast.Name) for side in sides):
                return node
    return None


def parent_update(source: Source) -> tuple[str, str] | None:
    """(the parent updated, the mover's test) where the code adds a visit or a win to a node one step up the
    path and compares a mover with the winner; ``None`` otherwise."""
    test = _mover_test(source)
    updated = parent_written(source) if test is not None else None
    return None if updated is None or test is None else (source.segment(updated), source.segment(test))


def _words(source: Source) -> tuple[str, str] | None:
    found = parent_update(source)
    if found is None:
        return None
    parent, test = found
    return (f"updates each node's parent (`{parent}`) with the node's own result, a visit and a win where"
            f" `{test}`: every node gets the update meant for the node below it, and the last node of the path,"
            " which is no node's parent, is never counted (the root's win then follows its child's mover, and"
            " each node's the side to move there)", _HINT)


PARENT_MISTAKES = [
    Mistake(UPDATES_PARENT, "updates each node's parent with the node's own result: every node gets the update"
            " meant for the node below it, and the new node at the end of the path, which is no node's parent,"
            " is never counted", _HINT, knobs=(("credit", "next index"), ("nodes", "no leaf")),
            refuted_by=lambda source: parent_update(source) is None, worded=_words),
]
"""The shift by one node, tried before any pair: its single model explains what the pair "the wrong side" and
"skips the new node" only describes."""
