"""Anytime search: iterative deepening alpha-beta with a budget.

A live board cannot say in advance how deep it can afford to look. Iterative deepening
searches to depth 1, then 2, then 3..., each time with :func:`~ttt_lab.search.alphabeta`,
until the budget runs out, and plays the move of the deepest search it *finished*: an
unfinished iteration has seen only some of the moves, so its favourite means nothing. (Almost:
an iteration that searched the last one's move first and in full knows that move one ply
deeper, and any move it found better there is better still: ``unfinished=True`` plays that.)

The early iterations are cheap (the tree grows by a factor per ply) and they pay for
themselves: the iterations share one :class:`~ttt_lab.search.TranspositionTable`, so each
one tries first, at every node it meets again, the move the last one found best, its
principal variation first of all. Good moves first mean early cutoffs (notebook 05).

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import line_evaluation
    >>> game = TicTacToe()
    >>> result = iterative_deepening(game, game.parse("XX./OO./..."), evaluate=line_evaluation(game), max_depth=3)
    >>> result.move, [row["depth"] for row in result.stats["iterations"]], result.stats["stopped"]
    ((0, 2), [1], 'proved')
"""

from __future__ import annotations

import math
import time
from typing import Any

from ttt_lab.core import Game
from ttt_lab.search.alphabeta import MoveOrder, Reductions, alphabeta
from ttt_lab.search.budget import Budget, SearchLimitError, check_budget_argument, collector_paused
from ttt_lab.search.history import MoveHistory
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import DECISIVE, Evaluation
from ttt_lab.search.table import TranspositionTable


def iterative_deepening(
    game: Game[Any, Any],
    state: Any,
    *,
    evaluate: Evaluation,
    max_depth: int = 64,
    budget: Budget | None = None,
    reuse_table: bool = True,
    order: MoveOrder | None = None,
    table: TranspositionTable | None = None,
    history: MoveHistory | None = None,
    null_window: bool = False,
    aspiration: float | None = None,
    unfinished: bool = False,
    reductions: bool | Reductions = False,
) -> SearchResult:
    """Alpha-beta to depth 1, 2, 3... until ``max_depth``, a proof, or the end of ``budget``.

    Args:
        game, state: what to search (any :class:`~ttt_lab.core.Game`).
        evaluate: the heuristic at each iteration's depth limit (MAX's view, within ±0.9).
        max_depth: the deepest iteration.
        budget: nodes and/or seconds for all the iterations together; the iteration it
            interrupts is thrown away.
        reuse_table: share one transposition table across the iterations, so each tries
            the last one's best moves first (True), or give each iteration a fresh table of
            its own (False: the same search, without what the last iteration learnt).
        order: a static move order for moves the table knows nothing about.
        table: the table to share (with ``reuse_table``): a player that keeps it may let go
            of it later, off the clock of the search, or search on with it from the next
            position. ``None``: a new one.
        history: a :class:`~ttt_lab.search.history.MoveHistory` (killer moves, history
            heuristic) that every iteration orders moves by and fills.
        null_window: principal variation search in each iteration (see
            :func:`~ttt_lab.search.alphabeta`).
        reductions: late move reductions in each iteration (``True`` or a
            :class:`~ttt_lab.search.alphabeta.Reductions`; see :func:`~ttt_lab.search.alphabeta`).
        aspiration: search each iteration after the first in the window of the last
            iteration's value ± ``aspiration`` (a narrower window prunes more); an iteration
            whose value falls outside it is searched again with the whole window.
        unfinished: make use of the iteration the budget interrupts. Its root searches the last
            iteration's move first (the table's, with ``reuse_table``); once that move is
            searched in full at the new depth, the best root move so far (that one, or a later
            one the new iteration proved better: searched in full, or failing high on its null
            window) is a sounder choice than the last finished iteration's, which was one ply
            shallower. Off (the default): the interrupted iteration is thrown away, as in the
            textbook.

    Returns:
        The :class:`SearchResult` of the deepest finished iteration (quick wins scored), with
        ``nodes`` counting every iteration's nodes, the interrupted one's included, and
        ``stats``: ``iterations`` (one row per finished iteration: ``depth``, ``value``,
        ``move``, ``pv``, ``nodes``, ``seconds``), ``stopped`` (``"budget"``, ``"max depth"``
        or ``"proved"``: a forced win or loss found), ``unfinished_nodes`` (what the
        interrupted iteration spent: under a time budget often half the nodes, so a rate
        of nodes per second counts them) and ``move_depth`` (the depth of the iteration the
        move comes from). With ``unfinished``, when the interrupted iteration's choice is
        taken, ``value``, ``move`` and ``pv`` are its (the value may be only a bound, the
        line only the move), ``depth`` stays the deepest *finished* iteration's, and
        ``stats["unfinished"]`` says what was taken: ``depth``, ``move``, ``value``,
        ``bound``, ``root_moves_searched`` of ``root_moves``.

    Raises:
        ValueError: a bad ``max_depth``, or a ``budget`` that is not a :class:`Budget`.
        SearchLimitError: the budget ran out before even depth 1 finished.
    """
    if not isinstance(max_depth, int) or isinstance(max_depth, bool) or max_depth < 1:
        raise ValueError(f"max_depth must be an int >= 1, got {max_depth!r}")
    check_budget_argument(budget)
    if table is not None and not isinstance(table, TranspositionTable):
        raise ValueError(f"table must be a TranspositionTable or None, got {table!r}")
    check_aspiration(aspiration)
    start = time.perf_counter()
    if reuse_table and table is None:
        table = TranspositionTable()
    with collector_paused():  # a collection could stall a move past its budget
        options = {"order": order, "history": history, "null_window": null_window, "reductions": reductions}
        return _deepen(game, state, evaluate, max_depth, budget, reuse_table, table, options, aspiration, start,
                       unfinished)


