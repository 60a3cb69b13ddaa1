"""Models of a root's wrong move for check_minimax: the move chosen as the other player would choose it.

Code that gets the value right (``max_value`` / ``min_value`` dispatched on the player to move) may pick the
root's move in a loop of its own written for one player only: ``score = min_value(result(state, a))`` and
``if score > best_score`` (wave 35's mm_01), MAX's choice, run whoever is to move. At a MAX root the move is
right; at a MIN root it is the child MAX would choose, each child searched as MIN's turn (MIN moving twice).
Told "update both, best_value and best_move, in the same if", a student whose root loop does that
(``best_score, best_move = score, action``) is told to write what they have. :func:`root_as_max` and
:func:`root_as_min` predict those moves (the first of the best, as a strict ``>`` keeps it);
:data:`ROOT_SIDE_HINTS` are their hints, and :func:`vet_root_side_hint` quotes the root loop's own comparison
and search call in them where the source shows them (one of ``report.HINT_VETTERS``).

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.diagnosis import _tree_case
    >>> game = TreeGame([[4, -7, 9], 6])
    >>> case = _tree_case(game, game.result(game.initial_state(), "a1"), "from B")  # MIN to move at B
    >>> root_as_max(case)[0][1], root_as_min(case)  # MAX's choice among 4, -7, 9; at a MIN root MIN's is right
    ('b3', [])
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.report import HINT_VETTERS, WRONG_MOVE, Problem

ROOT_AS_MAX = ("chooses the root's move as MAX would, whoever is to move: the child with the largest value, each"
               " child searched as MIN's turn (min_value of the child), so at a MIN root its move is the one MAX"
               " would play there")
ROOT_AS_MIN = ("chooses the root's move as MIN would, whoever is to move: the child with the smallest value, each"
               " child searched as MAX's turn (max_value of the child), so at a MAX root its move is the one MIN"
               " would play there")

ROOT_SIDE_WORDS = "pick the root's move by the player to move"
"""Words both hints share, by which :func:`vet_root_side_hint` finds them."""

ROOT_SIDE_HINTS = {
    ROOT_AS_MAX: f"Your value is right; {ROOT_SIDE_WORDS}: where MIN is to move, score each move with max_value of"
                 " the child (MAX moves next) and keep the smallest; or keep the move in the loops of max_value and"
                 " min_value that give the value.",
    ROOT_AS_MIN: f"Your value is right; {ROOT_SIDE_WORDS}: where MAX is to move, score each move with min_value of"
                 " the child (MIN moves next) and keep the largest; or keep the move in the loops of max_value and"
                 " min_value that give the value.",
}


def flag_root_choice(game: Any, state: Any, maximizing: bool, child_maximizing: bool) -> Any:
    """The first move best for a root loop written for one player (``maximizing``: MAX's) when each child
    is searched with ``child_maximizing`` saying who moves there and turns alternating below, whatever the
    game says is to move: the flag-driven search that the models of a root loop's wrong side predict."""
    MAX = game.players[0]

    def value(s: Any, max_to_move: bool) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, MAX))
        found = [value(game.result(s, a), not max_to_move) for a in game.actions(s)]
        return max(found) if max_to_move else min(found)

    moves = list(game.actions(state))
    scores = [value(game.result(state, a), child_maximizing) for a in moves]
    return moves[(max if maximizing else min)(range(len(moves)), key=scores.__getitem__)]


def _chosen_as(case: Any, maximizing: bool) -> Any:
    """The root move of a loop written for one player (``maximizing``: MAX's), whoever is to move: each child
    searched with the other player to move there, turns alternating below; the first child best for that player."""
    return flag_root_choice(case.game, case.make_state(), maximizing, not maximizing)


def root_as_max(case: Any) -> list[tuple[str, Any]]:
    """MAX's root loop run at a MIN root (at a MAX root it is the right loop: no model of a wrong move there)."""
    game, state = case.game, case.make_state()
    if game.is_terminal(state) or game.to_move(state) == game.players[0]:
        return []
    return [(ROOT_AS_MAX, _chosen_as(case, True))]


def root_as_min(case: Any) -> list[tuple[str, Any]]:
    """MIN's root loop run at a MAX root."""
    game, state = case.game, case.make_state()
    if game.is_terminal(state) or game.to_move(state) != game.players[0]:
        return []
    return [(ROOT_AS_MIN, _chosen_as(case, False))]


