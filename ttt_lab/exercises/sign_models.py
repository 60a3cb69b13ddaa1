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

from ttt_lab.exercises.engine import Mistake

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
