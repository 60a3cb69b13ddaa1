"""What a table's entries say of their kind of bound, read from the entries and the code: an entry object's own
methods (``lower()``, ``upper()``) both True for one bound (a read test asking for the other kind), and a value
landing exactly on its window's edge stored as exact by kind tests written with ``<`` and ``>``. Used by
:mod:`~ttt_lab.exercises.tables` to say where lower and upper bounds are mixed up, or a bound taken for exact."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.student_source import student_source
from ttt_lab.exercises.table_cutoff_flags import said_of_a_mirrored_cutoff
from ttt_lab.exercises.table_searches import _GAME, _Run, _Search
from ttt_lab.exercises.table_unset_flags import said_of_an_unset_flag


def kind_methods(entry: Any) -> dict[str, tuple[str, bool]]:
    """What an entry object's own methods say of its kind: per kind ("lower", "upper"), the method's name
    (``lower``, ``is_upper``, ``upper_bound``...) and what it returned when called with no argument.
    Empty where the entry has no such methods (a dict, a tuple) or they need arguments or raise."""
    said: dict[str, tuple[str, bool]] = {}
    if isinstance(entry, (dict, tuple, list, str, int, float)) or entry is None:
        return said
    for kind in ("lower", "upper"):
        for name in (kind, f"is_{kind}", f"{kind}_bound", f"is_{kind}_bound"):
            method = getattr(entry, name, None)
            if callable(method):
                try:
                    answer = method()
                except Exception:  # a method that needs arguments, or raises: it says nothing
                    break
                if isinstance(answer, bool):
                    said[kind] = (name, answer)
                break
    return said


def strict_kind_tests(source: Any) -> list[str]:
    """The code's strict comparisons (``<``, ``>``) of a value with a copy of the window's edge kept to tell an
    entry's kind (``best < alpha0``, ``value > orig_beta``): the tests that store a value landing exactly on
    the edge as exact. ``source``: a :class:`~ttt_lab.exercises.hint_checks.Source`."""
    found = []
    for node in source.nodes():
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.Lt, ast.Gt)):
            names = [side.id.lower() for side in (node.left, node.comparators[0]) if isinstance(side, ast.Name)]
            copies = [n for n in names if ("alpha" in n or "beta" in n) and n not in ("alpha", "beta")]
            if len(names) == 2 and len(copies) == 1:
                found.append(source.segment(node))
    return found


def at_the_edge(first: _Search, done: _Run, fn: Callable[..., Any]) -> tuple[str, str] | None:
    """(the words, the hint) where the first search's value landed exactly on its window's edge and the code tells
    the kind with < or > against a copy of the window: a value equal to alpha is an upper bound, one equal to beta
    a lower bound; such tests store it as exact."""
    answer = done.outcomes[0].number
    edge = next((name for name, bound in (("alpha", first.alpha), ("beta", first.beta))
                 if answer is not None and _close(answer, bound)), None)
    if edge is None:
        return None
    try:
        strict = strict_kind_tests(read_source(fn))
    except Exception:  # code that cannot be read: no claim on its tests
        strict = []
    if not strict:  # tests already written with <= and >= (or not found): the hint would ask for what is there
        return None
    yours = f" (your `{'` and `'.join(strict)}`)"
    return (f" The first search's value, {_num(answer)}, was exactly its window's {edge}: a value equal to {edge} is"
            f" {'an upper' if edge == 'alpha' else 'a lower'} bound, and your table took it for exact.",
            "A value equal to the window's edge is only a bound: value <= alpha (the alpha the node was called with)"
            f" is an upper bound, value >= beta a lower bound. Tell the kind with <= and >={yours}: with < and > a"
            " value landing exactly on the edge is stored as exact.")


def read_method_wrong(problem: Problem, first: _Search, done: _Run, right: str, failed: str, answer: float) -> Problem:
    """Where the first search's root entry is an object whose own methods tell its kind (``lower()``,
    ``upper()``): both saying True for a bound of one kind is the other kind's reading test asking for this
    kind (blind27's t01: ``upper()`` returns ``info == LOWER``): the labels are stored right."""
    try:
        said = kind_methods(done.table.get(_GAME.key(_GAME.parse(first.text))))
    except Exception:  # a table of its own kind: no claim
        said = {}
    other = "upper" if right == "lower" else "lower"
    if not (said.get(right, ("", False))[1] and said.get(other, ("", False))[1]):
        # flags of its own (numbers): the code may show one half's cutoffs storing them mirrored (blind43's tt_03),
        # or a flag its loop never sets stored with MIN's beta (wave 39's tt_04)
        source = student_source()
        told = said_of_a_mirrored_cutoff(problem, source)
        return told if told is not problem else said_of_an_unset_flag(problem, source)
    own, wrong = said[right][0], said[other][0]
    a_right, an_other = ("a lower", "an upper") if right == "lower" else ("an upper", "a lower")
    where = (f" The first search failed {failed} ({_num(answer)}), {a_right} bound, and your table's entry says so"
             f" ({own}() is True); but its {wrong}() is True as well: the test that reads {an_other} bound asks"
             f" for {a_right} one.")
    hint = (f"Your entries are labelled right: look at {wrong}(). It must be True only for an entry stored as"
            f" {an_other} bound; yours tests for the {right} label. A lower bound answers at once only when it is"
            " >= beta, an upper bound only when it is <= alpha.")
    return Problem(problem.name, problem.detail + where, hint)


def _root_word(run: Callable[..., Any], search: _Search) -> str | None:
    """The kind, in words, of the root's entry after ``search`` alone on a new table."""
    from ttt_lab.exercises.table_entries import stored_kind
    from ttt_lab.exercises.table_searches import _run

    done = _run(run, [search], {})
    try:
        return None if done.failure is not None else stored_kind(done.table.get(_GAME.key(_GAME.parse(search.text))))
    except Exception:  # a table of its own kind: its entries say nothing readable
        return None


def read_ignores_kind(problems: list[Problem], run: Callable[..., Any], full: list[_Search], bound_as_exact: str) -> list[Problem]:
    """``problems`` with a bound taken for the value (named ``bound_as_exact``) pointed at the read, when the
    entries' kinds are stored right: after a search that failed high alone the root's entry says lower, after
    one that failed low upper (in words), after a full-window one neither, and a value on the window's edge
    still a bound, with X and with O to move at the root. "Check where you store" would ask for what the code does."""
    from ttt_lab.exercises.table_names import TABLE_HINTS
    from ttt_lab.exercises.table_searches import _truth

    def applies(p: Problem) -> bool:  # the general hint, "check both where you store and where you read"
        return p.name == bound_as_exact and not p.note and p.hint == TABLE_HINTS[bound_as_exact]

    if not any(map(applies, problems)):
        return problems

    for search in [s for s in full if s.depth <= 3]:  # X and O to move at the root: each side's test
        truth = _truth(search.text, search.depth)
        high = _Search(search.text, search.depth, truth - 0.3, truth - 0.25)
        low = _Search(search.text, search.depth, truth + 0.25, truth + 0.3)
        at_beta = _Search(search.text, search.depth, truth - 0.05, truth)  # the value on the edge: still a bound
        at_alpha = _Search(search.text, search.depth, truth, truth + 0.05)
        if [_root_word(run, s) for s in (high, low, search, at_beta, at_alpha)] != ["lower", "upper", None, "lower",
                                                                                      "upper"]:
            return problems
    said = (" Your table stores each entry's kind right (after a search of the board that failed high alone its"
            " entry says lower, after one that failed low upper): it is where the table is read that a bound answers"
            " as if it were the value.")
    hint = ("Your entries' kinds are stored right; look at where you read them. An exact entry answers at once; a"
            " lower bound only when it is >= beta, an upper bound only when it is <= alpha (the alpha and beta of the"
            " search asking now); any other entry only narrows the window, or is ignored, and the moves are searched.")
    return [Problem(p.name, p.detail + said, hint) if applies(p) else p for p in problems]


def said_kind(entry: Any) -> str | None:
    """The kind an entry says in words, "exact" too ("EXACT", "exact_value"), also an object's field (wave 27's
    tt_01: ``TTEntry(depth, value, flag, best_move)``); None where its format does not tell."""
    from ttt_lab.exercises.table_entries import stored_kind

    if hasattr(entry, "__dict__") and not isinstance(entry, type):
        entry = dict(vars(entry))
    items = entry.values() if isinstance(entry, dict) else entry if isinstance(entry, (tuple, list)) else [entry]
    if any(isinstance(item, str) and item.lower().startswith("exact") for item in items):
        return "exact"
    return stored_kind(entry)


STORED_KIND_HINT = ("Where you store: an entry's kind follows from its value against the window the node was called"
                    " with (keep alpha0, beta0 = alpha, beta before the loop): value >= beta0 is a LOWER bound, value <="
                    " alpha0 an UPPER bound, anything between exact, at MAX's nodes and MIN's alike (both hold X's"
                    " values). Whether the loop cut off, or which side moves, does not tell the kind.")


def store_mislabels(run: Callable[..., Any], full: list[_Search], kind: str) -> tuple[str, str] | None:
    """(what the store wrote, in words, and :data:`STORED_KIND_HINT`) where a root that failed high (``kind``
    "lower") or low ("upper") alone on a new table is stored under another kind the entry names in words ("exact",
    or the other bound); None where every such entry says ``kind`` or its format does not tell.

    A bound read back as the value is blamed on the read ("answers with a stored lower bound that is below beta")
    only when the entry was stored as that bound: wave 27's tt_04 flags every cutoff LOWER, also MIN's, so a MIN
    root that failed high without a cutoff is stored EXACT, and its read, right, answers with it."""
    from ttt_lab.exercises.table_searches import _run, _truth

    for search in [s for s in full if s.depth <= 3]:
        truth = _truth(search.text, search.depth)
        failing = (_Search(search.text, search.depth, truth - 0.3, truth - 0.25) if kind == "lower"
                   else _Search(search.text, search.depth, truth + 0.25, truth + 0.3))
        done = _run(run, [failing], {})
        try:
            said = None if done.failure is not None else said_kind(done.table.get(_GAME.key(_GAME.parse(search.text))))
        except Exception:  # a table of its own kind: its entries say nothing readable
            said = None
        if said is not None and said != kind:
            mover = _GAME.to_move(_GAME.parse(search.text))
            return (f" Searched alone on a new table, {failing.label()} ({mover} to move) fails"
                    f" {'high' if kind == 'lower' else 'low'}, so its value is {'a lower' if kind == 'lower' else 'an upper'} bound, but your table stores the"
                    f" board's entry as {said}: the kind is wrong where the entry is stored, and your read takes it as"
                    " stored.", STORED_KIND_HINT)
    return None
