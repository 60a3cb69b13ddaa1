"""The window an alpha-beta search starts with, read from the student's code (issue 27).

A search that starts with alpha = +inf (a default ``alpha=math.inf``, or a first call
``ab(state, depth, math.inf, math.inf)``) has an empty window: every MIN node stops after its
first move (v <= alpha always holds), while MAX nodes search on. Starting with beta = -inf does
the same to MAX nodes. The values are those of a loop left after its first move in one kind of
node, which the error model names "tries only the first move"; when the code shows the empty
window, :func:`name_empty_window` names that instead, the cause a student can find. The code
is only read (parsed), never run.
"""

from __future__ import annotations

import ast
import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import Any

from ttt_lab.exercises.code_names import rename_by_code, renamed
from ttt_lab.exercises.harness import _close, _num
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import (
    BOUND_TYPO,
    FIRST_MOVE_ONLY,
    NEVER_PRUNES,
    NO_BETA_UPDATE,
    OTHER_NODES_BOUND,
    WINDOW_SWAPPED,
    Problem,
)

EMPTY_WINDOW = "starts alpha-beta with an empty window"

_INFINITIES = {"inf", "infinity", "INF", "INFINITY", "Infinity"}


def infinity_sign(node: ast.AST) -> int:
    """+1 for an expression spelling +inf (math.inf, float('inf'), INF), -1 for -inf, else 0."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -infinity_sign(node.operand)
    if isinstance(node, ast.Attribute) and node.attr in _INFINITIES:
        return 1
    if isinstance(node, ast.Name) and node.id in _INFINITIES:
        return 1
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float" and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        text = node.args[0].value.strip().lower()
        return {"inf": 1, "+inf": 1, "infinity": 1, "-inf": -1, "-infinity": -1}.get(text, 0)
    return 0


def empty_window(source: Source) -> tuple[str, int] | None:
    """Where the code starts with an empty window, and which: ``+1`` for alpha = +inf (MIN
    nodes stop at once), ``-1`` for beta = -inf (MAX nodes do); ``None`` where it does not."""
    for node in source.nodes():
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            params = node.args.args[len(node.args.args) - len(node.args.defaults):]
            for param, default in zip(params, node.args.defaults, strict=True):
                sign = infinity_sign(default)
                if ("alpha" in param.arg.lower() and sign == 1) or ("beta" in param.arg.lower() and sign == -1):
                    return f"the default {param.arg}={source.segment(default)}", sign
        if isinstance(node, ast.Call):
            for first, second in zip(node.args, node.args[1:], strict=False):
                sign = infinity_sign(first)
                if sign and infinity_sign(second) == sign:
                    return f"the call {source.segment(node)}", sign
    return None


def name_empty_window(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "tries only the first move" in one kind of node named as the empty
    window it comes from, when the code starts with one that stops that kind of node."""
    def applies(p: Problem) -> bool:
        return p.name == FIRST_MOVE_ONLY and not p.note

    def rename(p: Problem, found: tuple[str, int]) -> Problem:
        where, sign = found
        side = "MIN" if sign == 1 else "MAX"
        if f"where {side} is to move" not in p.detail and "at every position" not in p.detail:
            return p  # the other kind of node stopped: not what this window does
        stops = (f"every {side} node's cutoff test (v {'<= alpha' if sign == 1 else '>= beta'}) holds after its first"
                 " move" if f"where {side} is to move" in p.detail else "alpha >= beta holds from the start, at every node")
        bound = "alpha = +inf" if sign == 1 else "beta = -inf"
        return renamed(p, EMPTY_WINDOW, f"Your code starts the search with {where}: with {bound} the window is empty,"
                       f" so {stops}, and the loop stops there; that explains every value your function returned.",
                       "Start the search with the full window, alpha = -inf and beta = +inf (alpha=-math.inf,"
                       " beta=math.inf): at the root nothing is known yet.")

    return rename_by_code(problems, applies, lambda: empty_window(read_source(fn)), rename)


