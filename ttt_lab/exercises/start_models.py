"""A running best started at a finite sentinel (-2) instead of -inf: one model,
declared by minimax, depth-limited minimax and negamax alike (issue 27: the same slip named by
every checker where it can happen, not by one of them).

A sentinel "below any utility" holds for the game its author had in mind (tic-tac-toe's -1..1);
on a game whose values go beyond it, a node whose children are all worse than the sentinel keeps
the sentinel as its value, and no move. The -1 / +1 start (tic-tac-toe's own utilities) has its
own wording in each checker's catalogue.

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.exercises.error_model import mistaken_value
    >>> mistaken_value(aima_figure_5_2(), (), {"start_at": 2})  # B, C and D all start at +2
    2.0
"""

from __future__ import annotations

import ast
import dataclasses
import sys
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.hint_checks import Source, calls_to, vet_hints, whole_number
from ttt_lab.exercises.report import WRONG_START, Problem
from ttt_lab.exercises.window_source import infinity_sign

SENTINELS = (2, 10)
"""The finite starts students write for "below any utility" that the checkers' cases tell apart: -2
(the CS50 habit) and -10 (w27_mm_01, a port whose scores were ±10), below tic-tac-toe's values but
above some of the graded trees' (a tree of -12, -15 and -30). A start of -1000 lies below every value
of the graded trees and boards, so such code passes: it is right on every game whose values stay within it."""


def sentinel_start_mistakes(negamax: bool = False) -> list[Mistake]:
    """The running best started at -s (and MIN's at +s) for each common sentinel s."""
    if negamax:
        return [Mistake(WRONG_START, f"starts the best value at -{s} (a number meant to lie below every utility), so a"
                        f" position whose moves are all worse than -{s} for the side to move is worth -{s}",
                        "Start the best value at -math.inf (or take max() of the list of negated values): a game's"
                        f" utilities may lie beyond {s}.", knobs=(("start_at", s),))
                for s in SENTINELS]
    return [Mistake(WRONG_START, f"starts MAX's running best at -{s} and MIN's at +{s} (numbers meant to lie beyond"
                    f" every utility), so a node whose children are all worse than that is worth -{s} or +{s}, and"
                    " keeps no move", "Start MAX's running best at -math.inf and MIN's at +math.inf (or take max()"
                    f" and min() of the list of children): a game's utilities may lie beyond {s}.",
                    knobs=(("start_at", s),))
            for s in SENTINELS] + [
        # The root often lives in a function of its own that takes max() or min() of its children's values (the
        # CS50 minimax over maxValue/minValue, wave 28's mm_06): the sentinel is written in the helpers only, so
        # the root's value is never clipped, the nodes below it are.
        Mistake(WRONG_START, f"starts the running best at -{s} in its MAX helper and at +{s} in its MIN helper"
                f" (numbers meant to lie beyond every utility), so a node below the root whose children are all worse"
                f" than that is worth -{s} or +{s}; the root, which takes the best of its children's values, is not",
                "Start the helpers' running best at -math.inf (MAX) and +math.inf (MIN), or take max() and min() of"
                f" the list of children: a game's utilities may lie beyond {s}.",
                knobs=(("start_at", s), ("start_below_root", True)))
        for s in SENTINELS]


def quote_reduce_start(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint of a running best started on the wrong side quoting the code's
    start where it is reduce's initial value (``reduce(pick, values, 0)``, blind16's mm09): the
    hint's "start at -math.inf" does not say where such code starts."""
    return vet_hints(problems, fn, {WRONG_START: _reduce_initial})


def _reduce_initial(source: Source) -> str | None:
    for call in calls_to(source, "reduce"):
        if len(call.args) == 3:
            return (f"Your code starts the running best with reduce's initial value, `{source.segment(call)}`:"
                    f" `{source.segment(call.args[2])}` takes part like a child's value, so a node whose children"
                    " are all worse than that value is worth it. Leave the initial value out"
                    f" (reduce({source.segment(call.args[0])}, {source.segment(call.args[1])})), or take max() or min()"
                    " of the children's values.")
    return None


def quote_reduce_first(problems: list[Problem], fn: Callable[..., Any], name: str) -> list[Problem]:
    """``problems`` with the hint of ``name`` (the first child's value counted as it is, not negated)
    quoting the code's ``reduce(pick, values)`` without an initial value (blind18's n04): reduce
    starts from the first value itself, never passed through ``pick``."""
    return vet_hints(problems, fn, {name: _reduce_without_initial})


def _reduce_without_initial(source: Source) -> str | None:
    for call in calls_to(source, "reduce"):
        if len(call.args) == 2:
            return (f"Your code's `{source.segment(call)}` has no initial value, so reduce starts from the first"
                    f" value as it is and applies {source.segment(call.args[0])} only to the later ones: the first"
                    " child is never negated. Give it a start below every value,"
                    f" reduce({source.segment(call.args[0])}, {source.segment(call.args[1])}, -math.inf), or take"
                    " max(-v for v in values).")
    return None


