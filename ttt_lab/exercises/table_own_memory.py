"""A table of the student's own that outlives the search: a dict at module level (or in a
closure) that the function fills instead of the ``table`` it is given.

Such a dict survives from one search to the next, across windows and depths, so an entry
stored under one window answers a later search with another: values go wrong that a fresh
process (the dict empty) gets right. The checker sees it by emptying each of the function's
own dicts before asking a wrong search again: when the dict fills up again and every such
answer comes out right, that dict is the cause, whatever the search does besides. The dicts
are given back what they held after the probe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem
from ttt_lab.exercises.table_names import OWN_TABLE, TABLE_HINTS
from ttt_lab.exercises.table_searches import _expected, _ForgetfulTable, _Run, _run, _said, _Search

_TRIED = 12
"""Wrong searches asked again with the function's own dict emptied (each a full search)."""


def _own_dicts(fn: Callable[..., Any]) -> list[tuple[str, dict[Any, Any], Callable[[Any], None]]]:
    """The dicts the function can reach without being given them, each with how to put another
    object in every place that holds it: its module's globals (not the dunder names) and the
    cells of its closure and of the functions in them (a wrapper's search)."""
    places: dict[int, tuple[str, dict[Any, Any], list[Callable[[Any], None]]]] = {}

    def found(name: str, value: dict[Any, Any], put: Callable[[Any], None]) -> None:
        places.setdefault(id(value), (name, value, []))[2].append(put)

    names = getattr(fn, "__globals__", {})
    for name, value in list(names.items()):
        if isinstance(value, dict) and value is not names and not name.startswith("__"):
            found(name, value, _putter(names, name))
    functions, seen = [fn], {id(fn)}
    while functions:
        function = functions.pop()
        code = getattr(function, "__code__", None)
        for name, cell in zip(getattr(code, "co_freevars", ()), getattr(function, "__closure__", None) or (),
                              strict=False):
            try:
                value = cell.cell_contents
            except ValueError:
                continue
            if isinstance(value, dict):
                found(name, value, _cell_putter(cell))
            elif callable(value) and hasattr(value, "__code__") and id(value) not in seen and len(seen) < 20:
                seen.add(id(value))
                functions.append(value)
    return [(name, value, _everywhere(puts)) for name, value, puts in places.values()]


def _everywhere(puts: list[Callable[[Any], None]]) -> Callable[[Any], None]:
    def put(new: Any) -> None:
        for one in puts:
            one(new)

    return put


def _putter(names: dict[str, Any], name: str) -> Callable[[Any], None]:
    def put(new: Any) -> None:
        names[name] = new

    return put


def _cell_putter(cell: Any) -> Callable[[Any], None]:
    def put(new: Any) -> None:
        cell.cell_contents = new

    return put


def own_table_problems(fn: Callable[..., Any], run: Callable[..., Any], forgetful: _Run) -> list[Problem]:
    """"keeps its own table between searches" when one of the function's own dicts is the cause:
    with that dict forgetting too, every wrong search comes out right (the search is right), and
    with it emptied before the search, some do (what it kept from earlier searches answered them).
    Those still wrong with the dict emptied go wrong inside one search: its entries are read back
    wrongly, as a bound for an exact value. Empty when no dict of its own explains the answers."""
    wrong = forgetful.wrong[:_TRIED]
    for name, memory, put in _own_dicts(fn):
        if not memory:
            continue  # empty after the whole first pass: not where the search keeps anything
        try:
            put(_ForgetfulTable())
            pure = all(not again.wrong and again.failure is None
                       for again in (_run(run, [search], _ForgetfulTable()) for search, _ in wrong))
        finally:
            put(memory)
        if not pure:
            continue
        kept = dict(memory)
        fresh: list[tuple[_Search, float]] = []  # still wrong with the dict emptied first
        filled, given_written = True, False
        try:
            for search, _ in wrong:
                memory.clear()
                given: dict[Any, Any] = {}
                again = _run(run, [search], given)
                given_written |= bool(given)
                filled &= bool(memory)
                fresh += again.wrong
        finally:
            memory.clear()
            memory.update(kept)
        if not filled:
            continue
        within = (_said(fresh[0], BOUND_AS_EXACT, f"With `{name}`, the dict of its own it keeps its entries in"
                        " instead of the table it is given, emptied before the search") if fresh else None)
        carried = [case for case in wrong if case[0] not in {search for search, _ in fresh}]
        if not carried:  # wrong inside each search alone: what it reads back from its dict
            return [within] if within is not None else []
        return [_problem(name, carried[0], given_written), *([within] if within is not None else [])]
    return []


def _problem(name: str, first: tuple[_Search, float], given_written: bool) -> Problem:
    search, value = first
    ignored = ("" if given_written else " and never writes the table it is given (after a search that table"
               " was still empty)")
    return Problem(OWN_TABLE, (
        f"With a table that remembers nothing: on {search.label()} it returned {_num(value)};"
        f" {_expected(search)}. Your function keeps its entries in `{name}`, a dict of its own that lives from"
        f" one search to the next,{ignored}: what earlier searches (other windows, other depths) stored there"
        f" answered this one. With `{name}` emptied first, the same search comes out right; with `{name}`"
        " remembering nothing, every search does: the search itself is right."), TABLE_HINTS[OWN_TABLE])
