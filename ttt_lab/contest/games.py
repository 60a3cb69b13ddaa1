"""The games a contest can be played on, named in text, and each game's built-in levels.

A contest names its game in text (``"tictactoe"``, ``"mnk:5,5,4"`` or ``"5x5x4"``,
``"ultimate"``, ``"catmice"``) because every agent's process builds its own copy of the
game from that text: the text crosses the process boundary, the game object never does.
The same text names the board of the command line's ``solve`` and ``play``.

Example:
    >>> chosen = contest_game("5x5x4")
    >>> chosen.text, chosen.make()
    ('mnk:5,5,4', MNK(5, 5, 4))
    >>> contest_game("ultimate").level_names[2]
    'Level 2 (win-block)'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Game
from ttt_lab.games import MNK, CatAndMice, Ultimate
from ttt_lab.players import CAT_MICE_LEVELS, LEVELS, ULTIMATE_AIS, Player, cat_mice_player, player_for_level
from ttt_lab.players.ultimate import ultimate_player

GAME_NAMES = ("tictactoe", "mnk:M,N,K", "MxNxK", "ultimate", "catmice")
"""The ways to name a game, as the command line's help lists them."""

_BOARD_SIZE = re.compile(r"^(?:mnk:)?(\d+)\s*[x,]\s*(\d+)\s*[x,]\s*(\d+)$")

_ULTIMATE_KINDS = tuple(ULTIMATE_AIS)  # weakest first: level 1 is the first kind


@dataclass(frozen=True)
class ContestGame:
    """A game that a contest can be played on, and its built-in opponents.

    Attributes:
        text: the canonical text that names it (``"mnk:3,3,3"``, ``"ultimate"``, ``"catmice"``).
        make: builds the game.
        level_names: the built-in levels, number -> name (``"Level 2 (Win or block)"``).
        make_level: ``make_level(number, seed)`` builds the player of a level.
    """

    text: str
    make: Callable[[], Game[Any, Any]]
    level_names: dict[int, str]
    make_level: Callable[[int, int | None], Player]

    def level_player(self, number: int, seed: int | None = None) -> Player:
        """The built-in player of level ``number`` (its name in a contest is ``level_names[number]``).

        Raises:
            ValueError: ``number`` is not a level of this game.

        Example:
            >>> contest_game("ultimate").level_player(2).name
            'Ultimate WinBlock'
        """
        if number not in self.level_names:
            raise ValueError(
                f"{self.text} has no level {number!r}: levels are {min(self.level_names)} to {max(self.level_names)}"
            )
        return self.make_level(number, seed)


def _mnk(m: int, n: int, k: int) -> ContestGame:
    return ContestGame(
        text=f"mnk:{m},{n},{k}",
        make=lambda: MNK(m, n, k),
        level_names={number: f"Level {number} ({level.title})" for number, level in LEVELS.items()},
        make_level=player_for_level,
    )


_ULTIMATE = ContestGame(
    text="ultimate",
    make=Ultimate,
    level_names={number: f"Level {number} ({kind})" for number, kind in enumerate(_ULTIMATE_KINDS, start=1)},
    make_level=lambda number, seed: ultimate_player(_ULTIMATE_KINDS[number - 1], seed),
)

_CAT_MICE = ContestGame(
    text="catmice",
    make=CatAndMice,
    level_names={number: f"Level {number} ({level.title})" for number, level in CAT_MICE_LEVELS.items()},
    make_level=cat_mice_player,
)


def contest_game(text: str) -> ContestGame:
    """The game that ``text`` names: ``"tictactoe"``, ``"mnk:M,N,K"`` or ``"MxNxK"``
    (``"5x5x4"``: 5 columns, 5 rows, 4 in a row), ``"ultimate"`` or ``"catmice"``.

    Case and spaces around the text do not matter.

    Raises:
        ValueError: the text names no game, or a board that ``MNK`` refuses; the message
            lists the names that work.

    Example:
        >>> contest_game("TicTacToe").text
        'mnk:3,3,3'
        >>> contest_game("chess")
        Traceback (most recent call last):
        ...
        ValueError: no game 'chess': name one of tictactoe, mnk:M,N,K, MxNxK (e.g. 5x5x4), ultimate, catmice
    """
    if not isinstance(text, str):
        raise ValueError(f"a game is named by text such as 'tictactoe', got {text!r}")
    size = board_size(text)
    if size is not None:
        return _mnk(*size)
    name = text.strip().lower()
    if name == "ultimate":
        return _ULTIMATE
    if name in ("catmice", "cat-and-mice"):
        return _CAT_MICE
    shown = text if len(text) <= 60 else text[:60] + "..."
    raise ValueError(
        f"no game {shown!r}: name one of tictactoe, mnk:M,N,K, MxNxK (e.g. 5x5x4), ultimate, catmice"
    )


def board_size(text: str) -> tuple[int, int, int] | None:
    """``(m, n, k)`` if ``text`` names an m,n,k board (``"tictactoe"``, ``"5x5x4"``,
    ``"mnk:5,5,4"``), else ``None``.

    Raises:
        ValueError: the text has the form of a board that ``MNK`` refuses (``"3x3x4"``).

    Example:
        >>> board_size("5x5x4"), board_size("tic-tac-toe"), board_size("ultimate")
        ((5, 5, 4), (3, 3, 3), None)
    """
    name = text.strip().lower()
    if name in ("tictactoe", "tic-tac-toe"):
        return 3, 3, 3
    size = _BOARD_SIZE.match(name)
    if size is None:
        return None
    m, n, k = (int(part) for part in size.groups())
    try:
        MNK(m, n, k)
    except ValueError as error:
        raise ValueError(f"board {text.strip()!r}: {error}") from None
    return m, n, k
