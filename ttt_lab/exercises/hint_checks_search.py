"""Hint checks keyed by the hint's own words, for every checker at once (issue 27, failure mode 1).

:mod:`~ttt_lab.exercises.hint_checks` lets a checker declare a check per problem name. The
same prescription, though, comes back under several names and in several checkers: "take the
largest of -negamax(child)" (negamax, quiescence, depth-limited, alpha-beta), "update both,
best_value and best_move, in the same if" (minimax, alpha-beta, negamax). A check keyed by the
words it vets follows the hint wherever it is shown, and a hint a checker has already rewritten
(its words gone) is left alone. :func:`vet_hint_words` runs in every report
(:func:`~ttt_lab.exercises.report._report`).

Each check fires only on a clear syntactic finding in the student's source that the code
already does what the hint asks, and then says what the code does and where to look instead;
code without source keeps every hint.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.backpropagation_parity import flips_a_value
from ttt_lab.exercises.hint_checks import HintCheck, Source, called_name, read_source
from ttt_lab.exercises.loop_cuts import (
    MAX_NEVER_STOPS_WORDS,
    MIN_NEVER_STOPS_WORDS,
    max_stops_already,
    min_stops_already,
)
from ttt_lab.exercises.ply_counters import plies_counted_up
from ttt_lab.exercises.report import HINT_VETTERS, Problem
from ttt_lab.exercises.unset_names import vet_unset_names
from ttt_lab.exercises.window_sharing import PRUNES_TOO_MUCH_WORDS, window_hint


def own_calls(source: Source) -> list[ast.Call]:
    """The searches of children in the source: calls of a function defined there that searches in
    turn (a recursion, or min_value calling max_value), not of a helper that calls none (evaluate)."""
    defs = [node for node in source.nodes() if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    defined = {node.name for node in defs}
    searching = {node.name for node in defs if any(isinstance(n, ast.Call) and called_name(n) in defined
                                                    for n in ast.walk(node))}
    return [node for node in source.nodes() if isinstance(node, ast.Call) and called_name(node) in searching]


def child_searches(source: Source) -> list[ast.Call]:
    """:func:`own_calls` less the call of a wrapper that only starts the search (a student's
    function that calls a helper of theirs and is called by none): that call is the root's."""
    calls = own_calls(source)
    entry = source.trees[0].body[0] if source.trees and isinstance(source.trees[0], ast.Module) else None
    if isinstance(entry, ast.FunctionDef) and not any(called_name(call) == entry.name for call in calls):
        calls = [call for call in calls if not any(call is node for node in ast.walk(entry))]
    return calls


def negated_child_value(source: Source) -> str | None:
    """The text of a child's search negated in the code when every child's search is negated:
    ``-negamax(game, child)``, or ``-score`` where ``score = negamax(...)`` (``score, _ = ...`` too,
    and ``score = -score``); None when some child's value is never negated, or there is no search."""
    calls = child_searches(source)
    ids = {id(call) for call in calls}

    def search_in(node: ast.AST) -> ast.AST | None:
        if isinstance(node, ast.Subscript):  # negamax(...)[0], the value of a (value, move) pair
            node = node.value
        return node if id(node) in ids else None

    named: dict[str, list[int]] = {}  # a name -> the searches assigned to it
    for node in source.nodes():
        if isinstance(node, ast.Assign) and (call := search_in(node.value)) is not None:
            for target in node.targets:
                first = target.elts[0] if isinstance(target, ast.Tuple) and target.elts else target
                if isinstance(first, ast.Name):
                    named.setdefault(first.id, []).append(id(call))
    negated: set[int] = set()
    shown = None
    for node in source.nodes():
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            if (call := search_in(node.operand)) is not None:
                negated.add(id(call))
            elif isinstance(node.operand, ast.Name) and node.operand.id in named:
                negated.update(named[node.operand.id])
            else:
                continue
            shown = shown or source.segment(node)
    return shown if calls and ids <= negated else None


def negation_already_there(source: Source) -> str | None:
    """For "take the largest of -negamax(child)": code that negates a child's value already."""
    found = negated_child_value(source)
    if found is None:
        return None
    return (f"Your code negates a child's value already (`{found}`), yet every value it returned is what a"
            " search without that minus returns: either something turns the value back (a second minus on it,"
            " on the value returned or on the child's value again, a min taken where MIN is to move, a value"
            " turned to MAX's view), or that line is not the one that runs. Keep one flip, the negation, and"
            " take the largest at every node.")


