"""The value the student's own search gives a leaf, beside what its function returns when called there.

Localisation (:func:`~ttt_lab.exercises.engine.localise`) calls the student's function on each
position it walks through. Code that tests for a finished game (or depth 0) only before it
recurses (the parent looks at each child, scores a finished one itself, and recurses into the
others) returns nonsense when called directly on a finished game: its loop over no moves
leaves the running best at -inf. That leaf is then "wrong while its children are right", but
the student's search never asks the function there, and pointing at it sends the student to
add a test the search does not need, away from the real mistake higher up.

:class:`SearchedLeaves` settles such a leaf by what the search from its parent gives it: the
parent's call is run once under a ``sys.setprofile`` hook that notes what every function of
the student's, called with the leaf's position as an argument, returned. When the search
calls something there and every such call returned the right value, the leaf counts as right
(the walk goes on with its siblings, and the spot is a node the search really gets wrong);
when the search never reaches it that way, or gets it wrong too, the leaf stays as it was.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import ttt_lab
from ttt_lab.exercises.harness import _close

_LIBRARY = str(Path(ttt_lab.__file__).parent)


def _number(value: Any) -> float | None:
    """A returned value as a number: itself, or the first item of a (value, move) pair."""
    if isinstance(value, (tuple, list)) and value:
        value = value[0]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return None


def _same(value: Any, target: Any) -> bool:
    if value is target:
        return True
    if type(value) is not type(target):
        return False
    try:
        return bool((value == target) is True)
    except Exception:  # a comparison the state's type refuses
        return False


class _LeafTrace:
    """Notes, per target position, the numbers the student's functions returned when called with it."""

    def __init__(self, targets: list[Any]) -> None:
        self.targets = targets
        self.given: list[list[float | None]] = [[] for _ in targets]
        self._open: dict[int, int] = {}
        self._previous: Any = None

    def __enter__(self) -> _LeafTrace:
        self._previous = sys.getprofile()
        sys.setprofile(self._event)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.setprofile(self._previous)

    def _event(self, frame: FrameType, event: str, arg: Any) -> None:
        if event == "call" and not frame.f_code.co_filename.startswith(_LIBRARY):
            code = frame.f_code
            names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
            values = [frame.f_locals.get(name) for name in names]
            which = next((i for i, target in enumerate(self.targets) if any(_same(v, target) for v in values)), None)
            if which is not None:
                self._open[id(frame)] = which
        elif event == "return" and id(frame) in self._open:
            self.given[self._open.pop(id(frame))].append(_number(arg))


class SearchedLeaves:
    """Wraps localisation's ``student`` and ``children`` so a leaf the student's function gets wrong
    only when called on it alone counts as right when the search from its parent gets it right.

    ``run(node)`` calls the student's function on a node; ``position(node)`` is the game position
    inside it (a node may carry a depth too); ``truth(node)`` is its right value.
    """

    def __init__(self, run: Callable[[Any], float | None], truth: Callable[[Any], float],
                 children: Callable[[Any], list[tuple[str, Any]]], position: Callable[[Any], Any]) -> None:
        self._run, self._truth, self._children, self._position = run, truth, children, position
        self._parent: dict[int, tuple[Any, Any]] = {}  # child id: (the child, kept so its id stays its own; parent)
        self._given: dict[int, list[list[float | None]]] = {}
        self._stood_in: dict[int, tuple[Any, list[tuple[Any, float | None]]]] = {}

    def children(self, node: Any) -> list[tuple[str, Any]]:
        found = self._children(node)
        for _, child in found:
            self._parent[id(child)] = (child, node)
        return found

    def student(self, node: Any) -> float | None:
        got = self._run(node)
        parent = self._parent.get(id(node), (None, None))[1]
        right = self._truth(node)
        if parent is None or self._children(node) or (got is not None and _close(got, right)):
            return got
        if id(parent) not in self._given:
            with _LeafTrace([self._position(child) for _, child in self._children(parent)]) as trace:
                self._run(parent)
            self._given[id(parent)] = trace.given
        index = next(i for i, (_, child) in enumerate(self._children(parent)) if _same(self._position(child), self._position(node)))
        given = self._given[id(parent)][index]
        if given and all(value is not None and _close(value, right) for value in given):
            self._stood_in.setdefault(id(parent), (parent, []))[1].append((node, got))
            return right
        return got

    def stood_in(self, parent: Any) -> list[tuple[Any, float | None]]:
        """The leaves of ``parent`` settled by its search, each with what the direct call returned there."""
        return self._stood_in.get(id(parent), (None, []))[1]
