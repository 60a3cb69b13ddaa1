"""A depth limit tested inside the loop over the moves, read from the student's code (issue 27).

Code such as CS50's depth-limited helpers (blind75's dl_03)::

    v = float("-inf")
    for action in game.actions(state):
        if depth == limit:
            return v
        v = max(v, min_val(...))

tests the limit once per move, before that move's child is searched, and returns the running best
there: still its start, -inf where MAX is to move and +inf where MIN is. At the limit no child is
searched and evaluate is never called, so the checker sees values outside the game's utilities, a
symptom. No model of the search reproduces such values (the node one ply above the cut is worth an
infinity, not an estimate), but the code says which slip made them: :func:`name_limit_in_loop` names
it on the student's own lines, where the code shows a return of a name started at an infinity, under
a test of the depth, before anything in the loop assigns that name, and the function returned an
infinity. The symptoms are dropped as its consequences.

Example:
    >>> import ast
    >>> _depth_test(ast.parse("depth == limit", mode="eval").body)
    True
    >>> _depth_test(ast.parse("value > best", mode="eval").body)
    False
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import OUT_OF_RANGE, WRONG_VALUE, Problem
from ttt_lab.exercises.window_source import infinity_sign

LIMIT_IN_LOOP = "tests the depth limit inside the loop over the moves"

_DEPTH_WORDS = ("depth", "ply", "plies", "limit", "horizon")


def _depth_test(test: ast.AST) -> bool:
    """Whether ``test`` reads a depth: a name (or attribute) that says depth, ply, limit or horizon."""
    names = [n.id for n in ast.walk(test) if isinstance(n, ast.Name)]
    names += [n.attr for n in ast.walk(test) if isinstance(n, ast.Attribute)]
    return any(word in name.lower() for name in names for word in _DEPTH_WORDS)


def _infinite_start(value: ast.AST) -> bool:
    """``float("-inf")``, ``math.inf``, or ``-inf if maximizing else inf``: a running best's start."""
    if isinstance(value, ast.IfExp):
        return infinity_sign(value.body) != 0 and infinity_sign(value.orelse) != 0
    return infinity_sign(value) != 0


def _assigned(statements: Sequence[ast.stmt], name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
               for s in statements for n in ast.walk(s))


def limit_return_in_loop(source: Source) -> tuple[str, str] | None:
    """``(test's text, return's text)`` for a return of a running best started at an infinity, under
    an if that tests the depth, in a loop's body before anything there assigns that best; ``None``
    where the code has none."""
    for function in (n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        started = {t.id for n in ast.walk(function) if isinstance(n, ast.Assign) and _infinite_start(n.value)
                   for t in n.targets if isinstance(t, ast.Name)}
        for loop in (n for n in ast.walk(function) if isinstance(n, (ast.For, ast.While))):
            for index, statement in enumerate(loop.body):
                if not (isinstance(statement, ast.If) and _depth_test(statement.test)):
                    continue
                left = next((s for s in statement.body if isinstance(s, ast.Return)), None)
                if (left is not None and isinstance(left.value, ast.Name) and left.value.id in started
                        and not _assigned(loop.body[:index], left.value.id)):
                    return source.segment(statement.test), source.segment(left)
    return None


def _counts_up(source: Source) -> bool:
    """Whether the code counts the depth up (``depth += 1``, ``search(child, depth + 1)``)."""
    for node in source.nodes():
        if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and _depth_test(node.target):
            return True
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name) and node.func.id == "range") and any(
                isinstance(a, ast.BinOp) and isinstance(a.op, ast.Add) and _depth_test(a.left)
                and isinstance(a.right, ast.Constant) and a.right.value == 1 for a in node.args):
            return True  # search(child, depth + 1); range(1, max_depth + 1) counts iterations, not plies
    return False


def name_limit_in_loop(problems: list[Problem], fn: Callable[..., Any], answers: Sequence[float | None]) -> list[Problem]:
    """``problems`` told as the depth limit tested in the loop, where they are only symptoms (a value
    outside the utilities, a wrong value: no model named the slip), some answer was an infinity, and
    the code returns its running best under a depth test in the loop (:func:`limit_return_in_loop`).
    The first symptom's example is kept; the others are its consequences, dropped."""
    errors = [p for p in problems if not p.note]
    if not errors or any(p.name not in (OUT_OF_RANGE, WRONG_VALUE) for p in errors):
        return problems
    if not any(a is not None and math.isinf(a) for a in answers):
        return problems
    source = read_source(fn, levels=2)
    found = limit_return_in_loop(source)
    if found is None:
        return problems
    test, left = found
    shown = next((p for p in errors if p.name == OUT_OF_RANGE), errors[0]).detail.split("\n")[0]
    counted = (" Count the depth down from the one you are given (each child gets depth - 1) and stop at 0: counted"
               " up from 0 towards the limit, a search asked for depth 0 never meets it.") if _counts_up(source) else ""
    told = Problem(LIMIT_IN_LOOP, f"{shown}\nYour code tests the depth inside its loop over the moves (`if {test}:`"
                   f" then `{left}`), before that move's child is searched: at the limit it returns its running best as"
                   " it started, -inf where MAX is to move and +inf where MIN is, and never calls evaluate; that"
                   " explains the infinite values your function returned.",
                   f"Test the depth once, before the loop: at the limit return evaluate(state), the estimate of the"
                   f" position itself, not the running best of a loop that has not searched anything.{counted}")
    return [told] + [p for p in problems if p.note]


__all__ = ["LIMIT_IN_LOOP", "limit_return_in_loop", "name_limit_in_loop"]
