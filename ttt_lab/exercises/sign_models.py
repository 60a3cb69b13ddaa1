"""Sign slips of the running best (issue 27, mut3's class #3): a minus on the best so far where it
belongs on the child's value, or on nothing.

``best = max(-best, value)`` (a negamax's ``-`` typed on the wrong operand, or copied into a MAX/MIN
search) negates the running best at every comparison: the first child is compared with +inf and
lost, the next one taken as it is, and so on. The error model folds a node's children that way
(knob ``negated_best`` of :func:`~ttt_lab.exercises.error_model.mistaken_value`, ``"both"`` or in
one kind of node, ``"max"`` or ``"min"``); like every mistake, it is named only when it reproduces
every value the student returned.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> game = TreeGame([4, -7, 9])
    >>> mistaken_value(game, (), {"negated_best": "max"})  # max(inf, 4), max(-inf, -7), max(7, 9)
    9.0
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Fit, Mistake
from ttt_lab.exercises.report import FORGETS_NEGATION, SIGN_SLIP

NEGATES_BEST = "negates the running best"

_HINT = ("The running best is compared as it is: best = max(best, value) (min for MIN); a minus belongs only on"
         " a child's value in negamax form, best = max(best, -negamax(child)), never on best itself.")


def negated_best_mistakes(negamax: bool = False) -> list[Mistake]:
    """The running best negated at each comparison: in every node (negamax, or both halves of a
    MAX/MIN search) or, in a MAX/MIN search, in one kind of node alone."""
    if negamax:
        return [Mistake(NEGATES_BEST, "negates the running best each time it compares (best = max(-best,"
                        " -negamax(child))): the minus typed on best as well as on the child's value", _HINT,
                        knobs=(("negated_best", "both"),))]
    found = [Mistake(NEGATES_BEST, "negates the running best each time it compares (best = max(-best, value) in"
                     " MAX nodes, min(-best, value) in MIN nodes)", _HINT, knobs=(("negated_best", "both"),))]
    found += [Mistake(NEGATES_BEST, f"negates the running best each time it compares where {side} is to move"
                      f" (best = {kind}(-best, value) there)", _HINT, knobs=(("negated_best", kind),))
              for kind, side in (("max", "MAX"), ("min", "MIN"))]
    return found


CHILDREN_NEGATED = Mistake(
    SIGN_SLIP, "negates every child's value (-search(child), negamax's habit) and still takes max(...) where MAX"
    " is to move and min(...) where MIN is: in a MAX/MIN search every value is already MAX's",
    "Remove the minus in front of your recursive call: minimax values are MAX's everywhere, so a node takes"
    " max of its children's values where MAX is to move and min where MIN is, as they come. (Negamax negates"
    " instead, and then takes the max at every node, whoever moves.)",
    knobs=(("negamax", True), ("leaf", "max"), ("mixed", True)))


def children_negated(fit: Fit | None, fn: Callable[..., Any] | None) -> Fit | None:
    """A fit of "forgets to negate the children's values" (a negamax inside, children not negated)
    to code that does negate what its own search returns: where moves alternate the two give the
    same values (by induction, v = sign * negamax value), and the code tells them apart. Read as
    the minus added to a search that also takes max and min by player."""
    if fit is None or fn is None or [m.name for m in fit.mistakes] != [FORGETS_NEGATION]:
        return fit
    return dataclasses.replace(fit, mistakes=(CHILDREN_NEGATED,)) if _negates_children(fn) else fit


def _negates_children(fn: Callable[..., Any]) -> bool:
    """``fn``'s code negates what its own search returns on a child, inside a loop over the moves
    or a comprehension (``-search(game.result(s, a))``), not only at the root's conversion."""
    import ast

    from ttt_lab.exercises.hint_checks import read_source

    source = read_source(fn)
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}

    def own_call(node: ast.AST) -> bool:  # search(...), search(...)[0] or search(...).value
        while isinstance(node, (ast.Subscript, ast.Attribute)):
            node = node.value
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in defined

    loops = [node for node in source.nodes() if isinstance(node, (ast.For, ast.comprehension, ast.ListComp,
                                                                   ast.GeneratorExp))]
    return any(isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and own_call(node.operand)
               for loop in loops for node in ast.walk(loop))