def _bound(target: ast.AST) -> set[str]:
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        return {name for elt in target.elts for name in _bound(elt)}
    return set()


def top_assignments(body: list[ast.stmt]) -> list[tuple[str, ast.AST]]:
    """(name, value) for each plain assignment at the top of ``body`` (``a, b = x, y`` as two)."""
    found: list[tuple[str, ast.AST]] = []
    for stmt in body:
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    found.append((target.id, stmt.value))
                elif (isinstance(target, ast.Tuple) and isinstance(stmt.value, ast.Tuple)
                      and len(target.elts) == len(stmt.value.elts)):
                    found += [(t.id, v) for t, v in zip(target.elts, stmt.value.elts, strict=True)
                              if isinstance(t, ast.Name)]
    return found


def best_updates(source: Source) -> list[tuple[ast.If | ast.Assign, bool]]:
    """Each update of a running best inside a loop over moves, with whether it keeps the loop's
    move with it: an ``if`` whose body assigns a name its test compares (it keeps the move when the
    body also assigns the loop's move, ``best_move = move``), or ``best = min(best, value)`` (never)."""
    found: list[tuple[ast.If | ast.Assign, bool]] = []
    for loop in (node for node in source.nodes() if isinstance(node, ast.For)):
        moves = _bound(loop.target)
        for node in (n for stmt in loop.body for n in ast.walk(stmt)):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Name) and node.value.func.id in ("max", "min")):
                found.append((node, False))  # best = min(best, value): a running best kept without its move
            if not isinstance(node, ast.If) or not isinstance(node.test, ast.Compare):
                continue
            tested = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
            assigned = top_assignments(node.body)
            if any(name in tested and name not in moves for name, _ in assigned):
                keeps_move = any(isinstance(value, ast.Name) and value.id in moves and name not in moves
                                 for name, value in assigned)
                found.append((node, keeps_move))
    return found


def _move_pickers(source: Source) -> Source:
    """The functions of ``source`` that return a move with a value (a return of a pair, their nested functions left
    out), or ``source`` itself where none does. Helpers that return a value alone (max_value's ``v = max(v, ...)``)
    choose no move: a running best there says nothing of how the move returned is kept (wave 35's mm_01, whose
    root loop keeps its move by ``best_score, best_move = score, action``)."""
    trees: list[ast.AST] = []
    texts: list[str] = []
    for tree, text in zip(source.trees, source.texts, strict=True):
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _returns_a_pair(node):
                trees.append(ast.Module(body=[stmt for stmt in node.body if not isinstance(
                    stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))], type_ignores=[]))
                texts.append(text)
    return Source(tuple(trees), tuple(texts)) if trees else source


def _returns_a_pair(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A return of a pair in ``function``'s own body (not in a function nested in it)."""
    nested = {id(node) for inner in ast.walk(function) if inner is not function
              and isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) for node in ast.walk(inner)}
    return any(isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple) and len(node.value.elts) == 2
               and id(node) not in nested for node in ast.walk(function))


def move_kept_with_value(source: Source) -> str | None:
    """For "update both, best_value and best_move, in the same if": code whose every update of
    a running best keeps the loop's move in the same if already (in the functions that return a move)."""
    pickers = _move_pickers(source)
    updates = best_updates(pickers)
    if not updates or not all(keeps for _, keeps in updates) or any(
            isinstance(node, ast.Call) and called_name(node) in ("max", "min", "sorted", "index")
            for node in pickers.nodes()):  # a best picked another way too (min over a list): the slip may be there
        return None
    test = source.segment(updates[0][0].test) if isinstance(updates[0][0], ast.If) else ""
    return (f"Your code already updates the best value and the move in the same if (`if {test}:`), so the"
            " move it returns is the one that test keeps. At the position shown, print each move with the value"
            " your code finds for it, and see which one the test keeps (> keeps the first of equal values, >="
            " the last), and whether the move it stores is the move of the loop.")


_WINDOW = ("alpha", "beta")


def returns_a_bound(source: Source) -> bool:
    """Whether any return in the code gives back alpha or beta itself (``return beta``, ``return
    alpha, move``)."""
    for node in source.nodes():
        if isinstance(node, ast.Return) and node.value is not None:
            value = node.value.elts[0] if isinstance(node.value, ast.Tuple) and node.value.elts else node.value
            if isinstance(value, ast.Name) and value.id in _WINDOW:
                return True
    return False


