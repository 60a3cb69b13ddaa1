"""``solve``: the one door to perfect play, and the fastest exact search we have on every game."""

from __future__ import annotations

import math
import time
from typing import Any

from ttt_lab.core import Game, HasCanonicalKey, HasExactSolver, HasUtilityBounds
from ttt_lab.search.alphabeta import alphabeta
from ttt_lab.search.budget import Budget, check_budget_argument
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
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """The exact value of ``state`` under perfect play, and a best move.

    A game with an exact solver of its own (:class:`~ttt_lab.core.HasExactSolver`: the
    m,n,k solver for ``MNK``) is solved by it; any other game by alpha-beta with a
    transposition table keyed by symmetry-canonical keys (all images of a position share
    one entry), the game's own move order if it declares one, and a root window of the
    game's ``utility_bounds`` (default [-1, 1]) instead of (-∞, +∞). Either way the answer
    is a :class:`~ttt_lab.search.SearchResult`, the observer sees the search, and the
    ``table`` remembers what was proved: pass the same one for every move of a game and
    positions already proved are answered at once.

    Args:
        game: any :class:`~ttt_lab.core.Game`.
        state: the position to solve.
        table: a :class:`~ttt_lab.search.TranspositionTable` to reuse, bound to this game
            (one is made if not given).
        quick_wins: score a win ``p`` plies away as ``1 - p/1000`` (a loss as the
            negative), so the value says how soon the end comes.
        move_values: also compute the exact value of every root move (``result.move_values``),
            so a player can choose at random among equally good moves.
        budget: stop with :class:`~ttt_lab.search.SearchLimitError` past this many nodes
            or seconds.
        observer: watch the search (e.g. a ``SearchTree``).

    Raises:
        ValueError: ``table`` belongs to another game or kind of search.
        SearchLimitError: the solve spent its ``budget``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> result = solve(TicTacToe(), TicTacToe().initial_state(), move_values=True)
        >>> result.value, sorted(set(result.move_values.values()))
        (0, [0])
        >>> result.algorithm  # the m,n,k solver, which TicTacToe declares
        'm,n,k solver'
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> result = solve(aima_figure_5_2(), ())  # a game without a solver of its own
        >>> result.value, result.move, result.algorithm
        (3, 'a1', 'solve')
    """
    check_budget_argument(budget)
    if isinstance(game, HasExactSolver):
        exact: SearchResult = game.exact_solver()(
            game, state, table=table, quick_wins=quick_wins, move_values=move_values, budget=budget,
            observer=observer,
        )
        return exact
    return solve_by_search(game, state, table=table, quick_wins=quick_wins, move_values=move_values,
                           budget=budget, observer=observer)


def solve_by_search(
    game: Game[Any, Any],
    state: Any,
    *,
    table: TranspositionTable | None = None,
    quick_wins: bool = False,
    move_values: bool = False,
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """:func:`solve` by alpha-beta, for a game without an exact solver of its own (or whose
    solver cannot answer: Cat and Mice with a damaged table). Same arguments and result.
    """
    check_budget_argument(budget)
    start = time.perf_counter()
    if table is None:
        table = TranspositionTable(symmetric=isinstance(game, HasCanonicalKey))
    order = default_order(game)
    # Every value lies within the game's utility bounds, so the search starts with that
    # window: a node that finds a loss need not look for a worse one.
    low, high = game.utility_bounds if isinstance(game, HasUtilityBounds) else (-1, 1)
    if not low < high:  # a game with a single outcome: nothing to narrow
        low, high = -math.inf, math.inf
    result = alphabeta(
        game, state, order=order, table=table, quick_wins=quick_wins, alpha=low, beta=high,
        budget=budget, observer=observer,
    )
    values = None
    nodes = result.nodes
    if move_values and result.move is not None:
        values = {}
        for move in game.actions(state):
            child = alphabeta(
                game, game.result(state, move), order=order, table=table, quick_wins=quick_wins,
                alpha=low, beta=high, budget=None if budget is None else budget.left(nodes, time.perf_counter() - start),
            )
            nodes += child.nodes
            # The child was searched as a root; a win p plies from it is p + 1 from here.
            values[move] = from_table(child.value, 1, quick_wins)
    return SearchResult(
        value=result.value, move=result.move, pv=result.pv, nodes=nodes, algorithm="solve",
        seconds=time.perf_counter() - start, move_values=values,
        stats={**result.stats, "table_entries": len(table)},
    )
