"""What a search's code does with its table's entries, read from its source: whether it answers at once
from an exact entry, and whether it stores one of two values it returns at every node.

A fail-hard search written with two sides in one function often returns ``alpha`` where MAX moves and
``beta`` where MIN moves, yet stores one of them for both (wave 25's t_06, a Go port:
``table[key] = {"score": alpha, ...}``; ``return alpha`` or ``return beta``): where MIN moves the entry
holds the window's alpha, -inf at the root, and read back it answers that. Seen from the outside the
second search asked with the same table is wrong, which also looks like an exact entry not answered;
code that does return its exact entry at once refutes that name (:func:`answers_exact_entry`).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def s(g, st, alpha, beta, mx, table):\\n    e = table.get(st)\\n"
    ...         "    if e and e['flag'] == EXACT:\\n        return e['v']\\n"
    ...         "    table[st] = {'v': alpha, 'flag': 1}\\n    if mx:\\n        return alpha\\n    return beta")
    >>> source = Source((ast.parse(text).body[0],), (text,))
    >>> answers_exact_entry(source)
    "if e and e['flag'] == EXACT:"
    >>> stores_one_of_two(source)
    ("table[st] = {'v': alpha, 'flag': 1}", 'alpha', 'beta')
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source
from ttt_lab.exercises.stored_values import _stores


def _says_exact(node: ast.AST) -> bool:
    """Whether ``node`` is an exact entry's label: a word ("exact", "EXACT_VALUE") or a constant's name
    (Exact, EXACT, Flag.EXACT)."""
    word = (node.value if isinstance(node, ast.Constant) and isinstance(node.value, str)
            else node.id if isinstance(node, ast.Name)
            else node.attr if isinstance(node, ast.Attribute) else None)
    return word is not None and word.lower().startswith("exact")


def _tests_exact(test: ast.AST) -> bool:
    """Whether an if's test compares something with an exact entry's label (alone or in an ``and``)."""
    parts = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    return any(isinstance(part, ast.Compare) and len(part.ops) == 1 and isinstance(part.ops[0], (ast.Eq, ast.Is))
               and any(_says_exact(side) for side in (part.left, part.comparators[0])) for part in parts)


def _reachable_ifs(block: list[ast.stmt]) -> list[ast.If]:
    """The if statements of ``block`` and of the ifs nested in it that no earlier return of their own
    block makes unreachable."""
    found: list[ast.If] = []
    for statement in block:
        if isinstance(statement, ast.Return):
            break
        if isinstance(statement, ast.If):
            found.append(statement)
            found += _reachable_ifs(statement.body) + _reachable_ifs(statement.orelse)
    return found


def answers_exact_entry(source: Source) -> str | None:
    """The first line of an if that compares an entry's kind with an exact label and returns at once in its
    body, reachable (no return of its block before it); None where the code has none (``source``: a
    :class:`~ttt_lab.exercises.hint_checks.Source`). Such code answers from its exact entries: where a
    second search is wrong, the entry it answered from is what is wrong."""
    for function in source.trees:
        body = function.body[0].body if isinstance(function, ast.Module) and function.body and isinstance(
            function.body[0], (ast.FunctionDef, ast.AsyncFunctionDef)) else getattr(function, "body", [])
        for node in _reachable_ifs(body):
            if _tests_exact(node.test) and node.body and isinstance(node.body[0], ast.Return):
                return source.segment(node).splitlines()[0].strip()  # type: ignore[no-any-return]
    return None


def signed_exact_read(source: Source) -> str | None:
    """The return of :func:`answers_exact_entry`'s if where it turns a sign on what it answers (``return color *
    v``, ``return -v``, ``return v if ... else -v``): the entry is read in another point of view than the node's
    return, where the store writes that return as it is (wave 34's tt_03). None where the exact answer is
    returned as it was stored, or there is none."""
    for function in source.trees:
        body = function.body[0].body if isinstance(function, ast.Module) and function.body and isinstance(
            function.body[0], (ast.FunctionDef, ast.AsyncFunctionDef)) else getattr(function, "body", [])
        for node in _reachable_ifs(body):
            answer = node.body[0] if node.body else None
            if _tests_exact(node.test) and isinstance(answer, ast.Return) and answer.value is not None and any(
                    (isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.USub))
                    or (isinstance(part, ast.BinOp) and isinstance(part.op, ast.Mult)) for part in ast.walk(answer.value)):
                return source.segment(answer)  # type: ignore[no-any-return]
    return None


def _returned_names(function: ast.AST) -> list[str]:
    """The names the function's returns after its loop over the moves give (a return of the table's value
    before it is not the node's own), alone or first in a tuple (``return beta, move``), or either
    branch of a conditional (``return alpha if maximizing else beta``), in order."""
    names: list[str] = []
    loops = [node for node in ast.walk(function) if isinstance(node, (ast.For, ast.While))]
    after = max((getattr(loop, "end_lineno", None) or loop.lineno for loop in loops), default=0)
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None and node.lineno > after:
            first = node.value.elts[0] if isinstance(node.value, ast.Tuple) and node.value.elts else node.value
            for part in (first.body, first.orelse) if isinstance(first, ast.IfExp) else (first,):
                if isinstance(part, ast.Name) and part.id not in names:
                    names.append(part.id)
    return names


def stores_one_of_two(source: Source) -> tuple[str, str, str] | None:
    """(the store's line, the name it stores, the other name returned) where the code's returns give two
    names (``return alpha`` for one side, ``return beta`` for the other) and a store into the table reads
    one of them and not the other: at the other side's nodes the entry holds a value the node did not
    return. None otherwise."""
    for function in source.trees:
        returned = _returned_names(function)
        if len(returned) != 2:
            continue
        for store in _stores(function):
            read = {n.id for n in ast.walk(store.value) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
            kept = [name for name in returned if name in read]
            if len(kept) == 1:
                other = next(name for name in returned if name != kept[0])
                return source.segment(store).strip(), kept[0], other
    return None
