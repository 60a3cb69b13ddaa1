"""A memo keyed by something that is not the position, told from its behaviour (issue 27).

A memo (a dict of values already searched) is right only when its key tells positions apart.
Keyed by ``id(state)`` (the usual "fix" for ``TypeError: unhashable type: 'list'``), by the depth,
by the number of stones... it hands back, inside ONE search, a value stored for another position:
``id()`` is an address in memory, and the address of a board freed by the search is given to the
next board made. Such a search is wrong from a fresh start, and right when its memo never keeps
anything. :func:`memo_key_problem` runs a wrong case twice: once with every dict the function can
keep between calls (a default argument, a module-level name, a closure's, an object's) emptied,
once with each made to forget whatever is stored in it. Wrong the first time and right the
second: the memo answers for positions it was not filled for, which neither a mistake of the
search (the forgetful run is right) nor the memo kept between calls (the fresh run is wrong)
explains. The key expression is quoted from the source when it shows one.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> memo = {}
    >>> def by_depth(game, state, depth=0):
    ...     if depth in memo:
    ...         return memo[depth]
    ...     if game.is_terminal(state):
    ...         return game.utility(state, "MAX")
    ...     values = [by_depth(game, game.result(state, a), depth + 1) for a in game.actions(state)]
    ...     memo[depth] = max(values) if game.to_move(state) == "MAX" else min(values)
    ...     return memo[depth]
    >>> game = TreeGame([[3, 12], [8, 4]])
    >>> found = memo_key_problem(by_depth, [(lambda: by_depth(game, ()), 4.0)])
    >>> found.name
    'keys its memo by something that is not the position'
    >>> "depth in memo" in found.detail
    True
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.kept_state import _names_read, _unwrapped
from ttt_lab.exercises.report import MEMO_KEY_NOT_POSITION, Problem

_MOST_CASES = 8  # wrong cases tried: each costs two searches of the student's, one without its memo


class _Forgetful(dict):  # type: ignore[type-arg]
    """A memo that never answers a lookup: ``key in memo`` is False and ``memo.get(key)`` None, so the
    search runs as if it had none; only the item just stored is kept (``memo[key] = v; return memo[key]``)."""

    def __setitem__(self, key: Any, value: Any) -> None:
        self.clear()
        super().__setitem__(key, value)

    def __contains__(self, key: object) -> bool:
        return False

    def get(self, key: Any, default: Any = None) -> Any:
        return default

    def setdefault(self, key: Any, default: Any = None) -> Any:
        self[key] = default
        return default

    def update(self, *args: Any, **kwargs: Any) -> None:
        pass


def _holders(fn: Any) -> list[tuple[str, Callable[[], Any], Callable[[Any], None]]]:
    """Every dict a call of ``fn`` can keep for the next: (its name, read, write)."""
    function, owner = _unwrapped(fn)
    if not isinstance(function, types.FunctionType):
        return []
    found: list[tuple[str, Callable[[], Any], Callable[[Any], None]]] = []
    code = function.__code__
    positional = code.co_varnames[:code.co_argcount]
    defaults = function.__defaults__ or ()
    for index, value in enumerate(defaults):
        if isinstance(value, dict):
            def read_default(index: int = index) -> Any:
                return function.__defaults__[index]  # type: ignore[index]

            def write_default(value: Any, index: int = index) -> None:
                now = function.__defaults__ or ()
                function.__defaults__ = now[:index] + (value,) + now[index + 1:]
            found.append((positional[len(positional) - len(defaults) + index], read_default, write_default))
    for name, value in (function.__kwdefaults__ or {}).items():
        if isinstance(value, dict):
            found.append((name, *_in(function.__kwdefaults__, name)))
    namespace = function.__globals__
    for name in sorted(_names_read(code)):
        if isinstance(namespace.get(name), dict) and name != "__builtins__":
            found.append((name, *_in(namespace, name)))
    for cell, name in zip(function.__closure__ or (), code.co_freevars, strict=False):
        try:
            if isinstance(cell.cell_contents, dict):
                found.append((name, *_on(cell, "cell_contents")))
        except ValueError:  # an empty cell
            continue
    for name, value in list(getattr(owner, "__dict__", {}).items()) if owner is not None else []:
        if isinstance(value, dict):
            found.append((f"self.{name}", *_on(owner, name)))
    return found


def _on(owner: Any, name: str) -> tuple[Callable[[], Any], Callable[[Any], None]]:
    def read() -> Any:
        return getattr(owner, name)

    def write(value: Any) -> None:
        setattr(owner, name, value)
    return read, write


def _in(mapping: Any, name: str) -> tuple[Callable[[], Any], Callable[[Any], None]]:
    return (lambda: mapping.get(name)), (lambda value: mapping.__setitem__(name, value))


@contextmanager
def _replaced(holders: Sequence[tuple[str, Callable[[], Any], Callable[[Any], None]]],
              make: Callable[[], dict[Any, Any]]) -> Iterator[list[dict[Any, Any]]]:
    """Within the block each dict is ``make()``; after it, the student's own is back."""
    kept = [read() for _, read, _ in holders]
    made = [make() for _ in holders]
    try:
        for (_, _, write), new in zip(holders, made, strict=True):
            write(new)
        yield made
    finally:
        for (_, _, write), value in zip(holders, kept, strict=True):
            write(value)


