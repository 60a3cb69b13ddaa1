"""Where an alpha-beta search's cutoff tests stand, read from the student's source (issue 27,
failure mode 1: a hint that describes code the student does not have names the student wrongly).

Two hints of check_alphabeta send the student to a test: "Your MIN nodes never stop early: ...
return v if v <= alpha" (and MAX's twin) for a search that looked at children alpha-beta cuts,
and "never updates alpha or beta" for one that never prunes. Both are wrong for code that has
the test in its loop and stops there (wave 29's ab_08, CS50's helpers, which stop on ``v <
alpha`` but never raise alpha: the test is there, the bound it reads is not the real one), and
for code whose test and update stand after the loop, dedented (wave 29's ab_05): the node then
searches every child before it looks. :func:`loop_cut_tests` finds the first (its hints vetted by
:func:`min_stops_already` and :func:`max_stops_already`, hint checks keyed by the hints' words like every
other, run in every report), and :func:`cut_after_loop` the second; each answers only on a clear
finding, else None.

The source is only read (parsed, never run).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def min_value(g, s, alpha, beta):\\n    v = 9\\n    for a in g.actions(s):\\n"
    ...         "        v = min(v, f(a))\\n    if v <= alpha:\\n        return v\\n    return v")
    >>> cut_after_loop(Source((ast.parse(text),), (text,))) is not None
    True
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source, called_name

MIN_NEVER_STOPS_WORDS = "Your MIN nodes never stop early"
MAX_NEVER_STOPS_WORDS = "Your MAX nodes never stop early"
"""The opening words of check_alphabeta's hints for a side whose nodes look at children alpha-beta cuts
(``alphabeta_leaves``); :func:`min_stops_already` and :func:`max_stops_already` vet them."""


def _leaves(body: list[ast.stmt]) -> bool:
    """Whether ``body`` leaves its loop: a return or a break at its top level."""
    return any(isinstance(stmt, (ast.Return, ast.Break)) for stmt in body)


def _compares(test: ast.expr, bound: str) -> bool:
    """Whether ``test`` compares a name holding ``bound`` (alpha, beta) with something."""
    return isinstance(test, ast.Compare) and any(
        isinstance(node, ast.Name) and bound in node.id.lower() for node in ast.walk(test))


def _is_min_side(loop: ast.For, function: ast.FunctionDef | None, bound: str) -> bool:
    """Whether ``loop`` is a MIN node's (``bound`` alpha) or a MAX node's (beta) loop: its running
    value taken with min() (max()), or its function named for that side (min_value)."""
    pick = "min" if bound == "alpha" else "max"
    if any(isinstance(node, ast.Call) and called_name(node) == pick for node in ast.walk(loop)):
        return True
    return function is not None and pick in function.name.lower().replace("minimax", "")


def loop_cut_tests(source: Source, bound: str) -> list[str]:
    """The text of each test inside a loop over the children that compares with ``bound`` ("alpha"
    for MIN nodes, "beta" for MAX nodes) and leaves the loop where it holds (``if v < alpha: return
    v``), in the loop of that side's nodes (:func:`_is_min_side`)."""
    found: list[str] = []
    functions = [node for node in source.nodes() if isinstance(node, ast.FunctionDef)]
    for loop in (node for node in source.nodes() if isinstance(node, ast.For)):
        owner = next((f for f in functions if any(n is loop for n in ast.walk(f))), None)
        if not _is_min_side(loop, owner, bound):
            continue
        found += [source.segment(node.test) for stmt in loop.body for node in ast.walk(stmt)
                  if isinstance(node, ast.If) and _compares(node.test, bound) and _leaves(node.body)]
    return found


def cut_after_loop(source: Source) -> str | None:
    """The hint for "never prunes" in code whose cutoff test stands after its loop over the children,
    in the same block (dedented out of it, wave 29's ab_05): ``for a in ...: v = min(v, ...)`` then
    ``if v <= alpha: return v``. By then every child is searched, and a bound updated there reaches
    no child. None for other code."""
    for block in (node for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.If, ast.For, ast.While))):
        body = block.body
        for i, stmt in enumerate(body):
            if not isinstance(stmt, ast.For):
                continue
            after = body[i + 1:]
            test = next((s for s in after if isinstance(s, ast.If) and _leaves(s.body)
                         and (_compares(s.test, "alpha") or _compares(s.test, "beta"))), None)
            if test is None:
                continue
            updates = [source.segment(s) for s in after if isinstance(s, ast.Assign) and any(
                isinstance(t, ast.Name) and ("alpha" in t.id.lower() or "beta" in t.id.lower()) for t in s.targets)]
            where = f" in `{block.name}`" if isinstance(block, ast.FunctionDef) else ""
            also = f", and so does its update `{updates[0]}`, which reaches no child" if updates else ""
            return (f"Your cutoff test `if {source.segment(test.test)}:` stands after the loop over the moves{where},"
                    f" not inside it{also}: by the time it runs every child is searched, so that node never stops"
                    " early. Indent the test (and the bound's update) into the loop, after each child's value.")
    return None


def _stops_already(source: Source, side: str) -> str | None:
    """The hint for "Your MIN nodes never stop early" (``side`` "MIN"; MAX's twin) where the code's MIN
    (MAX) loop has that cutoff test and leaves there (:func:`loop_cut_tests`): the test held nowhere it
    should, so what it reads (the bound handed down, never raised or lowered above, or a strict
    comparison) is where to look, not a test to add. None for other code."""
    bound, other, raise_it = ("alpha", "MAX", "alpha = max(alpha, v)") if side == "MIN" else (
        "beta", "MIN", "beta = min(beta, v)")
    tests = loop_cut_tests(source, bound)
    if not tests:
        return None
    return (f"Your {side} nodes do test for a cutoff in their loop (`{tests[0]}`) and leave it there, yet at"
            f" the node shown the test did not hold: print v and {bound} there. {bound} must hold the best"
            f" value {other} has on the way down ({raise_it} in each {other} node, handed to every child),"
            f" and the test must stop on equality too.")


def min_stops_already(source: Source) -> str | None:
    """:func:`_stops_already` for MIN's hint, a :class:`~ttt_lab.exercises.hint_checks.HintCheck` keyed by
    :data:`MIN_NEVER_STOPS_WORDS` in :data:`~ttt_lab.exercises.hint_checks_search.CHECKS_BY_WORDS`."""
    return _stops_already(source, "MIN")


def max_stops_already(source: Source) -> str | None:
    """:func:`_stops_already` for MAX's hint (:data:`MAX_NEVER_STOPS_WORDS`)."""
    return _stops_already(source, "MAX")
