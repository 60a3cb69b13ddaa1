"""Where a table's entries record the depth right and the lookup compares it right, the slip that lets a
shallower entry answer is in what the search hands the lookup: a helper taking the depth asked for
(``probe(table, key, depth, alpha, beta)``) given another counter instead, most often the ply, the distance
from the root (wave 37's tt_06; pychess issue #153). A hint asking to store and compare the depth describes
code the student has; this reads the call so the hint can quote it.

Also the depths the root's entry records when its format has several whole numbers (``(depth, flag,
score)`` with an integer flag), where :func:`~ttt_lab.exercises.table_entries.entry_depth` cannot tell which
one is the depth: the one field that is the depth searched in both a depth-1 and a depth-2 search."""

from __future__ import annotations

import ast
from typing import Any

from ttt_lab.exercises.hint_checks import Source


def _depth_like(name: str) -> bool:
    return "depth" in name.lower() or name.lower() in ("draft", "d")


def _ints(entry: Any) -> dict[Any, int]:
    if isinstance(entry, dict):
        items = list(entry.items())
    elif isinstance(entry, (tuple, list)):
        items = list(enumerate(entry))
    elif isinstance(getattr(entry, "__dict__", None), dict):  # an entry object of the student's class: its fields
        items = list(vars(entry).items())
    else:
        return {}
    return {k: v for k, v in items if isinstance(v, int) and not isinstance(v, bool)}


def depths_searched(shallow: Any, deeper: Any) -> tuple[int, int] | None:
    """(1, 2) when exactly one field (an item, or an attribute of an entry object) of the root's entry after a depth-1 search alone and after a depth-2
    search alone holds 1 and 2 (the depths searched): the entries record the depth right. None when no field, or
    more than one, does."""
    first, second = _ints(shallow), _ints(deeper)
    fields = [k for k in first if first[k] == 1 and second.get(k) == 2]
    return (1, 2) if len(fields) == 1 else None


def probe_given_other_depth(source: Source) -> tuple[str, str, str, str] | None:
    """A call, inside a function with a depth parameter, to one of the student's own helpers (a function or a
    method) whose depth parameter (named like "depth", or "draft") gets a plain name that is not the caller's
    depth (``probe(table, key, ply, alpha, beta)`` in ``alpha_beta(..., depth, ply, ...)``): the call's text, the
    name passed, the helper's parameter and the caller's depth. None where every such call passes the depth
    (or an expression of it, as ``depth - 1``)."""
    defs = {tree.name: tree for tree in source.trees if isinstance(tree, ast.Module)
            for tree in tree.body if isinstance(tree, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for node in source.nodes():
        if isinstance(node, ast.ClassDef):
            defs.update({item.name: item for item in node.body if isinstance(item, ast.FunctionDef)})
    for caller in defs.values():
        own_depths = [a.arg for a in caller.args.args if _depth_like(a.arg)]
        if len(own_depths) != 1:
            continue
        for call in ast.walk(caller):
            if not isinstance(call, ast.Call):
                continue
            called = call.func.id if isinstance(call.func, ast.Name) else (
                call.func.attr if isinstance(call.func, ast.Attribute) else None)
            helper = defs.get(called) if called else None
            if helper is None or helper is caller:
                continue
            params = [a.arg for a in helper.args.args]
            if params and params[0] == "self" and isinstance(call.func, ast.Attribute):
                params = params[1:]
            given = dict(zip(params, call.args, strict=False))
            given.update({kw.arg: kw.value for kw in call.keywords if kw.arg})
            for param, arg in given.items():
                if _depth_like(param) and isinstance(arg, ast.Name) and arg.id != own_depths[0] and not _depth_like(
                        arg.id) and arg.id in {a.arg for a in caller.args.args}:
                    return source.segment(call), arg.id, param, own_depths[0]
    return None
