"""Why a name the code reads was never set: a crash's UnboundLocalError told from the code.

A search that keeps its best move as ``if value > best: best = value; best_move = move`` and
returns ``best, best_move`` crashes where no child passes the test: ``best_move`` was never set.
The crash's own message names the line that reads it, not why it is empty; the why is in the
code: the test guarding the only assignments, and where the value it compares with starts. A
start that is a finite number (``score = -2``, "a worst non-possible score", blind38's ab_09 from
a public tic-tac-toe alpha-beta) is beaten by no child on a game whose values go lower; a start
of ``-inf`` is beaten by every child but one equal to it. :func:`explain_unset` adds that to the
crash's hint, in the code's own words, for every checker (``report.HINT_VETTERS``).
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import CRASHES, Problem

_UNSET = re.compile(r"UnboundLocalError: (?:cannot access local variable|local variable) '(\w+)'")


def _assigns(stmt: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store) for n in ast.walk(stmt))


def _number(node: ast.AST) -> float | None:
    inner = node.operand if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) else node
    if isinstance(inner, ast.Constant) and isinstance(inner.value, (int, float)) and not isinstance(inner.value, bool):
        return -float(inner.value) if inner is not node else float(inner.value)
    return None


def _finite(node: ast.AST) -> bool:
    """A number written out, or one of two (``-1 if maximizing else 1``)."""
    if isinstance(node, ast.IfExp):
        return _number(node.body) is not None and _number(node.orelse) is not None
    return _number(node) is not None


def guarded_start(source: Source, name: str) -> tuple[str, str, str] | None:
    """(the test, the name it compares with, that name's finite start as written) where every
    assignment of ``name`` sits under one ``if`` inside a loop whose test compares a value with a
    name started at a finite number (``score = -2``, ``best = -1 if maximizing else 1``); ``None``
    where the code is not so."""
    guards = [stmt for node in source.nodes() if isinstance(node, (ast.For, ast.While))
              for stmt in ast.walk(node) if isinstance(stmt, ast.If) and any(_assigns(s, name) for s in stmt.body)]
    unguarded = [node for node in source.nodes() if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
                 and _assigns(node, name) and not any(node is s for g in guards for s in ast.walk(g))]
    if not guards or unguarded:
        return None
    compared = [(guard.test, compare) for guard in guards for compare in ast.walk(guard.test)
                if isinstance(compare, ast.Compare) and len(compare.ops) == 1]  # `a > s`, or within `x and a > s`
    for test, compare in compared:
        for side in (compare.left, compare.comparators[0]):
            if not isinstance(side, ast.Name):
                continue
            starts = [node.value for node in source.nodes() if isinstance(node, ast.Assign) and len(node.targets) == 1
                      and isinstance(node.targets[0], ast.Name) and node.targets[0].id == side.id
                      and _finite(node.value)]
            if starts:
                return source.segment(test), side.id, source.segment(starts[0])
    return None


def explain_unset(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a crash on a name never set told why, where the code shows it (see the
    module's docstring); unchanged elsewhere."""
    told = []
    for problem in problems:
        found = _UNSET.search(problem.detail) if problem.name == CRASHES and not problem.note else None
        start = guarded_start(read_source(fn, levels=2), found.group(1)) if found is not None else None
        if found is None or start is None:
            told.append(problem)
            continue
        name, (test, best, value) = found.group(1), start
        why = (f"`{name}` is set only under `if {test}:`, so a node where no child passes that test returns before"
               f" anything set it. `{best}` starts at `{value}`, a finite number: on a game whose values go further"
               f" than that, no child of such a node beats it. Start `{best}` at"
               " -math.inf (math.inf where the node minimises), or at the first child's value with its move, so"
               " that the first child always sets both.")
        called = problem.hint.split("is shown. ", 1)[1] if "is shown. " in problem.hint else ""  # how it was called
        told.append(dataclasses.replace(problem, hint=f"{why} {called}".strip()))
    return told


def _safe(vet: Callable[[list[Problem], Any], list[Problem]]) -> Callable[[list[Problem], Any], list[Problem]]:
    """``vet`` that leaves the problems as they are where reading the code fails: a hint unvetted
    is better than a checker that crashes."""
    def safe(problems: list[Problem], fn: Any) -> list[Problem]:
        try:
            return vet(problems, fn)
        except Exception:
            return problems

    return safe


vet_unset_names = _safe(explain_unset)
