"""A retrograde table graded on a game whose players are not called X and O, and the name for a
table that is right on X and O's games alone.

Every other game check_retrograde grades is an m,n,k game, X first. A student who writes the first
player's name into the code (``FIRST = "X"``, ``game.utility(s, "X")``, ``game.to_move(s) == "X"``)
passes all of them, and fails on the notebook's own Cat and Mice, whose players are "cat" and
"mice". Cat and Mice has 895,280 positions, far too many to grade a table on, so the checker grades
a small m,n,k game once more with its players renamed (:class:`RenamedPlayers`): the same positions,
moves and values, only the names differ. A table right on the X and O games and wrong here depends
on the players' names; where the code asked the game about a player it does not have, or writes
"X" or "O" itself, that is what it is named (:func:`names_the_players`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Hashable, Mapping
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.hint_checks import Source, read_source
from ttt_lab.exercises.report import PLAYER_NAMES, Problem

RENAMED_LABEL = "MNK(3, 2, 3) with its players called \"black\" and \"white\" (not X and O), as Cat and Mice's are \"cat\" and \"mice\""
"""The label of the graded game that :func:`names_the_players` looks for."""


_NOT_PASSED_ON = frozenset({"exact_solver", "players", "to_move", "winner", "utility"})


class RenamedPlayers:
    """``game`` with its two players called ``names``: every position, move and key is the game's
    own; ``to_move``, ``utility``, ``winner`` and ``players`` speak the new names."""

    def __init__(self, game: Any, names: tuple[Player, Player]) -> None:
        self._game = game
        self.players = names
        self._new: dict[Player, Player] = dict(zip(game.players, names, strict=True))
        self._old: dict[Player, Player] = dict(zip(names, game.players, strict=True))

    def __getattr__(self, name: str) -> Any:
        # The rest of the game (play, canonical_key, board_text, ...) as it is: a student's right code may call
        # it. Not its exact solver, which solves X and O's own game (solve searches this one itself).
        if name in _NOT_PASSED_ON or name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._game, name)

    def __repr__(self) -> str:
        return f"{self._game!r} with players {self.players}"

    def initial_state(self) -> Any:
        return self._game.initial_state()

    def actions(self, state: Any) -> Any:
        return self._game.actions(state)

    def result(self, state: Any, move: Any) -> Any:
        return self._game.result(state, move)

    def is_terminal(self, state: Any) -> bool:
        return bool(self._game.is_terminal(state))

    def key(self, state: Any) -> Hashable:
        return self._game.key(state)  # type: ignore[no-any-return]

    def to_move(self, state: Any) -> Player:
        return self._new[self._game.to_move(state)]

    def winner(self, state: Any) -> Player | None:
        won = self._game.winner(state)
        return None if won is None else self._new[won]

    def utility(self, state: Any, player: Player) -> float:
        if player not in self._old:
            raise ValueError(f"{player!r} is not a player of {self!r}; its players are {self.players}")
        return float(self._game.utility(state, self._old[player]))


def _written_names(source: Source, names: Mapping[str, Any], players: tuple[Player, ...]) -> list[tuple[ast.AST, str]]:
    """Each place the code writes a player's name of the X and O games: a string constant, or a
    module constant holding one (``FIRST = "X"``, read through the function's globals)."""
    found: list[tuple[ast.AST, str]] = []
    for node in source.nodes():
        if isinstance(node, ast.Constant) and node.value in players:
            found.append((node, node.value))
        elif isinstance(node, ast.Name) and isinstance(names.get(node.id), str) and names[node.id] in players:
            found.append((node, names[node.id]))
    return found


def names_the_players(found: list[Problem], game: Any, label: str, strangers: list[Any], fn: Callable[..., Any],
                      named: tuple[Player, ...] = ("X", "O")) -> list[Problem]:
    """``found`` (the problems of the game labelled ``label``) as one :data:`PLAYER_NAMES` problem
    where that game is the renamed one (so every X and O game before it was right) and the code
    either asked the game for a player it lacks (``strangers``, as the watch saw) or writes one of
    the ``named`` players itself; else ``found`` unchanged. The names differ and nothing else does:
    the name is the cause, and the other problems read off the table are its effects."""
    if label != RENAMED_LABEL or not found:
        return found
    source = read_source(fn, levels=2)
    written = _written_names(source, getattr(fn, "__globals__", {}), named)
    if not strangers and not written:
        return found  # the names are not read from the code: let the table's own diagnosis speak
    asked = (f" it asked for game.utility(state, {strangers[0]!r}), but this game's players are"
             f" {game.players};") if strangers else ""
    where = ""
    if written:
        node, name = written[0]
        held = f", which holds {name!r}" if isinstance(node, ast.Name) else ""  # FIRST = "X": say what it is
        where = f" Your code writes `{source.segment(node)}`{held}."
    return [Problem(PLAYER_NAMES, f"Its table is right on every X and O game, and wrong on {label}:{asked} the"
                    f" values depend on what the players are called.{where}",
                    "Name players through the game: game.players[0] is the first player (X in tic-tac-toe,"
                    " \"cat\" in Cat and Mice); compare game.to_move(state) with it and score finished games"
                    " with game.utility(state, game.players[0]), never with \"X\".")]
