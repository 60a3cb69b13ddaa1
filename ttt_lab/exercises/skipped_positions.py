"""A child left out because its position was met before: a graph search's "visited" set in a game search.

Code that keeps the positions it has searched in one container for the whole search, and ``continue``s
past a child already in it (``if game.key(child) in seen: continue``, blind42's ab_04, a port of a graph
search), does not reuse the position's value: it leaves the child out of the node's max or min. In
tic-tac-toe many positions are reached by two orders of moves, so a node loses children that an earlier
sibling's subtree met, and its value is wrong there, though every node combines the children it kept
rightly (and each is right "called alone", where nothing was seen yet). No model of one node's slip
reproduces it, so the report is a symptom, localised at a node whose max or min looks right. Where the
code shows the skip, that symptom is named for it, with the skip's own line: a node's duplicate moves
skipped within its own loop (a container made in that function) are no such mistake and keep the symptom.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import HINT_VETTERS, SYMPTOMS, Problem

SKIPS_SEEN = "leaves out a child whose position it has met before"


def _skips(node: ast.If) -> str | None:
    """The container an ``if X in D: continue`` tests (``D``'s name), else ``None``."""
    test = node.test
    if not (node.body and isinstance(node.body[0], ast.Continue) and isinstance(test, ast.Compare)
            and len(test.ops) == 1 and isinstance(test.ops[0], ast.In) and isinstance(test.comparators[0], ast.Name)):
        return None
    return test.comparators[0].id


def _filled(source: Source) -> set[str]:
    """The containers the code adds to: ``D[key] = ...``, ``D.add(...)``, ``D.append(...)``."""
    found = {target.value.id for node in source.nodes() if isinstance(node, ast.Assign) for target in node.targets
             if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)}
    return found | {node.func.value.id for node in source.nodes() if isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute) and node.func.attr in ("add", "append")
                    and isinstance(node.func.value, ast.Name)}


def skipped_seen(source: Source) -> tuple[str, str] | None:
    """``(the skip's text, the container's name)`` for the first child skipped because a container the code
    fills, and does not make in the function of the loop (so it outlives one node: the whole search's),
    holds it; ``None`` if the code has no such skip."""
    filled = _filled(source)

    def made_in(function: ast.AST, name: str) -> bool:
        return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
                   for n in _own_nodes(function))

    for tree in source.trees:
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in _own_nodes(function):
                if isinstance(node, ast.For):
                    for inner in ast.walk(node):
                        if not isinstance(inner, ast.If):
                            continue
                        name = _skips(inner)
                        if name is not None and name in filled and not made_in(function, name):
                            return source.segment(inner.test), name
    return None


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of ``function``'s body, not of the functions defined inside it."""
    found: list[ast.AST] = []
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        found.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            stack.extend(ast.iter_child_nodes(node))
    return found


def vet_skipped_seen(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a first problem that is only a symptom (:data:`~ttt_lab.exercises.report.SYMPTOMS`)
    named for the skip of positions met before, when the code shows one; its wrong case kept, the
    localisation (a node whose own max or min looks right) dropped."""
    first = next((i for i, p in enumerate(problems) if not p.note), None)
    if first is None or problems[first].name not in SYMPTOMS:
        return problems
    found = skipped_seen(read_source(fn, levels=2))
    if found is None:
        return problems
    test, name = found
    shown = problems[first].detail.split("\nThe lowest place")[0]
    detail = (f"{shown}\nYour code skips a child when `{test}`, and `{name}` keeps positions for the whole search:"
              " a position reached again by another order of moves (in tic-tac-toe, most are) is left out of the"
              " max or min of the node that reaches it later, so that node's value is taken over fewer children."
              " Each node called alone, with nothing seen yet, is right, which is why no single node looks wrong.")
    hint = (f"Do not skip a child because it is in `{name}`: a position met again is worth what it was worth the first"
            " time. Search it again, or look its value up (stored per search, and only when it is exact, not a bound"
            " after a cutoff).")
    return [*problems[:first], dataclasses.replace(problems[first], name=SKIPS_SEEN, detail=detail, hint=hint),
            *problems[first + 1:]]


HINT_VETTERS.append(vet_skipped_seen)