def check_aspiration(aspiration: object) -> None:
    """Raise ``ValueError`` unless ``aspiration`` is ``None`` or a finite number > 0."""
    if aspiration is not None and not (isinstance(aspiration, (int, float)) and not isinstance(aspiration, bool)
                                       and 0 < aspiration < math.inf):
        raise ValueError(f"aspiration must be None or a finite number > 0 (the window's half-width), got {aspiration!r}")


def _deepen(game: Game[Any, Any], state: Any, evaluate: Evaluation, max_depth: int, budget: Budget | None,
            reuse_table: bool, table: TranspositionTable | None, options: dict[str, Any],
            aspiration: float | None, start: float, use_unfinished: bool = False) -> SearchResult:
    rows: list[dict[str, Any]] = []
    best: SearchResult | None = None
    nodes = unfinished = 0
    stopped = "max depth"
    taken: dict[str, Any] | None = None  # what the interrupted iteration's root settled, when taken
    maximizing = game.to_move(state) == game.players[0]

    def search(depth: int, alpha: float, beta: float) -> SearchResult:
        left = None if budget is None else budget.left(nodes, time.perf_counter() - start)
        return alphabeta(game, state, depth=depth, evaluate=evaluate, quick_wins=True, alpha=alpha, beta=beta,
                         table=table if reuse_table and table is not None else TranspositionTable(),
                         budget=left, **options)

    for depth in range(1, max_depth + 1):
        try:
            began, missed = time.perf_counter(), 0
            if aspiration is not None and best is not None and abs(best.value) < DECISIVE:
                alpha, beta = best.value - aspiration, best.value + aspiration
                result = search(depth, alpha, beta)
                if not alpha < result.value < beta:  # only a bound: the value lies outside the window
                    missed = result.nodes
                    nodes += missed
                    result = search(depth, -math.inf, math.inf)
            else:
                result = search(depth, -math.inf, math.inf)
        except SearchLimitError as stop:
            if best is None:
                raise
            unfinished = stop.nodes or 0
            stopped = "budget"
            if use_unfinished:
                taken = _usable(stop.partial, best, maximizing)
            break
        nodes += result.nodes
        best = result
        rows.append({"depth": depth, "value": result.value, "move": result.move, "pv": list(result.pv),
                     "nodes": missed + result.nodes, "seconds": time.perf_counter() - began})
        if abs(result.value) >= DECISIVE:
            stopped = "proved"  # a forced win or loss: deeper iterations would only confirm it
            break
    assert best is not None  # max_depth >= 1: the loop ran, or raised
    stats = {"iterations": rows, "stopped": stopped, "unfinished_nodes": unfinished, "reuse_table": reuse_table,
             "move_depth": best.depth}
    value, move, pv = best.value, best.move, best.pv
    if taken is not None:
        value, move, pv = taken["value"], taken["move"], taken["pv"]
        stats["unfinished"], stats["move_depth"] = taken, taken["depth"]
    return SearchResult(
        value=value, move=move, pv=pv, nodes=nodes + unfinished, algorithm="iterative deepening",
        depth=best.depth, seconds=time.perf_counter() - start, stats=stats,
    )


def _usable(partial: SearchResult | None, last: SearchResult, maximizing: bool) -> dict[str, Any] | None:
    """What the interrupted iteration settled at the root, if it is sounder than ``last`` (the
    last finished iteration's result): ``None`` unless the iteration searched ``last``'s move
    in full first, so that its best so far is that move or one proven better, and unless every
    move so far failed low (for the player to move) in the iteration's aspiration window:
    then none is known to be better than anything."""
    if partial is None or partial.move is None or partial.stats.get("first_move") != last.move:
        return None
    bound = partial.stats["bound"]
    if bound == ("upper" if maximizing else "lower"):  # all failed low (MAX) / high (MIN) so far
        return None
    return {"depth": partial.depth, "move": partial.move, "value": partial.value, "pv": list(partial.pv),
            "bound": bound, "root_moves_searched": partial.stats["root_moves_searched"],
            "root_moves": partial.stats["root_moves"]}
