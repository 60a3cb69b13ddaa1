"""Alpha-beta with a transposition table as students write it:
``fn(game, state, depth, evaluate, alpha, beta, table) -> value`` for X."""

from __future__ import annotations

import math
from typing import Any

import buggy_tables as older

from ttt_lab import exercises as ex


def _search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
            slip: str = "") -> float:
    """A student's table search in negamax form, values for the side to move inside; ``slip`` one change."""
    MAX = game.players[0]

    def nega(s: Any, d: int, a: float, b: float) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            who = game.to_move(s) if slip != "leaf for MAX" else MAX
            return game.utility(s, who)  # type: ignore[no-any-return]
        if d == 0:
            return sign * evaluate(s) if slip != "evaluation not turned" else evaluate(s)  # type: ignore[no-any-return]
        key = game.key(s)
        entry = table.get(key)
        if entry is not None:
            value, flag, searched = entry
            if searched >= d or slip == "any depth":
                if flag == "exact":
                    return value  # type: ignore[no-any-return]
                if flag == "lower":
                    a = max(a, value)
                elif flag == "upper":
                    b = min(b, value)
                if a >= b:
                    return value  # type: ignore[no-any-return]
        a0 = a
        best = -math.inf
        for move in game.actions(s):
            below = d - 1 if slip != "depth not counted" else d
            best = max(best, -nega(game.result(s, move), below, -b, -a))
            a = max(a, best)
            if a >= b:
                break
        flag = "upper" if best <= a0 else "lower" if best >= b else "exact"
        table[key] = (best, flag, d)
        return best

    sign = 1 if game.to_move(state) == MAX else -1
    low, high = (alpha, beta) if sign > 0 else (-beta, -alpha)
    return sign * nega(state, depth, low, high)


def correct_negamax(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                    table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table)


CORRECT = [older.table_correct, older.table_fail_hard, older.table_no_window, correct_negamax]


def evaluation_not_turned(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                          table: Any) -> float:
    """Negamax that uses X's evaluation as it is for both sides."""
    return _search(game, state, depth, evaluate, alpha, beta, table, "evaluation not turned")


def leaf_for_max_negamax(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "leaf for MAX")


def any_depth(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
    return _search(game, state, depth, evaluate, alpha, beta, table, "any depth")


def depth_one_more(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                   table: Any) -> float:
    return older._search(game, state, depth + 1, evaluate, alpha, beta, table)


BUGGY = [
    (older.table_bound_as_exact, {ex.BOUND_AS_EXACT}),
    (older.table_bare_values, {ex.BOUND_AS_EXACT, ex.LESS_DEEP}),  # neither bound nor depth stored
    (older.table_ignores_depth, {ex.LESS_DEEP}),
    (any_depth, {ex.LESS_DEEP}),
    (older.table_swapped_bounds, {ex.SWAPPED_BOUNDS}),
    (older.table_never_stores, {ex.NEVER_STORES}),
    (older.table_never_reads, {ex.NEVER_READS}),
    (older.table_wrong_search, {ex.DEPTH_OFF_BY_ONE}),
    (depth_one_more, {ex.DEPTH_OFF_BY_ONE}),
    (evaluation_not_turned, {ex.WRONG_PLAYER, ex.NOT_ALTERNATING, ex.SWAPPED}),
    (leaf_for_max_negamax, {ex.WRONG_PLAYER, ex.NOT_ALTERNATING, ex.SWAPPED}),
]
CHECK = ex.check_table_alphabeta
