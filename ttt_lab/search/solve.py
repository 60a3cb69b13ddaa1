"""``solve``: the fastest exact search we have, for perfect players."""

from __future__ import annotations

import math
import time
from typing import Any

from ttt_lab.core import Game
from ttt_lab.search.alphabeta import alphabeta
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.ordering import default_order
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import from_table
from ttt_lab.search.table import TranspositionTable


def solve(
    game: Game[Any, Any],
    state: Any,
    *,
    table: TranspositionTable | None = None,
    quick_wins: bool = False,
    move_values: bool = False,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """The exact value of ``state`` under perfect play, and a best move.

    Alpha-beta with a transposition table keyed by symmetry-canonical keys (all images of a
    position share one entry), threat-first move ordering on m,n,k boards (or the game's own
    ``ordered_actions``), and a root window of the game's ``utility_bounds`` (default
    [-1, 1]) instead of (-∞, +∞). Pass the same
    ``table`` for every move of one game: positions already proved are then answered at once.

    Args:
        game: any :class:`~ttt_lab.core.Game`.
        state: the position to solve.
        table: a table to reuse (one is made, symmetric if the game has ``canonical_key``).
        quick_wins: prefer the quickest win and the slowest loss (see ``alphabeta``).
        move_values: also compute the exact value of every root move (``result.move_values``),
            so a player can choose at random among equally good moves.
        observer: watch the search (e.g. a ``SearchTree``).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> result = solve(TicTacToe(), TicTacToe().initial_state(), move_values=True)
        >>> result.value, sorted(set(result.move_values.values()))
        (0, [0])
    """
    start = time.perf_counter()
    if table is None:
        table = TranspositionTable(symmetric=hasattr(game, "canonical_key"))
    order = default_order(game)
    # Every value lies within the game's utility bounds, so the search starts with that
    # window: a node that finds a loss need not look for a worse one.
    low, high = getattr(game, "utility_bounds", (-1, 1))
    if not low < high:  # a game with a single outcome: nothing to narrow
        low, high = -math.inf, math.inf
    result = alphabeta(
        game, state, order=order, table=table, quick_wins=quick_wins, alpha=low, beta=high,
        observer=observer,
    )
    values = None
    nodes = result.nodes
    if move_values and result.move is not None:
        values = {}
        for move in game.actions(state):
            child = alphabeta(
                game, game.result(state, move), order=order, table=table, quick_wins=quick_wins,
                alpha=low, beta=high,
            )
            nodes += child.nodes
            # The child was searched as a root; a win p plies from it is p + 1 from here.
            values[move] = from_table(child.value, 1, quick_wins)
    return SearchResult(
        value=result.value, move=result.move, pv=result.pv, nodes=nodes, algorithm="solve",
        seconds=time.perf_counter() - start, move_values=values,
        stats={**result.stats, "table_entries": len(table)},
    )