def closed_root_window(fn: Callable[..., Any], cases: Sequence[Any], answers: Sequence[float | None],
                       predict: Callable[[Any, tuple[float, float], bool], float]) -> Problem | None:
    """The empty window of a search whose every answer is that window's bound (a fail-hard negamax
    started with alpha = +inf returns +inf everywhere): no model of the values can name code that
    answers one constant, so the code is read, and the window it opens with is searched.
    ``predict(case, root_window, fail_hard)`` is the search's value from that root window."""
    found = empty_window(read_source(fn))
    if found is None:
        return None
    where, sign = found
    root = (math.inf, math.inf) if sign == 1 else (-math.inf, -math.inf)
    runs = [(case, answer) for case, answer in zip(cases, answers, strict=True) if answer is not None]
    for hard in (True, False):
        if runs and all(_close(answer, predict(case, root, hard)) for case, answer in runs):
            case, answer = next(((c, a) for c, a in runs if not _close(a, c.expected)), runs[0])
            bound = "alpha = +inf" if sign == 1 else "beta = -inf"
            return Problem(
                EMPTY_WINDOW,
                f"On {case.label} it returned {_num(answer)}; the right value is {_num(case.expected)}.\nYour code"
                f" starts the search with {where}: with {bound} the window is empty (alpha >= beta from the start),"
                f" so every node stops after its first move{' and returns its bound (a finished game is clamped into it)' if hard else ''}; searched"
                " from that window, your code's search gives every value your function returned.",
                "Start the search with the full window, alpha = -inf and beta = +inf (alpha=-math.inf,"
                " beta=math.inf): at the root nothing is known yet.")
    return None


def _names_in(node: ast.AST) -> set[str]:
    return {n.id.lower() for n in ast.walk(node) if isinstance(n, ast.Name)}


def bound_from_other(source: Source) -> tuple[str, str] | None:
    """The first update of a bound from the other bound, ``beta = min(alpha, v)`` (``"MIN"``: MIN
    nodes' beta falls to alpha) or ``alpha = max(beta, v)`` (``"MAX"``), with its text; else ``None``."""
    for node in source.nodes():
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)):
            continue
        target, pick = node.targets[0].id.lower(), node.value.func.id
        read = set().union(*(_names_in(arg) for arg in node.value.args)) if node.value.args else set()
        for bound, other, want, side in (("beta", "alpha", "min", "MIN"), ("alpha", "beta", "max", "MAX")):
            if (bound in target and pick == want and any(other in name for name in read)
                    and not any(bound in name for name in read)):
                return source.segment(node), side
    return None


