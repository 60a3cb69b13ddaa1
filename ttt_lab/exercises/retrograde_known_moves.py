"""A retrograde sweep that declares a loss from the moves known so far (wave 30's rg_01, the rules of a public
tablebase generator: "if ALL successors are WIN for opponent -> LOSS", with ``all()`` over the successors already
valued): ``known = [value[c] for c in moves[k] if value[c] is not UNKNOWN]`` then ``elif known and all(v == WIN
for v in known)``. A position whose first valued move loses is declared lost though its other moves, still
unknown, may win or draw.

The table's values show a loss where a move wins or draws, which the checker names "declares a loss when one move
loses": often one move, but the code asks about every move known, and the words would describe other code. Read
off the code, the mistake is a decision taken before every move is known, and the fix is the count the test lacks.

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = '''
    ... def f(succ, result, k):
    ...     known = [result[c] for c in succ[k] if result[c] is not None]
    ...     if any(v == -1 for v in known):
    ...         result[k] = 1
    ...     elif known and all(v == 1 for v in known):
    ...         result[k] = -1
    ... '''
    >>> loss_over_known_moves(Source((ast.parse(text),), (text,)))
    ('known = [result[c] for c in succ[k] if result[c] is not None]', 'known and all(v == 1 for v in known)')
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_names import DECIDES_EARLY, LOSS_TOO_EARLY

KNOWN_SO_FAR_HINT = ("A loss needs every move: declare one only when each of the position's moves is valued and"
                     " leads to a win for the opponent. all() over the moves valued so far holds as soon as the"
                     " first of them loses; test that none is missing too (len({known}) == the number of moves),"
                     " and leave the position undecided until then.")


def _filtered_lists(source: Source) -> dict[str, ast.Assign]:
    """Names assigned a comprehension with a filter (``[... for c in moves if ...]``): the moves known so far."""
    found = {}
    for node in source.nodes():
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)) \
                and any(generator.ifs for generator in node.value.generators):
            found[node.targets[0].id] = node
    return found


def _all_over(test: ast.expr, name: str) -> bool:
    """Whether ``test`` calls all() over ``name`` (``all(K)``, ``all(v == W for v in K)``) and never asks its length."""
    over = any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "all" and node.args
               and any(isinstance(inner, ast.Name) and inner.id == name for inner in ast.walk(node.args[0]))
               for node in ast.walk(test))
    sized = any(isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
                for node in ast.walk(test))
    return over and not sized


def _under_a_count(source: Source) -> set[int]:
    """The ids of the ``if`` statements inside an ``if`` or ``while`` whose test asks a length (len(...))."""
    inside: set[int] = set()
    for node in source.nodes():
        if isinstance(node, (ast.If, ast.While)) and any(isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                                                         and call.func.id == "len" for call in ast.walk(node.test)):
            inside |= {id(inner) for stmt in node.body for inner in ast.walk(stmt) if isinstance(inner, ast.If)}
    return inside


def loss_over_known_moves(source: Source) -> tuple[str, str] | None:
    """The assignment of the moves known so far and the test deciding from all() over them alone, when one ``if``
    (or ``elif``) whose body decides something (an assignment) tests it; None otherwise."""
    lists = _filtered_lists(source)
    counted = _under_a_count(source)
    for node in source.nodes():
        if not isinstance(node, ast.If) or not any(isinstance(stmt, (ast.Assign, ast.AugAssign)) for stmt in node.body):
            continue
        if id(node) in counted:  # an enclosing test asks how many are known: all() then speaks of every move
            continue
        for name, assign in lists.items():
            if _all_over(node.test, name):
                return source.segment(assign), source.segment(node.test)
    return None


def said_of_known_moves(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """"Declares a loss when one move loses" told as what the code does, where it decides from all() over the
    moves known so far: a decision before every move is known (:data:`DECIDES_EARLY`), with its lines."""
    at = next((i for i, problem in enumerate(problems) if not problem.note), None)
    if at is None or problems[at].name != LOSS_TOO_EARLY:
        return problems
    try:
        found = loss_over_known_moves(read_source(fn))
    except Exception:  # code that cannot be read: no claim on it
        return problems
    if found is None:
        return problems
    assign, test = found
    name = assign.split("=", 1)[0].strip()
    first = problems[at]
    detail = (f"{first.detail} Your `{test}` asks only the moves known so far: `{assign}` leaves out the moves not yet"
              " valued, so a position is declared lost as soon as the moves valued first lose, before its other"
              " moves (one may win or draw) are known.")
    return [*problems[:at], replace(first, name=DECIDES_EARLY, detail=detail, hint=KNOWN_SO_FAR_HINT.format(known=name)),
            *problems[at + 1:]]
