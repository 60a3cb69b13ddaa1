"""What the student's code shows about its loop over the moves, read (parsed, never run) where the
values alone cannot tell two slips apart (issue 27):

- a running best whose update compares a value with itself (``if score > score:``, ``max(best,
  best)``): from ``None`` it keeps the first child, like a loop left after its first move
  ("tries only the first move"); :func:`name_self_comparison` names what the code does;
- code after a return in the same block, which never runs (an update, or the dispatch to one
  side's function): :func:`name_unreachable`;
- a return in the loop's body itself, not under its if: :func:`return_in_loop`;
- the terminal test's return dedented out of its if: :func:`utility_returned_always`;
- a loop over every move but the last, and nothing that leaves a loop early: then "tries only the
  first move" cannot be what the code does (:func:`without_first_only`).

Example:
    >>> import ast
    >>> _compares_with_itself(ast.parse("if v > v: pass").body[0].test)
    True
    >>> _compares_with_itself(ast.parse("if alpha >= alpha: pass").body[0].test)
    False
"""

from __future__ import annotations

import ast
import dataclasses
import itertools
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.hint_checks import Source, read_source, vet_hints
from ttt_lab.exercises.mistake_catalogues import STUCK_COMPARISON
from ttt_lab.exercises.report import FIRST_MOVE_ONLY, WRONG_COMPARISON, Problem

KEEPS_FIRST = "keeps the first child's value, not the best"
_NEVER = (ast.Gt, ast.Lt)  # x > x, x < x: never true (x >= x is always true: a cutoff taken at once)


def _compares_with_itself(node: ast.AST) -> bool:
    """``x > x`` or ``x < x`` (never true), or ``max(x, x)`` / ``min(x, x)`` (x unchanged)."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], _NEVER):
        return ast.dump(node.left) == ast.dump(node.comparators[0])
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min")
            and len(node.args) == 2 and not node.keywords):
        return ast.dump(node.args[0]) == ast.dump(node.args[1])
    return False


def _assigns(statements: list[ast.stmt]) -> bool:
    return any(isinstance(n, (ast.Assign, ast.AugAssign)) for s in statements for n in ast.walk(s))


def self_comparison(source: Source) -> str | None:
    """The text of the first comparison of a value with itself in a running best's update (the test
    of an if that assigns, or an assignment's own value), or ``None``."""
    for node in source.nodes():
        if isinstance(node, ast.If) and _assigns(node.body):
            found = next((n for n in ast.walk(node.test) if _compares_with_itself(n)), None)
        elif isinstance(node, ast.Assign):
            found = next((n for n in ast.walk(node.value) if _compares_with_itself(n)), None)
        else:
            continue
        if found is not None:
            return source.segment(found)
    return None


