"""An alpha-beta memo that labels its entries by whether the node cut, not by its window.

A transposition table beside alpha-beta must know which of its values are exact: a node that
cut (v >= beta at MAX) has only a lower bound, and a node whose every move failed low against the
window it was given (v <= alpha at MAX) has only an upper bound, though its loop ran to the end.
A common port (blind58's ab_01, AriveIT's "memoization + alpha beta pruning") stores a lower
bound where it cut and reads bounds right, but stores every value of a loop that ran to its end
as exact, a fail-low node's too. On 3x3 boards the values happen to stay right; on a 4x3 k=3
board another order of moves reaches such a node under a wider window and answers with the bound.

:func:`uncut_as_exact` is that memo for :func:`~ttt_lab.exercises.alphabeta_models.knobbed_alphabeta`
(knob ``memo="uncut as exact"``), and :func:`memo_bound_mistakes` names it with the tables
checker's name for the class, :data:`~ttt_lab.exercises.report.BOUND_AS_EXACT`.

Example:
    >>> entries = {}
    >>> uncut_as_exact(entries, "p", -1.0, 0.0, True, lambda: -1.0)  # fails low against alpha = -1
    -1.0
    >>> entries["p"]  # stored as the position's value, though it is only "at most -1"
    ('exact', -1.0)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.report import BOUND_AS_EXACT

UNCUT_AS_EXACT = "uncut as exact"
"""The ``memo`` knob's value for this memo."""


def uncut_as_exact(entries: dict[Any, tuple[str, float]], key: Any, alpha: float, beta: float, maximizing: bool,
                   search: Callable[[], float]) -> float:
    """A node's value through a memo labelled by whether the node cut: an exact entry answers at
    once, a lower bound when it reaches beta, an upper bound when it is at most alpha; otherwise
    ``search()`` runs and its value is stored, as a bound only where the node cut (AIMA's test on
    equality: v >= beta at MAX, v <= alpha at MIN) and as exact everywhere else."""
    entry = entries.get(key)
    if entry is not None:
        kind, value = entry
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    value = search()
    if maximizing and value >= beta:
        entries[key] = ("lower", value)
    elif not maximizing and value <= alpha:
        entries[key] = ("upper", value)
    else:
        entries[key] = ("exact", value)  # the slip: a value at or beyond the other bound is a bound too
    return value


def memo_bound_mistakes() -> list[Mistake]:
    """The memo slip above, named as the tables checker names a bound read back as a value."""
    return [Mistake(
        BOUND_AS_EXACT,
        "remembers a position's value in a table, labelled a bound only where the node cut and exact whenever its"
        " loop ran to the end; but a MAX node whose every move failed low (v <= alpha) has only an upper bound"
        " (a MIN node's v >= beta only a lower one), and another order of moves that reaches the position with a"
        " wider window is answered with that bound",
        "Decide the label by the window the node was called with: v <= alpha (the original alpha) is an upper"
        " bound, v >= beta a lower bound, and only alpha < v < beta is exact. Keep the original alpha and beta"
        " in variables of their own before the loop narrows them.",
        knobs=(("memo", UNCUT_AS_EXACT),),
    )]
