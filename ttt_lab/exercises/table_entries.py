"""What an entry of a student's transposition table says of itself, in whatever format the
student chose: the kind of bound, from words ("lower", "UPPER", "lowerbound"...), and the depth
it was searched to, from a field named like depth or a tuple's only whole number. The table
checker (:mod:`~ttt_lab.exercises.tables`) reads these only as clues: an entry that does not
tell answers ``None`` and the checker names nothing from it.

Example:
    >>> stored_kind((0.5, "LOWER", 3)), entry_depth((0.5, "LOWER", 3)), entry_depth({"value": 1})
    ('lower', 3, None)
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.report import Problem


def stored_kind(entry: Any) -> str | None:
    """The kind of bound a table entry says it holds, when it says so in words ("lower", "UPPER",
    "lowerbound"...); ``None`` when its format does not tell (flags as numbers, two values...)."""
    items = entry.values() if isinstance(entry, dict) else entry if isinstance(entry, (tuple, list)) else [entry]
    kinds = {word for item in items if isinstance(item, str)
             for word in ("lower", "upper") if item.lower().startswith(word)}
    return kinds.pop() if len(kinds) == 1 else None


def entry_depth(entry: Any) -> int | None:
    """The depth an entry says it was searched to, when it tells: a dict's field named like
    "depth" (or "draft", the chess programmers' word), or the only whole number of a tuple or list."""
    if isinstance(entry, dict):
        depths = [v for k, v in entry.items() if isinstance(k, str) and ("depth" in k.lower() or k.lower() == "draft")]
    elif isinstance(entry, (tuple, list)):
        depths = [v for v in entry if isinstance(v, int) and not isinstance(v, bool)]
    else:
        return None
    return depths[0] if len(depths) == 1 and isinstance(depths[0], int) and not isinstance(depths[0], bool) else None


EXACT_NOT_ANSWERED = "does not answer from an exact entry"


def exact_entry_problem(repeat: Callable[[Any], Any], searches: Sequence[Any],
                        expected: Callable[[Any], str]) -> Problem | None:
    """A full-window search asked twice with one table, right the first time and wrong the second:
    the root's entry then holds the value itself (exact), which must answer at once. Code that
    narrows the window to it instead (alpha = beta = the value, a return made unreachable under
    another return's `if`) searches with a closed window and stores bounds over the exact entry.
    ``repeat(search)`` runs the search twice (its ``failure`` and ``wrong`` answers, as the checker's runs)."""
    for search in searches:
        done = repeat(search)
        failure, wrong = done.failure, done.wrong
        if failure is None and len(wrong) == 1:  # the first answer was right (searched alone before)
            return Problem(
                EXACT_NOT_ANSWERED,
                f"Asked the same search twice with the same table: on {search.label()} it answered right the"
                f" first time, and {_num(wrong[0][1])} the second; {expected(search)}. After the first search"
                " the board's entry holds its exact value, at the depth asked.",
                "An exact entry searched deep enough IS the value: return it at once (if lower == upper, or kind"
                " == 'exact'), before the bounds narrow the window; check that this return can run (not"
                " indented under the return above it).")
    return None


def kind_from_a_flag(source: Any) -> str | None:
    """The code's choice of an entry's kind by a flag of its own (``"lower" if cutoff else "exact"``, or
    the same as an if statement): a conditional whose test is a bare name (set where the loop broke) and whose two branches are words,
    one of them a lower or an upper bound. The kind then ignores the value and the window. None where
    the code has no such choice (``source``: a :class:`~ttt_lab.exercises.hint_checks.Source`)."""
    for node in source.nodes():
        if (isinstance(node, ast.If) and isinstance(node.test, (ast.Name, ast.Attribute)) and node.orelse
                and all(len(block) == 1 and isinstance(block[0], ast.Assign) and isinstance(block[0].value, ast.Constant)
                        and isinstance(block[0].value.value, str) for block in (node.body, node.orelse))
                and any(str(block[0].value.value).lower().startswith(("lower", "upper"))  # type: ignore[attr-defined]
                        for block in (node.body, node.orelse))):
            return (f"{source.segment(node).splitlines()[0].strip()} {source.segment(node.body[0])}"
                    f" else: {source.segment(node.orelse[0])}")
        if not (isinstance(node, ast.IfExp) and isinstance(node.test, (ast.Name, ast.Attribute))
                and all(isinstance(side, ast.Constant) and isinstance(side.value, str) for side in (node.body, node.orelse))):
            continue
        words = {str(node.body.value).lower(), str(node.orelse.value).lower()}  # type: ignore[attr-defined]
        if any(word.startswith(("lower", "upper")) for word in words):
            return source.segment(node)  # type: ignore[no-any-return]
    return None


def said_of_a_flag(problem: Problem, found: str) -> Problem:
    """``problem`` (a bound taken for an exact value) with the line of the code that makes it. Where the
    flag's two words are both bounds (``"lower" if maximizing else "upper"``, set where the loop broke on a
    cutoff), the cutoff's kind is right and only the nodes without a cutoff, stored exact, are wrong."""
    words = {word.lower() for word in re.findall(r"[\"']([A-Za-z_]+)[\"']", found)}
    by_side = any(w.startswith("lower") for w in words) and any(w.startswith("upper") for w in words)
    why = (" only where the loop broke on a cutoff, and every other node is stored exact. The cutoff's kind is"
           " right, but a node where no move reached the window (every one failed low where MAX moves, or high"
           " where MIN moves) has only a bound (an upper one, or a lower one), not an exact value." if by_side else
           ": a flag set by the loop, not the value against the window. A cutoff where MIN moves (value <= alpha)"
           " gives an upper bound, not a lower one, and a node where no move reached the window (every one failed"
           " low, or high) has only a bound, not an exact value.")
    return dataclasses.replace(problem, detail=f"{problem.detail}\nYour code decides the entry's kind by `{found}`{why}",
                   hint="Decide the kind from the value and the window the node was called with (keep alpha and beta"
                   " as they came in): value <= alpha: an upper bound; value >= beta: a lower bound; otherwise"
                   " exact.")


_FLIPPED = {ast.GtE: ast.LtE, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.Lt: ast.Gt}


def _kind_named(test: ast.AST) -> str | None:
    """"lower" or "upper" where ``test`` compares with a bound's label (a word, or a constant's name such as
    LOWERBOUND); None otherwise."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.Is))):
        return None
    for side in (test.left, test.comparators[0]):
        word = (side.value if isinstance(side, ast.Constant) and isinstance(side.value, str)
                else side.id if isinstance(side, ast.Name) and side.id.isupper()
                else side.attr if isinstance(side, ast.Attribute) and side.attr.isupper() else None)
        if word is not None and word.lower().startswith(("lower", "upper")):
            return word.lower()[:5]
    return None


def _against_window(test: ast.AST) -> tuple[type, str] | None:
    """(the comparison, "alpha" or "beta") where ``test`` compares a value with the window's edge, written
    value OP edge (an edge written first is turned round); None otherwise."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _FLIPPED):
        return None
    for edge, op in ((test.comparators[0], type(test.ops[0])), (test.left, _FLIPPED[type(test.ops[0])])):
        name = edge.id if isinstance(edge, ast.Name) else edge.attr if isinstance(edge, ast.Attribute) else ""
        for bound in ("alpha", "beta"):
            if name.lower() == bound:
                return op, bound
    return None


def bound_read_tests(source: Any) -> dict[str, list[tuple[str, bool]]]:
    """Where the code reads a bound from its table (``kind == "lower" and value >= beta``, or the window's test
    in an if under the kind's): per kind, each test's text and whether it is the right one (a lower bound
    answers where value >= beta, an upper one where value <= alpha). ``source``: a
    :class:`~ttt_lab.exercises.hint_checks.Source`."""
    found: dict[str, list[tuple[str, bool]]] = {}

    def note(kind: str, test: ast.AST, whole: ast.AST) -> None:
        read = _against_window(test)
        if read is not None:
            right = read == (ast.GtE, "beta") or read == (ast.Gt, "beta") if kind == "lower" else read in (
                (ast.LtE, "alpha"), (ast.Lt, "alpha"))
            found.setdefault(kind, []).append((source.segment(whole), right))

    for node in source.nodes():
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            kinds = [k for k in map(_kind_named, node.values) if k]
            if len(kinds) == 1:
                for value in node.values:
                    note(kinds[0], value, node)
        elif isinstance(node, ast.If) and (kind := _kind_named(node.test)):
            for inner in node.body:
                if isinstance(inner, ast.If):
                    note(kind, inner.test, inner.test)
    return found