def name_self_comparison(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "tries only the first move" named as the comparison of a value with itself
    that keeps the first child, when the code shows one."""
    return rename_by_code(problems, _first_only, lambda: self_comparison(read_source(fn)), lambda p, found: renamed(
        p, KEEPS_FIRST, f"Your code compares a value with itself ({found}): that is never true (or never changes"
        " anything), so the best is set from the first child it tries and never again, and each node keeps its first"
        " child's value; that explains every value your function returned.",
        "Compare the child's value with the best so far (`if value > best:`, < for MIN), not a value with itself."))


def _first_only(p: Problem) -> bool:
    return p.name == FIRST_MOVE_ONLY and not p.note


def name_always_true_test(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "tries only the first move" told where the code leaves its loop: under a
    cutoff test that compares a bound with itself (``if beta >= beta:``), always true; else its hint
    quoting a return in the if that updates the running best (:func:`quote_return_in_update`)."""
    def find() -> tuple[str, str] | None:
        found = leaving_return(read_source(fn), leaves=(ast.Return, ast.Break))
        return None if found is None or found[1] is None else (found[0], found[1])

    told = rename_by_code(problems, _first_only, find, lambda p, found: renamed(
        p, FIRST_MOVE_ONLY, f"Your code's `{found[0]}` sits under `if {found[1]}:`, {_why_always(found[1])}, so the loop"
        " ends after its first move there; that explains every value your function returned.", _ALWAYS_TRUE_HINT))
    return told if told != problems else quote_return_in_update(problems, fn)  # or where the update's if leaves it


def return_in_update(source: Source) -> tuple[str, str] | None:
    """``(return's text, test's text)`` for a return (or break) placed under an if of a loop whose body also
    assigns a name the test compares (``if value > best: best = value; ...; return best``): the loop
    left at its first improvement of the running best; ``None`` where there is none."""
    for node in source.nodes():
        if not isinstance(node, (ast.For, ast.While)):
            continue
        for statement in node.body:
            if not isinstance(statement, ast.If):
                continue
            compared = {n.id for n in ast.walk(statement.test) if isinstance(n, ast.Name)}
            assigned = {n.id for s in statement.body if isinstance(s, ast.Assign) for t in s.targets
                        for n in ast.walk(t) if isinstance(n, ast.Name)}  # best = v, or best, move = v, m
            left = next((s for s in statement.body if isinstance(s, (ast.Return, ast.Break))), None)
            if left is not None and compared & assigned:
                return source.segment(left), source.segment(statement.test)
    return None


def quote_return_in_update(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with the hint of "tries only the first move" quoting a return that sits in the if
    which updates the running best (w27_mm_01): its model's hint speaks of a return that always runs,
    which this one does not; it runs at the first child that beats the best so far (the first child
    from a start of -inf, a later one from a finite start)."""
    def quoted(source: Source) -> str | None:
        found = return_in_update(source)
        if found is None:
            return None
        return (f"Your code's `{found[0]}` sits inside `if {found[1]}:`, the if that updates the best so far: the loop"
                " ends at the first child that beats the best, and the moves after it are never tried. Keep only the"
                " update in that if, and return the best (and its move) after the loop.")

    return vet_hints(problems, fn, {FIRST_MOVE_ONLY: quoted})


UNREACHABLE = "never runs the code it placed after a return"

_LEAVES = (ast.Return, ast.Raise, ast.Break, ast.Continue)

# What the unreachable code's absence does, read from the model that fits (its text), said plainly,
# and what the code that never runs must hold for that to be its cause: an update, or a return.
_EFFECTS = (
    ("MAX's running best never leaves -inf", "MAX's running best is never updated and stays at -inf", "update"),
    ("MIN's running best never leaves +inf", "MIN's running best is never updated and stays at +inf", "update"),
    ("in the root's MAX branch", "the root is valued by MIN's rule even where MAX is to move", "return"),
    ("in the root's MIN branch", "the root is valued by MAX's rule even where MIN is to move", "return"),
)


def _holds(statement: ast.stmt, kind: str) -> bool:
    """The statement holds an update of a running best (an assignment) or a return."""
    kinds = (ast.Assign, ast.AugAssign, ast.AnnAssign) if kind == "update" else (ast.Return,)
    return any(isinstance(node, kinds) for node in ast.walk(statement))


def unreachable_statement(source: Source, kind: str = "") -> str | None:
    """The first line of the first statement placed after a return (raise, break, continue) in the
    same block, which never runs, holding an update or a return if ``kind`` says so; else ``None``."""
    for node in source.nodes():
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for before, after in itertools.pairwise(block):
                if isinstance(before, _LEAVES) and isinstance(after, ast.stmt) and (not kind or _holds(after, kind)):
                    return source.segment(after).splitlines()[0].strip()
    return None


def name_unreachable(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a model that says a running best or a branch is never used named as the
    code after a return that never runs, when the code shows such code (an update, or a return):
    the values are the same, and the code tells which slip made them."""
    effects = {id(p): (effect, kind) for p in problems if not p.note
               for pattern, effect, kind in _EFFECTS if pattern in p.detail}
    if not effects:
        return problems
    source = read_source(fn)
    named = []
    for p in problems:
        effect, kind = effects.get(id(p), ("", ""))
        found = unreachable_statement(source, kind) if kind else None
        if found is not None:
            p = renamed(p, UNREACHABLE, f"Your code places `{found}` after a return in the same block, so it never"
                        f" runs: {effect}; that explains every value your function returned.",
                        "A return leaves the function at once: put the code that must run before it (or out of the"
                        " if that holds the return, one indent to the left).")
        named.append(p)
    return named


def return_in_loop(source: Source) -> str | None:
    """The text of a return placed in a loop's body itself (not under an if), which ends the loop
    after its first move; ``None`` where there is none."""
    for node in source.nodes():
        if isinstance(node, (ast.For, ast.While)):
            for statement in node.body:
                if isinstance(statement, ast.Return):
                    return source.segment(statement)
    return None


_ALWAYS = (ast.GtE, ast.LtE, ast.Eq)  # x >= x, x <= x, x == x: always true (a cutoff taken at once)


def _always_true(test: ast.AST) -> bool:
    """``x >= x``, ``x <= x`` or ``x == x``: a comparison of a value (a bound) with itself that always
    holds; or the cutoff's comparison turned round, ``alpha <= beta`` (``beta >= alpha``), which holds
    while the window is open."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return False
    left, right, op = test.left, test.comparators[0], test.ops[0]
    if isinstance(op, _ALWAYS) and ast.dump(left) == ast.dump(right):
        return True
    names = [n.id.lower() if isinstance(n, ast.Name) else "" for n in (left, right)]
    return (isinstance(op, (ast.LtE, ast.Lt)) and "alpha" in names[0] and "beta" in names[1]) or (
        isinstance(op, (ast.GtE, ast.Gt)) and "beta" in names[0] and "alpha" in names[1])


def _why_always(test: str) -> str:
    """Why the test ``test`` (text) always holds, said plainly."""
    node = ast.parse(test, mode="eval").body
    if isinstance(node, ast.Compare) and ast.dump(node.left) == ast.dump(node.comparators[0]):
        return "a comparison of a bound with itself that always holds"
    return "the cutoff's comparison turned round, which holds whenever the window is open (alpha below beta)"


def leaving_return(source: Source, leaves: tuple[type[ast.stmt], ...] = (ast.Return,)) -> tuple[str, str | None] | None:
    """The return that ends a loop after its first move, and why: ``(return's text, None)`` for a
    return in the loop's body itself (:func:`return_in_loop`), ``(return's text, test's text)``
    for a return (or, in ``leaves``, a break) under an if whose test compares a bound with itself
    (``if beta >= beta:``), always true; ``None`` where there is neither."""
    found = return_in_loop(source)
    if found is not None and ast.Return in leaves:
        return found, None
    for node in source.nodes():
        if isinstance(node, (ast.For, ast.While)):
            for statement in node.body:
                if isinstance(statement, ast.If) and _always_true(statement.test):
                    left = next((s for s in statement.body if isinstance(s, leaves)), None)
                    if left is not None:
                        return source.segment(left), source.segment(statement.test)
    return None


_ALWAYS_TRUE_HINT = ("Test the cutoff on the two bounds, alpha >= beta (or the value against the other side's bound,"
                     " v >= beta in MAX nodes, v <= alpha in MIN nodes): not a bound against itself, nor the other"
                     " way round.")


def first_move_returned(problem: Problem, found: str, bound: str, test: str | None = None) -> Problem:
    """``problem`` named as the return in the loop (``found``) that returns ``bound`` after the first
    move: outside its if, or (``test``) under an if whose test is always true."""
    where = ("sits in the loop over the moves but outside its if" if test is None else
             f"sits under `if {test}:`, {_why_always(test)}")
    return renamed(problem, FIRST_MOVE_ONLY, f"Your code's `{found}` {where}, so the loop ends after its first move,"
                   f" returning {bound}; that explains every value your function returned.",
                   "Return inside the loop only at a cutoff (under its if); after the loop, return the node's value."
                   if test is None else _ALWAYS_TRUE_HINT)


def utility_returned_always(source: Source) -> str | None:
    """The text of a ``return ....utility(...)`` in a function's body itself, after a test for a
    finished game (the return dedented out of that if): it runs at every position."""
    for tree in source.trees:
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            tested = False
            for statement in function.body:
                if isinstance(statement, ast.If) and any(
                        isinstance(n, ast.Attribute) and n.attr == "is_terminal" for n in ast.walk(statement.test)):
                    tested = True
                elif tested and isinstance(statement, ast.Return) and statement.value is not None and any(
                        isinstance(n, ast.Attribute) and n.attr == "utility" for n in ast.walk(statement.value)):
                    return source.segment(statement)
    return None


def _leaves_a_loop(source: Source) -> bool:
    """A return or break anywhere inside a loop's body (a comprehension has neither)."""
    return any(isinstance(inner, (ast.Return, ast.Break))
               for node in source.nodes() if isinstance(node, (ast.For, ast.While))
               for statement in node.body for inner in ast.walk(statement))


def skips_last_move(source: Source) -> str | None:
    """The text of a loop over every move but the last: ``for ... in range(len(moves) - 1)`` or
    ``for ... in moves[:-1]`` (or ``[1:-1]``); ``None`` where there is none.

    Example:
        >>> from ttt_lab.exercises.hint_checks import Source
        >>> text = "for i in range(len(moves) - 1): pass"
        >>> skips_last_move(Source((ast.parse(text),), (text,)))
        'range(len(moves) - 1)'
    """
    for node in source.nodes():
        if not isinstance(node, (ast.For, ast.comprehension)):
            continue
        over = node.iter
        counted = (isinstance(over, ast.Call) and isinstance(over.func, ast.Name) and over.func.id == "range"
                   and len(over.args) == 1 and isinstance(over.args[0], ast.BinOp)
                   and isinstance(over.args[0].op, ast.Sub) and isinstance(over.args[0].right, ast.Constant)
                   and over.args[0].right.value == 1 and isinstance(over.args[0].left, ast.Call)
                   and isinstance(over.args[0].left.func, ast.Name) and over.args[0].left.func.id == "len")
        sliced = (isinstance(over, ast.Subscript) and isinstance(over.slice, ast.Slice)
                  and ast.unparse(over.slice.upper or ast.Constant(None)) == "-1" and over.slice.step is None)
        if counted or sliced:
            return source.segment(over)
    return None


def without_first_only(catalogue: list[Any], fn: Callable[..., Any]) -> list[Any] | None:
    """``catalogue`` without its "tries only the first move" mistakes where the student's code
    loops over every move but the last and has no return or break inside a loop: on trees whose
    nodes have few moves the two predict alike (engine.CONFUSABLE), and then the code tells
    which it is. ``None`` where the code does not tell."""
    source = read_source(fn)
    if skips_last_move(source) is None or _leaves_a_loop(source):
        return None
    return [mistake for mistake in catalogue if mistake.name != FIRST_MOVE_ONLY]


REVERSED_UPDATE = "copies the best so far into the child's value, not the child's value into the best"


def reversed_update(source: Source) -> str | None:
    """The first update of a running best written the wrong way round: under ``if value < best:``
    an assignment ``value = best`` (the child's value overwritten by the best, which the function
    returns and never changes), where ``best = value`` belongs; ``None`` where there is none."""
    for function in source.nodes():
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        returned = {n.id for node in ast.walk(function) if isinstance(node, ast.Return) and node.value is not None
                    for n in ast.walk(node.value) if isinstance(n, ast.Name)}
        for node in ast.walk(function):
            if not isinstance(node, ast.If):
                continue
            compared = [{test.left.id, test.comparators[0].id} for test in ast.walk(node.test)
                        if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name)
                        and isinstance(test.comparators[0], ast.Name)]
            for statement in node.body:
                if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                        and isinstance(statement.targets[0], ast.Name) and isinstance(statement.value, ast.Name)
                        and {statement.targets[0].id, statement.value.id} in compared
                        and statement.value.id in returned and statement.targets[0].id not in returned):
                    return source.segment(statement)
    return None


def name_reversed_update(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with a model whose running best never leaves its start named as the update
    written the wrong way round (``value = best`` under its if), when the code shows one."""
    def applies(p: Problem) -> bool:
        return not p.note and "running best never leaves" in p.detail

    return rename_by_code(problems, applies, lambda: reversed_update(read_source(fn)), lambda p, found: renamed(
        p, REVERSED_UPDATE, f"Your code's `{found}` copies the best so far into the child's value: the best itself is"
        " never changed, so the running best never leaves its start; that explains every value your function"
        " returned.", "Write the update the other way round: the best takes the child's value (best = value, with the"
        " move beside it), under the if that finds the child better."))


NESTED_BRANCH = "puts one player's branch inside the other's"

_STUCK = STUCK_COMPARISON


def _compares(node: ast.AST, ops: tuple[type[ast.cmpop], ...], call: str) -> bool:
    """``node`` holds a comparison with one of ``ops`` or a call of ``call`` (``min``, ``max``)."""
    return any((isinstance(n, ast.Compare) and any(isinstance(op, ops) for op in n.ops))
               or (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == call)
               for n in ast.walk(node))


def nested_branch(source: Source, side: str) -> str | None:
    """The first line of ``side``'s code (MIN's: a < test or a min call) placed as the else of the
    other side's update test (``if value > best: ... else: <MIN's code>``): it runs only in the
    other side's nodes, never in ``side``'s. ``None`` where the code has no such else."""
    own, other = ((ast.Lt, ast.LtE), (ast.Gt, ast.GtE)) if side == "MIN" else ((ast.Gt, ast.GtE), (ast.Lt, ast.LtE))
    for node in source.nodes():
        if (isinstance(node, ast.If) and node.orelse and isinstance(node.test, ast.Compare)
                and all(isinstance(op, other) for op in node.test.ops)
                and any(_compares(s, own, side.lower()) for s in node.orelse)):
            return source.segment(node.orelse[0]).splitlines()[0].strip()
    return None


def name_nested_branch(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "compares with > in MIN nodes" (the running best never leaves +inf) named as
    what the code shows when its MIN code sits in the else of MAX's update test: the values are the
    same (MIN's loop does nothing), but the code compares the right way and its hint would ask for
    what it already does (and likewise for MAX)."""
    sides = [side for side, text in _STUCK.items() if any(text in p.detail for p in problems)]
    if not sides:
        return problems
    source = read_source(fn)
    for side in sides:
        found = nested_branch(source, side)
        if found is None:
            continue
        other = "MAX" if side == "MIN" else "MIN"
        start = "+inf" if side == "MIN" else "-inf"
        reading = (f"puts {side}'s code (`{found}` ...) inside {other}'s branch, as the else of {other}'s update test,"
                   f" so it runs only where {other} is to move: where {side} is to move the loop does nothing and"
                   f" {side}'s running best never leaves {start}")
        problems = [dataclasses.replace(p, name=NESTED_BRANCH if p.name == WRONG_COMPARISON else p.name,
                                        detail=p.detail.replace(_STUCK[side], reading),
                                        hint=_NESTED_HINT.format(side=side, other=other, op=">" if other == "MAX" else "<")
                                        if p.name == WRONG_COMPARISON else p.hint) for p in problems]
    return problems


