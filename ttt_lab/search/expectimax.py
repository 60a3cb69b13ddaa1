"""Expectimax: minimax with chance nodes (AIMA §5.5, EXPECTIMINIMAX), on the same observer.

MAX takes the largest value among its moves, MIN the smallest, and a chance node the
average of its outcomes weighted by their probabilities. Nothing is pruned: an outcome not
yet seen can move an average anywhere within the utilities' range.
"""

from __future__ import annotations

import math
import time
from typing import Any

from ttt_lab.core import Game, HasChance, Move, check_position
from ttt_lab.search.budget import Budget, check_budget_argument
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import Evaluation, check_limits, leaf_valuer

INF = math.inf


def expectimax(
    game: Game[Any, Any],
    state: Any,
    *,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
    quick_wins: bool = False,
    table: bool = False,
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """The expected value of ``state`` for MAX and MAX's (or MIN's) best move.

    Args:
        game: a :class:`~ttt_lab.core.Game`; its chance nodes are those of
            :class:`~ttt_lab.core.HasChance` (a game without them is searched as minimax does).
        state: the position to search.
        depth: stop this many plies below ``state`` and score with ``evaluate``.
        evaluate: a heuristic value from MAX's view for positions at the depth limit.
        quick_wins: score a win ``p`` plies away as ``1 - p/1000`` (a loss as the negative).
        table: remember each position's value (by ``game.key``, with its ply when the value
            depends on it), so a position reached again is not searched again. Values are
            exact, never bounds, since expectimax prunes nothing.
        budget: stop with :class:`~ttt_lab.search.SearchLimitError` past this many nodes or
            seconds (see :mod:`ttt_lab.search.budget`). Expectimax prunes nothing, so a whole
            game is out of reach on all but small boards: give a ``depth``, or a budget (and
            deepen, as :class:`~ttt_lab.players.ExpectimaxPlayer` does). Without one the search
            runs as long as the game tree takes.
        observer: told of every node; chance nodes through its ``chance`` method.

    Returns:
        A :class:`SearchResult` with ``move_values`` (the value of every root move) when a
        player is to move at the root, and ``nodes`` counting every state visited.

    Raises:
        ValueError: ``depth`` without ``evaluate``; a ``budget`` that is not a
            :class:`~ttt_lab.search.Budget`; a chance node whose outcomes are not positive
            probabilities summing to 1, or are not its moves (naming the position).
        SearchLimitError: the search spent its ``budget``.

    Example:
        >>> from ttt_lab.games.chance import max_die_min_tree
        >>> result = expectimax(max_die_min_tree(), ())
        >>> round(result.value, 4), result.move, {m: round(v, 4) for m, v in result.move_values.items()}
        (3.6667, 'a2', {'a1': 3.3333, 'a2': 3.6667})
    """
    check_limits(depth, evaluate)
    check_position(game, state)
    check_budget_argument(budget)
    meter = None if budget is None else budget.start(f"the expectimax search of {game!r}")
    check_at = INF if meter is None else meter.next_check
    MAX = game.players[0]
    chance_game = isinstance(game, HasChance)
    nodes = 0
    best_line: dict[int, list[Move]] = {}
    memo: dict[Any, float] = {}
    by_ply = depth is not None or quick_wins  # then a value depends on how deep the position lies
    leaf_value = leaf_valuer(game, quick_wins, evaluate, best_line, observer)

    def value(state: Any, ply: int, move: Move | None) -> float:
        nonlocal nodes, check_at
        nodes += 1
        if nodes >= check_at:
            meter.check(nodes)  # type: ignore[union-attr]
            check_at = meter.next_check  # type: ignore[union-attr]
        chance = chance_game and game.is_chance(state)  # type: ignore[attr-defined]
        maximizing = not chance and game.to_move(state) == MAX
        if observer is not None:
            observer.enter(state, move, ply, maximizing, -INF, INF)
        finished = game.is_terminal(state)
        if finished or ply == depth:
            return leaf_value(state, ply, -INF, INF, finished)
        if table:
            key = (game.key(state), ply) if by_ply else game.key(state)
            if key in memo:
                best_line[ply] = []
                if observer is not None:
                    observer.leave(memo[key], "table", -INF, INF)
                return memo[key]
        if chance:
            outcomes = checked_outcomes(game, state)
            if observer is not None:
                observer.chance(outcomes)
            v = 0.0
            for a, p in outcomes:
                v += p * value(game.result(state, a), ply + 1, a)
                if observer is not None:
                    observer.update(v, -INF, INF)
            best_line[ply] = []  # chance chooses here, not a player: the line of best play ends
        else:
            v, line = (-INF if maximizing else INF), []
            for a in game.actions(state):
                v2 = value(game.result(state, a), ply + 1, a)
                if (v2 > v) if maximizing else (v2 < v):
                    v, line = v2, [a, *best_line[ply + 1]]
                    if observer is not None:
                        observer.update(v, -INF, INF)
                if ply == 0:
                    move_values[a] = v2
            best_line[ply] = line
        if table:
            memo[key] = v
        if observer is not None:
            observer.leave(v, "expanded", -INF, INF)
        return v

    move_values: dict[Move, float] = {}
    start = time.perf_counter()
    try:
        root_value = value(state, 0, None)
    finally:
        # VALUE calls itself through its closure: a reference cycle that would keep its memo
        # alive until the cyclic garbage collector runs, which a timed player puts off. Undone here.
        value = None  # type: ignore[assignment]
    pv = best_line[0]
    result = SearchResult(
        value=root_value, move=pv[0] if pv else None, pv=pv, nodes=nodes, algorithm="expectimax", depth=depth,
        seconds=time.perf_counter() - start, move_values=move_values or None,
        stats={"table_entries": len(memo)} if table else {},
    )
    if observer is not None:
        observer.finish(result)
    return result


def checked_outcomes(game: Any, state: Any) -> list[tuple[Move, float]]:
    """The outcomes of a chance node, refused unless they are its moves with positive
    probabilities summing to 1.

    Example:
        >>> from ttt_lab.games.chance import max_die_min_tree
        >>> game = max_die_min_tree()
        >>> checked_outcomes(game, game.result((), "a1"))
        [('b1', 0.3333333333333333), ('b2', 0.6666666666666666)]
    """
    outcomes = list(game.outcomes(state))
    moves = list(game.actions(state))
    if [a for a, _ in outcomes] != moves:
        raise ValueError(f"the outcomes at chance node {state!r} are {[a for a, _ in outcomes]!r}, not its moves {moves!r}")
    shares = [p for _, p in outcomes]
    if any(isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 < p <= 1 for p in shares):
        raise ValueError(f"the probabilities at chance node {state!r} must be numbers above 0 and at most 1, got {shares!r}")
    if not math.isclose(sum(shares), 1.0, abs_tol=1e-9):
        raise ValueError(f"the probabilities at chance node {state!r} sum to {sum(shares):g}, not 1: {shares!r}")
    return outcomes
