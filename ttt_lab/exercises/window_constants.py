"""A bound handed to a child as an infinity: the hint quotes the call that does it (issue 27).

The window trace names "does not pass alpha and beta to the children" and hints "Pass the node's alpha and
beta to every recursive call". Code that passes both in one call and an infinity in place of one of them in
another (wave 39's ab_05: MIN's half calls ``my_alphabeta(..., -math.inf, beta)``, "alpha belongs to MAX")
read that hint as broader than its slip: its MAX half does pass both. :func:`vet_infinite_bound` words the
hint from the code where a search of a child hands an infinity in a bound's place: the call is quoted, with
the bound it drops. Elsewhere (a call with no window at all, a bound dropped some other way) the hint stays.

Example:
    >>> import math
    >>> def my_alphabeta(game, state, alpha=-math.inf, beta=math.inf):
    ...     v = math.inf
    ...     for move in game.actions(state):
    ...         v = min(v, my_alphabeta(game, game.result(state, move), -math.inf, beta))
    ...     return v
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> print(infinite_bound_words(read_source(my_alphabeta, levels=2)))  # doctest: +ELLIPSIS
    `my_alphabeta(game, game.result(state, move), -math.inf, beta)` hands the child -math.inf where the node's alpha belongs...
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.hint_checks_search import child_searches
from ttt_lab.exercises.report import HINT_VETTERS, WINDOW_NOT_PASSED, Problem

_PASS_WORDS = "Pass the node's alpha and beta to every recursive call"
_BOUNDS = ("alpha", "beta")


def _infinite(node: ast.expr) -> bool:
    """Whether ``node`` is written as an infinity and reads no variable: ``-math.inf``, ``float('inf')``, ``-INF``."""
    text = ast.unparse(node).lower()
    names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    return "inf" in text and not names & set(_BOUNDS)


def infinite_bound_words(source: Source) -> str | None:
    """The hint for a search of a child that passes one bound by name and an infinity where the other belongs.

    Only where exactly one of alpha and beta is named in the call and an argument is an infinity: that infinity
    stands in the missing bound's place. None where no call does so (the general hint is then right)."""
    for call in child_searches(source):
        args = [*call.args, *(keyword.value for keyword in call.keywords)]
        named = {n.id for arg in args for n in ast.walk(arg) if isinstance(n, ast.Name)} & set(_BOUNDS)
        infinities = [arg for arg in args if _infinite(arg)]
        if len(named) != 1 or len(infinities) != 1:
            continue
        dropped = next(bound for bound in _BOUNDS if bound not in named)
        constant = ast.unparse(infinities[0])
        return (f"`{source.segment(call)}` hands the child {constant} where the node's {dropped} belongs: below this"
                f" node {dropped} starts again from {constant}, so the bound found above it never reaches the nodes"
                f" further down, and they prune less. Pass the node's own {dropped} in that call too: every search"
                " of a child gets the node's alpha and beta (a narrowed one, never one set back).")
    return None


def vet_infinite_bound(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint of "does not pass alpha and beta to the children" worded from the call that
    hands an infinity in a bound's place, where the code has one; unchanged elsewhere."""
    due = [i for i, p in enumerate(problems) if p.name == WINDOW_NOT_PASSED and not p.note and _PASS_WORDS in p.hint]
    if not due:
        return problems
    source = read_source(fn, levels=2)
    if not source.trees or (words := infinite_bound_words(source)) is None:
        return problems
    return [dataclasses.replace(p, hint=words) if i in due else p for i, p in enumerate(problems)]


HINT_VETTERS.append(vet_infinite_bound)