_NESTED_HINT = ("Indentation decides which if an else belongs to: {side}'s branch must be the else of the test"
                " of whose turn it is (if maximizing: ... else: ...), one level out, not the else of {other}'s"
                " `if value {op} best` inside the loop.")


def _exits_only_under_ifs(source: Source) -> bool:
    """Every return or break of the code's loops sits under an if (none in a loop's body itself)."""
    loops = [n for n in source.nodes() if isinstance(n, (ast.For, ast.While))]
    return bool(loops) and not any(isinstance(s, (ast.Return, ast.Break)) for loop in loops for s in loop.body)


def vet_first_only_hint(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` whose "tries only the first move" hint asks to keep the return inside its if told,
    where the code's every exit from a loop already sits under an if, to look at the test instead."""
    def applies(p: Problem) -> bool:
        return _first_only(p) and "keep the return inside its if" in p.hint

    return rename_by_code(problems, applies, lambda: _exits_only_under_ifs(read_source(fn)) or None, lambda p, _: (
        dataclasses.replace(p, hint="Leave the loop early only at a cutoff (v >= beta in a MAX node, v <= alpha in a"
                            " MIN node). Your code's exits already sit under their ifs: look at what makes the test"
                            " true after the first move every time (a bound changed just before it, or a comparison"
                            " of the wrong values).")))


def min_compares_as_max(source: Source) -> tuple[str, str] | None:
    """(the function, the test) where code that asks game.to_move has a function named for MIN
    (min_value, minimize...) whose every test of a child's value (a name assigned from a call) keeps
    the larger one (``v > best``, ``best < v``: MAX's test, copied); None where the code shows none."""
    if not any(isinstance(node, ast.Attribute) and node.attr == "to_move" for node in source.nodes()):
        return None  # the to_move hint is not asked of code that does not ask it
    for function in source.nodes():
        if not isinstance(function, ast.FunctionDef) or "min" not in function.name.lower():
            continue
        children = {target.id for node in ast.walk(function) if isinstance(node, ast.Assign)
                    and isinstance(node.value, ast.Call) for target in node.targets if isinstance(target, ast.Name)}
        larger: list[ast.Compare] = []
        smaller: list[ast.Compare] = []
        for node in ast.walk(function):
            if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
                continue
            left, right, op = node.left, node.comparators[0], node.ops[0]
            child_left = isinstance(left, ast.Name) and left.id in children
            child_right = isinstance(right, ast.Name) and right.id in children
            if child_left == child_right:
                continue
            keeps_larger = isinstance(op, (ast.Gt, ast.GtE)) if child_left else isinstance(op, (ast.Lt, ast.LtE))
            keeps_smaller = isinstance(op, (ast.Lt, ast.LtE)) if child_left else isinstance(op, (ast.Gt, ast.GtE))
            (larger if keeps_larger else smaller if keeps_smaller else []).append(node)
        if larger and not smaller:
            return function.name, source.segment(larger[0])
    return None
