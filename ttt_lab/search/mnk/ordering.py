"""Move orderings for generic alpha-beta on m,n,k boards: the centre first, threats first.

Each is an ``order(game, state, moves)`` for :func:`~ttt_lab.search.alphabeta`'s ``order=``
(see :mod:`ttt_lab.search.ordering`). On a game other than an m,n,k board they keep the
game's order, so a comparison of orderings can run them on any game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.games.mnk import MNK


def centre_first(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """On m,n,k boards: cells on the most lines first (the centre, then corners on 3x3).

    Other games keep their order.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> centre_first(game, game.initial_state(), game.actions(game.initial_state()))[:3]
        [(1, 1), (0, 0), (0, 2)]
    """
    if not isinstance(game, MNK):
        return moves
    return sorted(moves, key=game.cell_weights().__getitem__, reverse=True)


def threats_first(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """On m,n,k boards: winning moves first, then blocks of the opponent's wins, then centre-first
    (the board's own :meth:`~ttt_lab.games.mnk.MNK.ordered_actions`). Other games keep their order.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> state = game.parse("XX./OO./...")
        >>> threats_first(game, state, game.actions(state))[:2]
        [(0, 2), (1, 2)]
    """
    if not isinstance(game, MNK):
        return moves
    ordered = game.ordered_actions(state)
    if len(ordered) == len(moves):  # the usual case: every legal move
        return ordered
    wanted = set(moves)
    return [move for move in ordered if move in wanted]
