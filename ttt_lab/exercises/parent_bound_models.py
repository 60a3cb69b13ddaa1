"""Alpha-beta with a one-bound window: each child handed only its parent's best value so far.

Code ported from "minimax with a best-value argument" (CS50's ``minimax_value(board, best_value)``,
blind42's ab_02) passes a node's running best down as the child's only bound and stops a child
once one of its own children beats it. That is alpha-beta's shallow cutoff, with no bound from
further up the path: no deep cutoffs, so it scores more leaves than alpha-beta (its value stays
right). The quiz names the same reading ``SHALLOW_ONLY``; here it is a model of the searched
leaves (knob ``window`` ``"parent best"`` of :func:`~ttt_lab.exercises.alphabeta_models.knobbed_alphabeta`),
alone or beside the strict convention (a cut only when the child is strictly better).

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.alphabeta_models import knobbed_alphabeta
    >>> game = TreeGame([5, [[[4, 9], 1]]])  # the MIN node [4, 9] may stop on the root's 5
    >>> knobbed_alphabeta(game, (), {}, on_equal=True)
    (5.0, [(0,), (1, 0, 0, 0), (1, 0, 1)])
    >>> knobbed_alphabeta(game, (), {"window": "parent best"}, on_equal=True)  # no deep cutoff: 9 is scored
    (5.0, [(0,), (1, 0, 0, 0), (1, 0, 0, 1), (1, 0, 1)])
"""

from __future__ import annotations

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.quiz_models import SHALLOW_ONLY

PARENT_BOUND_ONLY = SHALLOW_ONLY
"""One name for one reading, in the quiz and in the alpha-beta checker."""


def parent_bound_mistakes() -> list[Mistake]:
    """The child called with its parent's running best as its only bound."""
    return [Mistake(PARENT_BOUND_ONLY, "hands each child only its parent's best value so far as a bound, not the"
                    " window (alpha, beta) of the whole path: a node stops on a value its parent already has, but"
                    " never on one from further up, so the deep cutoffs are missed and more leaves are scored",
                    "Pass both bounds down: search(child, alpha, beta), with alpha raised at MAX nodes and beta"
                    " lowered at MIN nodes as the loop goes. A node two levels down may stop on the bound of its"
                    " grandparent (a deep cutoff), which the parent's best alone never gives.",
                    knobs=(("window", "parent best"),))]