def bound_never_returned(source: Source) -> str | None:
    """For "return v, not alpha or beta": code that never returns alpha or beta (and does return)."""
    returns = [node for node in source.nodes() if isinstance(node, ast.Return) and node.value is not None]
    if not returns or returns_a_bound(source):
        return None
    return ("Your code never returns alpha or beta itself, yet what it returned is the bound it was given: the"
            " value it returns holds that bound when it returns. Look at where that value starts (its first"
            " value, before the loop) and at what the loop sets it to.")


def window_passed_everywhere(source: Source) -> str | None:
    """For "Pass the node's alpha and beta to every recursive call": code whose every search of a
    child already passes alpha and beta (or -beta and -alpha)."""
    calls = child_searches(source)
    if not calls:
        return None
    for call in calls:
        names = {n.id for arg in [*call.args, *(k.value for k in call.keywords)] for n in ast.walk(arg)
                 if isinstance(n, ast.Name)}
        if not set(_WINDOW) <= names:
            return None
    return (f"Your code passes alpha and beta to every recursive call (`{source.segment(calls[0])}`), yet the"
            " node shown was searched with the full window: look at what alpha and beta hold when the call is"
            " made (set back to -inf and +inf on the way, a default that takes over, another pair of the same"
            " names) and at the order they are passed in.")


_RIGHT_HORIZON = {(ast.Eq, 0), (ast.LtE, 0), (ast.Lt, 1), (ast.Gt, 0), (ast.GtE, 1), (ast.NotEq, 0)}
"""(comparison, constant) of a depth test that stops at depth 0: depth == 0, depth <= 0, depth > 0..."""
_MIRRORED: dict[type[ast.cmpop], type[ast.cmpop]] = {ast.Lt: ast.Gt, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.GtE: ast.LtE}


def depth_tests(source: Source, depth: str) -> list[tuple[ast.Compare, bool]]:
    """Each comparison of ``depth`` with a whole number (``depth <= 1``, ``0 == depth``), with
    whether it stops at depth 0 as it should."""
    found = []
    for node in source.nodes():
        if not isinstance(node, ast.Compare) or len(node.ops) != 1:
            continue
        left, op, right = node.left, type(node.ops[0]), node.comparators[0]
        if isinstance(right, ast.Name) and right.id == depth:  # 0 == depth: read as depth == 0
            left, right, op = right, left, _MIRRORED.get(op, op)
        if (isinstance(left, ast.Name) and left.id == depth and isinstance(right, ast.Constant)
                and type(right.value) is int):
            found.append((node, (op, right.value) in _RIGHT_HORIZON))
    return found


def depth_passed_down_right(source: Source) -> str | None:
    """For "at depth 0 return evaluate(state); each child gets depth - 1": code whose every search
    of a child already gets ``depth - 1`` (one name, the same everywhere), and whose only tests of
    that depth stop somewhere else than 0 (``depth <= 1``, ``depth < 0``): the hint's second half is
    already done, the slip is the test."""
    calls = child_searches(source)
    passed = set()
    for call in calls:
        names = {arg.left.id for arg in [*call.args, *(k.value for k in call.keywords)]
                 if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Sub) and isinstance(arg.left, ast.Name)
                 and isinstance(arg.right, ast.Constant) and arg.right.value == 1}
        if len(names) != 1:
            return None
        passed |= names
    if len(passed) != 1:
        return None
    (depth,) = passed
    tests = depth_tests(source, depth)
    if not tests or any(right for _, right in tests):
        return None
    return (f"Your code gives each child {depth} - 1 already (`{source.segment(calls[0])}`); the slip is where it"
            f" stops: `{source.segment(tests[0][0])}`. A search with {depth} 0 returns evaluate(state) at once,"
            f" and one with {depth} 1 still searches the moves (each child then evaluated): stop on {depth} == 0.")


def turns_a_value(source: Source) -> bool:
    """Whether the code turns a value to the other side in place: ``reward = 1 - reward``,
    ``r = -r``, ``r *= -1``, or ``winner = other(winner)`` (a name given a value made from itself)."""
    for node in source.nodes():
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            if isinstance(node.op, (ast.Mult, ast.Div)) and isinstance(node.value, ast.UnaryOp):
                return True
            if isinstance(node.op, ast.Sub) and isinstance(node.value, ast.Name):  # r -= ... rare, read as a turn
                return True
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            value = node.value
            if (isinstance(value, (ast.BinOp, ast.UnaryOp, ast.Call, ast.IfExp))
                    and any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(value))):
                return True
    return False