def quote_tiny_start(problems: list[Problem], answer: float | None) -> list[Problem]:
    """``problems`` with a running best "started at 0" told by the start the student's code returned, where that is
    a tiny number and not 0 (``sys.float_info.min``, 2.2e-308, the smallest POSITIVE float, taken for the lowest
    one): the model's 0 and the code's start give the same values, but the words should quote the code's.

    Example:
        >>> import sys
        >>> p = Problem(WRONG_START, "That is what you get from code that starts MAX's running best at 0 (MAX's alone),"
        ...             " so a MAX node whose children are all below 0 is worth 0.", "Start at -math.inf.")
        >>> print(quote_tiny_start([p], sys.float_info.min)[0].detail)  # doctest: +ELLIPSIS
        That is ... running best at sys.float_info.min (MAX's alone), ... is worth sys.float_info.min. Your function returned 2.225e-308 there: ...
    """
    if answer is None or answer == 0 or abs(answer) > 1e-300:
        return problems
    smallest = answer == sys.float_info.min
    start = "sys.float_info.min" if smallest else f"{answer:.4g}"
    why = ("sys.float_info.min is the smallest POSITIVE float, not the lowest number" if smallest
           else "a tiny number, not a low one")
    out = []
    for problem in problems:
        if problem.name == WRONG_START and "running best at 0 (" in problem.detail:
            detail = problem.detail.replace("running best at 0 (", f"running best at {start} (").replace(
                "is worth 0", f"is worth {start}")
            detail += f" Your function returned {answer:.4g} there: {why}, so it acts as a start of 0."
            problem = dataclasses.replace(problem, detail=detail, hint="Start MAX's running best at -math.inf (or"
                                          " -sys.float_info.max), MIN's at +math.inf, or take max() and min() of the"
                                          f" list of children: {why}, above every negative value a child may have.")
        out.append(problem)
    return out


def _early_return_at_one(source: Source) -> str | None:
    """An ``if`` inside a loop that tests a value against 1 (``res == 1``, ``v >= 1``) and returns:
    the same assumption as a best started at -1, that 1 is the best value there is."""
    for loop in (node for node in source.nodes() if isinstance(node, (ast.For, ast.While))):
        for node in (n for stmt in loop.body for n in ast.walk(stmt)):
            if (isinstance(node, ast.If) and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1
                    and isinstance(node.test.ops[0], (ast.Eq, ast.GtE))
                    and whole_number(node.test.comparators[0]) == 1
                    and any(isinstance(stmt, ast.Return) for stmt in node.body)):
                return source.segment(node.test)
    return None


def start_at_minus_one_words(because: str, hint: str) -> Callable[[Source], tuple[str, str] | None]:
    """``Mistake.worded`` for a best started at -1 where the code also returns as soon as a child is
    worth 1 (wave 25's nm_04: ``best = -1`` and ``if res == 1: return 1``): both halves of one
    assumption, that utilities lie in [-1, 1], told together so that fixing the start alone is not
    taken for the whole fix (the early return changes no value the graded cases show apart from it)."""
    def words(source: Source) -> tuple[str, str] | None:
        test = _early_return_at_one(source)
        if test is None:
            return None
        return (because + f"; and it returns as soon as a child is worth 1 (`if {test}:`), the same assumption that"
                " 1 is the best value there is",
                hint + f" Drop the early return on `{test}` too: a child worth 1 is not the best where values go higher.")
    return words



def wrong_side_start(source: Source, pick: str) -> tuple[str, str] | None:
    """(start, update) where the code starts a name at the infinity ``pick`` never moves from (+inf before
    ``v = max(v, ...)``, -inf before ``v = min(v, ...)``): the name's last assignment above the update, in the same
    function, is that infinity. None unless exactly one such pair is written."""
    found = []
    for function in (n for n in source.nodes() if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        assigned = [node for node in ast.walk(function) if isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name)]
        for node in assigned:
            name = node.targets[0].id  # type: ignore[attr-defined]
            if not (isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                    and node.value.func.id == pick and any(isinstance(a, ast.Name) and a.id == name
                                                           for a in node.value.args)):
                continue
            above = [a for a in assigned if a.targets[0].id == name and a.lineno < node.lineno]  # type: ignore[attr-defined]
            start = max(above, key=lambda a: a.lineno, default=None)
            # +inf before a max, -inf before a min (window_source's one reader of an infinity in code)
            if start is not None and infinity_sign(start.value) == (1 if pick == "max" else -1):
                found.append((source.segment(start), source.segment(node)))
    return found[0] if len(set(found)) == 1 else None


def wrong_side_start_words(because: str, hint: str, pick: str) -> Callable[[Source], tuple[str, str] | None]:
    """``Mistake.worded`` for a running best started on the side its update never moves from: the hint quotes the
    code's own start and update (wave 32's ab_02, ``value = math.inf`` before ``value = max(value, ...)``), so the
    student sees which of the two branches' starts is the wrong one."""
    def words(source: Source) -> tuple[str, str] | None:
        pair = wrong_side_start(source, pick)
        if pair is None:
            return None
        right = "-math.inf" if pick == "max" else "math.inf"
        return because, hint + f" Your code has `{pair[0]}` before `{pair[1]}`: start it at {right} there."
    return words
