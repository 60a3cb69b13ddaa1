"""A root loop that compares each child with a best it never updates: the last move is kept (issue 27).

A root loop that keeps its move in ``if min_value(game, game.result(state, a)) > best: best_move = a`` (or ``best_move
= a if ... > best else best_move``) and never assigns ``best`` in the loop compares every child with the value best
started at (-inf at MAX's root, +inf at MIN's): each child passes, and the move returned is the last one tried, while
the value, from a search of its own, is right. check_minimax tells that as the plain "returns the right value with a
wrong move", whose generic hint ("update both in the same if") does not say that the best is the part missing.
:func:`unset_bests` finds such a test in the source (a comparison with a name the loop never assigns, in an if that
keeps the loop's move); :func:`name_best_never_updated` names the wrong move from it (:data:`BEST_NEVER_UPDATED`)
where every wrong move is its node's last move, what that code returns. Its sibling: ``best = value`` written at
every move, after the if rather than in it (:data:`PREVIOUS_CHILD`): each move is compared with the one before it, and
the move kept is the last that beats its predecessor (check_minimax's root [9, -7, 4] tells it from the right one).

Example:
    >>> import ast
    >>> from ttt_lab.exercises.hint_checks import Source
    >>> text = ("def pick(game, state):\\n    best, move = -1, None\\n    for a in game.actions(state):\\n"
    ...         "        if value(game, game.result(state, a)) > best:\\n            move = a\\n    return move")
    >>> [(u.test, u.best) for u in unset_bests(Source((ast.parse(text),), (text,)))]
    [('value(game, game.result(state, a)) > best', 'best')]
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import WRONG_MOVE, Problem

BEST_NEVER_UPDATED = "compares each move with a best it never updates"
PREVIOUS_CHILD = "compares each move with the one before it, not with the best so far"

_ORDER = (ast.Gt, ast.GtE, ast.Lt, ast.LtE)


@dataclass(frozen=True)
class UnsetBest:
    """A test that keeps the loop's move, comparing with a best the loop never assigns: the test as written, the
    best's name; ``every_child``: the loop does assign it, but apart from that test, at every move (``best =
    value`` after the if), so each move is compared with the one before it."""

    test: str
    best: str
    every_child: str = ""


def _assigned(loop: ast.For) -> set[str]:
    """Every name the loop's body assigns (plain, augmented, annotated, unpacked, ``:=``)."""
    names: set[str] = set()
    for node in ast.walk(loop):
        if node is loop:
            continue
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.NamedExpr)):
            targets = [node.target]
        for target in targets:
            names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


def _assigned_in(node: ast.If | ast.IfExp) -> set[str]:
    """The names an if's own branches assign."""
    if isinstance(node, ast.IfExp):
        return set()
    return {n.id for stmt in [*node.body, *node.orelse] for a in ast.walk(stmt) if isinstance(a, ast.Assign)
            for t in a.targets for n in ast.walk(t) if isinstance(n, ast.Name)}


def _keeps_move(node: ast.If | ast.IfExp, moves: set[str], parent: ast.AST | None) -> bool:
    """An if whose body assigns the loop's move to a name; an ``x if test else y`` assigned to a name whose chosen
    side is the loop's move."""
    if isinstance(node, ast.If):
        return any(isinstance(s, ast.Assign) and isinstance(s.value, ast.Name) and s.value.id in moves
                   for s in node.body)
    return (isinstance(parent, ast.Assign) and isinstance(node.body, ast.Name) and node.body.id in moves)


