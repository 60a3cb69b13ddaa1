"""What a table's store got wrong, quoted from the code where the checker's name came with its general hint.

Two slips on the store side whose names were right but whose hints were generic (wave 38's new set):

* "takes a bound for an exact value" over code that tells an entry's kind with strict comparisons against a copy
  of the window (``value < alpha0`` upper, ``value > beta0`` lower, else exact; tt_01): a fail-hard search returns
  alpha itself when every move fails low and beta at a cutoff, and a value equal to the window's edge falls in
  neither test, so that bound is stored as exact. The strict tests are quoted, and the hint asks for ``<=``/``>=``.
* "reuses an entry searched less deep" over code that stores, as the entry's depth, a number counted from the root
  (``search(..., ply, ...)`` handed 0 by the top call and ``ply + 1`` below; tt_09): the store is quoted, and the
  number said for what it is. :mod:`~ttt_lab.exercises.table_ply_draft` reads a ply with a default of 0 and
  compares it; here the ply may be handed 0 by the caller, and the store is what is quoted.

Both are hint vetters of every report (``report.HINT_VETTERS``) that change a problem only where its hint is still
the table checker's general one and the code shows the slip: elsewhere the report is left as it is.

Example:
    >>> from ttt_lab.exercises.hint_checks import read_source
    >>> def search(game, state, depth, ply, table):
    ...     table[game.key(state)] = {"score": 0, "ply": ply}
    ...     return search(game, state, depth - 1, ply + 1, table)
    >>> def my_search(game, state, depth, table):
    ...     return search(game, state, depth, 0, table)
    >>> stored_ply(read_source(my_search))
    ('ply', 'table[game.key(state)] = {"score": 0, "ply": ply}')
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import BOUND_AS_EXACT, HINT_VETTERS, Problem
from ttt_lab.exercises.table_kinds import strict_kind_tests
from ttt_lab.exercises.table_names import LESS_DEEP, TABLE_HINTS


def _counted_up(source: Source) -> dict[str, ast.FunctionDef]:
    """Parameters a function passes on to itself as ``name + 1`` and that start at 0: a default of 0, or a literal 0
    handed in that place by a call from another function of the code (the top call)."""
    functions = [node for node in source.nodes() if isinstance(node, ast.FunctionDef)]
    counted: dict[str, ast.FunctionDef] = {}
    for function in functions:
        params = [arg.arg for arg in function.args.args]
        grown = {arg.left.id for call in ast.walk(function) if isinstance(call, ast.Call)
                 and isinstance(call.func, ast.Name) and call.func.id == function.name
                 for arg in [*call.args, *(k.value for k in call.keywords)]
                 if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add) and isinstance(arg.left, ast.Name)
                 and isinstance(arg.right, ast.Constant) and arg.right.value == 1}
        for name in grown & set(params):
            position = params.index(name)
            defaults = dict(zip(params[len(params) - len(function.args.defaults):], function.args.defaults, strict=True))
            starts = [call.args[position] if position < len(call.args) else
                      next((k.value for k in call.keywords if k.arg == name), None)
                      for other in functions if other is not function for call in ast.walk(other)
                      if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == function.name]
            if name in defaults:
                starts.append(defaults[name])
            if starts and all(isinstance(s, ast.Constant) and s.value == 0 and not isinstance(s.value, bool)
                              for s in starts):
                counted[name] = function
    return counted


_STORES = ("store", "save", "put", "record", "remember", "insert")
"""Words a store helper's name holds (``store(table, ...)``, ``tt.save(...)``)."""


