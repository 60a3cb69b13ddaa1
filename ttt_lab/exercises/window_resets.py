"""A bound of the window set back at a node's start: named from the code, not as a window never passed.

The window trace (:mod:`~ttt_lab.exercises.windows`) sees a node whose child got a wider window than the node itself
and names "does not pass alpha and beta to the children". Code that does pass them, but first writes over one of them
at the node's start (``v = beta = math.inf`` in MIN-VALUE, wave 34's ab_06, read as "MIN's best so far here"; a negamax
``alpha = -math.inf`` on entry), hands its children the window it reset, which the trace cannot tell from a window
never passed. Named so, the student looks for a call they do not have. :func:`vet_window_reset` renames that problem
from the code where every search of a child passes alpha and beta and a function with both parameters assigns one of
them, before its first loop, a value not computed from that bound (``beta = math.inf``; ``beta = min(beta, v)`` is a
narrowing, left alone). The search may be nested inside the student's function (its own calls pass the window), a
helper may reset both bounds (``alpha, beta = full_window()``: the search then "never prunes", renamed too), and MIN's
half may follow MAX's ``if ...: loop; return`` unindented (a branch, as an ``else`` is).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.hint_checks_search import top_assignments, window_passed_everywhere
from ttt_lab.exercises.quiz_models import SHALLOW_ONLY
from ttt_lab.exercises.report import HINT_VETTERS, NEVER_PRUNES, WINDOW_NOT_PASSED, Problem
from ttt_lab.exercises.window_source import infinity_sign

_BOUNDS = ("alpha", "beta")


@dataclass(frozen=True)
class WindowReset:
    """One bound written over at a node's start: the line, the bound, the value as told, the function."""

    line: str
    bound: str
    value: str
    function: str
    in_branch: bool = False
    """Written in one branch of an ``if`` (MAX's half or MIN's of a function serving both), not for every node."""


def _infinity(node: ast.AST) -> str | None:
    """``+inf`` / ``-inf`` where ``node`` is written as an infinity (``math.inf``, ``-float('inf')``,
    ``+math.inf``), read by window_source's one reader of infinities."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
        node = node.operand
    return {1: "+inf", -1: "-inf"}.get(infinity_sign(node))


def window_resets(source: Source) -> list[WindowReset]:
    """Each assignment, among a function's own statements before its first loop, of a bound it takes as a
    parameter (alpha or beta, both taken) to a value that reads neither bound (``alpha, beta = -beta, -alpha``
    is negamax's turn of the window, not a reset)."""
    found = []
    functions = [n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    windows = {f.name: returned for f in functions if (returned := _window_returned(f)) is not None}
    for function in functions:
        if not set(_BOUNDS) <= {a.arg for a in function.args.args + function.args.kwonlyargs}:
            continue
        found += _resets_before_loop(source, function.body, function.name, False, windows)
    return found


def _window_returned(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.expr] | None:
    """The pair a helper of the code returns when its whole body is ``return -INF, INF`` (``def full_window():``),
    reading no bound: ``alpha, beta = full_window()`` resets the window through it. None for any other function."""
    body = [s for s in function.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    if (len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Tuple)
            and not any(isinstance(n, ast.Name) and n.id in _BOUNDS for n in ast.walk(body[0].value))):
        return list(body[0].value.elts)
    return None


def _helper_window(statement: ast.stmt, windows: dict[str, list[ast.expr]]) -> list[tuple[str, ast.AST]]:
    """(bound's name, value) of ``alpha, beta = full_window()``: each name paired with what the helper returns."""
    if not (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call)):
        return []
    returned = windows.get(called_name(statement.value) or "")
    found: list[tuple[str, ast.AST]] = []
    for target in statement.targets:
        if isinstance(target, ast.Tuple) and returned is not None and len(target.elts) == len(returned):
            found += [(t.id, v) for t, v in zip(target.elts, returned, strict=True) if isinstance(t, ast.Name)]
    return found


def _resets_before_loop(source: Source, body: list[ast.stmt], function: str, in_branch: bool,
                        windows: dict[str, list[ast.expr]]) -> list[WindowReset]:
    """The resets among ``body``'s statements before its first loop, and those of each branch of an ``if`` there
    before that branch's own loop (wave 36's ab_05: ``max_eval = alpha = -math.inf`` opening MAX's half, ``min_eval
    = beta = math.inf`` MIN's, in one function serving both)."""
    found = []
    for statement in body:
        if isinstance(statement, (ast.For, ast.While)):
            break  # inside and after the loop, a bound is narrowed, not reset
        if isinstance(statement, ast.If):
            found += _resets_before_loop(source, statement.body, function, True, windows)
            found += _resets_before_loop(source, statement.orelse, function, True, windows)
            # `if maximizing: ...loop...; return best` with MIN's half after it, unindented: the rest is a branch too
            # (a leaf test's early return holds no loop and leaves the rest for every node)
            in_branch = in_branch or (bool(statement.body) and isinstance(statement.body[-1], ast.Return) and any(
                isinstance(n, (ast.For, ast.While)) for n in ast.walk(statement)))
            continue
        for name, value in top_assignments([statement]) + _helper_window(statement, windows):
            if name in _BOUNDS and not any(isinstance(n, ast.Name) and n.id in _BOUNDS for n in ast.walk(value)):
                found.append(WindowReset(source.segment(statement), name,
                                         _infinity(value) or f"`{source.segment(value)}`", function, in_branch))
    return found


def _nodes(reset: WindowReset) -> str:
    """Which nodes a reset is made at: from its function's name (``min_value``: MIN nodes), or in one branch of a
    function serving both, from the bound (alpha is MAX's, beta MIN's)."""
    lowered = reset.function.lower().replace("negamax", "")  # negamax serves every node, MAX's or MIN's
    if reset.in_branch and not ("min" in lowered) ^ ("max" in lowered):
        return "MAX nodes" if reset.bound == "alpha" else "MIN nodes"
    if "min" in lowered and "max" not in lowered:
        return "MIN nodes"
    if "max" in lowered and "min" not in lowered:
        return "MAX nodes"
    return "every node"


_WINDOW_LOST = (WINDOW_NOT_PASSED, SHALLOW_ONLY)
"""The names the window trace gives a window its children do not get: never passed, or only the parent's bound (a
node stops on its parent's best alone: wave 36's ab_05, whose every node resets the bound of its own side)."""


def _nested_window_passed(source: Source) -> bool:
    """Whether the code's search is nested inside the student's function (``def my_alphabeta(game, state): def
    ab(s, alpha, beta): ...``) and each of its searches of a child passes alpha and beta: the window is passed,
    as :func:`window_passed_everywhere` tells of a search at the top level (which reads a wrapper's calls as the
    root's, the nested ones with them)."""
    entry = source.trees[0].body[0] if source.trees and isinstance(source.trees[0], ast.Module) else None
    if not isinstance(entry, ast.FunctionDef):
        return False
    inner = [f for f in ast.walk(entry) if f is not entry and isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))]
    names = {f.name for f in inner}
    calls = [c for f in inner for c in ast.walk(f) if isinstance(c, ast.Call) and called_name(c) in names]
    return bool(calls) and all(set(_BOUNDS) <= {n.id for arg in [*c.args, *(k.value for k in c.keywords)]
                                                for n in ast.walk(arg) if isinstance(n, ast.Name)} for c in calls)


