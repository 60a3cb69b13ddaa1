"""Table alpha-beta whose entries record the depth the whole search was asked for, not the plies left
below their own position (:mod:`ttt_lab.exercises.table_depths`): an entry below the root claims more
plies than it had, so a shallower search then a deeper one of the same board goes wrong one ply down.
The seventeenth wave's student verbatim (renamed: a global set by the top call), two other shapes (the
top depth handed down as a parameter; a nested search storing the outer function's depth), and the
wave's correct variants (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex

CHECK = ex.check_table_alphabeta
NAME = {ex.tables.TOP_DEPTH}

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim

search_depth = None


def t04_global_root_depth(game, state, depth, evaluate, alpha, beta, table, _top=True):
    global search_depth
    if _top:
        search_depth = depth
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        value, bound = entry["value"], entry["bound"]
        if bound == "exact" or (bound == "lower" and value >= beta) or (bound == "upper" and value <= alpha):
            return value
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = t04_global_root_depth(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, False)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    bound = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
    table[key] = {"value": best, "bound": bound, "depth": search_depth}
    return best

# ---------------------------------------------------------------- other shapes


def root_depth_handed_down(game, state, depth, evaluate, alpha, beta, table, root_depth=None):
    """The top call's depth handed down unchanged as a parameter and stored in a tuple."""
    if root_depth is None:
        root_depth = depth
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, flag, stored = table[key]
        if stored >= depth and (flag == 0 or (flag == 1 and value >= beta) or (flag == -1 and value <= alpha)):
            return value
    alpha_orig, beta_orig = alpha, beta
    if game.to_move(state) == "X":
        value = -math.inf
        for m in game.actions(state):
            value = max(value, root_depth_handed_down(game, game.result(state, m), depth - 1, evaluate, alpha, beta,
                                                      table, root_depth))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    else:
        value = math.inf
        for m in game.actions(state):
            value = min(value, root_depth_handed_down(game, game.result(state, m), depth - 1, evaluate, alpha, beta,
                                                      table, root_depth))
            beta = min(beta, value)
            if alpha >= beta:
                break
    flag = -1 if value <= alpha_orig else 1 if value >= beta_orig else 0
    table[key] = (value, flag, root_depth)
    return value


def nested_stores_outer_depth(game, state, depth, evaluate, alpha, beta, table):
    """A nested search whose own depth is d, storing the outer function's depth (the top call's)."""

    def search(s, d, a, b):
        if game.is_terminal(s):
            return game.utility(s, "X")
        if d == 0:
            return evaluate(s)
        k = game.key(s)
        e = table.get(k)
        if e is not None and e["depth"] >= d:
            if e["kind"] == "exact" or (e["kind"] == "lower" and e["value"] >= b) or (
                    e["kind"] == "upper" and e["value"] <= a):
                return e["value"]
        a0, b0 = a, b
        maximizing = game.to_move(s) == "X"
        best = -math.inf if maximizing else math.inf
        for m in game.actions(s):
            v = search(game.result(s, m), d - 1, a, b)
            if maximizing:
                best = max(best, v)
                a = max(a, best)
            else:
                best = min(best, v)
                b = min(b, best)
            if a >= b:
                break
        kind = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
        table[k] = {"value": best, "kind": kind, "depth": depth}
        return best

    return search(state, depth, alpha, beta)


BUGGY = [(t04_global_root_depth, NAME), (root_depth_handed_down, NAME), (nested_stores_outer_depth, NAME)]


# ---------------------------------------------------------------- the wave's correct variants, verbatim

T90_EXACT, T90_LOWER, T90_UPPER = 0, 1, 2


def t90_correct_failhard_tt(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        d, v, f = table[key]
        if d >= depth:
            if f == T90_EXACT:
                return min(max(v, alpha), beta)
            if f == T90_LOWER and v >= beta:
                return beta
            if f == T90_UPPER and v <= alpha:
                return alpha
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for m in game.actions(state):
            v = t90_correct_failhard_tt(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
            if v >= beta:
                table[key] = (depth, beta, T90_LOWER)
                return beta
            alpha = max(alpha, v)
        table[key] = (depth, alpha, T90_UPPER if alpha <= a0 else T90_EXACT)
        return alpha
    for m in game.actions(state):
        v = t90_correct_failhard_tt(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if v <= alpha:
            table[key] = (depth, alpha, T90_UPPER)
            return alpha
        beta = min(beta, v)
    table[key] = (depth, beta, T90_LOWER if beta >= b0 else T90_EXACT)
    return beta


def t91_correct_exact_only(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table and table[key][1] >= depth:
        return table[key][0]
    lo, hi = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = t91_correct_exact_only(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if lo < best < hi:
        table[key] = (best, depth)
    return best


def t92_correct_narrow_window(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[0] >= depth:
        d, v, kind = entry
        if kind == "exact":
            return v
        if kind == "lower":
            alpha = max(alpha, v)
        elif kind == "upper":
            beta = min(beta, v)
        if alpha >= beta:
            return v
    lo, hi = alpha, beta
    maxing = game.to_move(state) == "X"
    best = -math.inf if maxing else math.inf
    for m in game.actions(state):
        v = t92_correct_narrow_window(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maxing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "upper" if best <= lo else "lower" if best >= hi else "exact"
    table[key] = (depth, best, kind)
    return best


def _t93_negamax(game, state, depth, evaluate, alpha, beta, table):
    color = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    key = game.key(state)
    alpha_orig = alpha
    e = table.get(key)
    if e and e["d"] >= depth:
        if e["f"] == "E":
            return e["v"]
        if e["f"] == "L":
            alpha = max(alpha, e["v"])
        else:
            beta = min(beta, e["v"])
        if alpha >= beta:
            return e["v"]
    best = -math.inf
    for m in game.actions(state):
        best = max(best, -_t93_negamax(game, game.result(state, m), depth - 1, evaluate, -beta, -alpha, table))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    flag = "U" if best <= alpha_orig else "L" if best >= beta else "E"
    table[key] = {"v": best, "d": depth, "f": flag}
    return best


def t93_correct_negamax_tt(game, state, depth, evaluate, alpha, beta, table):
    if game.to_move(state) == "X" or game.is_terminal(state):
        return _t93_negamax(game, state, depth, evaluate, alpha, beta, table) * (1 if game.is_terminal(state) or game.to_move(state) == "X" else -1)
    return -_t93_negamax(game, state, depth, evaluate, -beta, -alpha, table)


CORRECT = [t90_correct_failhard_tt, t91_correct_exact_only, t92_correct_narrow_window, t93_correct_negamax_tt]
