"""Players that follow rules instead of searching: a random mover, win-or-block, and the rules
of thumb of a careful beginner.

They work on any game. Where a game declares its threats (:class:`~ttt_lab.core.HasThreats`:
the cells that would complete a line, for either side) they read them off the board; else
they try each move. Where a board has a centre and corners
(:class:`~ttt_lab.core.HasLandmarks`) the beginner prefers them.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> WinBlockPlayer(seed=1).choose(game, game.parse("XX./OO./..."))
    (0, 2)
"""

from __future__ import annotations

from typing import Any

from ttt_lab.core import Game, HasLandmarks, HasThreats, Move, opponent
from ttt_lab.core import Player as Side
from ttt_lab.players.base import BasePlayer, legal_moves


def winning_moves(game: Game[Any, Any], state: Any, side: Side | None = None) -> list[Move]:
    """The moves that win at once for ``side`` (default: the side to move).

    A game that declares its threats (:class:`~ttt_lab.core.HasThreats`, as m,n,k boards
    do) answers for either side, so this also finds the *opponent's* threats (``side=``
    the other player). On other games it tries every move of the side to move, which is the
    only side it can ask about.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> game = MNK(4, 4, 3)
        >>> state = game.parse("XX../OO../..../....")
        >>> winning_moves(game, state), winning_moves(game, state, "O")
        ([(0, 2)], [(1, 2)])
    """
    if game.is_terminal(state):
        return []
    to_move = game.to_move(state)
    side = to_move if side is None else side
    if isinstance(game, HasThreats):
        return list(game.completing_cells(state, side))
    if side != to_move:
        raise ValueError(f"{game!r} can only be asked about the side to move, {to_move!r}, not {side!r}")
    return [
        move for move in game.actions(state)
        if _winner_after(game, game.result(state, move)) == to_move
    ]


def blocking_moves(game: Game[Any, Any], state: Any) -> list[Move]:
    """The moves that stop the opponent winning on their next move (empty if nothing threatens).

    On a game that declares its threats: the cells that would complete a line of the
    opponent's (if there are two, blocking one still loses; both are returned). On other
    games, where what the opponent may do depends on our move (Ultimate sends them to a
    small board), the moves after which the opponent has no immediate win, when some moves
    allow one and some do not.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> blocking_moves(game, game.parse("XX./O../..."))
        [(0, 2)]
    """
    if game.is_terminal(state):
        return []
    if isinstance(game, HasThreats):
        return list(game.completing_cells(state, opponent(game, game.to_move(state))))
    moves = list(game.actions(state))
    safe = [move for move in moves if not winning_moves(game, game.result(state, move))]
    return safe if 0 < len(safe) < len(moves) else []


def centre_cells(game: HasLandmarks) -> list[Any]:
    """The middle cell of a board, or the 2 or 4 middle cells of an even side (``game.centre_cells()``).

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> centre_cells(MNK(3, 3, 3)), centre_cells(MNK(4, 3, 3))
        ([(1, 1)], [(1, 1), (1, 2)])
    """
    return game.centre_cells()


def corner_cells(game: HasLandmarks) -> list[Any]:
    """The corners of a board, in row-major order (``game.corner_cells()``).

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> corner_cells(MNK(3, 3, 3))
        [(0, 0), (0, 2), (2, 0), (2, 2)]
    """
    return game.corner_cells()


def edge_cells(game: Any) -> list[Any]:
    """The border cells that are not corners, row-major (``game.edge_cells()``, m,n,k boards).

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> edge_cells(MNK(3, 3, 3))
        [(0, 1), (1, 0), (1, 2), (2, 1)]
    """
    return game.edge_cells()  # type: ignore[no-any-return]


def _winner_after(game: Game[Any, Any], state: Any) -> Side | None:
    if not game.is_terminal(state):
        return None
    first, second = game.players
    utility = game.utility(state, first)
    return first if utility > 0 else second if utility < 0 else None


class RandomPlayer(BasePlayer):
    """Plays a uniformly random legal move. Works on any game.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> RandomPlayer(seed=3).choose(game, game.initial_state()) in game.cells
        True
    """

    default_name = "Random"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return list(legal_moves(game, state)), "random"


class WinBlockPlayer(BasePlayer):
    """Wins at once if it can, else blocks the opponent's immediate win, else plays at random.

    The "thinking" opponent of many tutorials: it looks exactly one move ahead for each side
    and no further, so a fork (two threats at once) beats it. Ties (two winning cells, two
    threats) are broken at random. Works on any game (see :func:`blocking_moves`).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> WinBlockPlayer(seed=0).choose(game, game.parse("X.X/.O./..."))
        (0, 1)
    """

    default_name = "WinBlock"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        return win_or_block(game, state)


def win_or_block(game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
    """The winning moves (``"win"``), else the blocks (``"block"``), else every move (``"random"``)."""
    moves = legal_moves(game, state)
    wins = winning_moves(game, state)
    if wins:
        return wins, "win"
    blocks = blocking_moves(game, state)
    if blocks:
        return blocks, "block"
    return list(moves), "random"


class HumanlikePlayer(BasePlayer):
    """Plays like a beginner who knows the rules of thumb: win, block, centre, a corner, anything.

    In that order: a winning move; a block of the opponent's immediate win; the centre
    (one of the middle cells on an even board); a free corner; else a random move. Each
    step picks at random among its candidates. It never plans a fork nor sees one coming.
    On games without a centre and corners (:class:`~ttt_lab.core.HasLandmarks`) it skips
    those two steps.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> HumanlikePlayer(seed=0).choose(game, game.initial_state())
        (1, 1)
        >>> HumanlikePlayer(seed=0).choose(game, game.parse(".../.X./...")) in game.corner_cells()
        True
    """

    default_name = "Humanlike"

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        moves, reason = win_or_block(game, state)
        if reason == "random" and isinstance(game, HasLandmarks):
            free = set(moves)
            for rule, cells in (("centre", game.centre_cells()), ("corner", game.corner_cells())):
                options: list[Move] = [cell for cell in cells if cell in free]
                if options:
                    return options, rule
        return moves, reason
