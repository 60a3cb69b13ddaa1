"""An entry's "depth" that is the ply from the root: told in the code's own words.

A table alpha-beta ported from code that keeps both a remaining depth and a ply counted from the root
(``search(depth, ply, ...)``, chess.stackexchange 42612; wave 26's tt_03) may store the ply with its entry and
answer where ``entry["ply"] >= ply``: that measures how far the position sits below the root, not how many
plies were searched below it, so an entry searched less deep answers a deeper search. The checker names it
"reuses an entry searched less deep", with the hint to store the plies searched below the position; the code
stores something it takes for that. :func:`vet_ply_as_draft` adds, where the code shows it, what the stored
number is: a parameter that starts at 0 and grows by 1 in the recursive call, compared with an entry's field.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import HINT_VETTERS, Problem
from ttt_lab.exercises.table_names import LESS_DEEP


def _counted_from_the_root(source: Source) -> set[str]:
    """Parameters with a default of 0 that a call of the function itself passes on as ``name + 1``."""
    counted: set[str] = set()
    for tree in source.trees:
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            positional = function.args.args[len(function.args.args) - len(function.args.defaults):]
            defaults = [*zip(positional, function.args.defaults, strict=True),
                        *zip(function.args.kwonlyargs, function.args.kw_defaults, strict=True)]
            zero = {arg.arg for arg, default in defaults
                    if isinstance(default, ast.Constant) and default.value == 0 and not isinstance(default.value, bool)}
            for call in ast.walk(function):
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == function.name):
                    continue
                for arg in [*call.args, *(k.value for k in call.keywords)]:
                    if (isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add) and isinstance(arg.left, ast.Name)
                            and arg.left.id in zero and isinstance(arg.right, ast.Constant) and arg.right.value == 1):
                        counted.add(arg.left.id)
    return counted


def ply_compared_with_an_entry(source: Source) -> tuple[str, str] | None:
    """(the parameter, the comparison's text) where a parameter counted from the root (:func:`_counted_from_the_root`)
    is compared with a field of an entry (``entry["ply"] >= ply``, ``entry.ply >= ply``); None otherwise."""
    counted = _counted_from_the_root(source)
    for node in source.nodes():
        if not isinstance(node, ast.Compare) or len(node.comparators) != 1:
            continue
        sides = (node.left, node.comparators[0])
        names = [side.id for side in sides if isinstance(side, ast.Name) and side.id in counted]
        if names and any(isinstance(side, (ast.Subscript, ast.Attribute)) for side in sides):
            return names[0], source.segment(node)
    return None


def vet_ply_as_draft(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "reuses an entry searched less deep" told in the code's words where the code compares an
    entry with a ply counted from the root; unchanged otherwise."""
    index = next((i for i, p in enumerate(problems) if p.name == LESS_DEEP and not p.note), None)
    if index is None:
        return problems
    found = ply_compared_with_an_entry(read_source(fn, levels=2))
    if found is None:
        return problems
    ply, test = found
    problem = problems[index]
    detail = (f"{problem.detail}\nYour entry answers where `{test}`: `{ply}` starts at 0 at the top call and grows by"
              " 1 at each call below, so it says how far the position is from the root, not how many plies were"
              " searched below it.")
    hint = (f"Store the depth left (the plies searched below the position, the parameter you pass on as depth - 1)"
            f" with the entry, not `{ply}`, and answer from an entry only where its stored depth is at least the depth"
            " asked now.")
    return [*problems[:index], dataclasses.replace(problem, detail=detail, hint=hint), *problems[index + 1:]]


HINT_VETTERS.append(vet_ply_as_draft)
