"""A bound flag of the code's own set once before a loop and never changed by it, then stored with the
loop's result: VICE/TEMPEST's ``hash_flag = HASH_ALPHA`` mirrored to MIN's half without its updates.

In a fail-hard search whose MIN half returns ``beta`` after its loop, ``beta`` is exact where a move lowered
it and a LOWER bound where no move got below it (X's value is at least beta). Code that starts the flag at
the upper bound's (``hash_flag = HASH_ALPHA``, what its own read takes for an upper bound:
``flag == HASH_ALPHA and score <= alpha``) and whose MIN loop never assigns it stores that lower bound as
an upper one (wave 39's tt_04). The table alone reads as "mixes up lower and upper bounds", whose general
hint (keep alpha and beta from before the loop) points at nothing this code does; the store and the flag
are quoted instead (:func:`flag_never_set`), and the hint asks for the flag to follow what the loop found.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def f(e, moves, alpha, beta, t):
    ...     if e.flag == UP and e.val <= alpha:
    ...         return alpha
    ...     if e.flag == LOW and e.val >= beta:
    ...         return beta
    ...     flag = UP
    ...     for m in moves:
    ...         if m < beta:
    ...             beta = m
    ...     t.save(beta, flag)
    ... '''
    >>> flag_never_set(Source((ast.parse(text),), (text,)))
    ('t.save(beta, flag)', 'flag', 'UP', 'LOW')
"""

from __future__ import annotations

import ast
import dataclasses
from itertools import pairwise

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.table_cutoff_flags import _read_meanings


def _assigns(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store) for n in ast.walk(node))


def _stored_names(statement: ast.AST) -> set[str]:
    """The names a store passes: a call's arguments (``tt_save(table, key, depth, beta, hash_flag)``) or the
    value written into a table (``table[key] = (depth, beta, kind)``)."""
    if isinstance(statement, ast.Assign) and all(isinstance(t, ast.Subscript) for t in statement.targets):
        return {n.id for n in ast.walk(statement.value) if isinstance(n, ast.Name)}
    return {arg.id for call in ast.walk(statement) if isinstance(call, ast.Call)
            for arg in call.args if isinstance(arg, ast.Name)}


def flag_never_set(source: Source | None) -> tuple[str, str, str, str] | None:
    """(the store, the flag variable, the upper bound's flag it holds, the lower bound's flag) where a call
    right after a loop stores ``beta`` with a variable that holds the flag the code's read takes for an
    upper bound, bound before the loop and never assigned in it. None where the code does not show it."""
    if source is None:
        return None
    meanings = _read_meanings(source)
    lower = next((flag for flag, kind in meanings.items() if kind == "lower"), None)
    if lower is None or "upper" not in meanings.values():
        return None
    starts = {node.targets[0].id: node.value.id for node in source.nodes()
              if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
              and isinstance(node.value, ast.Name) and meanings.get(node.value.id) == "upper"}
    for block in source.nodes():
        body = getattr(block, "body", None)
        if not isinstance(body, list):
            continue
        for before, statement in pairwise(body):
            if not isinstance(before, (ast.For, ast.While)):
                continue
            names = _stored_names(statement)
            flags = [name for name in names if name in starts and not _assigns(before, name)]
            if flags and any("beta" in name.lower() for name in names) and not _assigns(statement, flags[0]):
                return source.segment(statement).strip(), flags[0], starts[flags[0]], lower
    return None


def said_of_an_unset_flag(problem: Problem, source: Source | None) -> Problem:
    """``problem`` (bounds mixed up) told with the store whose flag its loop never set
    (:func:`flag_never_set`); ``problem`` itself where the code does not show one."""
    found = flag_never_set(source)
    if found is None:
        return problem
    store, variable, upper, lower = found
    where = (f" Your code stores `{store}` after its loop with `{variable}`, which the loop never changes from"
             f" `{upper}`, the flag your read takes for an upper bound; but where no move got below beta, the beta"
             " stored there is a LOWER bound (X's value is at least beta), so a later search reads it as an upper"
             " one.")
    hint = (f"Set `{variable}` from what the loop found before you store it: `{lower}` (a lower bound) where no move"
            f" got below beta, an exact flag where a move lowered beta, and `{upper}` only for a cutoff at"
            " value <= alpha. MAX's half and MIN's half each need their own updates; mirroring one half's flag"
            " without them stores the other kind.")
    return dataclasses.replace(problem, detail=problem.detail + where, hint=hint)