def flip_order_without_flip(source: Source) -> str | None:
    """For "Add the reward to the node first, then flip it for the node above": code that turns
    no value from node to node, so there is no flip to put after the addition; its credit goes to
    the side to move at each node some other way (what it compares, or looks up). A flip chosen by
    parity (``r if d % 2 == 0 else 1 - r``) is a flip too: those words are not for it."""
    if turns_a_value(source) or flips_a_value(source):
        return None
    return ("Your code turns no reward from node to node (no reward = 1 - reward), so no flip is out of place: it"
            " credits each node for the side to move there, the side that did not move into it, through what it"
            " compares with the winner or looks up. Credit the side that moved INTO the node: node.wins += 1 where"
            " node.mover == winner, + 0.5 on a draw.")


def no_loop_range(source: Source) -> str | None:
    """For "Check the ranges of your loops": code that calls no range() at all, whose missed lines
    cannot come from a loop's bounds."""
    if any(isinstance(node, ast.Call) and called_name(node) == "range" for node in source.nodes()):
        return None
    if lines_tested_by_hand(source):
        return ("Your code has no range() and no loop over the lines: it tests each line in a test of its own, so"
                " every line is reached, and the one it misses is tested on the wrong cells or compared wrongly."
                " Find the test of the line named above and check each cell index it reads, one by one, against"
                " that line's cells.")
    return ("Your code has no range() whose bounds could leave a line out: the lines it misses are never reached"
            " some other way (a list of lines written out, or a loop over them that leaves early with a break or"
            " a return). Print each line your code tests on the board shown, and see which it never gets to.")


def lines_tested_by_hand(source: Source) -> bool:
    """Whether the code writes each line's test out (an if/elif chain of cell comparisons, blind48's wt_01)
    rather than walking lines: no for or while statement and no written list of lines (a list or tuple
    of three or more lists or tuples). Such code reaches every line; a line it misses is read wrongly."""
    nodes = source.nodes()
    if any(isinstance(node, (ast.For, ast.While)) for node in nodes):
        return False
    return not any(isinstance(node, (ast.List, ast.Tuple)) and len(node.elts) >= 3
                   and all(isinstance(elt, (ast.List, ast.Tuple)) for elt in node.elts) for node in nodes)


CHECKS_BY_WORDS: tuple[tuple[str, HintCheck], ...] = (
    ("of -negamax(child)", negation_already_there),
    ("update both, best_value and best_move, in the same if", move_kept_with_value),
    ("return v, not alpha or beta", bound_never_returned),
    ("Pass the node's alpha and beta to every recursive call", window_passed_everywhere),
    ("at depth 0 return evaluate(state); each child gets depth - 1", depth_passed_down_right),
    ("at depth 0 return evaluate(state); each child gets depth - 1", plies_counted_up),  # a counter counted up
    ("Add the reward to the node first, then flip it for the node above", flip_order_without_flip),
    ("Check the ranges of your loops", no_loop_range),
    (PRUNES_TOO_MUCH_WORDS, window_hint),  # the window shared, or not, as the code keeps it (window_sharing)
    (MIN_NEVER_STOPS_WORDS, min_stops_already),  # a cutoff test the code has, never asked for (loop_cuts)
    (MAX_NEVER_STOPS_WORDS, max_stops_already),
)
"""(words of a hint, the check of the code against them): each check runs on a problem whose hint
holds its words."""


def vet_hint_words(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """``problems`` with each hint that holds the words of a check in :data:`CHECKS_BY_WORDS`
    replaced by the check's words when the code already does what the hint asks."""
    due = [[check for words, check in CHECKS_BY_WORDS if words in problem.hint] if not problem.note else []
           for problem in problems]
    if not any(due):
        return problems
    source = read_source(fn, levels=2)
    if not source.trees:
        return problems
    vetted = []
    for problem, checks in zip(problems, due, strict=True):
        instead = next((found for check in checks if (found := check(source)) is not None), None)
        vetted.append(dataclasses.replace(problem, hint=instead) if instead else problem)
    return vetted


HINT_VETTERS.append(vet_hint_words)
HINT_VETTERS.append(vet_unset_names)  # a crash on a name never set, told why from the code (unset_names)