def root_side_slips(case: Any) -> list[tuple[str, Any]]:
    """Both models, for the cases where each can show."""
    return [*root_as_max(case), *root_as_min(case)]


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of ``function``'s own code, the functions nested in it left out."""
    nested = {id(node) for inner in ast.walk(function) if inner is not function
              and isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) for node in ast.walk(inner)}
    return [node for node in ast.walk(function) if id(node) not in nested]


def root_loop_apart(source: Source) -> bool:
    """Whether some function of the student's code picks a move in a loop of its own, apart from the search that
    gives the value: a loop that searches each child (``g(game.result(state, a))``) with another function ``g`` that
    never calls back into the loop's function (wave 35's mm_01: ``score = min_value(...)`` in a root loop beside
    ``value = max_value(state)``). Only such code can choose its root move as the other player would; in a search
    whose one loop recurses into itself (wave 36's mm_02), the wrong moves come from that loop's values, and the
    root-side models would name a root loop the code does not have."""
    functions = {node.name: node for tree in source.trees for node in ast.walk(tree)
                 if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    calls = {name: {called_name(node) for node in _own_nodes(f) if isinstance(node, ast.Call)} - {None}
             for name, f in functions.items()}

    def reaches(start: str, goal: str) -> bool:
        seen, frontier = set(), [start]
        while frontier:
            name = frontier.pop()
            if name == goal:
                return True
            if name not in seen and name in calls:
                seen.add(name)
                frontier.extend(n for n in calls[name] if n is not None)
        return False

    for name, function in functions.items():
        for loop in (node for node in _own_nodes(function) if isinstance(node, (ast.For, ast.AsyncFor))):
            for call in (node for stmt in loop.body for node in ast.walk(stmt) if isinstance(node, ast.Call)):
                searched = called_name(call)
                if (searched in functions and searched != name and not reaches(searched, name)
                        and any(isinstance(inner, ast.Call) and called_name(inner) == "result"
                                for arg in call.args for inner in ast.walk(arg))):
                    return True
    return False


def root_side_models(fn: Any) -> Callable[[Any], list[tuple[str, Any]]]:
    """:func:`root_side_slips` where :func:`root_loop_apart` finds such a loop in ``fn``'s code, else no model."""
    source = read_source(fn, levels=2)
    return root_side_slips if source.trees and root_loop_apart(source) else (lambda case: [])


_ORDER = (ast.Gt, ast.GtE, ast.Lt, ast.LtE)


def _orderings(node: ast.AST) -> list[ast.Compare]:
    """The comparisons of order (``>``, ``>=``, ``<``, ``<=``) in ``node``."""
    return [inner for inner in ast.walk(node) if isinstance(inner, ast.Compare)
            and any(isinstance(op, _ORDER) for op in inner.ops)]


def _root_loop(source: Source) -> tuple[ast.If, ast.Call, list[ast.AST]] | None:
    """In the student's own function (the first tree's; the functions nested in it left out), the one loop with one
    if whose test compares by order and one search call assigned in its body: (that if, that call, every node of the
    function's own code)."""
    if not source.trees:
        return None
    tree = source.trees[0]
    entry = tree.body[0] if isinstance(tree, ast.Module) and tree.body else None
    if not isinstance(entry, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    nested = {id(node) for inner in ast.walk(entry) if inner is not entry
              and isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) for node in ast.walk(inner)}
    own = [node for node in ast.walk(entry) if id(node) not in nested]
    for loop in (node for node in own if isinstance(node, ast.For)):
        ifs = [node for stmt in loop.body for node in ast.walk(stmt) if isinstance(node, ast.If)
               and len(_orderings(node.test)) == 1]
        calls = [stmt.value for stmt in loop.body if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call)]
        if len(ifs) == 1 and len(calls) == 1:
            return ifs[0], calls[0], own
    return None


def _root_comparison(source: Source) -> tuple[str, str] | None:
    """The root loop's test and search call (:func:`_root_loop`), as written."""
    found = _root_loop(source)
    return None if found is None else (source.segment(found[0].test), source.segment(found[1]))


_EVERYWHERE = {"largest": "picks the move of the largest child value at every node",
               "smallest": "picks the move of the smallest child value at every node"}
