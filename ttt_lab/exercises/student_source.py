"""The student's code being checked, readable wherever a model is fitted (issue 27, failure mode 1).

A model whose values match every answer may still describe code the student does not have: a
search that negates twice has the values of one that never negates, yet "you forgot to negate"
over code that negates teaches the student to distrust the checker. So a
:class:`~ttt_lab.exercises.engine.Mistake` may say what its explanation claims about the code
(``refuted_by``: a check of the source, true on a clear finding that the code cannot have the
mistake), and :func:`~ttt_lab.exercises.engine.name_mistake` drops refuted models before it
fits. The models are fitted deep inside each checker, far from the function being checked; a
checker marked :func:`diagnoses` makes that function's source available to every fit made while
it runs (:func:`student_source`), with no plumbing through the helpers in between.

The source is read (parsed, never run) once per check, on the first fit that asks for it. Code
with no readable source (a lambda typed in a console, a builtin) refutes nothing.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from ttt_lab.exercises.hint_checks import Source, read_source


class _Reading:
    """The function being checked, and its source once read."""

    def __init__(self, fn: Any) -> None:
        self.fn = fn
        self.source: Source | None = None

    def read(self) -> Source:
        if self.source is None:
            # Two levels of helpers: a dispatcher's max_value and min_value, and what they call.
            self.source = (read_source(self.fn, levels=2) if callable(self.fn) and not _closes_over_code(self.fn)
                           else Source((), ()))
        return self.source


def _closes_over_code(fn: Any) -> bool:
    """``fn`` calls a function it holds in a closure (a decorator's wrapper around the student's own
    code, ``formula(...)`` inside ``ucb``): read_source follows module-level helpers only, so the
    code that computes would go unread, and a check of the wrapper alone would refute what it
    cannot see. Such code is taken as unreadable: every model is kept."""
    cells = getattr(inspect.unwrap(fn), "__closure__", None) or ()
    for cell in cells:
        try:
            held = cell.cell_contents
        except ValueError:  # an empty cell
            continue
        if inspect.isfunction(held) and not held.__module__.startswith("ttt_lab"):
            return True
    return False


_CHECKED: ContextVar[_Reading | None] = ContextVar("checked_student_function", default=None)


@contextmanager
def reading(fn: Any) -> Iterator[None]:
    """Make ``fn``'s source the one fits read (:func:`student_source`) while the block runs."""
    token = _CHECKED.set(_Reading(fn))
    try:
        yield
    finally:
        _CHECKED.reset(token)


def student_source() -> Source | None:
    """The source of the function being checked, or ``None`` outside a check or where it cannot be
    read (then every model is kept)."""
    checked = _CHECKED.get()
    if checked is None:
        return None
    source = checked.read()
    return source if source.trees else None


Check = TypeVar("Check", bound=Callable[..., Any])


def diagnoses(check: Check) -> Check:
    """Mark a checker ``check(fn, ...)``: while it runs, every fit reads ``fn``'s source."""
    @functools.wraps(check)
    def checking(fn: Any, *args: Any, **kwargs: Any) -> Any:
        with reading(fn):
            return check(fn, *args, **kwargs)

    return checking  # type: ignore[return-value]
