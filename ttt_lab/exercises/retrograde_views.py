"""A retrograde table that mixes two points of view: finished games scored for the first player,
the positions above them valued for the side to move.

Code ported from a tablebase often keeps values for the side to move ("a move to a lost position
wins") and turns them into the first player's at the end, while seeding finished positions with
``game.utility(state, game.players[0])``. The seeds are then read in the sweep's view, and the final
conversion flips every finished position where the second player would move; every other position
follows the right rule from those seeds. The table alone reads as "scores finished games wrongly",
whose hint asks for ``game.utility(state, game.players[0])``, the very call the code makes (wave 34's
rg_05). The model (:func:`mixed_view_table`): seeds in one view, the sweep in the other, which gives
finished positions the side to move's value and the rest the minimax of those. Where it reproduces the
whole table and the code seeds with the first player's value, the name is the mix of views, told with
the code's own call.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_graph import _Graph, _keyed, _read, _text, best_of_moves
from ttt_lab.exercises.retrograde_names import FINISHED_WRONG

MIXED_VIEWS = "mixes two points of view: finished games for the first player, the rest for the side to move"
MIXED_VIEWS_HINT = ("Keep one point of view in the whole table. Your sweep keeps values for the side to move (a move"
                    " to a position lost for whoever moves there wins) and turns them into the first player's at"
                    " the end, so seed finished positions for the side to move too:"
                    " game.utility(state, game.to_move(state)). Or keep the first player's values throughout: seed"
                    " with game.utility(state, game.players[0]), take the largest move where the first player moves"
                    " and the smallest where the second does, and convert nothing at the end.")


def mixed_view_table(graph: _Graph) -> dict[Hashable, float]:
    """The first player's table of code whose seeds and sweep keep different views (either way
    round gives the same table): each finished position worth its value for the side to move
    there, every other the best of its moves for whoever moves, read on those values."""
    return best_of_moves(graph, lambda key: graph.sign[key] * graph.truth[key])


def _first_player_names(source: Source, first: Any) -> set[str]:
    """Names the code binds to the first player (``first = game.players[0]``, ``ME = "X"``)."""
    return {target.id for node in source.nodes()
            if isinstance(node, ast.Assign) and _is_first_player(node.value, set(), first)
            for target in node.targets if isinstance(target, ast.Name)}


def _is_first_player(node: ast.AST, names: set[str], first: Any) -> bool:
    if isinstance(node, ast.Name):
        return node.id in names
    if isinstance(node, ast.Constant):
        return bool(node.value == first)  # the first player's name written out ("X")
    return (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "players"
            and isinstance(node.slice, ast.Constant) and node.slice.value == 0)


def seeds_for_first_player(source: Source, first: Any = "X") -> str | None:
    """The code's ``….utility(state, game.players[0])`` call (or with the first player's name ``first``
    written out, or through a name bound to either), or None."""
    names = _first_player_names(source, first)
    for node in source.nodes():
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "utility"
                and len(node.args) == 2 and _is_first_player(node.args[1], names, first)):
            return source.segment(node)  # type: ignore[no-any-return]
    return None


def mixed_views(found: list[Problem], graph: _Graph, answer: Any, fn: Callable[..., Any]) -> list[Problem]:
    """``found`` with a first "scores finished games wrongly" replaced by :data:`MIXED_VIEWS` where
    :func:`mixed_view_table` reproduces the student's whole table and the code seeds finished
    positions with the first player's value: that hint would ask for the call the code makes, and
    the slip is the sweep's other view. Otherwise ``found`` unchanged (code seeding for the side to
    move in a first-player sweep gets the same table, and the existing hint is right for it)."""
    if not found or found[0].name != FINISHED_WRONG or found[0].note or not isinstance(answer, Mapping):
        return found
    keyed = _keyed(answer, graph)
    if len(keyed) != len(graph.states):
        return found
    model = mixed_view_table(graph)
    if any(_read(keyed[key]) != model[key] for key in graph.states):
        return found
    call = seeds_for_first_player(read_source(fn), graph.game.players[0])
    if call is None:
        return found
    flipped = [key for key in graph.states if not graph.children[key] and model[key] != graph.truth[key]]
    if not flipped:
        return found
    key = flipped[0]
    mover = graph.game.to_move(graph.states[key])
    detail = (f"On {graph.label}, {len(flipped):,} finished games where the second player would move got the"
              f" opposite of their value, e.g. {_text(graph, key)} ({mover} to move) got {_num(model[key])}; it is"
              f" worth {_num(graph.truth[key])} to {graph.game.players[0]}. Every other position is right for those"
              f" finished games. Your code scores finished games with `{call}`, the first player's value, but its"
              " sweep reads every value as the side to move's and converts them to the first player's at the end,"
              " so a finished game where the second player would move is flipped.")
    return [Problem(MIXED_VIEWS, detail, MIXED_VIEWS_HINT), *found[1:]]
