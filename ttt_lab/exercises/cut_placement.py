""""Never prunes" named by where the cutoff test stands (issue 27, failure mode 2: a symptom is no name).

A search whose cutoff test (``if v <= alpha: return v``) and bound update stand after its loop over
the children, dedented out of it (wave 29's ab_05, a CS50 port), gets every value right and never
prunes: by the time the test runs every child is searched, and a bound updated there reaches no
child, so the other kind of node below never stops either. "Never prunes" is then the symptom and
the test's place its cause: :func:`name_cut_after_loop` names it
:data:`~ttt_lab.exercises.report.CUT_AFTER_LOOP` where the hint the check kept is the one
:func:`~ttt_lab.exercises.loop_cuts.cut_after_loop` read from that very code (the test found after the
loop, quoted on its line), so the name and its hint say the same thing and both come from the code.

The source is only read (parsed, never run).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.loop_cuts import cut_after_loop
from ttt_lab.exercises.report import CUT_AFTER_LOOP, NEVER_PRUNES, Problem


def name_cut_after_loop(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "never prunes" named :data:`~ttt_lab.exercises.report.CUT_AFTER_LOOP` where
    its hint is the code's own cutoff test found after the loop over the children. Only a search
    that never prunes at all is renamed: a test after one loop leaves every other node's cutoffs
    alone, and a search that prunes somewhere has its test in a loop that counts."""
    due = [p for p in problems if p.name == NEVER_PRUNES and not p.note]
    if not due:
        return problems
    source = read_source(fn)
    hint = cut_after_loop(source) if source.trees else None
    if hint is None:
        return problems
    return [dataclasses.replace(p, name=CUT_AFTER_LOOP) if p in due and p.hint == hint else p for p in problems]
