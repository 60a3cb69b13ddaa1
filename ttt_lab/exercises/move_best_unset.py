"""A root loop that compares each child with a best it never updates: the last move is kept (issue 27).

A root loop that keeps its move in ``if min_value(game, game.result(state, a)) > best: best_move = a`` (or ``best_move
= a if ... > best else best_move``) and never assigns ``best`` in the loop compares every child with the value best
started at (-inf at MAX's root, +inf at MIN's): each child passes, and the move returned is the last one tried, while
the value, from a search of its own, is right. check_minimax tells that as the plain "returns the right value with a
wrong move", whose generic hint ("update both in the same if") does not say that the best is the part missing.
:func:`unset_bests` finds such a test in the source (a comparison with a name the loop never assigns, in an if that
keeps the loop's move); :func:`name_best_never_updated` names the wrong move from it (:data:`BEST_NEVER_UPDATED`)
where every wrong move is its node's last move, what that code returns.

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
from typing import Any

from ttt_lab.exercises.code_names import renamed
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import WRONG_MOVE, Problem

BEST_NEVER_UPDATED = "compares each move with a best it never updates"

_ORDER = (ast.Gt, ast.GtE, ast.Lt, ast.LtE)


@dataclass(frozen=True)
class UnsetBest:
    """A test that keeps the loop's move, comparing with a best the loop never assigns: the test as written, the
    best's name."""

    test: str
    best: str


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
            if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], _ORDER)):
                continue
            left, right = test.left, test.comparators[0]
            for best, other in ((right, left), (left, right)):
                if (isinstance(best, ast.Name) and best.id not in assigned
                        and any(isinstance(n, ast.Call) for n in ast.walk(other))):  # a child's search compared
                    found.append((node.lineno, UnsetBest(source.segment(test), best.id)))
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
    if any(not values or move != list(values)[-1] for move, values in wrong_moves):
        return problems
    found = unset_bests(read_source(fn, levels=2))
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
