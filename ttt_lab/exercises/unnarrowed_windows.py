"""An alpha-beta search whose nodes never narrow the window they were given, named from its code
(issue 27, failure mode 2: "prunes too much" is only the symptom).

CS50's helpers ``max_value(board, alpha, beta)`` / ``min_value`` test a cutoff in their loop (``if v
< alpha: return v``) but never assign alpha or beta (wave 29's ab_08): every node hands its children
the window it was given, so the tests read bounds the values found never moved, and what the search
cuts depends on whatever window the root made up (ab_08's root fixes it at 0, as if every value were
-1, 0 or 1). No window model reproduces a root of the student's own making, so the checker told the
symptom ("prunes too much", "keeps visiting children after a cutoff"). :func:`name_unnarrowed_window`
names it :data:`~ttt_lab.exercises.report.NEVER_NARROWS` where the code says so plainly: every
function whose loop over the children tests a cutoff against alpha or beta and leaves there assigns
neither bound anywhere. A search that narrows in some node and not another is named by the window
models (:data:`~ttt_lab.exercises.report.NO_BETA_UPDATE` and its twin), before this runs.

The source is only read (parsed, never run).
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.loop_cuts import loop_cut_tests
from ttt_lab.exercises.report import (
    KEEPS_VISITING,
    NEVER_NARROWS,
    OUT_OF_RANGE,
    PRUNES_TOO_MUCH,
    WRONG_BOUND,
    WRONG_VALUE,
    Problem,
)

_BOUNDS = ("alpha", "beta")


def _bound_names(function: ast.FunctionDef) -> set[str]:
    """The function's parameters that hold a bound (their names say alpha or beta)."""
    params = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
    return {arg.arg for arg in params if any(bound in arg.arg.lower() for bound in _BOUNDS)}


def _cuts_in_loop(function: ast.FunctionDef, bounds: set[str]) -> list[ast.If]:
    """The tests in the function's loops that compare a bound and leave the loop where they hold."""
    return [node for loop in ast.walk(function) if isinstance(loop, (ast.For, ast.While))
            for node in ast.walk(loop) if isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
            and any(isinstance(n, ast.Name) and n.id in bounds for n in ast.walk(node.test))
            and any(isinstance(s, (ast.Return, ast.Break)) for s in node.body)]


def _narrowed(arg: ast.expr, bounds: set[str]) -> bool:
    """Whether a call's argument is a bound changed on its way: ``max(alpha, v)``, ``-beta``. A call of
    another kind (the child's search, ``min(v, search(..., alpha, beta))``) hands the bound on as it is."""
    if isinstance(arg, ast.Name):
        return False
    if isinstance(arg, ast.Call):
        return isinstance(arg.func, ast.Name) and arg.func.id in ("max", "min") and any(
            isinstance(a, ast.Name) and a.id in bounds for a in arg.args)
    return any(isinstance(n, ast.Name) and n.id in bounds for n in ast.walk(arg))


def _assigns(function: ast.FunctionDef, bounds: set[str]) -> bool:
    """Whether the function narrows a bound: assigns it, or hands a child an expression of it
    (``min_value(s, max(alpha, v), beta)`` narrows with no assignment)."""
    if any(_narrowed(arg, bounds) for call in ast.walk(function) if isinstance(call, ast.Call)
           for arg in [*call.args, *(k.value for k in call.keywords)]):
        return True
    targets = [t for node in ast.walk(function) if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
               for t in (node.targets if isinstance(node, ast.Assign) else [node.target])]
    return any(isinstance(n, ast.Name) and n.id in bounds for t in targets for n in ast.walk(t))


def unnarrowed_searches(source: Source) -> list[tuple[str, str]]:
    """(function name, its first cutoff test) for each function that tests a cutoff in its loop and
    never assigns its bounds; empty where any function with such a test narrows its window (the
    window models say more there) or none tests one."""
    found: list[tuple[str, str]] = []
    for function in (node for node in source.nodes() if isinstance(node, ast.FunctionDef)):
        bounds = _bound_names(function)
        cuts = _cuts_in_loop(function, bounds) if bounds else []
        if not cuts:
            continue
        if _assigns(function, bounds):
            return []
        found.append((function.name, source.segment(cuts[0].test)))
    return found


def name_unnarrowed_window(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` whose every error is a symptom (a pruning one, "prunes too much" or "keeps visiting
    children after a cutoff" or, where every test reads its side's bound, "prunes on the wrong bound";
    and perhaps a wrong value) with the first pruning one named
    :data:`~ttt_lab.exercises.report.NEVER_NARROWS` where the code's every cutoff-testing search never
    assigns alpha or beta (:func:`unnarrowed_searches`); the other pruning symptoms are that one slip's
    consequences, and are dropped (a wrong value is left to the report, which drops it beside a name)."""
    errors = [p for p in problems if not p.note]
    pruning = [p for p in errors if p.name in (*_PRUNING_SYMPTOMS, WRONG_BOUND)]
    if not pruning or any(p.name not in (*_PRUNING_SYMPTOMS, WRONG_BOUND, *_VALUE_SYMPTOMS) for p in errors):
        return problems
    source = read_source(fn, 2)
    searches = unnarrowed_searches(source) if source.trees else []
    if not searches or (any(p.name == WRONG_BOUND for p in pruning) and not _right_bounds(source, searches)):
        return problems
    where = ", ".join(f"`{name}` (`if {test}:`)" for name, test in searches)
    first = dataclasses.replace(
        pruning[0], name=NEVER_NARROWS,
        detail=f"{pruning[0].detail}\nYour cutoff tests are there, in {where}, but no search assigns alpha or beta:"
               " each node hands its children the window it was given, never narrowed by the values it found, so"
               " the tests read bounds that are not the real alpha and beta.",
        hint="After each child's value, a MAX node raises alpha = max(alpha, v) and a MIN node lowers beta ="
             " min(beta, v), and hands the narrowed (alpha, beta) to the next child; the root starts from the"
             " full window (-inf, +inf), whatever values the game has.")
    return [first if p is pruning[0] else p for p in problems if p.note or p is pruning[0] or p not in pruning]


def _right_bounds(source: Source, searches: list[tuple[str, str]]) -> bool:
    """Whether each cutoff test found reads its side's bound (alpha in MIN's loop, beta in MAX's):
    "prunes on the wrong bound", a model's reading of where the search stopped, is then no slip of
    the tests but of the window they read, made up and never narrowed (a root's (-1, 1))."""
    right = {*loop_cut_tests(source, "alpha"), *loop_cut_tests(source, "beta")}
    return all(test in right for _, test in searches)


_PRUNING_SYMPTOMS = (PRUNES_TOO_MUCH, KEEPS_VISITING)
_VALUE_SYMPTOMS = (WRONG_VALUE, OUT_OF_RANGE)
