"""Student code for the transposition-table checker, correct and with one typical bug each
(tests/test_tables_exercises.py): alpha-beta with a table, as the exercise in notebook 12
asks, the bugs one change each."""

from __future__ import annotations

import math
from typing import Any


def _search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
            bug: str = "") -> float:
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    entry = table.get(key) if bug != "never reads" else None
    if entry is not None:
        value, bound, searched = entry
        if searched >= depth or "ignores depth" in bug:
            if bound == "exact" or "bound as exact" in bug:
                return value  # type: ignore[no-any-return]
            if bound == "lower" and value >= beta:
                return value  # type: ignore[no-any-return]
            if bound == "upper" and value <= alpha:
                return value  # type: ignore[no-any-return]
    start_alpha, start_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = _search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, bug)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= start_alpha:
        bound = "upper"
    elif best >= start_beta:
        bound = "lower"
    else:
        bound = "exact"
    if bug == "swapped bounds" and bound != "exact":
        bound = "lower" if bound == "upper" else "upper"
    if bug != "never stores":
        table[key] = (best, bound, depth)
    return best


def table_correct(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table)


def table_fail_hard(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
    """Fail-hard: answers are clamped to the window, and entries narrow it."""
    if game.is_terminal(state):
        return min(max(game.utility(state, "X"), alpha), beta)  # type: ignore[no-any-return]
    if depth == 0:
        return min(max(evaluate(state), alpha), beta)  # type: ignore[no-any-return]
    key = game.key(state)
    low, high = table.get((key, depth), (-math.inf, math.inf))
    if low >= beta:
        return beta
    if high <= alpha:
        return alpha
    if low == high:
        return min(max(low, alpha), beta)
    a, b = max(alpha, low), min(beta, high)
    maximizing = game.to_move(state) == "X"
    value = a if maximizing else b
    for move in game.actions(state):
        child = table_fail_hard(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            a = value = max(value, child)
        else:
            b = value = min(value, child)
        if a >= b:
            break
    if value <= alpha:
        high = min(high, value)
    elif value >= beta:
        low = max(low, value)
    else:
        low = high = value
    table[(key, depth)] = (low, high)
    return min(max(value, alpha), beta)


def table_ignores_depth(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                        table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "ignores depth")


def table_bound_as_exact(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "bound as exact")


def table_swapped_bounds(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "swapped bounds")


def table_never_reads(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                      table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "never reads")


def table_never_stores(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                       table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "never stores")


def table_bare_values(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                      table: Any) -> float:
    """The first thing many write: remember the value, reuse it whenever the position comes
    back, however it was searched (both bugs at once)."""
    return _search(game, state, depth, evaluate, alpha, beta, table, "bound as exact, ignores depth")


def table_no_window(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                    table: Any) -> float:
    """Ignores the window it is given and searches with the full one: every answer is the exact
    value, which alpha-beta's promise allows for any window (slower, but correct)."""
    return _search(game, state, depth, evaluate, -math.inf, math.inf, table)


def table_wrong_search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                       table: Any) -> float:
    """Its alpha-beta is broken before any table: it stops one ply early."""
    return _search(game, state, max(depth - 1, 0), evaluate, alpha, beta, table)