def _whole_window_everywhere(resets: list[WindowReset]) -> bool:
    """Both bounds set back at the start of every node of one function (``alpha, beta = full_window()``): no child
    ever gets a narrowed window, and the search "never prunes" for that reason."""
    return (len(resets) == 2 and {r.bound for r in resets} == set(_BOUNDS)
            and len({r.function for r in resets}) == 1 and not any(r.in_branch for r in resets))


def vet_window_reset(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "does not pass alpha and beta" (or "uses only the parent's bound") renamed from the code
    where the code passes both bounds to every child and resets them at a node's start (the window its children get
    is the reset one): one reset, or one of each bound (MAX's half and MIN's); unchanged elsewhere."""
    index = next((i for i, p in enumerate(problems) if p.name in (*_WINDOW_LOST, NEVER_PRUNES) and not p.note),
                 None)
    if index is None:
        return problems
    source = read_source(fn, levels=2)
    resets = window_resets(source)
    if (not resets or len(resets) > 2 or len({r.bound for r in resets}) != len(resets)
            or (window_passed_everywhere(source) is None and not _nested_window_passed(source))):
        return problems  # several resets of a bound, or a call that does not pass the window: the trace may be right
    if problems[index].name == NEVER_PRUNES and not _whole_window_everywhere(resets):
        return problems  # one bound reset still lets a node cut: "never prunes" has another cause
    reset = resets[0]
    distinct = list(dict.fromkeys(f"`{r.line}`" for r in resets))  # `alpha, beta = full_window()` told once
    lines = " and ".join(distinct)
    bounds = " and ".join(r.bound for r in resets)
    narrowed = " and ".join(f"{r.bound} = {'min' if r.bound == 'beta' else 'max'}({r.bound}, v)" for r in resets)
    told = (f"{bounds} back to {' and '.join(r.value for r in resets)}" if len(distinct) == 1 < len(resets)
            else f"{reset.bound} back to {reset.value}")  # one line resetting both: both told
    renamed = Problem(
        f"sets {told} at the start of {_nodes(reset)}",
        f"Your code passes alpha and beta to its children, but {lines} in {reset.function}"
        f" {'write' if len(distinct) > 1 else 'writes'} over the"
        f" {bounds} the node was given before its loop, so the children get that, not the node's window."
        f" {problems[index].detail}",
        f"Do not assign {bounds} at the start of {reset.function}: keep the {bounds} the node was given"
        f" (the running best starts in its own variable, v), and only narrow {'them' if len(resets) > 1 else 'it'}"
        f" inside the loop ({narrowed}).",
    )
    return [*problems[:index], renamed, *problems[index + 1:]]


HINT_VETTERS.append(vet_window_reset)
