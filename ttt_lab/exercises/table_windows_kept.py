"""Entries that keep the window they were searched with, read back under a window-inclusion test written
the wrong way round (wave 30's tt_02, Gambot's ``TTableEntry(value, depth, hash, ab_pruning, alpha, beta)``).

A value found with the window (a0, b0) is exact only inside it; outside, it is a bound on its own side. So an
entry answers a search whose window lies INSIDE the entry's (``entry.alpha <= alpha and entry.beta >= beta``):
whatever the value, it is then exact, or a bound on the same side of the narrower window. Code that reuses an
entry whose window lies inside the current one (``entry.alpha >= alpha and entry.beta <= beta``) hands a
narrow window's bound to a wider search as its value. The answers show only "takes a bound for an exact value",
and the general hint (store the kind, read it by kind) asks for another design: the code's own test is the
place, read off the code here and told with its line.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def f(game, state, depth, evaluate, alpha, beta, table):
    ...     entry = table.get(state)
    ...     if entry is not None and entry.alpha >= alpha and entry.beta <= beta:
    ...         return entry.value
    ... '''
    >>> window_test_turned(Source((ast.parse(text),), (text,)), "alpha", "beta")
    ('entry.alpha >= alpha and entry.beta <= beta', 'entry.alpha <= alpha and entry.beta >= beta')
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, Problem

_FLIP = {ast.GtE: ast.LtE, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.Lt: ast.Gt}

WINDOW_TEST_HINT = ("A value searched with the window (a0, b0) is exact only inside it; outside, it is only a bound on"
                    " its own side. So an entry can answer a search whose window lies inside the entry's own: test"
                    " entry.alpha <= alpha and entry.beta >= beta (the entry's window contains this one). Yours asks"
                    " the opposite, and a narrow window's bound answers a wider search as if it were the value: turn"
                    " both comparisons round.")


def _side(node: ast.expr, current: str, bound: str) -> str | None:
    """"current" for the search's own ``alpha`` (or ``beta``), "stored" for an entry's field or a name holding
    one (``entry.alpha``, ``entry["alpha"]``, ``stored_alpha``), None for anything else."""
    if isinstance(node, ast.Name) and node.id == current:
        return "current"
    if isinstance(node, ast.Attribute) and bound in node.attr.lower():
        return "stored"
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and bound in str(node.slice.value).lower():
        return "stored"
    if isinstance(node, ast.Name) and bound in node.id.lower() and node.id != current:
        return "stored"
    return None


def _inside(compare: ast.Compare, current: str, bound: str) -> bool | None:
    """For a comparison of an entry's stored bound with the search's own: True where it asks the stored one to lie
    inside the current window (stored alpha >= alpha, stored beta <= beta), False where outside, None otherwise."""
    if len(compare.ops) != 1 or type(compare.ops[0]) not in _FLIP:
        return None
    left, right, op = compare.left, compare.comparators[0], type(compare.ops[0])
    sides = (_side(left, current, bound), _side(right, current, bound))
    if sides == ("current", "stored"):
        op = _FLIP[op]
    elif sides != ("stored", "current"):
        return None
    return op in ((ast.GtE, ast.Gt) if bound == "alpha" else (ast.LtE, ast.Lt))


def window_test_turned(source: Source, alpha: str, beta: str) -> tuple[str, str] | None:
    """The text of an ``and`` whose tests ask an entry's stored window to lie inside the search's own (both
    comparisons turned), where no test in the code asks it the right way, and the test the right way round;
    None otherwise."""
    turned, right, stored = [], False, []
    for node in source.nodes():
        if not isinstance(node, ast.BoolOp) or not isinstance(node.op, ast.And):
            continue
        compares = [value for value in node.values if isinstance(value, ast.Compare)]
        lows = [inside for c in compares if (inside := _inside(c, alpha, "alpha")) is not None]
        highs = [inside for c in compares if (inside := _inside(c, beta, "beta")) is not None]
        if len(lows) != 1 or len(highs) != 1:
            continue
        if lows[0] and highs[0]:
            pair = [c for c in compares if _inside(c, alpha, "alpha") is not None or _inside(c, beta, "beta") is not None]
            turned.append(" and ".join(source.segment(c) for c in pair))
            stored.append([source.segment(side) for c in pair for side in (c.left, c.comparators[0])
                           if _side(side, alpha, "alpha") == "stored" or _side(side, beta, "beta") == "stored"])
        elif not lows[0] and not highs[0]:
            right = True
    if len(turned) != 1 or right:
        return None
    return turned[0], right_test(stored[0], alpha, beta)


def right_test(stored: list[str], alpha: str, beta: str) -> str:
    """The inclusion test the right way round, in the code's own words where its stored fields read as two."""
    low, high = stored if len(stored) == 2 else ("entry.alpha", "entry.beta")
    return f"{low} <= {alpha} and {high} >= {beta}"


def said_of_a_window_test(problems: list[Problem], fn: Any) -> list[Problem]:
    """A bound taken for the value, told at the code's window-inclusion test where it is turned round."""
    first = next((p for p in problems if not p.note), None)
    if first is None or first.name != BOUND_AS_EXACT:
        return problems
    try:
        names = list(inspect.signature(fn).parameters)
        found = window_test_turned(read_source(fn), names[4], names[5]) if len(names) >= 6 else None
    except Exception:  # code that cannot be read: no claim on it
        return problems
    if found is None:
        return problems
    test, right = found
    detail = (f"{first.detail}\nYour entries keep the window they were searched with, and `{test}` reuses an entry"
              " when its window lies inside the current one: the wrong way round, since a value from a narrower"
              " window may be only a bound in a wider one.")
    hint = WINDOW_TEST_HINT.replace("entry.alpha <= alpha and entry.beta >= beta", right)
    return [dataclasses.replace(p, detail=detail, hint=hint) if p is first else p for p in problems]