def name_bound_from_other(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "tries only the first move" in one kind of node (or at every node) named as
    the bound narrowed from the other bound that makes its cutoff test hold after the first move."""
    def applies(p: Problem) -> bool:
        return p.name == FIRST_MOVE_ONLY and not p.note

    def rename(p: Problem, found: tuple[str, str]) -> Problem:
        text, side = found
        if f"where {side} is to move" not in p.detail and "at every position" not in p.detail:
            return p
        bound, other, own = ("beta", "alpha", "beta = min(beta, v)") if side == "MIN" else ("alpha", "beta", "alpha = max(alpha, v)")
        nodes = f"every {side} node" if f"where {side} is to move" in p.detail else "every node"
        return renamed(p, BOUND_TYPO, f"Your code's `{text}` narrows {bound} from {other}: right after it {bound} is"
                       f" past {other}, so the cutoff test holds after the first move in {nodes} and the loop"
                       " stops there; that explains every value your function returned.",
                       f"Narrow a node's own bound: {own}; {other} belongs to the node above.")

    return rename_by_code(problems, applies, lambda: bound_from_other(read_source(fn)), rename)


# A cutoff test reads one bound: MIN's (something <= alpha) or MAX's (something >= beta); the
# other kind of node narrows it with max (alpha) or min (beta), MIN's and MAX's own picks reversed.
_CUT_SIDES = (("alpha", "max", "MIN"), ("beta", "min", "MAX"))


def _cut_on(test: ast.AST) -> tuple[str, str] | None:
    """(the bound's name, the side whose cutoff it is) for ``v <= alpha`` / ``alpha >= v`` (MIN's)
    or ``v >= beta`` / ``beta <= v`` (MAX's): one comparison of a value with one bound."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    left, right, op = test.left, test.comparators[0], test.ops[0]
    names = [n.id if isinstance(n, ast.Name) else "" for n in (left, right)]
    bounds = [name for name in names if "alpha" in name.lower() or "beta" in name.lower()]
    if len(bounds) != 1:
        return None
    low = isinstance(op, (ast.LtE, ast.Lt)) == (bounds[0] == names[1])  # value <= bound, or bound >= value
    side = "MIN" if low else "MAX"
    word = "alpha" if side == "MIN" else "beta"
    return (bounds[0], side) if word in bounds[0].lower() else None


def other_nodes_bound(source: Source) -> dict[str, tuple[str, str]]:
    """Per side (``"MIN"``, ``"MAX"``), the update and the cutoff test of a node that narrows the bound
    its own cutoff test reads, the other kind of node's, just before the test in the same block:
    ``alpha = max(alpha, child)`` then ``if v <= alpha: break`` in MIN's half (a02 of wave 13: "alpha
    is the best found so far"). v is at most the child's value and alpha now at least it, so the test
    holds after the first move, every time: the values of a loop left after its first move there."""
    found: dict[str, tuple[str, str]] = {}
    for node in source.nodes():
        for field in ("body", "orelse"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            narrowed: dict[str, ast.stmt] = {}
            for statement in block:
                if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                        and isinstance(statement.targets[0], ast.Name) and isinstance(statement.value, ast.Call)
                        and isinstance(statement.value.func, ast.Name)):
                    narrowed[statement.targets[0].id + ":" + statement.value.func.id] = statement
                if not (isinstance(statement, ast.If)
                        and any(isinstance(s, (ast.Break, ast.Return)) for s in statement.body)):
                    continue
                cut = _cut_on(statement.test)
                if cut is None:
                    continue
                bound, side = cut
                pick = next(p for word, p, s in _CUT_SIDES if s == side)
                update = narrowed.get(bound + ":" + pick)
                if update is not None and side not in found:
                    found[side] = (source.segment(update), source.segment(statement.test))
    return found


def cut_sides(source: Source) -> set[str]:
    """The kinds of node (``"MAX"``, ``"MIN"``) whose cutoff test on the value the code shows: an if
    that leaves the loop (break or return) under ``v >= beta`` / ``v > beta`` (MAX's) or ``v <= alpha``
    / ``v < alpha`` (MIN's). A model saying that kind of node never stops early is not this code."""
    return {cut[1] for node in source.nodes() if isinstance(node, ast.If)
            and any(isinstance(s, (ast.Break, ast.Return)) for s in node.body)
            and (cut := _cut_on(node.test)) is not None}


def strict_sides(source: Source) -> set[str] | None:
    """The kinds of node whose cutoff tests the code writes strictly (``v > beta``, ``v < alpha``),
    where every kind it tests is written one way; ``None`` where the code tests no cut on the value
    or writes one kind both ways."""
    found: dict[str, set[bool]] = {}
    for node in source.nodes():
        if isinstance(node, ast.If) and any(isinstance(s, (ast.Break, ast.Return)) for s in node.body):
            cut = _cut_on(node.test)
            if cut is not None:
                assert isinstance(node.test, ast.Compare)
                found.setdefault(cut[1], set()).add(isinstance(node.test.ops[0], (ast.Lt, ast.Gt)))
    if not found or any(len(ways) > 1 for ways in found.values()):
        return None
    return {side for side, ways in found.items() if True in ways}


def assigns_other_bound(source: Source, side: str) -> bool:
    """A block of the code that keeps a running min (``"MIN"``: ``v = min(v, ...)``) assigns alpha in
    the same block, or one keeping a running max (``"MAX"``) assigns beta: the other kind of node's
    bound updated there."""
    other, pick = ("alpha", "min") if side == "MIN" else ("beta", "max")

    def target(statement: Any) -> str:
        single = isinstance(statement, ast.Assign) and len(statement.targets) == 1
        return statement.targets[0].id.lower() if single and isinstance(statement.targets[0], ast.Name) else ""

    def keeps_running(statement: Any) -> bool:  # v = min(v, ...): a value's own update, not a bound's
        name = target(statement)
        return (bool(name) and "alpha" not in name and "beta" not in name and isinstance(statement.value, ast.Call)
                and isinstance(statement.value.func, ast.Name) and statement.value.func.id == pick)

    for node in source.nodes():
        for field in ("body", "orelse"):
            block = getattr(node, field, None)
            if isinstance(block, list) and any(keeps_running(s) for s in block) and any(
                    other in target(s) for s in block):
                return True
    return False


def name_other_nodes_bound(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with "tries only the first move" in one kind of node (or at every node) named as
    that node narrowing the bound its own cutoff test reads, when the code shows it for that kind."""
    def applies(p: Problem) -> bool:
        return p.name == FIRST_MOVE_ONLY and not p.note

    def rename(p: Problem, found: dict[str, tuple[str, str]]) -> Problem:
        sides = [side for side in ("MAX", "MIN") if f"where {side} is to move" in p.detail]
        if not sides and "at every position" in p.detail:
            sides = ["MAX", "MIN"]
        if not sides or any(side not in found for side in sides):
            return p
        told = []
        for side in sides:
            update, test = found[side]
            bound, other, value = ("alpha", "MAX", "at most") if side == "MIN" else ("beta", "MIN", "at least")
            told.append(f"in a {side} node your code's `{update}` {'raises alpha' if side == 'MIN' else 'lowers beta'},"
                        f" {other}'s bound, just before the cutoff test `{test}`: v is {value} the child's value and"
                        f" {bound} now {'at least' if side == 'MIN' else 'at most'} it, so the test holds after the first"
                        f" move in every {side} node and the loop stops there")
        own = {"MIN": "a MIN node lowers beta (beta = min(beta, v))", "MAX": "a MAX node raises alpha (alpha = max(alpha, v))"}
        text = "; ".join(told)
        return renamed(p, OTHER_NODES_BOUND, text[0].upper() + text[1:] + "; that explains every value your function"
                       " returned.", "Each kind of node narrows its own bound: " + " and ".join(own[s] for s in sides)
                       + "; the other bound belongs to the node above and is only read, in the cutoff test.")

    return rename_by_code(problems, applies, lambda: other_nodes_bound(read_source(fn)) or None, rename)


def _assigned(node: ast.AST, name: str) -> list[ast.stmt]:
    return [n for n in ast.walk(node) if isinstance(n, (ast.Assign, ast.AugAssign))
            and any(isinstance(t, ast.Name) and t.id == name for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))]


ALPHA_IN_MIN_WORDS = "Your code never assigns beta: MIN's loop updates alpha"
"""How :func:`alpha_raised_by_min`'s hint starts: "never prunes" told so is named by its cause
(:func:`name_alpha_in_min`)."""


def name_alpha_in_min(problems: list[Problem]) -> list[Problem]:
    """``problems`` with "never prunes" named :data:`~ttt_lab.exercises.report.NO_BETA_UPDATE` where its
    hint, vetted against the code (:func:`alpha_raised_by_min`), found MIN's loop updating alpha and no beta
    assigned anywhere: "never prunes" is the symptom, the update of the wrong bound its cause (blind40's
    ab_05, ``alpha = min(alpha, v)`` copied from MAX's half). What the model showed and the hint are kept."""
    return [dataclasses.replace(p, name=NO_BETA_UPDATE) if p.name == NEVER_PRUNES and not p.note
            and p.hint.startswith(ALPHA_IN_MIN_WORDS) else p for p in problems]


def alpha_raised_by_min(source: Source) -> str | None:
    """The hint for a search that never prunes when its code never assigns beta and MIN's loop raises
    alpha instead (``alpha = max(alpha, v)`` copied from MAX's half): beta stays +inf, so no cutoff
    test is ever true. ``None`` where the code assigns beta, or no MIN loop assigns alpha."""
    if any(_assigned(tree, "beta") for tree in source.trees):
        return None
    for loop in (n for n in source.nodes() if isinstance(n, (ast.For, ast.While))):
        found = _assigned(loop, "alpha")
        if found and _is_min_update(loop):
            # One loop for both sides holds MAX's alpha = max(...) too: quote MIN's, alpha = min(...), where there is one.
            found.sort(key=lambda update: not _takes_min(update))
            return (f"{ALPHA_IN_MIN_WORDS} (`{source.segment(found[0])}`, MAX's"
                    " update copied into MIN's half), so beta stays +inf and no cutoff test is ever true. After v ="
                    " min(v, ...), a MIN node lowers beta: beta = min(beta, v); alpha is raised by MAX nodes only.")
    return None


def _takes_min(update: ast.stmt) -> bool:
    """``x = min(...)``: an assignment of a minimum."""
    value = update.value if isinstance(update, (ast.Assign, ast.AugAssign)) else None
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "min"


def _is_min_update(loop: ast.AST) -> bool:
    """The loop keeps a running minimum: ``v = min(v, ...)`` (its own value, not a bound's)."""
    return any(isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name)
               and n.value.func.id == "min" and not any(isinstance(t, ast.Name) and t.id in ("alpha", "beta")
                                                         for t in n.targets) for n in ast.walk(loop))


def _passes_window(node: ast.AST) -> bool:
    """A call given alpha and beta by name, or a list built at once (a comprehension) that reads them."""
    if isinstance(node, ast.Call):
        return {"alpha", "beta"} <= {arg.id for arg in node.args if isinstance(arg, ast.Name)}
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp)):
        return {"alpha", "beta"} <= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
    return False


def window_frozen_at_entry(source: Source) -> str | None:
    """The hint for a search that never prunes when its loop updates alpha or beta but takes the
    children's values from something made before the loop with the node's first alpha and beta: a
    generator function called with them (its parameters keep the values they were given) or a list
    built at once. Every child then gets the window the node started with; from the root down that
    is (-inf, +inf). A generator expression reads alpha and beta when each child's turn comes, so it
    is not this."""
    made = {target.id: node.value for node in source.nodes() if isinstance(node, ast.Assign)
            for target in node.targets if isinstance(target, ast.Name)}
    for loop in (n for n in source.nodes() if isinstance(n, ast.For)):
        if not (_assigned(loop, "alpha") or _assigned(loop, "beta")):
            continue
        iterated = made.get(loop.iter.id, loop.iter) if isinstance(loop.iter, ast.Name) else loop.iter
        if _passes_window(iterated):
            return (f"Your code updates alpha and beta, but the children's values come from"
                    f" `{source.segment(iterated)}`, made with the node's first alpha and beta: its parameters"
                    " (or the list, built at once) keep those values, so every child is searched with the window"
                    " the node started with and no update reaches the next child. Search each child inside the"
                    " loop with the current bounds: v = alphabeta(game, game.result(state, a), alpha, beta).")
    return None


def _negated_name(node: ast.AST, word: str) -> bool:
    return (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Name)
            and word in node.operand.id.lower())


