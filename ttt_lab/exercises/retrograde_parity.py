"""Whose turn a retrograde analysis reads: from game.to_move, or from the parity of the moves left.

On the 9-cell tic-tac-toe board the first player moves exactly where an odd number of cells is empty, so
code that works out the side to move from that parity (``len(game.actions(s)) % 2 == 1``) is right there and
wrong on a board with an even number of cells, where every position's mover is swapped (wave 27's rg_05).
Its table is then the one the minimax rule gives with that parity's mover, on every position; on a board
like 3x2 it can also equal the smallest of the moves at every position, which "takes one player's best at
every position" claims, though the same code is right on tic-tac-toe. The model tells the two apart: it is
named only where it reproduces every value of the table and differs from game.to_move somewhere.

Example:
    >>> from ttt_lab.exercises.retrograde_graph import _graphs
    >>> graph = _graphs()[1]  # 3x2
    >>> table = parity_table(graph, first_when_odd=True)
    >>> turn_from_parity(graph, table, "summary") is not None
    True
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from ttt_lab.exercises.harness import _num
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.retrograde_graph import _Graph, _text

TURN_FROM_PARITY = "works out whose turn it is from the number of empty cells, not game.to_move"
TURN_FROM_PARITY_HINT = ("Ask game.to_move(state) whose turn it is. The number of empty cells (or of legal moves) tells"
                         " it only on a board with an odd number of cells, like tic-tac-toe's 9: on a board with an"
                         " even number of cells its parity names the other player at every position, so each"
                         " position takes the wrong side's best.")


def parity_table(graph: _Graph, first_when_odd: bool) -> dict[Hashable, float]:
    """Every position's value by the minimax rule where the first player moves when the number of moves left is
    odd (``first_when_odd``) or even: the finished positions' values solve's."""
    values: dict[Hashable, float] = {}

    def value(key: Hashable) -> float:
        if key not in values:
            children = graph.children[key]
            if not children:
                values[key] = graph.truth[key]
            else:
                first = (len(graph.game.actions(graph.states[key])) % 2 == 1) == first_when_odd
                values[key] = (max if first else min)(value(child) for child in children)
        return values[key]

    for key in graph.states:
        value(key)
    return values


def turn_from_parity(graph: _Graph, table: dict[Hashable, float], summary: str) -> Problem | None:
    """The side to move read from the parity of the moves left, where that model gives every value of ``table``
    and its mover is game.to_move's opposite at some position whose value is wrong; None otherwise."""
    # Odd only: on the 9-cell board "first where even" is every mover swapped, max and min swapped, a slip of its own;
    # "first where odd" is right there, so on an even board it is reached only when tic-tac-toe (graded first) was right.
    for first_when_odd in (True,):
        model = parity_table(graph, first_when_odd)
        if not all(math.isclose(table[key], model[key], abs_tol=1e-9) for key in graph.states):
            continue
        swapped = [key for key in graph.states if graph.children[key]
                   and (len(graph.game.actions(graph.states[key])) % 2 == 1) == first_when_odd
                   and graph.sign[key] < 0 and not math.isclose(table[key], graph.truth[key], abs_tol=1e-9)]
        swapped += [key for key in graph.states if graph.children[key]
                    and (len(graph.game.actions(graph.states[key])) % 2 == 1) != first_when_odd
                    and graph.sign[key] > 0 and not math.isclose(table[key], graph.truth[key], abs_tol=1e-9)]
        if not swapped:
            continue
        key = swapped[0]
        state = graph.states[key]
        left = len(graph.game.actions(state))
        return Problem(TURN_FROM_PARITY, f"{summary}. Every value of your table is the one the rule gives when the"
                       f" first player moves where an {'odd' if first_when_odd else 'even'} number of moves is left: e.g."
                       f" {_text(graph, key)} has {left} moves left, so that parity says"
                       f" {graph.game.players[0] if graph.sign[key] < 0 else graph.game.players[1]} moves, but"
                       f" game.to_move says {graph.game.to_move(state)}; it got {_num(table[key])}, solve says"
                       f" {_num(graph.truth[key])}.", TURN_FROM_PARITY_HINT)
    return None
