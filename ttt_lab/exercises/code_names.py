"""Naming a fitted model by what the student's code shows (issue 27).

Some slips give the same values as a model of another slip: a loop left after its first move
by a return dedented out of its if, by a cutoff test that always holds, or by a window empty from
the start; a running best never updated because its update sits after a return, or compares a
value with itself. The values cannot tell them apart, the code can: these helpers keep what the
model showed (the case, the value returned, the right one) and replace its explanation with what
the code does, read (parsed, never run) by the caller's reader.

Example:
    >>> from ttt_lab.exercises.report import Problem
    >>> shown = Problem("tries only the first move", "On [5, 3, 9] it returned 5.\\nThat is what you get ...", "Do.")
    >>> renamed(shown, "starts with an empty window", "Your code starts with alpha = +inf.", "Start at -inf.").detail
    'On [5, 3, 9] it returned 5.\\nYour code starts with alpha = +inf.'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

from ttt_lab.exercises.report import Problem

Found = TypeVar("Found")


def renamed(problem: Problem, name: str, reading: str, hint: str) -> Problem:
    """``problem`` named ``name``: what its model showed (the detail up to "That is what you get"),
    then ``reading``, what the code does that gives those values, and ``hint``."""
    shown = problem.detail.split("\nThat is what you get")[0]
    return dataclasses.replace(problem, name=name, detail=shown + "\n" + reading, hint=hint)


def rename_by_code(problems: list[Problem], applies: Callable[[Problem], bool], find: Callable[[], Found | None],
                   rename: Callable[[Problem, Found], Problem]) -> list[Problem]:
    """``problems`` with each one ``applies`` accepts renamed by ``rename(problem, found)``, where
    ``find()`` (the code read, only when some problem applies) finds what explains it; unchanged
    where nothing applies or the code shows nothing."""
    if not any(applies(p) for p in problems):
        return problems
    found = find()
    if found is None:
        return problems
    return [rename(p, found) if applies(p) else p for p in problems]
