"""A retrograde parent update whose winning-move test asks for a fixed side's win (``if value[child] == 1``)
instead of the win of the side to move at the parent: at the first player's positions it is right, at the
second player's a move into the first player's win decides the position as that win, the one move its
mover would avoid (wave 37's rg_04: ``if info.result == 1: pred.result = 1`` for every parent).

The table alone shows it (:func:`fixed_side_win`: every position worth +1 where some move is valued +1,
else the best of its moves for the side to move); the name is said only where the code has such a test
(:func:`fixed_win_test`), quoted, since a table of this shape reached another way would be told a test
the student never wrote."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import WRONG_VALUE, Problem

FIXED_SIDE_WIN = "takes the first player's win as the mover's win"
READS = ("with a move valued +1 (the first player's win) deciding the position as +1 whoever is to move"
                        " there, and every other position worth the best of its moves for the side to move: at the"
                        " second player's turns a move into the first player's win is taken as the mover's win")


def fixed_side_win(graph: Any, table: dict[Any, float], key: Any) -> float:
    """The value of ``key`` when a move valued +1 decides its parent as +1 at both sides' positions, and
    other positions take their mover's best (the largest for the first player, the smallest for the
    second)."""
    values = [table[child] for child in graph.children[key]]
    if 1 in values:
        return 1
    return max(values) if graph.sign[key] > 0 else min(values)


def _ones(source: Source, named: dict[str, Any]) -> set[str]:
    """Names the code binds to the constant 1 only (``WIN = 1``, in the function or among ``named``, its module's
    globals): a test against them is a test against +1."""
    bound: dict[str, set[object]] = {name: {value} for name, value in named.items() if type(value) is int}
    for node in source.nodes():
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    value = node.value.value if isinstance(node.value, ast.Constant) else object()
                    bound.setdefault(target.id, set()).add(value)
    return {name for name, values in bound.items() if values == {1}}


def fixed_win_test(source: Source, named: dict[str, Any] | None = None) -> str | None:
    """The code's test of a value against the first player's win itself, ``x == 1`` / ``1 in values`` /
    ``x == WIN`` with ``WIN = 1`` (either side), as an ``if``'s test: the text of that test, or None."""
    ones = _ones(source, named or {})

    def is_one(node: ast.AST) -> bool:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            node = node.operand
        return (isinstance(node, ast.Constant) and node.value == 1 and not isinstance(node.value, bool)) or (
            isinstance(node, ast.Name) and node.id in ones)

    for node in source.nodes():
        if not isinstance(node, ast.If):
            continue
        for inner in ast.walk(node.test):
            if isinstance(inner, ast.Compare) and len(inner.ops) == 1 and (
                    (isinstance(inner.ops[0], ast.Eq) and (is_one(inner.left) or is_one(inner.comparators[0])))
                    or (isinstance(inner.ops[0], ast.In) and is_one(inner.left))):
                return source.segment(inner)
    return None


def said_as_fixed_win(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """The table's fixed-side-win shape told by the code's test, quoted; where the code has no test against
    +1 the shape came some other way: a wrong value, its table's facts kept, no name (a name for a test the
    student never wrote would send them looking for it)."""
    if not problems or problems[0].note or problems[0].name != FIXED_SIDE_WIN:
        return problems
    first = problems[0]
    test = fixed_win_test(read_source(fn), getattr(inspect.unwrap(fn), "__globals__", {}))
    if test is None:
        return [replace(first, name=WRONG_VALUE, hint=""), *problems[1:]]
    return [replace(first, detail=f"{first.detail} Your test `{test}` asks for +1, the first player's win, at every"
                    " position: where the second player is to move a move worth +1 is its loss, not its win.",
                    hint=f"A move decides its parent at once only when it wins for the side to move THERE: compare"
                    f" with that side's win, not with +1 (`{test}` is right only where game.players[0] moves). Take"
                    " win = 1 if game.to_move(parent) is game.players[0] else -1, and decide the parent as win when"
                    " the move's value equals win; other moves are counted and decided when the last is known."),
            *problems[1:]]