def _key_shown(fn: Any, names: Sequence[str]) -> str | None:
    """The line of ``fn``'s source that makes the memo's key: one calling ``id()``, else the
    expression the memo ``names`` are indexed with (``memo[key]``, ``key in memo``), followed to
    the assignment that makes it when it is a plain name."""
    function, _ = _unwrapped(fn)
    try:
        source = textwrap.dedent(inspect.getsource(function))
        tree = ast.parse(source)
    except (OSError, TypeError, SyntaxError):
        return None
    lines = source.splitlines()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "id":
            return lines[node.lineno - 1].strip()
    bare = {name.removeprefix("self.") for name in names}
    for node in ast.walk(tree):
        key: ast.expr | None = None
        if isinstance(node, ast.Subscript) and _named(node.value, bare):
            key = node.slice
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)) \
                and _named(node.comparators[0], bare):
            key = node.left
        if key is None:
            continue
        if isinstance(key, ast.Name):
            for made in ast.walk(tree):
                if isinstance(made, ast.Assign) and any(isinstance(t, ast.Name) and t.id == key.id for t in made.targets):
                    return lines[made.lineno - 1].strip()
        return lines[getattr(node, "lineno", 1) - 1].strip()
    return None


def _named(node: ast.expr, names: set[str]) -> bool:
    return (isinstance(node, ast.Name) and node.id in names) or \
        (isinstance(node, ast.Attribute) and node.attr in names)


def memo_key_problem(fn: Any, runs: Sequence[tuple[Callable[[], float | None], float]],
                     label: Callable[[int], str] = lambda index: "that case") -> Problem | None:
    """The problem to name when, for one of ``runs`` (a call of the student's search and the right
    value), the search is wrong with its memos emptied and right with them forgetting everything;
    None otherwise (no dict, or the memo is not what makes it wrong). ``label(i)`` names run i."""
    holders = _holders(fn)
    if not holders:
        return None
    for index, (run, expected) in enumerate(runs[:_MOST_CASES]):
        with _replaced(holders, dict) as fresh:
            try:
                first = run()
            except Exception:
                continue
            filled = [name for (name, _, _), memo in zip(holders, fresh, strict=True) if memo]
        if first is None or _close(first, expected) or not filled:
            continue
        with _replaced(holders, _Forgetful):
            try:
                again = run()
            except Exception:
                continue
        if again is None or not _close(again, expected):
            continue
        key = _key_shown(fn, filled)
        memo = " and ".join(filled)
        quoted = f" Its key is made by `{key}`." if key else ""
        ident = " id() is where an object lives in memory: a board freed during the search leaves its id to" \
                " the next board made, so two positions share a key." if key and "id(" in key else ""
        return Problem(
            MEMO_KEY_NOT_POSITION,
            f"On {label(index)} it returned {_num(first)} even with {memo} emptied before the call (a fresh"
            f" start); the right value is {_num(expected)}. With {memo} made to forget everything stored in it,"
            f" the same call returned {_num(again)}, the right value: within one search your memo hands back"
            f" a value stored for another position, because its key does not tell positions apart.{quoted}{ident}",
            "Key the memo by the position itself, made hashable: tuple(map(tuple, board)) for a list board"
            " (never id(board)), plus the player to move if the board does not show it.")
    return None
