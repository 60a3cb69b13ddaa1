"""An "alpha-beta" with no window at all, that leaves its loop at the first child good enough for the
side to move, named from its code (issue 27, failure mode 1: a name whose story the code contradicts).

A port of imranboutadghart/algorithms' ``alpha_beta`` (wave 38's ab_04) keeps no alpha or beta: it
returns as soon as one child is favourable to the side to move (``if fun(var, 0) != 0: return var``,
a value above 0 for MAX, below 0 for MIN) and otherwise searches every move. Its leaves stop early at
a node whose window is open, which the leaves' reading tells as "prunes on the wrong bound" (``v <=
alpha where v >= beta belongs``): a bound test the code does not have. :func:`name_windowless_exit`
names :data:`EXITS_WITHOUT_WINDOW` instead, quoting the exit, where the code says so plainly: no
comparison anywhere reads a bound (a name or attribute saying alpha or beta), and a loop over the
children leaves (``return``/``break``) on a test of a value found in that loop against a constant.
Where the code compares no bound and its exits read no constant, the wrong-bound story is still
refuted: the symptom is told ("prunes too much"), with what the code lacks.

The source is only read (parsed, never run).
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import (
    KEEPS_VISITING,
    OUT_OF_RANGE,
    PRUNES_TOO_MUCH,
    WRONG_BOUND,
    WRONG_VALUE,
    Problem,
)

EXITS_WITHOUT_WINDOW = "stops at the first child good for the side to move, with no window"

_BOUNDS = ("alpha", "beta")
_PRUNING_SYMPTOMS = (WRONG_BOUND, PRUNES_TOO_MUCH, KEEPS_VISITING)
_VALUE_SYMPTOMS = (WRONG_VALUE, OUT_OF_RANGE)


def _says_bound(node: ast.AST) -> bool:
    """Whether ``node`` is a name or an attribute whose name says alpha or beta."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return any(bound in name.lower() for bound in _BOUNDS)


def compares_a_bound(source: Source) -> bool:
    """Whether any comparison of the code (``<``, ``>=``..., or a ``max``/``min`` call) reads a bound."""
    for node in source.nodes():
        compared = node if isinstance(node, ast.Compare) else node if isinstance(node, ast.Call) and isinstance(
            node.func, ast.Name) and node.func.id in ("max", "min") else None
        if compared is not None and any(_says_bound(n) for n in ast.walk(compared)):
            return True
    return False


def _valued_in(loop: ast.AST, searches: set[str]) -> set[str]:
    """The names the loop's body assigns a searched value: a call of one of the code's own functions
    (the child's search), ``max``/``min``, or a name so valued (``best = v``); a counter is not one."""
    assigns = [(t, node.value) for node in ast.walk(loop) if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
               and node.value is not None for t in (node.targets if isinstance(node, ast.Assign) else [node.target])]
    valued: set[str] = set()
    while True:
        more = {n.id for target, value in assigns for n in ast.walk(target) if isinstance(n, ast.Name)
                and any((isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in searches | {"max", "min"})
                        or (isinstance(c, ast.Name) and c.id in valued) for c in ast.walk(value))} - valued
        if not more:
            return valued
        valued |= more


def _parameters(function: ast.FunctionDef) -> set[str]:
    return {arg.arg for arg in [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]}


def _loop_exits(source: Source) -> list[tuple[ast.FunctionDef, ast.If, set[str]]]:
    """(function, test) for each ``if`` in a loop that leaves it (``return`` or ``break`` in its body)
    on a value the loop found: its test reads a name the loop assigns a searched value (:func:`_valued_in`),
    with those names."""
    found: list[tuple[ast.FunctionDef, ast.If, set[str]]] = []
    searches = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    for function in (node for node in source.nodes() if isinstance(node, ast.FunctionDef)):
        for loop in (node for node in ast.walk(function) if isinstance(node, (ast.For, ast.While))):
            assigned = _valued_in(loop, searches)
            for node in ast.walk(loop):
                if isinstance(node, ast.If) and any(isinstance(s, (ast.Return, ast.Break)) for s in node.body) \
                        and any(isinstance(n, ast.Name) and n.id in assigned for n in ast.walk(node.test)) \
                        and all(e is not node for _, e, _ in found):
                    found.append((function, node, assigned))
    return found


