"""Table alpha-beta's table of its own (:mod:`ttt_lab.exercises.table_own_memory`): a dict at
module level or in a closure, filled instead of the `table` given, that outlives the search. The
tenth wave's student verbatim (renamed), other shapes of the slip, and the wave's correct
variants."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex

CHECK = ex.check_table_alphabeta
BUGGY: list = []


# ---------------------------------------------------------------- tenth wave: a table of its own

TT = {}


def global_table_exact(game, state, depth, evaluate, alpha, beta, table):
    """t05 verbatim: a module-level dict instead of `table`, every value stored as exact."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    k = (game.key(state), depth)
    if k in TT:
        return TT[k]
    if game.to_move(state) == "X":
        v = -math.inf
        for m in game.actions(state):
            v = max(v, global_table_exact(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, v)
            if v >= beta:
                break
    else:
        v = math.inf
        for m in game.actions(state):
            v = min(v, global_table_exact(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, v)
            if v <= alpha:
                break
    TT[k] = v
    return v


transpositions: dict = {}


def global_table_with_flags(game, state, depth, evaluate, alpha, beta, table):
    """Bounds kept right, but in a module-level dict keyed by the board alone: an entry of a
    deeper or shallower earlier search answers this one."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = transpositions.get(key)
    if hit is not None:
        value, flag = hit
        if flag == "exact" or (flag == "lower" and value >= beta) or (flag == "upper" and value <= alpha):
            return value
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = global_table_with_flags(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    transpositions[key] = (best, "upper" if best <= a0 else "lower" if best >= b0 else "exact")
    return best


def _make_cached_negamax():
    cache = {}

    def search(game, state, depth, evaluate, alpha, beta, table):
        def nega(s, d, a, b):
            sign = 1 if game.to_move(s) == "X" else -1
            if game.is_terminal(s):
                return sign * game.utility(s, "X")
            if d == 0:
                return sign * evaluate(s)
            if (game.key(s), d) in cache:
                return cache[(game.key(s), d)]
            best = -math.inf
            for m in game.actions(s):
                best = max(best, -nega(game.result(s, m), d - 1, -b, -a))
                a = max(a, best)
                if a >= b:
                    break
            cache[(game.key(s), d)] = best
            return best

        if game.to_move(state) == "X":
            return nega(state, depth, alpha, beta)
        return -nega(state, depth, -beta, -alpha)

    return search


closure_cache_negamax = _make_cached_negamax()
closure_cache_negamax.__name__ = "closure_cache_negamax"
"""The same slip in a closure: a cache made once, outside the search, and never the `table`."""

BUGGY += [
    (global_table_exact, {ex.OWN_TABLE, ex.BOUND_AS_EXACT}),
    (global_table_with_flags, {ex.OWN_TABLE}),
    (closure_cache_negamax, {ex.OWN_TABLE, ex.BOUND_AS_EXACT}),
]


# ---------------------------------------------------------------- tenth wave, correct variants


def correct_fail_hard_clamped(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, "X")))
    if depth == 0:
        return max(alpha, min(beta, evaluate(state)))
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit[2] >= depth:
        score, flag, _ = hit
        if flag == "exact":
            return max(alpha, min(beta, score))
        if flag == "upper" and score <= alpha:
            return alpha
        if flag == "lower" and score >= beta:
            return beta
    if game.to_move(state) == "X":
        a = alpha
        for m in game.actions(state):
            v = correct_fail_hard_clamped(game, game.result(state, m), depth - 1, evaluate, a, beta, table)
            if v >= beta:
                table[key] = (beta, "lower", depth)
                return beta
            a = max(a, v)
        table[key] = (a, "exact" if a > alpha else "upper", depth)
        return a
    b = beta
    for m in game.actions(state):
        v = correct_fail_hard_clamped(game, game.result(state, m), depth - 1, evaluate, alpha, b, table)
        if v <= alpha:
            table[key] = (alpha, "upper", depth)
            return alpha
        b = min(b, v)
    table[key] = (b, "exact" if b < beta else "lower", depth)
    return b


def correct_negamax_color(game, state, depth, evaluate, alpha, beta, table):
    color = 1 if game.to_move(state) == "X" else -1
    if color == 1:
        return _color_negamax(game, state, depth, evaluate, alpha, beta, table, 1)
    return -_color_negamax(game, state, depth, evaluate, -beta, -alpha, table, -1)


def _color_negamax(game, state, depth, evaluate, alpha, beta, table, color):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    alpha_orig = alpha
    key = game.key(state)
    entry = table.get(key)
    if entry and entry["depth"] >= depth:
        if entry["flag"] == "EXACT":
            return entry["value"]
        if entry["flag"] == "LOWERBOUND" and entry["value"] >= beta:
            return entry["value"]
        if entry["flag"] == "UPPERBOUND" and entry["value"] <= alpha:
            return entry["value"]
    value = -math.inf
    for move in game.actions(state):
        value = max(value, -_color_negamax(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table, -color))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = "UPPERBOUND"
    elif value >= beta:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value


CORRECT = [correct_fail_hard_clamped, correct_negamax_color]
