"""A shortcut that evaluates children and overwrites the running best with each estimate: both of its slips told.

A depth-limited search with a shortcut one ply above the horizon (``if depth == 1: v = evaluate(child)``, wave 28's
dl_01, ported from a public alpha-beta) has two slips on that line: a finished child gets evaluate, not its utility
(named from watching evaluate's calls, "evaluates finished games"), and ``v = ...`` overwrites the running best
that the other branch takes the min (or max) of, so the node is worth its last child's estimate. Told only the
first, a student who tests for finished children still has a wrong search. :func:`vet_shortcut_overwrite` adds the
second where the code shows it: in a loop, a name assigned a call of ``evaluate`` as it is, while the same function
assigns it ``min(name, ...)`` or ``max(name, ...)``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.loop_models import KEEPS_LAST
from ttt_lab.exercises.report import EVALUATES_TERMINAL, HINT_VETTERS, Problem


def _takes_best(node: ast.AST, name: str) -> str | None:
    """``min`` or ``max`` where ``node`` is ``min(name, ...)`` / ``max(name, ...)``."""
    if isinstance(node, ast.Call) and called_name(node) in ("min", "max") and any(
            isinstance(a, ast.Name) and a.id == name for a in node.args):
        return called_name(node)
    return None


def overwritten_by_estimate(source: Source) -> tuple[str, str, str] | None:
    """(the overwriting line, the name, ``min`` or ``max``) where a function assigns a name the evaluation of a
    position inside a loop and also assigns it the min or max of itself; None elsewhere."""
    for function in (n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        loops = [n for n in ast.walk(function) if isinstance(n, (ast.For, ast.While))]
        for assign in (n for loop in loops for n in ast.walk(loop) if isinstance(n, ast.Assign)):
            if len(assign.targets) != 1 or not isinstance(assign.targets[0], ast.Name):
                continue
            name = assign.targets[0].id
            if not (isinstance(assign.value, ast.Call) and "evaluat" in (called_name(assign.value) or "").lower()):
                continue
            best = next((kind for n in ast.walk(function) if isinstance(n, ast.Assign) and len(n.targets) == 1
                         and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name
                         and (kind := _takes_best(n.value, name)) is not None), None)
            if best is not None:
                return source.segment(assign), name, best
    return None


def vet_shortcut_overwrite(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the overwrite told after "evaluates finished games" where that problem blames a shortcut
    evaluating children and the code overwrites its running best with an estimate; unchanged elsewhere."""
    index = next((i for i, p in enumerate(problems) if p.name == EVALUATES_TERMINAL and not p.note
                  and "shortcut" in p.detail), None)
    if index is None or any(p.name == KEEPS_LAST for p in problems):
        return problems
    found = overwritten_by_estimate(read_source(fn, levels=2))
    if found is None:
        return problems
    line, name, best = found
    told = Problem(
        KEEPS_LAST,
        f"The same shortcut also writes `{line}`: each child's estimate replaces `{name}` instead of joining it with"
        f" {best}({name}, ...) as your other branch does, so the node is worth its last child's estimate, not the"
        f" {'lowest' if best == 'min' else 'highest'}.",
        f"Keep the {best}: `{name} = {best}({name}, <the child's value>)` in the shortcut too, the child's value being"
        " its utility where it is finished and its estimate otherwise.",
    )
    return [*problems[:index + 1], told, *problems[index + 1:]]


HINT_VETTERS.append(vet_shortcut_overwrite)
