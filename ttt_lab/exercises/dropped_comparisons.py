"""A comparison written as a statement, ``score == -1`` where ``score = -1`` belongs: it does nothing.

Python evaluates the comparison and drops the result, so the variable keeps its old value: one
case of a helper is silently skipped (blind34's ev_02, a public ``eval_line`` whose first-cell case
for O never sets its score). No model of the checkers reproduces such a slip, so its report is a
symptom (mirror images valued apart, a wrong value at a node) with a hint of guessed causes the
code does not have. Where the code holds such a statement, on a variable it assigns elsewhere, the
symptom's hint points at that line instead: it is the one line that certainly does nothing.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import ASYMMETRIC, HINT_VETTERS, OUT_OF_RANGE, WRONG_VALUE, Problem

SYMPTOMS = (ASYMMETRIC, WRONG_VALUE, OUT_OF_RANGE)
"""Names that say what went wrong, not why: their hint is a guess, which the dropped comparison replaces."""


def dropped_comparison(source: Source) -> tuple[str, str] | None:
    """``(the statement's text, the assignment meant)`` for the first ``name == value`` standing alone as
    a statement, where ``name`` is assigned elsewhere in the code; ``None`` if there is none."""
    assigned = {node.id for node in source.nodes() if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)}
    for node in source.nodes():
        if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Compare) and len(node.value.ops) == 1
                and isinstance(node.value.ops[0], ast.Eq) and isinstance(node.value.left, ast.Name)
                and node.value.left.id in assigned):
            meant = f"{node.value.left.id} = {ast.unparse(node.value.comparators[0])}"
            return source.segment(node), meant
    return None


def vet_dropped_comparison(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint of the first symptom (:data:`SYMPTOMS`) pointing at a comparison the
    code makes as a statement, when it has one."""
    first = next((i for i, p in enumerate(problems) if not p.note), None)
    if first is None or problems[first].name not in SYMPTOMS:
        return problems
    found = dropped_comparison(read_source(fn, levels=2))
    if found is None:
        return problems
    text, meant = found
    hint = (f"Your code's `{text}` is a comparison standing alone: Python computes it and drops the result, so"
            f" nothing changes there. If it is meant to set the value, write `{meant}`.")
    return [*problems[:first], dataclasses.replace(problems[first], hint=hint), *problems[first + 1:]]


HINT_VETTERS.append(vet_dropped_comparison)
