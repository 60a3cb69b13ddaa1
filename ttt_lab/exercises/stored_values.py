"""Which value a search's code stores: the best it returns, or the last child's it looked at.

A search keeps two values in its loop: each child's (``value = search(child)``) and the best so far
(``best = max(best, value)``), and returns the best. Storing ``value`` after the loop where ``best``
belongs (blind43's tt_05: ``table[key] = {"value": value, ...}; return best``) leaves in the table the
last child's value, a number the search never returned: read back, it answers with it. Seen from the
outside that looks like a rounded value where the last child's was a whole number (0 for a draw), so
the table checker reads the code before it names rounding (:func:`last_child_stored`).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def s(g, st, table):\\n    best = -9\\n    for m in g.actions(st):\\n"
    ...         "        value = s(g, g.result(st, m), table)\\n        best = max(best, value)\\n"
    ...         "    table[st] = (value, 1)\\n    return best")
    >>> last_child_stored(Source((ast.parse(text).body[0],), (text,)))
    ('table[st] = (value, 1)', 'value', 'best')
"""

from __future__ import annotations

import ast

from ttt_lab.exercises.hint_checks import Source

STORES_LAST_CHILD = "stores the last child's value, not the best"

_STORE_METHODS = ("store", "put", "save", "set", "add", "insert", "record", "update", "__setitem__")


def _assigned(node: ast.AST) -> set[str]:
    """The names ``node`` (a statement) binds directly: an assignment's or a loop's targets."""
    targets: list[ast.AST] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.For)):
        targets = [node.target]
    return {n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name)}


def _returned(function: ast.AST, after: int) -> set[str]:
    """The names the function returns after line ``after`` (the loop's end), alone or in a tuple (``return
    best``, ``return best, move``); a return of the table's value before the loop may use the child's name."""
    names: set[str] = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Return) and node.value is not None and node.lineno > after:
            parts = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
            names |= {part.id for part in parts if isinstance(part, ast.Name)}
    return names


def _kept_from(loop: ast.For, child: str) -> set[str]:
    """The names the loop sets from ``child``'s value (``best = max(best, value)``, ``best = value``)."""
    return {name for node in ast.walk(loop) if isinstance(node, (ast.Assign, ast.AugAssign)) and node.value is not None
            and any(isinstance(n, ast.Name) and n.id == child for n in ast.walk(node.value))
            for name in _assigned(node) if name != child}


def _stores(function: ast.AST) -> list[ast.Assign | ast.Expr]:
    """The statements that write into a table: ``table[key] = ...`` or ``table.store(...)``."""
    found: list[ast.Assign | ast.Expr] = []
    for node in ast.walk(function):
        if ((isinstance(node, ast.Assign) and any(isinstance(t, ast.Subscript) for t in node.targets))
                or (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Attribute) and node.value.func.attr.lower() in _STORE_METHODS)):
            found.append(node)
    return found


def last_child_stored(source: Source) -> tuple[str, str, str] | None:
    """(the store's line, the child's value's name, the best's name) where the code, after a loop over the
    children, stores the name the loop gives each child's value while it returns another name the loop
    keeps from it (the best); the child's name not set again between the loop and the store. None otherwise
    (a store inside the loop, of each child's own entry, is right)."""
    for function in source.trees:
        for loop in [node for node in ast.walk(function) if isinstance(node, ast.For)]:
            end = getattr(loop, "end_lineno", None) or loop.lineno
            returned = _returned(function, end)
            children = {name for node in ast.walk(loop) if isinstance(node, ast.stmt) and node is not loop
                        for name in _assigned(node)} - returned
            for store in _stores(function):
                if store.lineno <= end:
                    continue
                read = {n.id for n in ast.walk(store.value) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
                for child in sorted(children & read):
                    best = sorted((_kept_from(loop, child) & returned) - read)
                    reset = any(child in _assigned(node) for node in ast.walk(function)
                                if isinstance(node, ast.stmt) and end < node.lineno < store.lineno)
                    if best and not reset:
                        return source.segment(store).strip(), child, best[0]
    return None
