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
from typing import Any

from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import HINT_VETTERS, Problem

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


def _chosen_as(case: Any, maximizing: bool) -> Any:
    """The root move of a loop written for one player (``maximizing``: MAX's), whoever is to move: each child
    searched with the other player to move there, turns alternating below; the first child best for that player."""
    game, state = case.game, case.make_state()
    MAX = game.players[0]

    def value(s: Any, max_to_move: bool) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, MAX))
        found = [value(game.result(s, a), not max_to_move) for a in game.actions(s)]
        return max(found) if max_to_move else min(found)

    moves = list(game.actions(state))
    scores = [value(game.result(state, a), not maximizing) for a in moves]
    return moves[(max if maximizing else min)(range(len(moves)), key=scores.__getitem__)]


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


def _root_comparison(source: Source) -> tuple[str, str] | None:
    """The student's own function's (the first tree's, nested functions left out) one if that keeps a move with
    a value: its test, and the search call whose result it compares, as written."""
    if not source.trees:
        return None
    tree = source.trees[0]
    entry = tree.body[0] if isinstance(tree, ast.Module) and tree.body else None
    if not isinstance(entry, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    nested = {id(node) for inner in ast.walk(entry) if inner is not entry
              and isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) for node in ast.walk(inner)}
    own = [node for node in ast.walk(entry) if id(node) not in nested]
    loops = [node for node in own if isinstance(node, ast.For)]
    for loop in loops:
        ifs = [node for stmt in loop.body for node in ast.walk(stmt) if isinstance(node, ast.If)
               and isinstance(node.test, ast.Compare) and len(node.test.ops) == 1
               and isinstance(node.test.ops[0], (ast.Gt, ast.GtE, ast.Lt, ast.LtE))]
        calls = [node for stmt in loop.body if isinstance(stmt, ast.Assign) for node in [stmt.value]
                 if isinstance(node, ast.Call)]
        if len(ifs) == 1 and len(calls) == 1:
            return source.segment(ifs[0].test), source.segment(calls[0])
    return None


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