def _against_constant(test: ast.expr, valued: set[str]) -> bool:
    """Whether the test compares a value found (a name of ``valued``, or an expression of one such as
    ``fun(var, 0)``) with a fixed number standing on the comparison's other side (``v > 0``, ``fun(var, 0) !=
    0``, ``v >= 1``, ``v <= -1``); a number inside an index or a count (``values[0] == v``, ``len(values) > 1``)
    is no good-enough value."""
    def number(node: ast.expr) -> bool:
        inner = node.operand if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) else node
        return isinstance(inner, ast.Constant) and isinstance(inner.value, (int, float)) and not isinstance(
            inner.value, bool)

    for compare in (n for n in ast.walk(test) if isinstance(n, ast.Compare)):
        sides = [compare.left, *compare.comparators]
        if any(number(side) for side in sides) and any(
                isinstance(n, ast.Name) and n.id in valued for side in sides if not number(side) for n in ast.walk(side)):
            return True
    return False


def name_windowless_exit(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` whose every error is a symptom (of pruning: "prunes on the wrong bound", "prunes too
    much", "keeps visiting children after a cutoff"; of values: a wrong value) told from the code where
    it compares no bound at all (:func:`compares_a_bound`): a loop exit on a value found against a
    constant is named :data:`EXITS_WITHOUT_WINDOW`, quoted, the other symptoms its consequences; with
    no such exit, "prunes on the wrong bound" (a bound test the code does not have) becomes "prunes too
    much", where no exit reads a parameter that could hold a bound under another name."""
    errors = [p for p in problems if not p.note]
    if not errors or any(p.name not in (*_PRUNING_SYMPTOMS, *_VALUE_SYMPTOMS) for p in errors):
        return problems
    source = read_source(fn, 2)
    if not source.trees or compares_a_bound(source):
        return problems
    exits = _loop_exits(source)
    good = sorted(((function, exit) for function, exit, valued in exits if _against_constant(exit.test, valued)),
                  key=lambda found: found[1].lineno)
    first = next((p for p in errors if p.name in _PRUNING_SYMPTOMS), errors[0])
    if good:
        quoted = ", ".join(f"`if {source.segment(exit.test)}: {ast.unparse(next(s for s in exit.body if isinstance(s, (ast.Return, ast.Break))))}`"
                           f" in `{function.name}`" for function, exit in good)
        seen = first.detail.split(" With ", 1)[0] if first.name == WRONG_BOUND else first.detail
        named = dataclasses.replace(
            first, name=EXITS_WITHOUT_WINDOW,
            detail=f"{seen}\nYour code compares no alpha or beta anywhere: it has no window, and {quoted}"
                   f" {'leaves' if len(good) == 1 else 'leave'} the loop as soon as one child is good enough for the side to move. A later child may be"
                   " better still, so the node's value is wrong wherever the best child is not the first good one.",
            hint="A cutoff needs alpha and beta: hand each child the window (alpha, beta), raise alpha = max(alpha,"
                 " v) at a MAX node and lower beta = min(beta, v) at a MIN node, and stop only when v >= beta (MAX)"
                 " or v <= alpha (MIN): only then can no later child change the value above. A child that is merely"
                 " good is no reason to stop.")
        return [named if p is first else p for p in problems if p.note or p is first]
    wrong_bound = [p for p in errors if p.name == WRONG_BOUND]
    if not wrong_bound or any(n.id in _parameters(function) for function, exit, _ in exits
                              for n in ast.walk(exit.test) if isinstance(n, ast.Name)):
        return problems
    told = dataclasses.replace(
        wrong_bound[0], name=PRUNES_TOO_MUCH,
        detail=wrong_bound[0].detail.split(" With ", 1)[0] + " Your code compares no alpha or beta anywhere, so no"
        " bound test stopped it: something else in your code ends that node's loop early.",
        hint="Alpha-beta stops a node only when v >= beta (MAX) or v <= alpha (MIN), with the window (alpha, beta)"
             " handed to each child and narrowed by the values found; any other exit skips children whose values"
             " count.")
    return [told if p is wrong_bound[0] else p for p in problems]
