"""A crash on None that a missing ``return`` causes: the missing return named first, the crash as its consequence.

Code whose inner nodes work out their value (``alpha = max(alpha, child)`` and a cutoff) but never ``return`` it
returns None from every inner node; the node above then does ``max(alpha, None)`` and raises a TypeError on
"NoneType" (wave 28's ab_11, ported from a public alpha-beta). Told "crashes" first, with the line where the None
is consumed and "read the last line of the error", the student looks at a line that is right; the cause is a
function that runs off its end. :func:`vet_missing_return` puts "does not return a number" first where a crash
names ``NoneType`` and the student's code shows a function that returns a value on some paths and runs off its
end on others, folds the crash into it as its consequence, and names that function in the hint. Elsewhere (a
crash on None from some other source, such as a helper that mutates and returns nothing) the report is unchanged.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import CRASHES, HINT_VETTERS, NOT_A_NUMBER, Problem


def _falls_through(body: list[ast.stmt]) -> bool:
    """Whether running ``body`` can reach its end without a return or a raise."""
    if not body:
        return True
    last = body[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return False
    if isinstance(last, ast.If):
        return _falls_through(last.body) or _falls_through(last.orelse)
    if isinstance(last, ast.While) and isinstance(last.test, ast.Constant) and last.test.value is True:
        return any(isinstance(n, ast.Break) for n in ast.walk(last))
    if isinstance(last, (ast.With, ast.AsyncWith)):
        return _falls_through(last.body)
    if isinstance(last, ast.Try):
        return (_falls_through(last.body + last.orelse if last.orelse else last.body)
                or any(_falls_through(h.body) for h in last.handlers)) and _falls_through(last.finalbody or [ast.Pass()])
    return True


def _returns_value(function: ast.AST) -> bool:
    """Whether a return with a value is written in ``function`` itself (not in a function nested in it)."""
    nested = [n for n in ast.walk(function) if n is not function
              and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))]
    inner = {id(m) for n in nested for m in ast.walk(n)}
    return any(isinstance(n, ast.Return) and n.value is not None and id(n) not in inner for n in ast.walk(function))


def runs_off_its_end(source: Source) -> str | None:
    """The name of a function of the student's that returns a value on some path and reaches its end on another
    (so returns None there); ``None`` where no function is so."""
    for node in source.nodes():
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _returns_value(node) \
                and _falls_through(node.body):
            return node.name
    return None


def vet_missing_return(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a crash on None told as the missing return that causes it (see the module's docstring);
    unchanged where no crash names NoneType or the code shows no function that runs off its end."""
    crash = next((p for p in problems if p.name == CRASHES and not p.note and "NoneType" in p.detail), None)
    if crash is None:
        return problems
    name = runs_off_its_end(read_source(fn, levels=2))
    if name is None:
        return problems
    none = next((p for p in problems if p.name == NOT_A_NUMBER and not p.note and "returned None" in p.detail), None)
    consequence = "\nThe crash is that same None reaching the caller. " + crash.detail
    detail = (none.detail if none is not None else f"`{name}` returns None on some positions.") + consequence
    hint = (f"`{name}` returns a value on some paths but runs off its end on others, and a function that reaches"
            " its end returns None; the caller's max, min or comparison cannot use None. End every path with a"
            " return of the node's value (after the loop over the moves: the best value found, or the bound the"
            " loop raised or lowered).")
    named = Problem(NOT_A_NUMBER, detail, hint)
    rest = [p for p in problems if p is not crash and p is not none]
    return [named, *rest]


HINT_VETTERS.append(vet_missing_return)
