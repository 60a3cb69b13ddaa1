"""Minimax: AIMA Figure 5.3, with an observer that can record the tree."""

from __future__ import annotations

import math
import time
from typing import Any

from ttt_lab.core import Game, Move, check_position
from ttt_lab.search.budget import Budget, check_budget_argument
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation, check_limits, check_no_chance, leaf_valuer

INF = math.inf


def minimax(
    game: Game[Any, Any],
    state: Any,
    *,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
    quick_wins: bool = False,
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """The value of ``state`` and the best move, by looking at every line of play.

    MAX-VALUE and MIN-VALUE are AIMA's (Figure 5.3): MAX takes the largest value among its
    moves, MIN the smallest, down to the end of the game.

    Args:
        game: any :class:`~ttt_lab.core.Game`.
        state: the position to search (MAX is ``game.players[0]``).
        depth: stop this many plies below ``state`` and score with ``evaluate``.
        evaluate: a heuristic value from MAX's view for positions at the depth limit.
        quick_wins: score a win ``p`` plies away as ``1 - p/1000`` (a loss as the negative),
            so the search prefers the quickest win and the slowest loss.
        budget: stop with :class:`~ttt_lab.search.SearchLimitError` past this many nodes or
            seconds (see :mod:`ttt_lab.search.budget`). Without one the search visits every
            line of play, however many: give one (or a ``depth``) beyond small boards.
        observer: told of every node (e.g. a :class:`~ttt_lab.search.SearchTree`).

    Returns:
        A :class:`SearchResult` whose ``nodes`` counts every state visited.

    Raises:
        ValueError: ``depth`` without ``evaluate``, a bad ``depth``, or a ``budget`` that is not
            a :class:`~ttt_lab.search.Budget`.
        SearchLimitError: the search spent its ``budget``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> result = minimax(aima_figure_5_2(), ())
        >>> result.value, result.move, result.nodes
        (3, 'a1', 13)
    """
    check_limits(depth, evaluate)
    check_no_chance(game, "minimax")
    check_position(game, state)
    check_budget_argument(budget)
    MAX = game.players[0]
    nodes = 0
    meter = None if budget is None else budget.start(f"the minimax search of {game!r}")
    check_at = INF if meter is None else meter.next_check  # the node count at which to look at the budget

    def spend() -> None:
        nonlocal check_at
        meter.check(nodes)  # type: ignore[union-attr]
        check_at = meter.next_check  # type: ignore[union-attr]
    best_line: dict[int, list[Move]] = {}  # the best line found below the node at each ply

    leaf_value = leaf_valuer(game, quick_wins, evaluate, best_line, observer)

    # MAX-VALUE and MIN-VALUE mirror each other line for line (AIMA Figure 5.3): kept as two
    # functions so that a student finds the textbook's pair, not one function with signs.
    def max_value(state: Any, ply: int, move: Move | None) -> float:
        nonlocal nodes
        nodes += 1
        if nodes >= check_at:
            spend()
        if observer is not None:
            observer.enter(state, move, ply, True, -INF, INF)
        finished = game.is_terminal(state)
        if finished or ply == depth:
            return leaf_value(state, ply, -INF, INF, finished)
        v, line = -INF, []
        for a in game.actions(state):
            v2 = min_value(game.result(state, a), ply + 1, a)
            if v2 > v:
                v, line = v2, [a, *best_line[ply + 1]]
                if observer is not None:
                    observer.update(v, -INF, INF)
        best_line[ply] = line
        if observer is not None:
            observer.leave(v, "expanded", -INF, INF)
        return v

    def min_value(state: Any, ply: int, move: Move | None) -> float:
        nonlocal nodes
        nodes += 1
        if nodes >= check_at:
            spend()
        if observer is not None:
            observer.enter(state, move, ply, False, -INF, INF)
        finished = game.is_terminal(state)
        if finished or ply == depth:
            return leaf_value(state, ply, -INF, INF, finished)
        v, line = INF, []
        for a in game.actions(state):
            v2 = max_value(game.result(state, a), ply + 1, a)
            if v2 < v:
                v, line = v2, [a, *best_line[ply + 1]]
                if observer is not None:
                    observer.update(v, -INF, INF)
        best_line[ply] = line
        if observer is not None:
            observer.leave(v, "expanded", -INF, INF)
        return v

    start = time.perf_counter()
    root_search = max_value if game.to_move(state) == MAX else min_value
    try:
        value = root_search(state, 0, None)
    finally:
        # MAX-VALUE and MIN-VALUE call each other through their closures: a reference cycle
        # that would keep everything the search holds alive until the cyclic garbage collector
        # runs, which a timed player puts off (as in alphabeta). Undone here.
        max_value = min_value = root_search = None  # type: ignore[assignment]
    pv = best_line[0]
    result = SearchResult(
        value=value, move=pv[0] if pv else None, pv=pv, nodes=nodes, algorithm="minimax",
        depth=depth, seconds=time.perf_counter() - start,
    )
    if observer is not None:
        observer.finish(result)
    return result
