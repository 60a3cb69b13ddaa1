"""The moves that make a threat (leave a win in one), found at the speed a quiescence search needs.

Quiescence (:func:`~ttt_lab.search.alphabeta` with ``quiescence=True``) searches, past its
depth limit, the moves that make a threat. Found generically, that is one
``game.result`` and one ``game.completing_cells`` per legal move: on a crowded 19x19 board,
some 20 ms a node. A game that declares :class:`~ttt_lab.core.HasThreatMakers` finds them
its own faster way: an m,n,k board in one pass over its lines (a move makes a threat for a
side with no threat yet exactly when it falls in a line holding ``k - 2`` of that side's
stones and none of the other's).
"""

from __future__ import annotations

from typing import Any

from ttt_lab.core import HasThreatMakers, Move, Player


def threat_makers(game: Any, state: Any, side: Player) -> list[Move]:
    """The legal moves after which ``side`` (to move in ``state``, with no win in one) has a
    win in one, in the game's order of moves.

    The game must know its threats (:class:`~ttt_lab.core.HasThreats`).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> threat_makers(game, game.parse("X../.O./..."), "X")
        [(0, 1), (0, 2), (1, 0), (2, 0)]
    """
    if isinstance(game, HasThreatMakers):
        return game.threat_makers(state, side)
    return [move for move in game.actions(state) if game.completing_cells(game.result(state, move), side)]
