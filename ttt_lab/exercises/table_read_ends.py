"""A stored bound compared with the wrong end of the window where the table is read (wave 33's tt_02, a port of
a course project's ``ab_lookup``: ``flag == LOWERBOUND and value > alpha``, ``flag == UPPERBOUND and value <
beta``).

A lower bound says only that the value is at least that much: it answers at once when it is >= beta, the end
of the window it must reach. Compared with alpha instead, a lower bound lying inside the window answers as if it
were the value (an upper bound compared with beta likewise). The table's model
(:mod:`~ttt_lab.exercises.table_models`, reads ``"wrong_ends"``, ``"lower_above_alpha"``, ``"upper_below_beta"``)
names the slip when it alone gives every value and kind; the words quote the student's own test where the code
shows it. And where the code labels its entries, the generic hint's "an entry must say which kind it holds" is
not told (:func:`kinds_already_said`): the entries already say it.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem
from ttt_lab.exercises.table_flags import _label_kind, _labelled_branches
from ttt_lab.exercises.table_names import READS_LOWER_AS_VALUE, READS_UPPER_AS_VALUE

READ_END_SLIPS = ("wrong_ends", "lower_above_alpha", "upper_below_beta")
"""The table model's slips of this module."""

_WRONG_END = {"lower": ((ast.Gt, ast.GtE), "alpha"), "upper": ((ast.Lt, ast.LtE), "beta")}
"""For each kind, the comparison with the wrong end that reads it as the value: a lower bound above alpha, an
upper bound below beta."""


def _wrong_end_compare(test: ast.AST, ops: tuple[type, ...], edge: str) -> ast.Compare | None:
    """The comparison ``... > alpha`` (``ops`` against a name like ``edge``) in ``test``, if it holds one."""
    return next((node for node in ast.walk(test) if isinstance(node, ast.Compare) and len(node.ops) == 1
                 and isinstance(node.ops[0], ops) and isinstance(node.comparators[0], ast.Name)
                 and edge in node.comparators[0].id.lower()), None)


def wrong_end_tests(source: Source, kind: str) -> list[str]:
    """The code's tests that read a ``kind`` ("lower" or "upper") entry against the wrong end of the window,
    as written (``flag == LOWERBOUND and value > alpha``)."""
    ops, edge = _WRONG_END[kind]
    return [ast.unparse(node.test) for node in source.nodes() if isinstance(node, ast.If)
            and _label_kind(node.test) == kind and _wrong_end_compare(node.test, ops, edge)]


_INCLUSIVE = {"lower": (ast.GtE, "at or above alpha", "above alpha"), "upper": (ast.LtE, "at or below beta", "below beta")}
"""For each kind, the comparison that takes the wrong end in, and the words for it with and without equality."""


def wrong_end_words(source: Source, kind: str) -> str:
    """How the code's first wrong-end read of a ``kind`` entry compares, in words ("at or above alpha" for
    ``value >= alpha``, "above alpha" for ``value > alpha``, and that where the code does not show it): the words
    quote the comparison the code has, not the one the model was written with."""
    ops, edge = _WRONG_END[kind]
    inclusive, with_equal, strict = _INCLUSIVE[kind]
    for node in source.nodes():
        if isinstance(node, ast.If) and _label_kind(node.test) == kind:
            compare = _wrong_end_compare(node.test, ops, edge)
            if compare is not None:
                return with_equal if isinstance(compare.ops[0], inclusive) else strict
    return strict


def crossed_windows(full: list[Any], truth: Callable[[str, int], float]) -> list[list[Any]]:
    """For each search, one with a window above its value and then one with a window below it (and the other way
    round), sharing a table: the root's upper bound then lies above the second window, which a read at the wrong
    end refuses and a read that never asks the kind answers (the graded windows cannot tell the two apart)."""
    sequences = []
    for search in full:
        value = truth(search.text, search.depth)
        above, below = (replace(search, alpha=value + d, beta=value + d + 0.05) for d in (0.25, -0.3))
        sequences += [[above, below, search], [below, above, search]]
    return sequences


def read_ends_problem(slip: str, detail: str, fn: Any) -> Problem:
    """The problem for a read-ends slip of the table model, fitted alone: named, with what such code does, and
    the student's own tests quoted where the code shows them."""
    source = read_source(fn)
    lower = slip in ("wrong_ends", "lower_above_alpha")
    upper = slip in ("wrong_ends", "upper_below_beta")
    does = " and ".join(part for part, shows in (
        (f"with a stored lower bound when it is {wrong_end_words(source, 'lower')} (it must reach beta)", lower),
        (f"with a stored upper bound when it is {wrong_end_words(source, 'upper')} (it must fall to alpha)", upper))
        if shows)
    quoted = [f"`{test}`" for kind, shows in (("lower", lower), ("upper", upper)) if shows
              for test in wrong_end_tests(source, kind)[:1]]
    said = (f" That is what you get from code that answers at once {does}: a bound lying inside the window is"
            " returned as if it were the value. Every value it returned, with new tables and after a narrow window at"
            " the root, and the kinds its table holds, are those of a right table alpha-beta with that read, and of no"
            " other slip the checker knows.")
    if quoted:
        said += f" Your code reads {' and '.join(quoted)}."
    ends = " and ".join(rule for rule, shows in (("a lower bound answers at once only when it is >= beta", lower),
                                                 ("an upper bound only when it is <= alpha", upper)) if shows)
    hint = (f"{'Your entries say which kind they hold: ' if quoted else ''}where you read one, {ends} (of the search"
            " asking now); a bound inside the window says only on which side the value lies, so"
            " search the moves then (a lower bound may raise alpha, an upper bound lower beta).")
    name = BOUND_AS_EXACT if lower and upper else READS_LOWER_AS_VALUE if lower else READS_UPPER_AS_VALUE
    return Problem(name, detail + said, hint)


_ASKS_FOR_KINDS = "An entry must say which kind it holds, and a stored value"  # table_names.TABLE_HINTS' words
_KINDS_SAID = "Your entries say which kind they hold; a stored value"


def _labels_entries(source: Source) -> bool:
    """Whether the code labels the entries it stores by kind (``flag = UPPERBOUND`` under ``if value <= alpha``)."""
    return any(_labelled_branches(node) for node in source.nodes() if isinstance(node, (ast.If, ast.Assign, ast.Return)))


def kinds_already_said(problems: list[Problem], fn: Any) -> list[Problem]:
    """The generic hint of a bound taken for an exact value, without asking for kinds the code's entries already
    hold (wave 33's tt_02 stores UPPERBOUND, LOWERBOUND and EXACT against the window it was called with)."""
    if not any(p.name == BOUND_AS_EXACT and _ASKS_FOR_KINDS in p.hint for p in problems):
        return problems
    if not _labels_entries(read_source(fn)):
        return problems
    return [replace(p, hint=p.hint.replace(_ASKS_FOR_KINDS, _KINDS_SAID)) if p.name == BOUND_AS_EXACT else p
            for p in problems]
