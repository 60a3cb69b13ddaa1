"""Mistakes in how a search reads the game: the game altered, then searched by the library.

A student who scores every finished game for the player to move there, or for the second
player, or who reads a chance node as MIN's, runs the right algorithm on the wrong game. Each
such mistake is a wrapper around the game (:func:`leaves_for_mover`, :func:`leaves_for_last_mover`,
:func:`leaves_for_second`, :func:`chance_as`, :func:`shifted`): the library's own search run on
the wrapped game gives what the student's code returns. The other kind of mistake, a slip in the
algorithm itself, is :func:`~ttt_lab.exercises.error_model.mistaken_value`'s.

Example:
    >>> from ttt_lab.games.trees import TreeGame
    >>> from ttt_lab.search import minimax
    >>> minimax(leaves_for_second(TreeGame([[3, 12], [2, 4]])), ()).value
    -4.0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.harness import _Rescored


def _is_chance(game: Any, state: Any) -> bool:
    is_chance = getattr(game, "is_chance", None)
    return bool(is_chance is not None and not game.is_terminal(state) and is_chance(state))


def leaves_for_mover(game: Any) -> Any:
    """``game`` with each finished game scored for the player to move there, as MAX's value.
    Below a chance level a tree's leaf has chance "to move"; the checkers' mirror of the game
    scores any side but MAX as MIN (the negated value), and so does this."""

    def scored(s: Any) -> float:
        mover = game.to_move(s)
        value = float(game.utility(s, game.players[0]))
        return value if mover == game.players[0] else -value

    return _Rescored(game, scored)


def leaves_for_last_mover(game: Any) -> Any:
    """``game`` with each finished game scored for the player who made the last move, as MAX's value."""

    def scored(s: Any) -> float:
        mover = game.to_move(s)
        last = game.players[1] if mover == game.players[0] else game.players[0]
        return float(game.utility(s, last))

    return _Rescored(game, scored)


def leaves_for_second(game: Any) -> Any:
    """``game`` with every finished game scored for the second player (MIN), as MAX's value."""
    return _Rescored(game, lambda s: float(game.utility(s, game.players[1])))


class _Reinterpreted:
    """``game`` with its chance nodes read another way: as MIN's or MAX's nodes, or with
    equally likely outcomes. Searching it with expectimax gives what a bug would."""

    def __init__(self, game: Any, rule: str) -> None:
        self._game, self._rule = game, rule
        self.players = game.players

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def is_chance(self, state: Any) -> bool:
        return self._rule == "mean" and self._game.is_chance(state)

    def to_move(self, state: Any) -> Player:
        if self._rule in ("min", "max") and _is_chance(self._game, state):
            return self.players[self._rule == "min"]  # type: ignore[no-any-return]
        return self._game.to_move(state)  # type: ignore[no-any-return]

    def outcomes(self, state: Any) -> list[tuple[Any, float]]:
        moves = self._game.actions(state)
        return [(move, 1 / len(moves)) for move in moves]


def chance_as(rule: str) -> Callable[[Any], Any]:
    """The alteration reading chance nodes as ``rule``: ``"min"``, ``"max"`` or ``"mean"``."""
    return lambda game: _Reinterpreted(game, rule)


def shifted(game: Any, by: float) -> Any:
    """A textbook tree (chance trees too) with every leaf worth ``by`` more: a game no student's
    function has met, with the same positions. A function that remembers values between calls
    answers there what it remembered, not the shifted value."""
    from ttt_lab.games.chance import ChanceTreeGame
    from ttt_lab.games.trees import TreeGame

    def rebuilt(state: Any) -> Any:
        if game.is_terminal(state):
            return game.utility(state, game.players[0]) + by
        if _is_chance(game, state):
            return [(p, rebuilt(game.result(state, a))) for a, p in game.outcomes(state)]
        return [rebuilt(game.result(state, a)) for a in game.actions(state)]

    root = game.initial_state()
    if isinstance(game, ChanceTreeGame):
        return ChanceTreeGame(rebuilt(root), levels=game.levels)
    if isinstance(game, TreeGame):
        return TreeGame(rebuilt(root))
    raise ValueError(f"only textbook trees can be shifted, not {game!r}")
