"""Move orderings for alpha-beta: the order moves are tried in changes how much it prunes.

An ordering is a function ``order(game, state, moves) -> moves`` passed as ``order=`` to
:func:`~ttt_lab.search.alphabeta`. It never changes a search's value, only its node count.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ttt_lab.games.mnk import MNK, Cell


def given_order(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """The game's own order (row-major for m,n,k boards)."""
    return moves


@lru_cache(maxsize=64)
def cell_weights(game: MNK) -> dict[Cell, tuple[int, float]]:
    """For each cell: (lines of k through it, minus its distance from the centre)."""
    centre_r, centre_c = (game.n - 1) / 2, (game.m - 1) / 2
    weights = {}
    for r, c in game.cells:
        lines = sum(1 for line in game.lines if (r, c) in line)
        weights[(r, c)] = (lines, -abs(r - centre_r) - abs(c - centre_c))
    return weights


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
    weights = cell_weights(game)
    return sorted(moves, key=weights.__getitem__, reverse=True)


def threats_first(game: Any, state: Any, moves: list[Any]) -> Sequence[Any]:
    """On m,n,k boards: winning moves first, then blocks of the opponent's wins, then centre-first.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> state = game.parse("XX./OO./...")
        >>> threats_first(game, state, game.actions(state))[:2]
        [(0, 2), (1, 2)]
    """
    if not isinstance(game, MNK):
        return moves
    me = game.to_move(state)
    win_cells = set(game.completing_cells(state, me))
    block_cells = set(game.completing_cells(state, "O" if me == "X" else "X")) - win_cells
    ordered = centre_first(game, state, moves)
    wins = [cell for cell in ordered if cell in win_cells]
    blocks = [cell for cell in ordered if cell in block_cells]
    rest = [cell for cell in ordered if cell not in win_cells and cell not in block_cells]
    return wins + blocks + rest


def default_order(game: Any) -> Any:
    """The ordering :func:`~ttt_lab.search.solve` uses for ``game``: threats-first on m,n,k
    boards, the game's own ``ordered_actions`` if it has one, else the game's order."""
    if isinstance(game, MNK):
        return threats_first
    if hasattr(game, "ordered_actions"):
        return lambda g, s, moves: g.ordered_actions(s)
    return None


