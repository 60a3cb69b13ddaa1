"""The moves that make a threat (leave a win in one), found at the speed a quiescence search needs.

Quiescence (:func:`~ttt_lab.search.alphabeta` with ``quiescence=True``) searches, past its
depth limit, the moves that make a threat. Found generically, that is one
``game.result`` and one ``game.completing_cells`` per legal move: on a crowded 19x19 board,
some 20 ms a node. On an m,n,k board one pass over the board's lines finds them at once: a
move makes a threat for a side with no threat yet exactly when it falls in a line holding
``k - 2`` of that side's stones and none of the other's.
"""

from __future__ import annotations

from typing import Any

from ttt_lab.core import Move, Player
from ttt_lab.games.mnk import MNK


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
    if isinstance(game, MNK) and game.k >= 2:
        mine, theirs = (state.x, state.o) if side == game.players[0] else (state.o, state.x)
        short, cells = game.k - 2, 0
        for mask in game.line_masks:
            if not theirs & mask and (mine & mask).bit_count() == short:
                cells |= mask
        cells &= ~(state.x | state.o)
        m = game.m
        return [move for move in game.actions(state) if cells >> (move[0] * m + move[1]) & 1]
    return [move for move in game.actions(state) if game.completing_cells(game.result(state, move), side)]
