"""Where a retrograde table lacks exactly the unfinished draws, the code may well have the draw rule (``DRAW if
saw_draw[p] else -mine``) and leave the finished draws off the queue it starts from (``if result[k] != DRAW:
frontier.append(k)``): their parents never count that move, so no draw is ever decided above them (wave 37's
rg_03, told "decide the draws too", which its code does). This reads the seeding test, to quote it, and the
draw rule, to say it is there."""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.hint_checks import Source

_QUEUES = ("append", "appendleft", "add", "put", "put_nowait", "push")


def _is_draw(node: ast.AST, named: dict[str, Any]) -> bool:
    """A draw's value: 0 (not False), or a name bound to it (``DRAW``, ``TIE``)."""
    if isinstance(node, ast.Constant):
        return node.value == 0 and not isinstance(node.value, bool)
    if isinstance(node, ast.Name):
        value = named.get(node.id)
        return (type(value) is int and value == 0) or node.id.upper() in ("DRAW", "TIE")
    return False


def _decisive(node: ast.AST, named: dict[str, Any]) -> bool:
    """A literal collection of the decisive values only, no draw among them: ``(WIN, LOSS)``, ``{1, -1}``."""
    if not isinstance(node, (ast.Tuple, ast.List, ast.Set)) or not node.elts:
        return False
    def decisive(item: ast.AST) -> bool:
        if isinstance(item, ast.UnaryOp) and isinstance(item.op, ast.USub):
            item = item.operand
        if isinstance(item, ast.Constant):
            return item.value == 1 and not isinstance(item.value, bool)
        return isinstance(item, ast.Name) and (named.get(item.id) in (1, -1) or item.id.upper() in ("WIN", "LOSS", "LOSE"))
    return all(decisive(item) for item in node.elts)


def _abs_one(compare: ast.Compare) -> bool:
    """``abs(v) == 1``: a decisive value."""
    sides = (compare.left, compare.comparators[0])
    return any(isinstance(a, ast.Call) and isinstance(a.func, ast.Name) and a.func.id == "abs" for a in sides) and any(
        isinstance(b, ast.Constant) and b.value == 1 for b in sides)


def _queued(body: list[ast.stmt]) -> ast.Call | None:
    """The first call putting something on a queue (``frontier.append(k)``, ``queue.put(k)``) in ``body``."""
    for stmt in body:
        for inner in ast.walk(stmt):
            if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) and inner.func.attr in _QUEUES:
                return inner
    return None


def draws_left_off_the_queue(source: Source, named: dict[str, Any] | None = None) -> tuple[str, str] | None:
    """A test that puts a position on a queue only when its value is not a draw (``if result[k] != DRAW:
    frontier.append(k)``, ``if value[k]: queue.append(k)``), or skips a draw before the queue (``if u == 0:
    continue``): the test's text and the queueing call's. ``named``: the module's globals (``DRAW = 0``)."""
    named = named or {}
    for node in source.nodes():
        for body in (getattr(node, "body", None), getattr(node, "orelse", None)):
            if not isinstance(body, list):
                continue
            for i, stmt in enumerate(body):
                if not isinstance(stmt, ast.If):
                    continue
                test = stmt.test
                compare = test if isinstance(test, ast.Compare) and len(test.ops) == 1 else None
                against_draw = compare is not None and (_is_draw(compare.left, named)
                                                        or _is_draw(compare.comparators[0], named))
                decisive_only = compare is not None and (  # `v != DRAW`, `v in (WIN, LOSS)`, `abs(v) == 1`
                    (against_draw and isinstance(compare.ops[0], ast.NotEq))
                    or (isinstance(compare.ops[0], ast.In) and _decisive(compare.comparators[0], named))
                    or (isinstance(compare.ops[0], ast.Eq) and _abs_one(compare)))
                if decisive_only and (call := _queued(stmt.body)) is not None:
                    return source.segment(test), source.segment(call)
                if isinstance(test, (ast.Subscript, ast.Name)) and (call := _queued(stmt.body)) is not None and (
                        not stmt.orelse):
                    return source.segment(test), source.segment(call)
                if compare is not None and against_draw and isinstance(compare.ops[0], ast.Eq) and any(
                        isinstance(s, ast.Continue) for s in stmt.body) and (call := _queued(body[i + 1:])) is not None:
                    return source.segment(test), source.segment(call)
    return None


def draw_rule(source: Source, named: dict[str, Any] | None = None) -> str | None:
    """The code's rule deciding a draw once every move is known, as an expression that gives a draw's value on
    one side (``DRAW if saw_draw[p] else -mine``): its text, or None."""
    named = named or {}
    for node in source.nodes():
        if isinstance(node, ast.IfExp) and (_is_draw(node.body, named) or _is_draw(node.orelse, named)):
            return source.segment(node)
    return None