"""The words of check_minimax's models of one rule of the move at every node (minimax.LARGEST_EVERYWHERE,
SMALLEST_EVERYWHERE), which :func:`vet_one_sided_root_loop` retells for code with one root loop."""


def one_sided_root_loop(source: Source) -> tuple[str, str] | None:
    """("largest" or "smallest", the test) where the student's own function picks its move in one root loop whose
    test is its only comparison of order (no MIN half with ``<``, no MAX half with ``>``): the rule is the root's
    alone, whoever is to move there."""
    found = _root_loop(source)
    if found is None:
        return None
    test, _, own = found
    orderings = [node for node in own if isinstance(node, ast.Compare) and any(isinstance(op, _ORDER) for op in node.ops)]
    if len(orderings) != 1 or any(isinstance(node, ast.Name) and node.id in ("min", "max") for node in own):
        return None
    (compare,) = _orderings(test.test)
    op = next(op for op in compare.ops if isinstance(op, _ORDER))
    left_is_best = isinstance(compare.left, ast.Name) and compare.left.id in _bests(own)  # best < score: larger kept
    keeps_larger = isinstance(op, (ast.Gt, ast.GtE)) != left_is_best
    return ("largest" if keeps_larger else "smallest"), source.segment(test.test)


def _bests(own: list[ast.AST]) -> set[str]:
    """The names a tuple or plain assignment of the root loop's if sets (the running best and its move)."""
    names: set[str] = set()
    for node in own:
        if isinstance(node, ast.If):
            for stmt in node.body:
                if isinstance(stmt, ast.Assign):
                    for target in stmt.targets:
                        names |= {t.id for t in ast.walk(target) if isinstance(t, ast.Name)}
    return names


def vet_one_sided_root_loop(problems: list[Problem], fn: Any) -> list[Problem]:
    """A wrong move explained as "the move of the largest (smallest) child value at every node, MIN's included (...
    copied into MIN's half)" retold where the code has no MIN half: its one root loop keeps the largest (smallest)
    child whoever is to move (wave 35's `>` at the root for both sides)."""
    if not any(p.name == WRONG_MOVE and not p.note and any(w in p.detail for w in _EVERYWHERE.values()) for p in problems):
        return problems
    found = one_sided_root_loop(read_source(fn))
    if found is None:
        return problems
    rule, test = found
    words = _EVERYWHERE[rule]
    side, other = ("MAX", "MIN") if rule == "largest" else ("MIN", "MAX")
    told = []
    for p in problems:
        if p.name != WRONG_MOVE or p.note or words not in p.detail:
            told.append(p)
            continue
        head = p.detail.split("\nThat is what you get")[0]
        told.append(dataclasses.replace(
            p, detail=f"{head}\nThat is what you get from code whose root loop keeps the child with the {rule} value"
            f" whoever is to move (`if {test}:`, its one comparison): {side}'s choice, made where {other} is to move"
            " too; it explains every wrong move.",
            hint=f"Your value is right; pick the root's move by the player to move as well: keep the child with the"
                 f" {rule} value only where {side} is to move, and the {'smallest' if rule == 'largest' else 'largest'}"
                 f" where {other} is (a second test, or the move kept in the loops that give the value)."))
    return told


def vet_root_side_hint(problems: list[Problem], fn: Any) -> list[Problem]:
    """``problems`` with the hint of a root move chosen as the other player would quoting the root loop's own
    comparison and search call, where the student's function has one such loop (else the hint is kept)."""
    if not any(ROOT_SIDE_WORDS in p.hint for p in problems if not p.note):
        return problems
    found = _root_comparison(read_source(fn))
    if found is None:
        return problems
    test, call = found
    said = (f"Your root loop scores each move with `{call}` and keeps it when `{test}`, whoever is to move: that is"
            " one player's choice. Your value is right; pick the root's move by the player to move as well: at a"
            " MAX root the largest of min_value over the children, at a MIN root the smallest of max_value (MAX"
            " moves next there); or keep the move in the loops of max_value and min_value that give the value.")
    return [dataclasses.replace(p, hint=said) if ROOT_SIDE_WORDS in p.hint and not p.note else p for p in problems]


HINT_VETTERS.append(vet_root_side_hint)  # every report, as hint_checks_search's vetters
HINT_VETTERS.append(vet_one_sided_root_loop)