def negamax_window_call(source: Source) -> str | None:
    """The text of a call that hands a child negamax's window, (-beta, -alpha) in that order, in
    code that negates none of its own search's values (a MAX/MIN search): None otherwise."""
    defined = {node.name for node in source.nodes() if isinstance(node, ast.FunctionDef)}
    if any(isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Call)
           and isinstance(node.operand.func, ast.Name) and node.operand.func.id in defined for node in source.nodes()):
        return None  # negamax form: its window is right there
    for node in source.nodes():
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name) or node.func.id not in defined:
            continue
        args = node.args
        for i in range(len(args) - 1):
            if _negated_name(args[i], "beta") and _negated_name(args[i + 1], "alpha"):
                return source.segment(node)
    return None


def name_negamax_window(problems: list[Problem], fn: Callable[..., Any], cause: str) -> list[Problem]:
    """"Never prunes" (or another name whose detail offers ``cause``, negamax's window in a
    MAX/MIN search, among the slips that explain it) named as that window where the code shows it."""
    def applies(p: Problem) -> bool:
        return not p.note and cause in p.hint + p.detail

    def rename(p: Problem, call: str) -> Problem:
        return renamed(p, WINDOW_SWAPPED, f"Your code calls the child with `{call}`: it " + cause + "; of the slips"
                       " that give these values and leaves, that is the one your code has.",
                       "Negamax hands its children (-beta, -alpha) because it negates their values too; a MAX/MIN"
                       " alpha-beta negates nothing, so call the child with (alpha, beta), in that order and without"
                       " minus signs.")

    return rename_by_code(problems, applies, lambda: negamax_window_call(read_source(fn)), rename)


