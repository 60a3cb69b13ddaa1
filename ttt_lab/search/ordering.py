"""Move orderings for alpha-beta: the order moves are tried in changes how much it prunes.

An ordering is a function ``order(game, state, moves) -> moves`` passed as ``order=`` to
:func:`~ttt_lab.search.alphabeta`. It never changes a search's value, only its node count.
The orderings that know m,n,k boards (:func:`~ttt_lab.search.mnk.centre_first`,
:func:`~ttt_lab.search.mnk.threats_first`) live in :mod:`ttt_lab.search.mnk.ordering`, and
Ultimate's (:func:`~ttt_lab.search.ultimate_order.ultimate_order`: small-board wins and blocks
first, moves that send the opponent where it wants to go last) in
:mod:`ttt_lab.search.ultimate_order`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ttt_lab.core import HasOrderedActions

if TYPE_CHECKING:
    from ttt_lab.search.alphabeta import MoveOrder


def given_order(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """The game's own order (row-major for m,n,k boards)."""
    return moves


def game_order(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """The game's own idea of the best order (:class:`~ttt_lab.core.HasOrderedActions`):
    threats first on m,n,k boards, the cat's and mice's likely moves in Cat and Mice."""
    return game.ordered_actions(state)  # type: ignore[no-any-return]


def default_order(game: Any) -> MoveOrder | None:
    """The ordering :func:`~ttt_lab.search.solve` uses for ``game``: :func:`game_order` if the
    game declares ``ordered_actions``, else ``None`` (the order of ``actions``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> default_order(TicTacToe()).__name__, default_order(aima_figure_5_2())
        ('game_order', None)
    """
    if isinstance(game, HasOrderedActions):
        return game_order
    return None
