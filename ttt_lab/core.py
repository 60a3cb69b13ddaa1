"""The Game protocol in the vocabulary of AIMA chapter 5, and the errors every game raises.

Search code (``ttt_lab.search``) talks to games only through :class:`Game`; people,
widgets and players use the checked calls of :class:`PlayableGame` (``play``,
``winner``, ``parse``), which never change a state they were given: states are immutable.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol, TypeVar, runtime_checkable

Player = str
"""A side's name, as in ``game.players`` (``"X"`` or ``"O"``, ``"cat"`` or ``"mice"``)."""

Move = Hashable
"""A move of some game: an ``(row, col)`` cell for m,n,k boards, a branch index for trees."""

S = TypeVar("S")
M = TypeVar("M")


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in the given position.

    The message names the move, the position and the reason, so a student reading it
    knows what went wrong without a debugger.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> game.play(game.parse("X../.../..."), (0, 0))
        Traceback (most recent call last):
        ...
        ttt_lab.core.IllegalMoveError: cell (0, 0) is occupied by X in X../.../...
    """


@runtime_checkable
class Game(Protocol[S, M]):
    """A two-player, zero-sum, perfect-information game, as AIMA's chapter 5 writes it.

    ``players[0]`` moves first and is MAX; search values are from MAX's point of view.
    ``result`` is unchecked (search calls it millions of times on moves that came from
    ``actions``); people and widgets use the game's checked ``play`` instead.
    """

    @property
    def players(self) -> tuple[Player, Player]:
        """The two sides; ``players[0]`` moves first and is MAX."""
        ...

    def initial_state(self) -> S:
        """The position before the first move."""
        ...

    def to_move(self, state: S) -> Player:
        """The player whose turn it is in ``state``."""
        ...

    def actions(self, state: S) -> Sequence[M]:
        """The legal moves in ``state``, always in the same order (empty at terminal states)."""
        ...

    def result(self, state: S, move: M) -> S:
        """The state after ``move``; unchecked, for search."""
        ...

    def is_terminal(self, state: S) -> bool:
        """Whether the game is over in ``state``."""
        ...

    def utility(self, state: S, player: Player) -> float:
        """At a terminal state: +1 if ``player`` won, -1 if they lost, 0 for a draw."""
        ...

    def key(self, state: S) -> Hashable:
        """An exact, hashable identity of ``state`` for transposition tables."""
        ...


@runtime_checkable
class PlayableGame(Game[S, M], Protocol[S, M]):
    """A :class:`Game` with the checked calls that people, players and widgets use."""

    def play(self, state: S, move: M) -> S:
        """The state after ``move``; raises :class:`IllegalMoveError` if it is not legal."""
        ...

    def winner(self, state: S) -> Player | None:
        """The winner of a finished game, or ``None`` (game on, or a draw)."""
        ...

    def canonical_key(self, state: S) -> Hashable:
        """One key shared by all positions that are images of ``state`` under the board's symmetries."""
        ...


def opponent(game: Game[S, M], player: Player) -> Player:
    """The other player of ``game``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> opponent(TicTacToe(), "X")
        'O'
    """
    first, second = game.players
    if player == first:
        return second
    if player == second:
        return first
    raise ValueError(f"{player!r} is not a player of this game; players are {game.players}")
