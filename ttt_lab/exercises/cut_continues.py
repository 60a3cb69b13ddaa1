"""A cutoff test whose only statement is ``continue``: "never prunes" named from the code, on its line.

Code that narrows its window and tests for a cutoff, but answers the test with ``continue`` (wave 34's ab_07, a
``break`` typed as ``continue``), goes on to the next child: nothing is ever skipped. Its leaves are those of three
slips the catalogue cannot tell apart (no narrowing, no stop, no window handed down), so the checker names the symptom
"never prunes" and lists the three. Where the source shows which one, :func:`name_continued_cut` says only that one:
every test of the window in a loop whose body is ``continue`` alone, and no such test that breaks or returns.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import KEEPS_VISITING, NEVER_PRUNES, Problem

_WINDOW = ("alpha", "beta")


def _window_tests(source: Source) -> list[ast.If]:
    """Each ``if`` directly in a loop's body whose test reads alpha or beta (a cutoff test)."""
    loops = [n for n in source.nodes() if isinstance(n, (ast.For, ast.While))]
    return [s for loop in loops for s in loop.body if isinstance(s, ast.If)
            and any(isinstance(n, ast.Name) and n.id in _WINDOW for n in ast.walk(s.test))]


def continued_cuts(source: Source) -> list[ast.If]:
    """The cutoff tests answered by ``continue`` alone, where no cutoff test breaks or returns; [] elsewhere."""
    tests = _window_tests(source)
    continued = [t for t in tests if len(t.body) == 1 and isinstance(t.body[0], ast.Continue) and not t.orelse]
    stops = [t for t in tests if any(isinstance(n, (ast.Break, ast.Return)) for n in ast.walk(t))]
    return [] if stops else continued


def name_continued_cut(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "never prunes" named "keeps visiting children after a cutoff" and told on the student's
    cutoff lines where each is answered by ``continue``; unchanged elsewhere."""
    if not any(p.name == NEVER_PRUNES and not p.note for p in problems):
        return problems
    source = read_source(fn, levels=2)
    cuts = continued_cuts(source)
    if not cuts:
        return problems
    shown = " and ".join(dict.fromkeys(f"`{source.segment(t.test)}`" for t in cuts))  # MAX's and MIN's test told once if alike
    hint = (f"Your code tests for a cutoff ({shown}) but answers it with `continue`, which only goes on to the next"
            f" child: the loop still searches every child after the cutoff. Write `break` (or return the value)"
            f" there instead of `continue`.")
    return [dataclasses.replace(p, name=KEEPS_VISITING, hint=hint) if p.name == NEVER_PRUNES and not p.note else p
            for p in problems]