def unset_bests(source: Source) -> list[UnsetBest]:
    """Each test of the code that keeps a loop's move by comparing a value with a name that loop never assigns
    (nor binds as its own variable)."""
    found: list[tuple[int, UnsetBest]] = []
    for loop in (n for n in source.nodes() if isinstance(n, ast.For)):
        moves = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        assigned = _assigned(loop) | moves
        parents = {id(child): node for node in ast.walk(loop) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(loop):
            if not isinstance(node, (ast.If, ast.IfExp)) or not _keeps_move(node, moves, parents.get(id(node))):
                continue
            test = node.test
            if isinstance(test, ast.IfExp):  # `(value > best) if maximizing else (value < best)`: MAX's side read
                test = test.body
            if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], _ORDER)):
                continue
            left, right = test.left, test.comparators[0]
            every = {target.id: stmt for stmt in loop.body if isinstance(stmt, ast.Assign)
                     for target in stmt.targets if isinstance(target, ast.Name)}  # at every move, not in an if
            inside = _assigned_in(node)
            for best, other in ((right, left), (left, right)):
                if not isinstance(best, ast.Name) or best.id in inside:
                    continue
                searched = any(isinstance(n, ast.Call) for n in ast.walk(other))  # a child's search compared
                if best.id not in assigned and searched:
                    found.append((node.lineno, UnsetBest(source.segment(test), best.id)))
                    break
                if (best.id in every and isinstance(other, ast.Name) and other.id in every
                        and sum(isinstance(t, ast.Name) and t.id == best.id for n in ast.walk(loop)
                                if isinstance(n, ast.Assign) for t in n.targets) == 1):
                    found.append((node.lineno, UnsetBest(source.segment(test), best.id,
                                                         source.segment(every[best.id]))))
                    break
    return [unset for _, unset in sorted(found, key=lambda pair: pair[0])]  # as written: MAX's half first


def name_best_never_updated(problems: list[Problem], fn: Callable[..., Any],
                            wrong_moves: list[tuple[Any, Any]]) -> list[Problem]:
    """``problems`` with "returns the right value with a wrong move" named :data:`BEST_NEVER_UPDATED` where every
    wrong move is the last of its node's moves (``wrong_moves``: each move returned with the node's values of its
    moves, in the game's order) and the code compares with a best its loop never updates (:func:`unset_bests`);
    unchanged elsewhere."""
    if not wrong_moves or not any(p.name == WRONG_MOVE and not p.note for p in problems):
        return problems
    found = unset_bests(read_source(fn, levels=2))
    if found and found[0].every_child and all(move in _after_a_rise(values) for move, values in wrong_moves):
        return _name_previous_child(problems, found[0])
    if any(not values or move != list(values)[-1] for move, values in wrong_moves):
        return problems
    found = [unset for unset in found if not unset.every_child]
    if not found:
        return problems
    first = found[0]
    reading = (f"Your code keeps the move in `{first.test}`, but `{first.best}` is never updated in the loop: every"
               f" move is compared with the value {first.best} starts at, each one passes, and the last move tried"
               " is returned. That explains every wrong move.")
    hint = (f"When a child's value beats {first.best}, update both in the same if: `{first.best} = value` beside"
            " `best_move = move` (keep the child's value in a name first, value = ..., so it is searched once).")
    return [renamed(p, BEST_NEVER_UPDATED, reading, hint) if p.name == WRONG_MOVE and not p.note else p
            for p in problems]


def _after_a_rise(values: dict[Any, float]) -> set[Any]:
    """The moves code comparing each child with the one before it keeps: the last move whose value beats its
    predecessor's (the first move where none does), by MAX's test (``>``) and by MIN's (``<``)."""
    moves = list(values)
    kept = set()
    for better in (float.__gt__, float.__lt__):
        last = moves[0] if moves else None
        for before, move in pairwise(moves):
            if better(float(values[move]), float(values[before])):
                last = move
        kept.add(last)
    return kept


def _name_previous_child(problems: list[Problem], unset: UnsetBest) -> list[Problem]:
    """The wrong move named :data:`PREVIOUS_CHILD`, from the test and the assignment at every move."""
    reading = (f"Your code keeps the move in `{unset.test}`, but `{unset.every_child}` runs at every move, after the"
               f" test, so {unset.best} holds the move before's value, not the best so far: the move kept is the last"
               " one that beats the move before it. That explains every wrong move.")
    hint = (f"Move `{unset.every_child}` into the if, beside `best_move = move`: {unset.best} must change only"
            " when a move beats it.")
    return [renamed(p, PREVIOUS_CHILD, reading, hint) if p.name == WRONG_MOVE and not p.note else p for p in problems]
