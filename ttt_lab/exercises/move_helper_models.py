"""Models of a root's wrong move for check_minimax: the move picked by a search other than the
one that gives the value.

CS50-style code keeps two helpers, ``max_value`` and ``min_value``, and picks the root's move with
``max(actions, key=lambda a: ...)`` apart from the value. Where the key calls the mover's own helper
on each child (``max_value`` after MAX's move, as if MAX moved again) instead of the helper of the
player who moves next, the value is right and the move follows another game (blind58's mm_03).
:func:`mover_again` predicts that move, the first child best by such a search (``max`` with a key
keeps the first of equal keys); :func:`root_move_slips` adds it to alpha-beta's ties on a bound, the
models :func:`~ttt_lab.exercises.minimax._move_problems` tries for check_minimax, with their hints.
Where no model fits, the generic hint "update both, best_value and best_move, in the same if" is
vetted against such code (:func:`vet_move_picked_apart`): it has no if that keeps a move. The move
one variable shared by the whole search ends up holding (:func:`last_move_chosen`) is here too.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.exercises.diagnosis import _tree_case
    >>> case = _tree_case(TreeGame([[3, 9], [4, 5]]), (), "a tree")  # MIN's best replies: 3 and 4
    >>> mover_again(case)[0][1]  # with MAX moving again below, 9 beats 5: the first move
    'a1'
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Callable
from typing import Any

from ttt_lab.exercises.alphabeta_moves import TIE_HINTS, tie_on_bound
from ttt_lab.exercises.hint_checks import Source, called_name, read_source
from ttt_lab.exercises.hint_checks_search import best_updates
from ttt_lab.exercises.report import HINT_VETTERS, Problem
from ttt_lab.exercises.root_side_moves import ROOT_SIDE_HINTS, flag_root_choice, root_side_models

SAME_MOVER_CHILD = ("picks its move by scoring each child with the mover's own search (max_value after MAX's move,"
                    " min_value after MIN's), as if the same player moved again, not with the search of the player"
                    " who moves next, which gives the value")

ROOT_MOVE_HINTS = {
    **TIE_HINTS,
    **ROOT_SIDE_HINTS,
    SAME_MOVER_CHILD: "After MAX's move it is MIN's turn: score each move with the search of the player who moves"
                      " next (min_value(game, game.result(state, a)) at a MAX node, max_value at a MIN node), the"
                      " same call whose values give the node's value; or keep the move in the loop that finds"
                      " the value.",
}


def mover_again(case: Any) -> list[tuple[str, Any]]:
    """The root move of code that scores each child by searching it with the root's mover to move
    again there (and turns alternating below), the first of the best by that score."""
    game, state = case.game, case.make_state()
    maximizing = game.to_move(state) == game.players[0]
    return [(SAME_MOVER_CHILD, flag_root_choice(game, state, maximizing, maximizing))]


def last_move_chosen(game: Any, state: Any) -> Any:
    """The move last stored as a node's best anywhere in a depth-first minimax (a child replaces the
    best only when strictly better): what one variable shared by every call ends up holding."""
    last: list[Any] = [None]

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, game.players[0]))
        maximizing, best = game.to_move(s) == game.players[0], None
        for move in game.actions(s):
            v = value(game.result(s, move))
            if best is None or (v > best if maximizing else v < best):
                best, last[0] = v, move
        return best if best is not None else 0.0

    value(state)
    return last[0]


def root_move_slips(fn: Any) -> Callable[[Any], list[tuple[str, Any]]]:
    """Every root-move model check_minimax tries beside its own on ``fn``: ties on a bound, the mover's own search,
    and one player's root loop run whoever is to move (root_side_moves) where ``fn``'s code has a loop apart from
    the value's search."""
    root_side = root_side_models(fn)
    return lambda case: [*tie_on_bound(case), *mover_again(case), *root_side(case)]


BOTH_IN_ONE_IF = "update both, best_value and best_move, in the same if"
"""The words of the generic wrong-move hint (minimax._move_problems), which :func:`vet_move_picked_apart` vets."""


def move_picked_by_key(source: Source) -> str | None:
    """For the generic wrong-move hint: code with no if that keeps a move with a value, whose move
    comes from ``max(..., key=...)`` or ``min(..., key=...)``: there is no if to update both in; the
    hint quotes the call and sends the student to its key."""
    if any(keeps for _, keeps in best_updates(source)):
        return None
    for node in source.nodes():
        if isinstance(node, ast.Call) and called_name(node) in ("max", "min") and any(
                keyword.arg == "key" for keyword in node.keywords):
            shown = source.segment(node)
            shown = shown if len(shown) <= 90 else shown[:87] + "..."
            return (f"Your code has no if that keeps a move with its value: it picks the move with `{shown}`, apart"
                    " from the value. Check the key: it must score each move with the same search that gives the"
                    " value, the one of the player who moves next (min_value of the child at a MAX node, max_value"
                    " at a MIN node).")
    return None


def vet_move_picked_apart(problems: list[Problem], fn: Any) -> list[Problem]:
    """``problems`` with the generic wrong-move hint replaced where :func:`move_picked_by_key` finds
    the code has no such if (blind58's mm_03, told to update both in one if it does not have)."""
    if not any(BOTH_IN_ONE_IF in p.hint for p in problems if not p.note):
        return problems
    source = read_source(fn, levels=2)
    instead = move_picked_by_key(source) if source.trees else None
    if instead is None:
        return problems
    return [dataclasses.replace(p, hint=instead) if BOTH_IN_ONE_IF in p.hint and not p.note else p for p in problems]


HINT_VETTERS.append(vet_move_picked_apart)  # every report, as hint_checks_search's vetters
