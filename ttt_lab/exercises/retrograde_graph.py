"""The games a student's retrograde table is compared on, and the table read onto their positions.

Each game is a graph of its reachable positions (by ``game.key``) with each one's children,
whose turn it is and :func:`ttt_lab.search.solve`'s value; a student's table is read onto those
keys (a key may also be the state itself) and its values read as finite numbers. The last game
graded is a small one whose players are not called X and O (:mod:`~ttt_lab.exercises.retrograde_players`).
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ttt_lab.exercises.retrograde_players import RENAMED_LABEL, RenamedPlayers
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import solve
from ttt_lab.search.census import reachable_positions
from ttt_lab.search.table import TranspositionTable


@dataclass(frozen=True)
class _Graph:
    """The positions of a game, with what the checker needs about each (by key)."""

    game: Any
    label: str
    states: dict[Hashable, Any]
    children: dict[Hashable, tuple[Hashable, ...]]
    sign: dict[Hashable, int]  # +1 where the first player moves, -1 where the second does
    truth: dict[Hashable, float]  # solve's value for the first player


@cache
def _graphs() -> tuple[_Graph, ...]:
    return (tuple(_graph(game, label) for game, label in
                  ((TicTacToe(), "tic-tac-toe"), (MNK(3, 2, 3), "MNK(3, 2, 3), three in a row on a 3x2 board"),
                   (MNK(4, 2, 3), "MNK(4, 2, 3), three in a row on a 4x2 board")))
            + (_graph(_PlayedOn(4, 3, 3, start=_LONG_WIN), f"MNK(4, 3, 3), three in a row on a 4x3 board, played on"
                      f" from {_LONG_WIN} (a win that takes 8 sweeps over the positions to settle)"),
               # Last: a table right on every X and O game and wrong here depends on the players' names.
               _graph(RenamedPlayers(MNK(3, 2, 3), ("black", "white")), RENAMED_LABEL)))


_LONG_WIN = "..XX/..O./...."
"""A 4x3 position (3,865 positions reachable) whose win needs 8 sweeps of retrograde analysis:
the three full boards' wins and losses all settle within 5, so a fixed 5 sweeps passed them."""


@dataclass(frozen=True, repr=False)
class _PlayedOn(MNK):
    """An m,n,k game whose initial state is the board ``start``: the same rules and states."""

    start: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "_initial", self.parse(self.start))

    def __repr__(self) -> str:
        return f"MNK({self.m}, {self.n}, {self.k}) from {self.start}"


def _graph(game: Any, label: str) -> _Graph:
    states = reachable_positions(game)
    key, first = game.key, game.players[0]
    table = TranspositionTable()  # one table for all the solves: each reuses the last ones' work
    children = {k: () if game.is_terminal(s) else tuple(key(game.result(s, m)) for m in game.actions(s))
                for k, s in states.items()}
    sign = {k: 1 if game.to_move(s) == first else -1 for k, s in states.items()}
    truth = {k: float(solve(game, s, table=table).value) for k, s in states.items()}
    return _Graph(game, label, states, children, sign, truth)


def best_of_moves(graph: _Graph, finished: Callable[[Hashable], float]) -> dict[Hashable, float]:
    """The first player's table that values each finished position ``finished(key)`` and every other one the
    best of its moves for whoever moves there: what a sweep makes of the values it was seeded with (a model
    of a solver's seeds told apart from its sweep)."""
    table: dict[Hashable, float] = {}

    def value(key: Hashable) -> float:
        if key not in table:
            children = graph.children[key]
            if not children:
                table[key] = finished(key)
            else:
                pick = max if graph.sign[key] > 0 else min
                table[key] = pick(value(child) for child in children)
        return table[key]

    for key in graph.states:
        value(key)
    return table


def _text(graph: _Graph, key: Hashable) -> str:
    return f"the board {graph.game.board_text(graph.states[key])}"


def _read(value: Any) -> float | None:
    if isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(float(value)):
        return float(value)
    return None


def _keyed_by_states(answer: Any, graph: _Graph) -> Any:
    """A key of the student's table that is a position rather than its game.key, if there is one."""
    if not isinstance(answer, Mapping):
        return None
    return next((name for name in answer if name not in graph.states and _is_state(graph, name)), None)


def _is_state(graph: _Graph, name: Any) -> bool:
    try:
        return graph.game.key(name) in graph.states
    except Exception:
        return False


def _keyed(answer: Mapping[Any, Any], graph: _Graph) -> dict[Hashable, Any]:
    """The student's table by ``game.key``: keys may also be the states themselves."""
    keyed: dict[Hashable, Any] = {}
    for name, value in answer.items():
        if name in graph.states:
            keyed[name] = value
            continue
        try:
            name = graph.game.key(name)
        except Exception:
            continue
        if name in graph.states:
            keyed[name] = value
    return keyed