def stored_ply(source: Source) -> tuple[str, str] | None:
    """(the ply's name, the store's text) where a number counted from the root (:func:`_counted_up`) goes into
    what the function stores in a table: an assignment to a subscript (``table[key] = {..., "ply": ply}``) or a
    call of a store helper handed it (``store(table, key, value, ply, flag)``)."""
    for name, function in _counted_up(source).items():
        for node in ast.walk(function):
            assigned = isinstance(node, ast.Assign) and any(isinstance(t, ast.Subscript) for t in node.targets)
            helper = (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
                      and any(word in ast.unparse(node.value.func).lower() for word in _STORES))
            if (assigned or helper) and isinstance(node, (ast.Assign, ast.Expr)) and any(
                    isinstance(n, ast.Name) and n.id == name for n in ast.walk(node.value)):
                return name, source.segment(node)
    return None


def strict_kind_choices(source: Source) -> list[str]:
    """The strict comparisons (``<``, ``>``) of a value with the window's alpha or beta that choose an entry's kind:
    the test of an ``if`` (or of a conditional expression) whose branch names an upper or a lower bound
    (``flag = "UPPERBOUND"``, ``UPPER``), as well as :func:`~ttt_lab.exercises.table_kinds.strict_kind_tests`' tests
    against a copy of the window."""
    found = list(strict_kind_tests(source))
    for node in source.nodes():
        if not isinstance(node, (ast.If, ast.IfExp)):
            continue
        test = node.test
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Lt, ast.Gt))):
            continue
        sides = (test.left, test.comparators[0])
        edge = any(isinstance(side, ast.Name) and ("alpha" in side.id.lower() or "beta" in side.id.lower())
                   for side in sides)
        branch = node.body[0] if isinstance(node, ast.If) else node.body
        said = ast.unparse(branch).lower()
        if edge and ("upper" in said or "lower" in said) and source.segment(test) not in found:
            found.append(source.segment(test))
    return found


def _general(hint: str, name: str) -> bool:
    """The table checker's general hint for ``name``, perhaps reworded in its middle by another vetter (its first
    sentence and its ending kept): a hint already told in the code's words is left alone."""
    general = TABLE_HINTS[name]
    return hint.split(". ")[0] == general.split(". ")[0] and hint[-40:] == general[-40:]


def _first(problems: list[Problem], name: str) -> int | None:
    return next((i for i, p in enumerate(problems) if p.name == name and not p.note), None)


def vet_store_slips(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a table's store slip quoted (see the module's docstring); unchanged elsewhere."""
    exact, shallow = _first(problems, BOUND_AS_EXACT), _first(problems, LESS_DEEP)
    if exact is None and shallow is None:
        return problems
    try:
        source = read_source(fn, levels=2)
    except Exception:  # code that cannot be read: nothing to quote
        return problems
    found = list(problems)
    if exact is not None and _general(found[exact].hint, BOUND_AS_EXACT):
        strict = strict_kind_choices(source)
        if strict:
            tests = "` and `".join(strict)
            found[exact] = dataclasses.replace(
                found[exact], detail=f"{found[exact].detail}\nYour code tells an entry's kind with `{tests}`: a value"
                " equal to the window's edge (a fail-hard search returns alpha itself when every move fails low,"
                " beta at a cutoff) passes neither strict test, so that bound is stored as exact.",
                hint=f"Tell the kind with <= and >= where you store (your `{tests}`): a value <= the alpha the node"
                " was called with is an upper bound, a value >= beta a lower bound, exact only strictly between.")
    if shallow is not None and _general(found[shallow].hint, LESS_DEEP):
        ply = stored_ply(source)
        if ply is not None:
            name, store = ply
            found[shallow] = dataclasses.replace(
                found[shallow], detail=f"{found[shallow].detail}\nYour entry stores `{name}` (`{store}`): it starts"
                " at 0 at the top call and grows by 1 at each call below, so it says how far the position is from"
                " the root, not how many plies were searched below it.",
                hint=f"Store the depth left (the plies searched below the position, the parameter you pass on as"
                f" depth - 1) with the entry, not `{name}`, and answer from an entry only where its stored depth is at"
                " least the depth asked now.")
    return found


HINT_VETTERS.append(vet_store_slips)
