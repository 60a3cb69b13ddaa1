"""A chance node's ``return`` indented into its loop over the outcomes: told as the code has it.

``for child, p in game.outcomes(node): total += p * value(child); return total`` returns after the
first outcome. The check sees a chance node whose later outcomes were never tried and names it
"prunes at chance nodes", with a hint to visit them all; but the code has no pruning test, only a
return one indent too far (wave 27's ex_01, a port of an expectiminimax whose chance branch ends
so). Where the code shows such a return, and the outcomes went unvisited for no other reason (no
window handed through chance), the return is named, on its line, with the fix the code needs.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import TypeVar

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.repair_blocks import RETURNS_IN_LOOP
from ttt_lab.exercises.report import Problem

Found = TypeVar("Found")


def names_outcomes(iterable: ast.AST) -> bool:
    """An iterable that names a chance node's outcomes: ``game.outcomes(state)``, a list ``outcomes`` kept before."""
    return any("outcome" in (n.attr if isinstance(n, ast.Attribute) else n.id if isinstance(n, ast.Name) else "").lower()
               for n in ast.walk(iterable))


def retold_pruning(problems: list[Problem], fn: object, pruned: str, read: Callable[[Source], Found | None],
                   tell: Callable[[Problem, Found], Problem]) -> list[Problem]:
    """``problems`` with the first one, a chance node said to prune (``pruned``, its name), told anew by ``tell``
    from what ``read`` finds in the student's code; unchanged where the first problem is another, the code cannot
    be read (no claim on it) or ``read`` finds nothing. The one path of this module's, expectimax_samples' and
    expectimax_skips' retellings: each reads one cause of outcomes left untried that is not pruning."""
    first = next((p for p in problems if not p.note), None)
    if first is None or first.name != pruned:
        return problems
    try:
        found = read(read_source(fn, levels=2))  # type: ignore[arg-type]
    except Exception:  # code that cannot be read: no claim on it
        return problems
    if found is None:
        return problems
    told = tell(first, found)
    return [told if p is first else p for p in problems]


def outcome_loop_return(source: Source) -> tuple[str, str] | None:
    """The text of a ``return`` standing in the body of a loop over a chance node's outcomes itself (not
    under an ``if``), and the loop's header: a loop whose iterable names the outcomes (``game.outcomes(state)``,
    a list ``outcomes`` kept before it); None where there is none."""
    for node in source.nodes():
        if not (isinstance(node, ast.For) and names_outcomes(node.iter)):
            continue
        for statement in node.body:
            if isinstance(statement, ast.Return):
                return (source.segment(statement),
                        f"for {source.segment(node.target)} in {source.segment(node.iter)}:")
    return None


def return_in_outcome_loop(problems: list[Problem], fn: object, pruned: str) -> list[Problem]:
    """``problems`` with a chance node said to prune (``pruned``, its name) told as the return in the loop over
    its outcomes where the code has one (:func:`outcome_loop_return`); unchanged where it has none (a window
    handed through chance, the pruning's own cause, is left out by the caller: expectimax_samples)."""
    return retold_pruning(problems, fn, pruned, outcome_loop_return, _told_return)


def _told_return(first: Problem, found: tuple[str, str]) -> Problem:
    returned, loop = found
    return dataclasses.replace(
        first, name=RETURNS_IN_LOOP, detail=f"{first.detail}\nYour `{returned}` stands in the body of `{loop}` itself,"
        " so a chance node returns after its first outcome, weighted by that outcome's probability alone.",
        hint=f"Move `{returned}` one indent to the left, after the loop: a chance node's value is the sum of p ×"
        " value over every outcome, returned once they are all added.")
