"""Alpha-beta search: AIMA Figure 5.7, with move ordering, a transposition table and an observer."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Game, HasThreats, Move, check_position, format_value
from ttt_lab.search.budget import Budget, SearchLimitError, check_budget_argument
from ttt_lab.search.history import MoveHistory
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import (
    Evaluation,
    check_limits,
    check_no_chance,
    evaluated,
    from_table,
    leaf_valuer,
    to_table,
)
from ttt_lab.search.table import Bound, TableEntry, TranspositionTable
from ttt_lab.search.threats import threat_makers

INF = math.inf

QUIESCENCE_PLIES = 12
"""The most plies quiescence extends a search past its depth limit; there the evaluation
stands, as at the limit of a search without quiescence. Chains of threats and blocks on a big
board can run on for dozens of plies, and branch at every threat: without this horizon an
unbudgeted search of a crowded 19x19 position took minutes."""

QUIESCENCE_THREAT_PLIES = 8
"""Within this many plies past the depth limit quiescence tries the moves that make a threat;
further on only wins and forced blocks (a short chain, not a tree)."""

QUIESCENCE_THREATS = 4
"""The most threat-making moves quiescence tries at one node (the first in the game's order;
wins and forced blocks are always tried). A crowded big board offers dozens at every node.

With these three bounds an unbudgeted depth-1 search of a crowded 19x19 k=5 position takes
about 2 s, not minutes (``benchmarks/bench_budgets.py``), and every position of notebook 11's
quiescence exercise keeps the value an unbounded extension gives it."""

LATE_MOVES = 3
"""With ``reductions``, how many of a node's moves (the first in its order) are always searched to
the full depth."""

REDUCE_FROM_DEPTH = 3
"""With ``reductions``, the fewest plies left below a node for its late moves to be reduced: nearer
the limit a reduction saves little and misses more."""

MoveOrder = Callable[[Any, Any, list[Any]], Sequence[Any]]
"""``order(game, state, moves)`` returns the same moves in the order to try them."""


@dataclass(frozen=True)
class Reductions:
    """How :func:`alphabeta`'s late move reductions choose the moves they shorten
    (``reductions=True`` is ``Reductions()``).

    Attributes:
        late_moves: how many of a node's moves (the first in its order) are always searched
            to the full depth.
        from_depth: the fewest plies left below a node for its late moves to be reduced (at
            least 2: a reduced move still gets a node of its own).
        unreduced: ``unreduced(game, state, moves)`` gives the node's moves that are never
            reduced, however late (a game's tactical moves, as a chess program never reduces a
            capture); asked once at each node that has late moves. ``None``: any late move is.

    Raises:
        ValueError: a ``late_moves`` below 1 or a ``from_depth`` below 2.
    """

    late_moves: int = LATE_MOVES
    from_depth: int = REDUCE_FROM_DEPTH
    unreduced: Callable[[Any, Any, list[Any]], Collection[Any]] | None = None

    def __post_init__(self) -> None:
        for name, least in (("late_moves", 1), ("from_depth", 2)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise ValueError(f"{name} must be an int >= {least}, got {value!r}")
        if self.unreduced is not None and not callable(self.unreduced):
            raise ValueError(f"unreduced must be a function (game, state, moves) or None, got {self.unreduced!r}")


def check_reductions(reductions: object) -> None:
    """Raise ``ValueError`` unless ``reductions`` is ``True``, ``False`` or a :class:`Reductions`."""
    if not isinstance(reductions, (bool, Reductions)):
        raise ValueError(f"reductions must be True, False or a Reductions, got {reductions!r}")

def alphabeta(
    game: Game[Any, Any],
    state: Any,
    *,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
    order: MoveOrder | None = None,
    table: TranspositionTable | None = None,
    prune_on_equal: bool = True,
    quick_wins: bool = False,
    alpha: float = -INF,
    beta: float = INF,
    budget: Budget | None = None,
    quiescence: bool = False,
    history: MoveHistory | None = None,
    null_window: bool = False,
    reductions: bool | Reductions = False,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """Minimax's value and move, skipping the moves that cannot change the result.

    MAX-VALUE and MIN-VALUE are AIMA's Figure 5.7. ``alpha`` is the best value MAX can
    already force on the path to the node, ``beta`` the best MIN can; each node returns its
    own best value ``v`` (not clipped into the window). A MAX node stops as soon as
    ``v >= beta`` (MIN above would never let play reach it) and a MIN node as soon as
    ``v <= alpha``. With ``prune_on_equal=False`` it stops only when ``v > beta`` /
    ``v < alpha`` (the convention of Berkeley's CS188), which prunes far less.

    Args:
        game: any :class:`~ttt_lab.core.Game`.
        state: the position to search (MAX is ``game.players[0]``).
        depth: stop this many plies below ``state`` and score with ``evaluate``.
        evaluate: a heuristic value from MAX's view for positions at the depth limit.
        order: ``order(game, state, moves)`` gives the order to try moves in (see
            :mod:`ttt_lab.search.ordering`); the table's best move, if any, goes first.
        table: a :class:`TranspositionTable` to read and fill (keep one per game and kind
            of search: it may be reused across the moves of a game).
        prune_on_equal: cut on ``v >= beta`` / ``v <= alpha`` (True, AIMA) or only on
            ``v > beta`` / ``v < alpha`` (False, CS188).
        quick_wins: score a win ``p`` plies away as ``1 - p/1000`` so the search prefers
            the quickest win and the slowest loss.
        alpha, beta: the root's window. The textbook starts at (-∞, +∞); a game whose values
            are known to lie in [-1, 1] can start there, so a node that finds a loss stops
            looking for anything worse. A value outside the window is only a bound.
        budget: stop with :class:`~ttt_lab.search.SearchLimitError` past this many nodes or
            seconds (see :mod:`ttt_lab.search.budget`: a time budget holds within a few
            milliseconds, however costly a node). Without one, an unbounded search may run
            for as long as the game tree takes.
        quiescence: past the depth limit, keep searching the forcing moves instead of
            stopping: a win in one, the blocks the opponent's threat forces, else the moves
            that make a threat, with ``evaluate`` as the *stand-pat* value of declining them
            (no stand-pat when a block is forced). Such nodes have kind ``"quiescence"``. The
            game must know its threats (:class:`~ttt_lab.core.HasThreats`). The extension is
            bounded: threats are made only within :data:`QUIESCENCE_THREAT_PLIES` plies of
            ``depth``, at most :data:`QUIESCENCE_THREATS` of them at a node, and at
            :data:`QUIESCENCE_PLIES` plies past ``depth`` ``evaluate`` stands.
        history: a :class:`~ttt_lab.search.history.MoveHistory` to order moves by and to
            fill with this search's cutoffs (killer moves, the history heuristic): after the
            table's move and before ``order``'s. Keep one across the iterations of a deepening.
        null_window: principal variation search: each move after a node's first is first
            searched with a null window around ``alpha`` (MAX) or ``beta`` (MIN), which only
            asks whether it beats the best so far, and searched again with the whole window
            when it does. Same value; fewer nodes when the first move is usually the best.
        reductions: late move reductions. At a node with at least :data:`REDUCE_FROM_DEPTH`
            plies left, each move after the first :data:`LATE_MOVES` (in the order above: the
            table's, the history's, ``order``'s) is first searched one ply shallower with a
            null window; only a move that beats the best so far there is searched again at
            full depth. The moves tried late are rarely best, so most are skipped a ply
            early: a deeper search in the same time, whose value may differ from plain
            alpha-beta's at the same depth (a good late move can hide behind a reduced
            search). Needs ``depth``. A :class:`Reductions` sets how many moves count as
            early, from how many plies left, and which moves are never reduced.
        observer: told of every node, cutoff and table hit (e.g. a ``SearchTree``).

    Returns:
        A :class:`SearchResult`; ``stats`` has ``cutoffs`` and ``table_hits``.

    Raises:
        ValueError: ``depth`` without ``evaluate``, a bad ``depth``, or a ``table`` already
            used for another game or with another scoring.
        SearchLimitError: the search spent its ``budget``.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> result = alphabeta(aima_figure_5_2(), ())
        >>> result.value, result.move, result.nodes
        (3, 'a1', 11)
    """
    check_limits(depth, evaluate)
    check_no_chance(game, "alpha-beta")
    check_position(game, state)
    for name, bound in (("alpha", alpha), ("beta", beta)):
        if not isinstance(bound, (int, float)) or isinstance(bound, bool) or math.isnan(bound):
            raise ValueError(f"{name} must be a number (the window's bound), got {bound!r}")
    if table is not None and not isinstance(table, TranspositionTable):
        raise ValueError(f"table must be a TranspositionTable, got {table!r}")
    if history is not None and not isinstance(history, MoveHistory):
        raise ValueError(f"history must be a MoveHistory or None, got {history!r}")
    check_budget_argument(budget)
    check_reductions(reductions)
    if reductions and depth is None:
        raise ValueError("reductions shorten a depth-limited search's late moves: they need depth=...")
    shorten = reductions if isinstance(reductions, Reductions) else Reductions()
    late_moves, reduce_from, unreduced = shorten.late_moves, shorten.from_depth, shorten.unreduced
    if quiescence and (depth is None or not isinstance(game, HasThreats)):
        raise ValueError("quiescence extends a depth-limited search past its limit along threats: it needs"
                         " depth=... and a game that knows its threats (HasThreats)")
    if table is not None:
        scoring = "quick wins" if quick_wins else "plain utilities"
        if depth is not None:
            scoring += f", evaluated by {getattr(evaluate, '__qualname__', repr(evaluate))}"
        if quiescence:
            scoring += ", with quiescence"
        table.claim(game, scoring)
        table_key = table.key_function(game)
        own_keys = table_key == game.key  # a table keyed by the game's own key needs no second one

    def exact_key(state: Any, key: Any) -> Any:
        """The position's own key (to tell whether a stored best move applies): ``key`` itself
        unless the table keys symmetric images alike."""
        return key if own_keys else game.key(state)

    MAX = game.players[0]
    nodes = cutoffs = table_hits = 0
    meter = None if budget is None else budget.start(f"the alpha-beta search of {game!r}")
    check_at = INF if meter is None else meter.next_check  # the node count at which to look at the budget

    def spend() -> None:
        nonlocal check_at
        meter.check(nodes)  # type: ignore[union-attr]
        check_at = meter.next_check  # type: ignore[union-attr]

    best_line: dict[int, list[Move]] = {}  # the best line found below the node at each ply
    reduced = 0  # plies the late move reductions on the path to the node took off its depth
    # The root's best move so far, for a search its budget cuts short: "value" (a bound, as
    # "bound" says, from MAX's view), "pv", "searched" (root moves searched in full), "first"
    # (the move searched first), "moves" (how many the root has).
    root: dict[str, Any] = {}

    def remaining(ply: int) -> int:
        """How many plies were searched below a node ``ply`` plies from the root (1 without a limit)."""
        return 1 if depth is None else depth - ply - reduced

    leaf_value = leaf_valuer(game, quick_wins, evaluate, best_line, observer)

    def moves_in_order(state: Any, first: Move | None, ply: int, maximizing: bool) -> list[Move]:
        moves: Sequence[Move] = game.actions(state)
        if order is not None:
            moves = order(game, state, list(moves))
        if history is not None:
            moves = history.ordered(moves, ply, maximizing)
        if first is not None and first in moves:
            # A new list: games may hand out a shared one, which must not be reordered.
            reordered = list(moves)
            reordered.remove(first)
            reordered.insert(0, first)
            return reordered
        return moves if isinstance(moves, list) else list(moves)

    def probe(state: Any, key: Any, alpha: float, beta: float, ply: int) -> tuple[float | None, float, float, Move | None]:
        """Ask the table: (value if it settles the node, narrowed alpha, beta, move to try first)."""
        nonlocal table_hits
        entry = table.get(key)  # type: ignore[union-attr]
        if entry is None:
            return None, alpha, beta, None
        first = entry.best_move if entry.exact_key == exact_key(state, key) else None
        deep_enough = entry.draft is None or (depth is not None and entry.draft >= depth - ply - reduced)
        if not deep_enough or ply == 0:  # the root is always searched, so it has a move and a line
            return None, alpha, beta, first
        value = from_table(entry.value, ply, quick_wins)
        if entry.bound is Bound.LOWER:
            alpha = max(alpha, value)
        elif entry.bound is Bound.UPPER:
            beta = min(beta, value)
        if entry.bound is Bound.EXACT or (alpha >= beta if prune_on_equal else alpha > beta):
            table_hits += 1
            table.hits += 1  # type: ignore[union-attr]
            best_line[ply] = []
            if observer is not None:
                observer.table_hit(entry)
                observer.leave(value, "table", alpha, beta)
            return value, alpha, beta, first
        return None, alpha, beta, first

    def store(state: Any, key: Any, v: float, alpha0: float, beta0: float, best: Move | None, ply: int) -> None:
        bound = Bound.UPPER if v <= alpha0 else Bound.LOWER if v >= beta0 else Bound.EXACT
        draft = None if depth is None else depth - ply - reduced
        table.put(  # type: ignore[union-attr]
            key, TableEntry(to_table(v, ply, quick_wins), bound, best, draft, exact_key(state, key)),
        )

    # MAX-VALUE and MIN-VALUE mirror each other line for line (AIMA Figure 5.7): kept as two
    # functions so that a student finds the textbook's pair, not one function with signs.
    def max_value(state: Any, alpha: float, beta: float, ply: int, move: Move | None) -> float:
        nonlocal nodes, cutoffs, reduced
        nodes += 1
        if nodes >= check_at:
            spend()
        if observer is not None:
            observer.enter(state, move, ply, True, alpha, beta)
        finished = game.is_terminal(state)
        if finished or ply + reduced == depth:  # (``reduced``: 0 unless ``reductions``)
            if quiescence and not finished:
                return quiet_value(state, alpha, beta, ply, True)
            return leaf_value(state, ply, alpha, beta, finished)
        alpha0, beta0, first = alpha, beta, None
        if table is not None:
            key = table_key(state)
            value, alpha, beta, first = probe(state, key, alpha, beta, ply)
            if value is not None:
                return value
        v, line, best = -INF, [], None
        moves = moves_in_order(state, first, ply, True)
        late = reductions and remaining(ply) >= reduce_from and len(moves) > late_moves
        kept = unreduced(game, state, moves) if late and unreduced is not None else ()
        for i, a in enumerate(moves):
            if late and i >= late_moves and a not in kept:  # a late move: does it beat alpha one ply shallower? If not, skipped
                reduced += 1
                v2 = min_value(game.result(state, a), alpha, math.nextafter(alpha, INF), ply + 1, a)
                reduced -= 1
                if not alpha < v2:
                    if v2 > v:
                        v, line, best = v2, [a, *best_line[ply + 1]], a
                    alpha = max(alpha, v)
                    if observer is not None:
                        observer.update(v, alpha, beta)
                    continue
            if null_window and i > 0:  # does the move beat alpha? Asked with a null window, then searched
                v2 = min_value(game.result(state, a), alpha, math.nextafter(alpha, INF), ply + 1, a)
                if alpha < v2 < beta:
                    if ply == 0:  # proven better than the best so far, before its search in full
                        root.update(value=v2, pv=[a], searched=i, bound="lower")
                    v2 = min_value(game.result(state, a), alpha, beta, ply + 1, a)
            else:
                v2 = min_value(game.result(state, a), alpha, beta, ply + 1, a)
            if v2 > v:
                v, line, best = v2, [a, *best_line[ply + 1]], a
            if ply == 0:
                root.update(value=v, pv=line, searched=i + 1, first=moves[0], moves=len(moves),
                            bound="lower" if v >= beta0 else "upper" if v <= alpha0 else "exact")
            if v >= beta if prune_on_equal else v > beta:
                if observer is not None:  # every child's value is told, the one that cuts off too
                    observer.update(v, alpha, beta)
                if i + 1 < len(moves):
                    cutoffs += 1
                    if observer is not None:
                        sign = ">=" if prune_on_equal else ">"
                        observer.prune(v, alpha, beta, moves[i + 1:], f"v={format_value(v)} {sign} beta={format_value(beta)}")
                break
            alpha = max(alpha, v)
            if observer is not None:
                observer.update(v, alpha, beta)
        best_line[ply] = line
        if table is not None:
            store(state, key, v, alpha0, beta0, best, ply)
        if history is not None and v > alpha0:  # a move that failed low everywhere teaches nothing
            history.reward(best, ply, remaining(ply), True)
        if observer is not None:
            observer.leave(v, "expanded", alpha, beta)
        return v

    def min_value(state: Any, alpha: float, beta: float, ply: int, move: Move | None) -> float:
        nonlocal nodes, cutoffs, reduced
        nodes += 1
        if nodes >= check_at:
            spend()
        if observer is not None:
            observer.enter(state, move, ply, False, alpha, beta)
        finished = game.is_terminal(state)
        if finished or ply + reduced == depth:  # (``reduced``: 0 unless ``reductions``)
            if quiescence and not finished:
                return quiet_value(state, alpha, beta, ply, False)
            return leaf_value(state, ply, alpha, beta, finished)
        alpha0, beta0, first = alpha, beta, None
        if table is not None:
            key = table_key(state)
            value, alpha, beta, first = probe(state, key, alpha, beta, ply)
            if value is not None:
                return value
        v, line, best = INF, [], None
        moves = moves_in_order(state, first, ply, False)
        late = reductions and remaining(ply) >= reduce_from and len(moves) > late_moves
        kept = unreduced(game, state, moves) if late and unreduced is not None else ()
        for i, a in enumerate(moves):
            if late and i >= late_moves and a not in kept:  # a late move: does it get below beta one ply shallower? If not, skipped
                reduced += 1
                v2 = max_value(game.result(state, a), math.nextafter(beta, -INF), beta, ply + 1, a)
                reduced -= 1
                if not v2 < beta:
                    if v2 < v:
                        v, line, best = v2, [a, *best_line[ply + 1]], a
                    beta = min(beta, v)
                    if observer is not None:
                        observer.update(v, alpha, beta)
                    continue
            if null_window and i > 0:  # does the move get below beta? Asked with a null window, then searched
                v2 = max_value(game.result(state, a), math.nextafter(beta, -INF), beta, ply + 1, a)
                if alpha < v2 < beta:
                    if ply == 0:  # proven better than the best so far, before its search in full
                        root.update(value=v2, pv=[a], searched=i, bound="upper")
                    v2 = max_value(game.result(state, a), alpha, beta, ply + 1, a)
            else:
                v2 = max_value(game.result(state, a), alpha, beta, ply + 1, a)
            if v2 < v:
                v, line, best = v2, [a, *best_line[ply + 1]], a
            if ply == 0:
                root.update(value=v, pv=line, searched=i + 1, first=moves[0], moves=len(moves),
                            bound="lower" if v >= beta0 else "upper" if v <= alpha0 else "exact")
            if v <= alpha if prune_on_equal else v < alpha:
                if observer is not None:  # every child's value is told, the one that cuts off too
                    observer.update(v, alpha, beta)
                if i + 1 < len(moves):
                    cutoffs += 1
                    if observer is not None:
                        sign = "<=" if prune_on_equal else "<"
                        observer.prune(v, alpha, beta, moves[i + 1:], f"v={format_value(v)} {sign} alpha={format_value(alpha)}")
                break
            beta = min(beta, v)
            if observer is not None:
                observer.update(v, alpha, beta)
        best_line[ply] = line
        if table is not None:
            store(state, key, v, alpha0, beta0, best, ply)
        if history is not None and v < beta0:
            history.reward(best, ply, remaining(ply), False)
        if observer is not None:
            observer.leave(v, "expanded", alpha, beta)
        return v

    # Quiescence: past the depth limit only forcing moves are searched, MAX and MIN in one
    # function (the textbook's pair stays above, untouched by the extension).
    def quiet_node(state: Any, alpha: float, beta: float, ply: int, move: Move, maximizing: bool) -> float:
        nonlocal nodes
        nodes += 1
        if nodes >= check_at:
            spend()
        if observer is not None:
            observer.enter(state, move, ply, maximizing, alpha, beta)
        if game.is_terminal(state):
            return leaf_value(state, ply, alpha, beta, True)
        return quiet_value(state, alpha, beta, ply, maximizing)

    def quiet_value(state: Any, alpha: float, beta: float, ply: int, maximizing: bool) -> float:
        nonlocal cutoffs
        if ply + reduced - depth >= QUIESCENCE_PLIES:  # type: ignore[operator]  # the extension's own horizon
            return leaf_value(state, ply, alpha, beta, False)
        me = game.to_move(state)
        you = game.players[1] if me == MAX else MAX
        stand: float | None = None
        moves: list[Move] = game.completing_cells(state, me)[:1]  # type: ignore[attr-defined]
        if not moves:
            moves = game.completing_cells(state, you)  # type: ignore[attr-defined]  # forced blocks
        if not moves:
            stand = evaluated(evaluate, state)  # type: ignore[arg-type]  # declining every threat
            # Threats are made only near the horizon; further on, only wins and forced blocks.
            making = ply + reduced - depth < QUIESCENCE_THREAT_PLIES  # type: ignore[operator]
            moves = threat_makers(game, state, me)[:QUIESCENCE_THREATS] if making else []
        v = (-INF if maximizing else INF) if stand is None else stand
        line: list[Move] = []
        for i, a in enumerate([None, *moves] if stand is not None else moves):
            if a is not None:
                v2 = quiet_node(game.result(state, a), alpha, beta, ply + 1, a, not maximizing)
                if v2 > v if maximizing else v2 < v:
                    v, line = v2, [a, *best_line[ply + 1]]
            if v >= beta if maximizing else v <= alpha:
                rest = moves[i:] if stand is not None else moves[i + 1:]
                if rest:
                    cutoffs += 1
                    if observer is not None:
                        rule = f"v={format_value(v)} >= beta" if maximizing else f"v={format_value(v)} <= alpha"
                        observer.prune(v, alpha, beta, rest, rule + " (quiescence)")
                break
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
        best_line[ply] = line
        if observer is not None:
            observer.leave(v, "quiescence", alpha, beta)
        return v

    start = time.perf_counter()
    root_search = max_value if game.to_move(state) == MAX else min_value
    if not alpha < beta:
        raise ValueError(f"the window needs alpha < beta, got alpha={alpha}, beta={beta}")
    try:
        value = root_search(state, alpha, beta, 0, None)
    except SearchLimitError as stop:
        if root:
            stop.partial = SearchResult(
                value=root["value"], move=root["pv"][0], pv=root["pv"], nodes=nodes, algorithm="alphabeta",
                depth=depth, seconds=time.perf_counter() - start,
                stats={"unfinished": True, "bound": root["bound"], "root_moves_searched": root["searched"],
                       "root_moves": root.get("moves"), "first_move": root.get("first")},
            )
        raise
    finally:
        # MAX-VALUE and MIN-VALUE call each other through their closures: a reference cycle
        # that kept everything the search holds (its table too) alive until the cyclic garbage
        # collector ran, which a timed player puts off (a 1 s match grew to 1.2 GB). Undone here.
        max_value = min_value = quiet_node = quiet_value = root_search = None  # type: ignore[assignment]
    pv = best_line[0]
    result = SearchResult(
        value=value, move=pv[0] if pv else None, pv=pv, nodes=nodes, algorithm="alphabeta",
        depth=depth, seconds=time.perf_counter() - start,
        stats={"cutoffs": cutoffs, "table_hits": table_hits, "prune_on_equal": prune_on_equal},
    )
    if observer is not None:
        observer.finish(result)
    return result

