"""Outcomes of a chance node left out by code with no cutoff there: told as left out, not as pruning.

The check sees a chance node whose outcomes were not all tried and names it "prunes at chance nodes", with
a hint about stopping early "however the first ones turned out". Pruning is a test on the values: a loop over
the outcomes left (``break``, ``return``) under an ``if`` that compares. Code whose every loop over a chance
node's outcomes has no such test (it goes over a slice, ``outcomes[:-1]``, a range one short, or a list
filtered by something else) never prunes, whatever it skipped; "prunes" would send the student looking for a
cutoff their code does not have. Where the code shows loops over the outcomes and none can stop on a value,
the skip is told as what it is, the outcomes never tried, with no claim of pruning. A return standing in the
loop, not under an if (``expectimax_returns``), and a random draw (``expectimax_samples``) are told before this.
Code that cannot be read, or shows no loop over the outcomes, refutes nothing: the pruning stands.
"""

from __future__ import annotations

import ast
import dataclasses

from ttt_lab.exercises.expectimax_returns import names_outcomes, retold_pruning
from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem

SKIPS_OUTCOMES = "leaves out some outcomes of a chance node"
SKIPS_OUTCOMES_HINT = ("A chance node is worth the sum of p × value over every outcome of game.outcomes(state). Your"
                       " code has no test that stops its loop over them early, so the outcomes are left out by what"
                       " the loop goes over: check its iterable (a slice, a range one short, a filter) and let it"
                       " visit every outcome.")

_LOOPS = (ast.For, ast.AsyncFor, ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)


def _over_outcomes(node: ast.AST) -> bool:
    """A loop or comprehension whose iterable names a chance node's outcomes (``game.outcomes(s)``, ``outcomes``)."""
    iters = [node.iter] if isinstance(node, (ast.For, ast.AsyncFor)) else [
        g.iter for g in getattr(node, "generators", [])]
    return any(names_outcomes(it) for it in iters)


def _cuts(loop: ast.AST) -> bool:
    """An ``if`` inside ``loop`` whose test compares and whose body leaves the loop (``break`` or ``return``)."""
    return any(isinstance(node, ast.If) and any(isinstance(t, ast.Compare) for t in ast.walk(node.test))
               and any(isinstance(s, (ast.Break, ast.Return)) for stmt in node.body for s in ast.walk(stmt))
               for node in ast.walk(loop))


def never_cuts_outcomes(source: Source) -> bool:
    """True where the code loops over a chance node's outcomes and no such loop can stop on a value; False where
    one can, or where the code shows no loop over the outcomes (nothing to claim)."""
    loops = [node for node in source.nodes() if isinstance(node, _LOOPS) and _over_outcomes(node)]
    return bool(loops) and not any(_cuts(loop) for loop in loops)


def uncut_skips_told(problems: list[Problem], fn: object, pruned: str) -> list[Problem]:
    """``problems`` with a chance node said to prune (``pruned``, its name) told as outcomes left out where the
    code has no cutoff over the outcomes (:func:`never_cuts_outcomes`); unchanged otherwise."""
    return retold_pruning(problems, fn, pruned, lambda source: True if never_cuts_outcomes(source) else None,
                          _told_skips)


def _told_skips(first: Problem, _: bool) -> Problem:
    return dataclasses.replace(first, name=SKIPS_OUTCOMES, detail=f"{first.detail}\nYour code has no test that stops"
                               " a loop over a chance node's outcomes on a value (no break or return under a"
                               " comparison there), so this is no pruning: those outcomes were never in the loop.",
                               hint=SKIPS_OUTCOMES_HINT)
