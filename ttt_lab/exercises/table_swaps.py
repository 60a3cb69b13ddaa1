"""Where a table alpha-beta mixes up its lower and upper bounds, told from what its entries hold
(:func:`where_swapped`: the labels swapped where it stores, the read tests swapped, or one read test
wrong), and a stored bound that narrows the window the wrong way (:func:`narrows_wrong_way`: a lower
bound lowering beta). Both refine :mod:`~ttt_lab.exercises.tables`' "mixes up lower and upper bounds"
after its searches showed the values; the student's code is only run as the checker runs it, and read.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.table_entries import bound_read_tests, stored_kind
from ttt_lab.exercises.table_flags import store_label_hint
from ttt_lab.exercises.table_kinds import read_method_wrong
from ttt_lab.exercises.table_searches import _GAME, _Run, _run, _Search, _truth


def where_swapped(problem: Problem, first: _Search, done: _Run, fn: Callable[..., Any] | None = None) -> Problem:
    """Lower and upper bounds mixed up where they are stored, or where they are read: the answers
    are the same either way, but the first search's root entry says which kind it holds."""
    answer = done.outcomes[0].number
    if answer is None or first.alpha < answer < first.beta:
        return problem
    right = "lower" if answer >= first.beta else "upper"
    try:
        stored = stored_kind(done.table.get(_GAME.key(_GAME.parse(first.text))))
    except Exception:  # an entry of its own format: the words are only a clue
        stored = None
    failed = "high" if right == "lower" else "low"
    if stored is None:
        return read_method_wrong(problem, first, done, right, failed, answer)
    if stored != right:
        where = (f" The first search failed {failed} ({_num(answer)}), a {right} bound, and your table stored it as"
                 f" '{stored}': the labels are swapped where you store them.")
        hint = store_label_hint(fn)  # the labels to swap: everywhere, or in one of two stores (table_flags)
    elif (one_wrong := _one_read_test_wrong(fn)) is not None:  # one test right, the other wrong: nothing to swap
        kind, test, other = one_wrong
        where = (f" The first search failed {failed} ({_num(answer)}) and your table stored it rightly as"
                 f" '{stored}'. Where you read it, your {kind} bound's test `{test}` is wrong (your"
                 f" {other} bound's is right).")
        hint = ("Where you read: an upper bound answers at once only when it is <= alpha (value <= alpha), a lower"
                " bound only when it is >= beta. Your labels are right: correct the one test." if kind == "upper" else
                "Where you read: a lower bound answers at once only when it is >= beta (value >= beta), an upper"
                " bound only when it is <= alpha. Your labels are right: correct the one test.")
    else:
        where = (f" The first search failed {failed} ({_num(answer)}) and your table stored it rightly as"
                 f" '{stored}': the tests where you read the table are the ones swapped.")
        hint = ("Where you read: a lower bound answers at once only when it is >= beta, an upper bound only when"
                " it is <= alpha. The labels you store are right; swap the two tests.")
    return Problem(problem.name, problem.detail + where, hint)


def _one_read_test_wrong(fn: Callable[..., Any] | None) -> tuple[str, str, str] | None:
    """(the kind, its test, the other kind) where the code reads one kind of bound with the wrong test and the
    other with the right one, each read once: then swapping the tests cannot help. None where it does not show."""
    try:
        tests = bound_read_tests(read_source(fn)) if fn is not None else {}
    except Exception:  # code that cannot be read: no claim on it
        return None
    if sorted(tests) != ["lower", "upper"] or any(len(found) != 1 for found in tests.values()):
        return None
    wrong = [kind for kind, [(_, right)] in tests.items() if not right]
    if len(wrong) != 1:
        return None
    return wrong[0], tests[wrong[0]][0][0], "lower" if wrong[0] == "upper" else "upper"


def narrows_wrong_way(run: Callable[..., Any], full: list[_Search]) -> str | None:
    """What a search says after its root stored a lower bound v (a fail high, labelled 'lower'
    in words) when the bound narrows its window the wrong way (beta = min(beta, v)): with alpha
    above v it answers v at once, though the value is above alpha; with beta below v, where the
    bound alone answers, it searches every move again; with v inside the window it fails high at
    v, short of the value. ``None`` unless all three show."""
    for search in full:
        truth = _truth(search.text, search.depth)
        first = _Search(search.text, search.depth, truth - 0.3, truth - 0.25)
        alone = _run(run, [first], {})
        bound = alone.outcomes[0].number if alone.outcomes else None
        if alone.failure is not None or bound is None or not bound < truth - 1e-3:
            continue
        try:
            if stored_kind(alone.table.get(_GAME.key(_GAME.parse(search.text)))) != "lower":
                return None
        except Exception:  # an entry of its own format
            return None
        above = _Search(search.text, search.depth, (bound + truth) / 2, math.inf)
        below = _Search(search.text, search.depth, bound - 0.3, bound - 0.1)
        # The bound inside the window: raising alpha to it, the search still finds the value; with
        # beta lowered to it, the search fails high at the bound instead (reading tests that are
        # swapped, which do not narrow the window, search it whole and find the value too).
        inside = _Search(search.text, search.depth, bound - 0.05, truth + 0.05)
        runs = [_run(run, [first, later], {}) for later in (above, below, inside)]
        if any(done.failure is not None or done.outcomes[1].number is None for done in runs):
            return None
        cut, again, held = runs
        answered, capped = cut.outcomes[1].number, held.outcomes[1].number
        searched, before = (outcome.watch.calls if outcome.watch else 0 for outcome in again.outcomes)
        if answered is None or capped is None or not (_close(answered, bound) and searched >= before / 2
                                                      and before > 1 and not _close(capped, truth)):
            return None
        return (f" After a search of {first.label()} failed high and stored {_num(bound)} as 'lower' (right), a"
                f" search with the window ({_num(above.alpha)}, inf) answered {_num(bound)} at once, below alpha,"
                f" though the value is {_num(truth)}; and one with the window ({_num(below.alpha)},"
                f" {_num(below.beta)}), whose beta the lower bound already reaches, looked at the game {searched:,}"
                f" times (the first search, {before:,}); with the window ({_num(inside.alpha)}, {_num(inside.beta)})"
                f" it returned {_num(capped)}: the lower bound lowered beta instead of raising alpha.")
    return None
