"""A negamax with a transposition table of its own, named from the table alpha-beta's model
(:mod:`~ttt_lab.exercises.table_models`): the student's table lives inside one call, so its slips
show only where a bound stored under one window is read back under another (a transposition).
A slip is named only when its model reproduces every value the student returned and the other
slips' models do not: a value stored under a cutoff kept as exact, or the kind decided with the
window the loop left (the current alpha, not the one the node was called with).

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> state = game.parse("XXO/.../.O.")
    >>> [mover_table_value(game, state, knobs) for knobs in ({}, {"kind": "exact"})]
    [0.0, 1.0]
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem
from ttt_lab.exercises.table_models import table_value
from ttt_lab.exercises.table_names import KIND_FROM_NARROWED, TABLE_HINTS

_SLIPS: list[tuple[str, dict[str, str]]] = [
    (BOUND_AS_EXACT, {"kind": "exact"}),
    *((KIND_FROM_NARROWED, {"read": read, "kind": kind}) for read in ("narrow", "answer_only")
      for kind in ("mover", "upper_first", "lower_first")),
]
"""Each slip of the table with its model's knobs (several knobs of one slip: the same name)."""

_SAID = {
    BOUND_AS_EXACT: "a right alpha-beta negamax whose table stores every value as exact, a value found under a"
                    " cutoff (only a bound) too, and answers with it when the position comes again under another"
                    " window",
    KIND_FROM_NARROWED: "a right alpha-beta negamax whose table decides each entry's kind against alpha and beta as"
                        " the loop left them (the current alpha, not the alpha the node was called with), so a"
                        " cutoff's lower bound is stored as an upper bound and later caps beta",
}

_DEPTH = 64
"""Deeper than any graded game: the model's table compares depths, and a full search never stops early."""


def mover_table_value(game: Any, state: Any, knobs: dict[str, str]) -> float:
    """The knobbed table alpha-beta's value of ``state`` (a new table, full window), for the side to move."""
    value = table_value(game, state, _DEPTH, lambda _: 0.0, -math.inf, math.inf, {}, knobs)
    return value if game.to_move(state) == game.players[0] else 0.0 - value  # 0.0 - 0.0 is 0.0, not -0.0


def table_slip(cases: Sequence[Any], answers: Sequence[float | None], fn: Callable[..., Any]) -> Problem | None:
    """The one table slip whose model reproduces every answer (``None`` when none does, or two
    different slips do). ``cases``: the checker's cases (``game``, ``state``, ``expected``, ``label``).

    On tic-tac-toe both models often give the same wrong values; the code tells them apart: an
    entry can be a bound taken for its kind only in code that names kinds of bound (LOWERBOUND,
    "upper"...), and every value is kept as exact only in code that names none."""
    if any(answer is None for answer in answers):
        return None
    numbers = [float(answer) for answer in answers if answer is not None]
    wrong = [i for i, (case, answer) in enumerate(zip(cases, numbers, strict=True)) if not _close(answer, case.expected)]
    if not wrong:
        return None
    kinds = any(word in text.lower() for text in read_source(fn).texts for word in ("lower", "upper"))
    fitting = {name for name, knobs in _SLIPS if (name == KIND_FROM_NARROWED) == kinds
               if all(_close(answer, mover_table_value(case.game, case.state, dict(knobs)))
                      for case, answer in zip(cases, numbers, strict=True))}
    if len(fitting) != 1:
        return None
    name = fitting.pop()
    case, answer = cases[wrong[0]], numbers[wrong[0]]
    return Problem(name, f"On {case.label} it returned {_num(answer)}; for the side to move the value is"
                   f" {_num(case.expected)}. Every value it returned is that of {_SAID[name]}, and of no other"
                   " slip the checker knows. Only a position reached again by another order of moves, under"
                   " another window, shows it.", TABLE_HINTS[name])