def _searches(source: Source) -> dict[str, ast.FunctionDef]:
    """The functions of the student's code that take alpha and beta (by parameter names holding them)."""
    found = {}
    for node in source.nodes():
        if isinstance(node, ast.FunctionDef):
            params = [a.arg.lower() for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]
            if any("alpha" in p for p in params) and any("beta" in p for p in params):
                found[node.name] = node
    return found


def _called(node: ast.AST, names: dict[str, ast.FunctionDef]) -> bool:
    func = getattr(node, "func", None)
    return isinstance(node, ast.Call) and ((isinstance(func, ast.Name) and func.id in names)
                                           or (isinstance(func, ast.Attribute) and func.attr in names))


def window_not_handed(source: Source) -> str | None:
    """The hint for a search that never prunes when it calls itself (or another search of its code
    that takes alpha and beta) on a child without handing the bounds: no argument reads alpha or
    beta, so every child starts with the defaults (-inf, +inf), and the bound a node tests (beta at
    MAX, alpha at MIN) is one only its parent could have narrowed (blind16's ab03)."""
    searches = _searches(source)
    for node in (n for search in searches.values() for n in ast.walk(search)):
        if not _called(node, searches):
            continue
        assert isinstance(node, ast.Call)
        callee = searches[node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")]
        read = {n.id.lower() for arg in (*node.args, *(k.value for k in node.keywords)) for n in ast.walk(arg)
                if isinstance(n, ast.Name)}
        given = len(node.args) + len(node.keywords)  # fewer than the callee takes: the defaults fill the bounds
        if given < len(callee.args.args) and not any("alpha" in name or "beta" in name for name in read):
            return (f"Your code calls `{source.segment(node)}` without alpha and beta, so every child starts with"
                    " the defaults (-inf, +inf): a MAX node tests its value against beta and a MIN node against"
                    " alpha, bounds only the node above could have narrowed, so no test is ever true. Hand each"
                    " child the current bounds, e.g. v = max(v, alphabeta(game, child, alpha, beta)).")
    return None


def children_searched_at_once(source: Source) -> str | None:
    """The hint for a search that never prunes when it searches every child at once, in a list or
    generator handed to max/min (``values = [ab(game, c, alpha, beta) for a in ...]``, blind16's
    ab09), before any test: no child can be skipped, and each gets the node's first window."""
    searches = _searches(source)
    for node in (n for search in searches.values() for n in ast.walk(search)):
        if isinstance(node, (ast.ListComp, ast.GeneratorExp)) and any(_called(n, searches) for n in ast.walk(node)):
            return (f"Your code searches every child at once, in `{source.segment(node)}`, before it tests"
                    " anything: each child is searched with the window the node started with, and none can be"
                    " skipped, whatever the test after it finds. Search the children one at a time in a for loop:"
                    " after each, update v and the node's bound, and leave the loop as soon as v >= beta (MAX) or"
                    " v <= alpha (MIN).")
    return None


_OTHER_BOUND_ASIDES = {"MIN": " Updating alpha there instead is a common slip: alpha is raised by MAX nodes only.",
                       "MAX": " Updating beta there instead is a common slip: beta is lowered by MIN nodes only."}


def vet_other_bound_aside(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` whose hint's aside about updating the other bound instead is kept only where the
    code does update it in that kind of node (:func:`assigns_other_bound`): otherwise it is not about
    this student (blind20's a06, which simply leaves out beta's update)."""
    def applies(p: Problem) -> bool:
        return not p.note and any(aside in p.hint for aside in _OTHER_BOUND_ASIDES.values())

    def vet(p: Problem, source: Source) -> Problem:
        side = next(s for s, aside in _OTHER_BOUND_ASIDES.items() if aside in p.hint)
        if assigns_other_bound(source, side):
            return p
        return dataclasses.replace(p, hint=p.hint.replace(_OTHER_BOUND_ASIDES[side], ""))

    return rename_by_code(problems, applies, lambda: read_source(fn), vet)


def copied_bound_update(source: Source) -> str | None:
    """A bound narrowed with the other kind of node's function (``beta = max(beta, v)``, ``alpha = min(alpha,
    v)``): the copy of MAX's update into MIN's code (blind26's ab01) that widens the window instead."""
    for node in source.nodes():
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name):
            target, pick = node.targets[0].id.lower(), node.value.func.id
            if ("beta" in target and pick == "max") or ("alpha" in target and pick == "min"):
                return source.segment(node).strip()
    return None


def note_copied_bound_update(problems: list[Problem], fn: Callable[..., Any], name: str) -> list[Problem]:
    """``problems`` with the one named ``name`` (one kind of node compares like the other) also telling the bound
    update copied with it, where the code shows one: one slip of copy and paste, two lines to change."""
    found = None if not any(p.name == name and not p.note for p in problems) else copied_bound_update(read_source(fn))
    if found is None:
        return problems
    kind = "MIN" if "beta" in found.split("=")[0].lower() else "MAX"
    right = "beta = min(beta, v)" if kind == "MIN" else "alpha = max(alpha, v)"
    return [dataclasses.replace(p, detail=f"{p.detail}\nIts {kind} nodes copy the other kind's bound update too: `{found}`"
                                f" where {right} belongs.", hint=f"{p.hint} Then narrow the bound the same way: {right}.")
            if p.name == name and not p.note else p for p in problems]


def copies_never_passed(source: Source) -> str | None:
    """The hint for a search that never prunes when its code copies the window (``a, b = alpha, beta``),
    narrows the copies after each child but calls every child with the untouched alpha and beta (blind28's
    ab07): the children never see the narrowed window. ``None`` where no copy is narrowed, or one is passed."""
    copies: dict[str, str] = {}
    for node in source.nodes():
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0], node.value
        pairs = (zip(target.elts, value.elts, strict=False) if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)
                 else [(target, value)])
        copies.update({t.id: v.id for t, v in pairs if isinstance(t, ast.Name) and isinstance(v, ast.Name)
                       and v.id in ("alpha", "beta") and t.id not in ("alpha", "beta")})
    narrowed = [(name, found[0]) for loop in source.nodes() if isinstance(loop, (ast.For, ast.While))
                for name in copies if (found := _assigned(loop, name))]
    calls = [node for node in source.nodes() if isinstance(node, ast.Call)
             and not (isinstance(node.func, ast.Name) and node.func.id in ("max", "min"))]  # a search's calls
    if not narrowed or not any(_passes_window(call) for call in calls) or any(
            name in {arg.id for arg in call.args if isinstance(arg, ast.Name)} for call in calls for name in copies):
        return None
    update = min((found for _, found in narrowed), key=lambda node: node.lineno)
    shown = ", ".join(sorted(copies))
    return (f"Your code narrows {shown}, copies of {', '.join(sorted(set(copies.values())))} (`{source.segment(update)}`),"
            " but calls every child with alpha and beta themselves, which never change: the children get the window"
            f" the node was given, so no cutoff below it ever happens. Hand each child the narrowed bounds ({shown}),"
            " or narrow alpha and beta themselves.")
