"""A bound of the window set back at a node's start: named from the code, not as a window never passed.

The window trace (:mod:`~ttt_lab.exercises.windows`) sees a node whose child got a wider window than the node itself
and names "does not pass alpha and beta to the children". Code that does pass them, but first writes over one of them
at the node's start (``v = beta = math.inf`` in MIN-VALUE, wave 34's ab_06, read as "MIN's best so far here"; a negamax
``alpha = -math.inf`` on entry), hands its children the window it reset, which the trace cannot tell from a window
never passed. Named so, the student looks for a call they do not have. :func:`vet_window_reset` renames that problem
from the code where every search of a child passes alpha and beta and a function with both parameters assigns one of
them, before its first loop, a value not computed from that bound (``beta = math.inf``; ``beta = min(beta, v)`` is a
narrowing, left alone).
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.hint_checks_search import top_assignments, window_passed_everywhere
from ttt_lab.exercises.quiz_models import SHALLOW_ONLY
from ttt_lab.exercises.report import HINT_VETTERS, WINDOW_NOT_PASSED, Problem
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
    for function in (n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        if not set(_BOUNDS) <= {a.arg for a in function.args.args + function.args.kwonlyargs}:
            continue
        found += _resets_before_loop(source, function.body, function.name, False)
    return found


def _resets_before_loop(source: Source, body: list[ast.stmt], function: str, in_branch: bool) -> list[WindowReset]:
    """The resets among ``body``'s statements before its first loop, and those of each branch of an ``if`` there
    before that branch's own loop (wave 36's ab_05: ``max_eval = alpha = -math.inf`` opening MAX's half, ``min_eval
    = beta = math.inf`` MIN's, in one function serving both)."""
    found = []
    for statement in body:
        if isinstance(statement, (ast.For, ast.While)):
            break  # inside and after the loop, a bound is narrowed, not reset
        if isinstance(statement, ast.If):
            found += _resets_before_loop(source, statement.body, function, True)
            found += _resets_before_loop(source, statement.orelse, function, True)
            continue
        for name, value in top_assignments([statement]):
            if name in _BOUNDS and not any(isinstance(n, ast.Name) and n.id in _BOUNDS for n in ast.walk(value)):
                found.append(WindowReset(source.segment(statement), name,
                                         _infinity(value) or f"`{source.segment(value)}`", function, in_branch))
    return found


def _nodes(reset: WindowReset) -> str:
    """Which nodes a reset is made at: from its function's name (``min_value``: MIN nodes), or in one branch of a
    function serving both, from the bound (alpha is MAX's, beta MIN's)."""
    lowered = reset.function.lower()
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


def vet_window_reset(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "does not pass alpha and beta" (or "uses only the parent's bound") renamed from the code
    where the code passes both bounds to every child and resets them at a node's start (the window its children get
    is the reset one): one reset, or one of each bound (MAX's half and MIN's); unchanged elsewhere."""
    index = next((i for i, p in enumerate(problems) if p.name in _WINDOW_LOST and not p.note), None)
    if index is None:
        return problems
    source = read_source(fn, levels=2)
    resets = window_resets(source)
    if (not resets or len(resets) > 2 or len({r.bound for r in resets}) != len(resets)
            or window_passed_everywhere(source) is None):
        return problems  # several resets of a bound, or a call that does not pass the window: the trace may be right
    reset = resets[0]
    lines = " and ".join(f"`{r.line}`" for r in resets)
    bounds = " and ".join(r.bound for r in resets)
    narrowed = " and ".join(f"{r.bound} = {'min' if r.bound == 'beta' else 'max'}({r.bound}, v)" for r in resets)
    renamed = Problem(
        f"sets {reset.bound} back to {reset.value} at the start of {_nodes(reset)}",
        f"Your code passes alpha and beta to its children, but {lines} in {reset.function}"
        f" {'write' if len(resets) > 1 else 'writes'} over the"
        f" {bounds} the node was given before its loop, so the children get that, not the node's window."
        f" {problems[index].detail}",
        f"Do not assign {bounds} at the start of {reset.function}: keep the {bounds} the node was given"
        f" (the running best starts in its own variable, v), and only narrow {'them' if len(resets) > 1 else 'it'}"
        f" inside the loop ({narrowed}).",
    )
    return [*problems[:index], renamed, *problems[index + 1:]]


HINT_VETTERS.append(vet_window_reset)
