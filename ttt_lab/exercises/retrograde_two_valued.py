"""A retrograde solver that knows only win and loss: every drawn position scored as lost (or as won).

Solvers ported from two-valued games ("a position is WIN if some child is LOSE, else LOSE", with no
DRAW outcome) give every position a win or a loss for the side to move. On a game with draws the
finished draws take the default (lost for the side to move, or won where the code tests for a loss),
and every drawn position above them follows: the table has no 0 at all. Read alone, the table says
"scores finished games wrongly", but the finished draws are a handful of its wrong values; the rest are
unfinished draws that stay wrong after game.utility is called (wave 39's rt_01: 16 of 1,068).

The model (:func:`two_valued_table`): each finished draw worth a loss (or a win) for the side to move,
every other finished game right, and every other position the best of its moves on those values. Named
only where it reproduces the whole table, some unfinished position is wrong (else the finished games'
story is the whole story), and the code has no draw value (:func:`has_a_draw_value`: a name or string
saying draw or tie, a 0 or 0.5 outside an index); the line that makes the default is quoted where found.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_graph import _Graph, _keyed, _read, _text, best_of_moves
from ttt_lab.exercises.retrograde_names import FINISHED_WRONG

TWO_VALUED_LOSS = "knows only win and loss: scores every position it cannot prove won as lost"
TWO_VALUED_WIN = "knows only win and loss: scores every position it cannot prove lost as won"
TWO_VALUED_HINT = ("A game of three outcomes needs three values: a position is won for the side to move if some move"
                   " reaches a position lost for the opponent, lost if every move reaches one won for the opponent,"
                   " and drawn otherwise; a finished game with no winner is a draw (game.utility gives 0). Keep a"
                   " draw value (0, or DRAW) and give it to every position that is neither won nor lost, instead of"
                   " a default of win or loss.")

_DRAW_WORD = re.compile(r"draw|(^|_)tie", re.IGNORECASE)


def two_valued_table(graph: _Graph, mover_draw: int) -> dict[Hashable, float]:
    """The first player's table of a solver with no draw: each finished draw worth ``mover_draw``
    (-1: a loss, +1: a win) to the side to move, every other finished game its value, and every
    other position the best of its moves for whoever moves, on those values."""
    return best_of_moves(graph, lambda key: graph.truth[key] or mover_draw * graph.sign[key])


def _in_an_index(node: ast.AST, source: Source) -> bool:
    return any(isinstance(parent, ast.Subscript) and any(n is node for n in ast.walk(parent.slice))
               for parent in source.nodes())


def has_a_draw_value(source: Source) -> bool:
    """The code may give some position a draw: a name, attribute or string saying draw or tie, or a
    number 0 or 0.5 (not a bool) outside an index (``game.players[0]`` is no draw). Code not read
    counts as having one: the story is told only over code seen to lack it."""
    nodes = source.nodes()
    if not nodes:
        return True
    for node in nodes:
        word = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else (
            node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None)
        if word is not None and _DRAW_WORD.search(word):
            return True
        if (isinstance(node, ast.Constant) and not isinstance(node.value, bool) and isinstance(node.value, (int, float))
                and node.value in (0, 0.5) and not _in_an_index(node, source)):
            return True
    return False


def _outcome_word(node: ast.AST, mover_draw: int) -> bool:
    """``node`` is the outcome a drawn position takes: a loss (``LOSE``, ``-1``, ``False``) or a win."""
    text = ast.unparse(node)
    if mover_draw < 0:
        return bool(re.search(r"LOS[ET]|LOSS|LOST", text, re.IGNORECASE)) or text in ("-1", "False")
    return bool(re.search(r"WIN|WON", text, re.IGNORECASE)) or text in ("1", "True")


def default_line(source: Source, mover_draw: int) -> str | None:
    """The code's first assignment of the default outcome (``r = Primitive.LOSE``), or None."""
    for node in source.nodes():
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and _outcome_word(node.value, mover_draw):
            return source.segment(node)  # type: ignore[no-any-return]
    return None


def two_valued(found: list[Problem], graph: _Graph, answer: Any, fn: Callable[..., Any]) -> list[Problem]:
    """``found`` with a first "scores finished games wrongly" replaced by the two-valued solver's name
    where :func:`two_valued_table` reproduces the whole table, an unfinished position is wrong too, and
    the code has no draw value; otherwise ``found`` unchanged."""
    if not found or found[0].name != FINISHED_WRONG or found[0].note or not isinstance(answer, Mapping):
        return found
    keyed = _keyed(answer, graph)
    if len(keyed) != len(graph.states) or any(_read(keyed[key]) == 0 for key in graph.states):
        return found
    for mover_draw, name, outcome in ((-1, TWO_VALUED_LOSS, "a loss"), (1, TWO_VALUED_WIN, "a win")):
        model = two_valued_table(graph, mover_draw)
        if any(_read(keyed[key]) != model[key] for key in graph.states):
            continue
        wrong = [key for key in graph.states if model[key] != graph.truth[key]]
        unfinished = [key for key in wrong if graph.children[key]]
        source = read_source(fn)
        if not unfinished or has_a_draw_value(source):
            return found
        key = unfinished[0]
        mover = graph.game.to_move(graph.states[key])
        line = default_line(source, mover_draw)
        told = (f" Your code starts from `{line}` and changes it only for a decisive move: nothing in it ever makes"
                " a draw." if line is not None else " Nothing in your code ever makes a draw.")
        detail = (f"On {graph.label}, {len(wrong):,} of {len(graph.states):,} values are wrong, every one a drawn"
                  f" position, and no position of your table is worth 0: each finished draw got {outcome} for the"
                  f" side to move ({len(wrong) - len(unfinished):,} of them), and the {len(unfinished):,} drawn"
                  f" positions still being played follow from those values as a win or a loss, e.g."
                  f" {_text(graph, key)} ({mover} to move) got {_num(model[key])}; it is worth"
                  f" {_num(graph.truth[key])} to {graph.game.players[0]}.{told}")
        return [Problem(name, detail, TWO_VALUED_HINT), *found[1:]]
    return found
