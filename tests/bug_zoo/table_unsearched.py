"""Table alpha-beta with one side's loop that never searches its children (the recursive call lost
from a copy of the other side's loop): that side's running best never leaves its start. Told from
what the search asks the game (:mod:`ttt_lab.exercises.unsearched_side`), not from a comparison the
code does not have. The thirteenth wave's student verbatim (renamed), two other shapes, and the
wave's correct variants. Also the wave's entry kind chosen by a flag of the loop ("lower" if cutoff else
"exact"), told with that line of the code, in two shapes."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises import unsearched_side

CHECK = ex.check_table_alphabeta

# ---------------------------------------------------------------- thirteenth wave (blind21), verbatim


def min_loop_without_recursion(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        lower, upper = table[key]
        if lower >= beta:
            return lower
        if upper <= alpha:
            return upper
        alpha = max(alpha, lower)
        beta = min(beta, upper)
    if game.to_move(state) == "X":
        g = -math.inf
        a = alpha
        for move in game.actions(state):
            if g >= beta:
                break
            g = max(g, min_loop_without_recursion(game, game.result(state, move), depth - 1, evaluate, a, beta, table))
            a = max(a, g)
    else:
        g = math.inf
        b = beta
        for move in game.actions(state):
            if g <= alpha:
                break
            b = min(b, g)
    lower, upper = table.get(key, (-math.inf, math.inf))
    if g <= alpha:
        upper = g
    if alpha < g < beta:
        lower = upper = g
    if g >= beta:
        lower = g
    table[key] = (lower, upper)
    return g


def correct_window_narrowing(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    lower, upper = -math.inf, math.inf
    entry = table.get(key)
    if entry is not None and entry[2] == depth:
        lower, upper = entry[0], entry[1]
        if lower >= beta:
            return lower
        if upper <= alpha:
            return upper
        if lower == upper:
            return lower
        alpha, beta = max(alpha, lower), min(beta, upper)
    a, b = alpha, beta
    maxing = game.to_move(state) == "X"
    g = -math.inf if maxing else math.inf
    for move in game.actions(state):
        v = correct_window_narrowing(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maxing:
            g = max(g, v)
            a = max(a, g)
        else:
            g = min(g, v)
            b = min(b, g)
        if a >= b:
            break
    if g <= alpha:
        upper = g
    elif g >= beta:
        lower = g
    else:
        lower = upper = g
    table[key] = (lower, upper, depth)
    return g


def correct_fail_hard_bounds(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit and hit["depth"] >= depth:
        v, kind = hit["value"], hit["kind"]
        if kind == "exact":
            return min(max(v, alpha), beta)
        if kind == "lower" and v >= beta:
            return beta
        if kind == "upper" and v <= alpha:
            return alpha
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for move in game.actions(state):
            alpha = max(alpha, correct_fail_hard_bounds(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            if alpha >= beta:
                break
        result = alpha
    else:
        for move in game.actions(state):
            beta = min(beta, correct_fail_hard_bounds(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            if alpha >= beta:
                break
        result = beta
    kind = "upper" if result <= a0 else "lower" if result >= b0 else "exact"
    table[key] = {"value": result, "kind": kind, "depth": depth}
    return result


# ---------------------------------------------------------------- other shapes of the same slip


def _stored(table, key, value, alpha, beta, depth):
    flag = "upper" if value <= alpha else "lower" if value >= beta else "exact"
    table[key] = {"value": value, "flag": flag, "depth": depth}


def min_value_helper_only_tightens_beta(game, state, depth, evaluate, alpha, beta, table):
    """max_value / min_value helpers; min_value's loop only tightens beta from its own best."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "exact":
            return entry["value"]
        if entry["flag"] == "lower" and entry["value"] >= beta:
            return entry["value"]
        if entry["flag"] == "upper" and entry["value"] <= alpha:
            return entry["value"]
    if game.to_move(state) == game.players[0]:
        value = max_value(game, state, depth, evaluate, alpha, beta, table)
    else:
        value = min_value(game, state, depth, evaluate, alpha, beta, table)
    _stored(table, key, value, alpha, beta, depth)
    return value


def max_value(game, state, depth, evaluate, alpha, beta, table):
    best = -math.inf
    for move in game.actions(state):
        best = max(best, min_value_helper_only_tightens_beta(game, game.result(state, move), depth - 1, evaluate,
                                                              alpha, beta, table))
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def min_value(game, state, depth, evaluate, alpha, beta, table):
    best = math.inf
    for move in game.actions(state):
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def max_loop_without_recursion(game, state, depth, evaluate, alpha, beta, table):
    """The same slip on MAX's side: its loop only raises alpha from its own best."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table and table[key][2] >= depth:
        value, kind, _ = table[key]
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    start_alpha, start_beta = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            if best >= beta:
                break
            alpha = max(alpha, best)
    else:
        best = math.inf
        for move in game.actions(state):
            child = game.result(state, move)
            best = min(best, max_loop_without_recursion(game, child, depth - 1, evaluate, alpha, beta, table))
            if best <= alpha:
                break
            beta = min(beta, best)
    kind = "upper" if best <= start_alpha else "lower" if best >= start_beta else "exact"
    table[key] = (best, kind, depth)
    return best


BUGGY = [
    (min_loop_without_recursion, {unsearched_side.NEVER_SEARCHES}),
    (min_value_helper_only_tightens_beta, {unsearched_side.NEVER_SEARCHES}),
    (max_loop_without_recursion, {unsearched_side.NEVER_SEARCHES}),
]
CORRECT = [correct_window_narrowing, correct_fail_hard_bounds]


# ---------------------------------------------------------------- thirteenth wave (blind21): the kind from a flag


def cutoff_flag_means_lower(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table and table[key][2] >= depth:
        v, flag, _ = table[key]
        if flag == "exact" or (flag == "lower" and v >= beta) or (flag == "upper" and v <= alpha):
            return v
    maxing = game.to_move(state) == "X"
    best = -math.inf if maxing else math.inf
    cutoff = False
    for move in game.actions(state):
        v = cutoff_flag_means_lower(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maxing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            cutoff = True
            break
    table[key] = (best, "lower" if cutoff else "exact", depth)
    return best


def cut_flag_if_statement(game, state, depth, evaluate, alpha, beta, table):
    """Negamax-style entry dict, the kind chosen by an if on the loop's own flag."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "EXACT":
            return entry["value"]
        if entry["flag"] == "LOWERBOUND" and entry["value"] >= beta:
            return entry["value"]
        if entry["flag"] == "UPPERBOUND" and entry["value"] <= alpha:
            return entry["value"]
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    pruned = False
    for move in game.actions(state):
        child = cut_flag_if_statement(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            value = max(value, child)
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            beta = min(beta, value)
        if beta <= alpha:
            pruned = True
            break
    if pruned:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value


BUGGY += [
    (cutoff_flag_means_lower, {ex.tables.BOUND_AS_EXACT}),
    (cut_flag_if_statement, {ex.tables.BOUND_AS_EXACT}),
]


# ---------------------------------------------------------------- fourteenth wave (blind23): the kind chosen only at a cutoff


def t04_flag_by_cutoff_only(game, state, depth, evaluate, alpha, beta, table):
    """blind23 t04 verbatim: the kind by the side at a cutoff (right), every node without one stored exact."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    e = table.get(key)
    if e and e["depth"] >= depth:
        if e["flag"] == "EXACT":
            return e["value"]
        if e["flag"] == "LOWER" and e["value"] >= beta:
            return e["value"]
        if e["flag"] == "UPPER" and e["value"] <= alpha:
            return e["value"]
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    flag = "EXACT"
    for move in game.actions(state):
        v = t04_flag_by_cutoff_only(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            flag = "LOWER" if maximizing else "UPPER"
            break
    table[key] = {"value": best, "flag": flag, "depth": depth}
    return best


def cutoff_kind_by_side_if_statement(game, state, depth, evaluate, alpha, beta, table):
    """Tuple entries; an if on the side picks the kind where the loop cuts, else the entry stays exact."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        v, kind, d = table[key]
        if d >= depth and (kind == "exact" or (kind == "lower" and v >= beta) or (kind == "upper" and v <= alpha)):
            return v
    x_turn = game.to_move(state) == "X"
    best = -math.inf if x_turn else math.inf
    kind = "exact"
    for move in game.actions(state):
        v = cutoff_kind_by_side_if_statement(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if x_turn and v > best:
            best = v
            alpha = max(alpha, v)
        elif not x_turn and v < best:
            best = v
            beta = min(beta, v)
        if beta <= alpha:
            if x_turn:
                kind = "lower"
            else:
                kind = "upper"
            break
    table[key] = (best, kind, depth)
    return best


BUGGY += [
    (t04_flag_by_cutoff_only, {ex.tables.BOUND_AS_EXACT}),
    (cutoff_kind_by_side_if_statement, {ex.tables.BOUND_AS_EXACT}),
]


# ---------------------------------------------------------------- fourteenth wave (blind23): one read test copied


def t03_upper_condition_copy_paste(game, state, depth, evaluate, alpha, beta, table):
    """blind23 t03 verbatim: the lower bound's read test copied for the upper bound (value >= beta twice)."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, bound, d = table[key]
        if d >= depth:
            if bound == "exact":
                return value
            elif bound == "lower" and value >= beta:
                return value
            elif bound == "upper" and value >= beta:
                return value
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, t03_upper_condition_copy_paste(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, t03_upper_condition_copy_paste(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    if best <= a0:
        table[key] = (best, "upper", depth)
    elif best >= b0:
        table[key] = (best, "lower", depth)
    else:
        table[key] = (best, "exact", depth)
    return best


LOWERBOUND, UPPERBOUND, EXACT = "LOWERBOUND", "UPPERBOUND", "EXACT"


def upper_read_written_beta_first(game, state, depth, evaluate, alpha, beta, table):
    """Nested ifs under each label, constants for the labels; the upper bound's test written beta <= value."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == EXACT:
            return entry["value"]
        if entry["flag"] == LOWERBOUND:
            if entry["value"] >= beta:
                return entry["value"]
        if entry["flag"] == UPPERBOUND:
            if beta <= entry["value"]:
                return entry["value"]
    alpha_in, beta_in = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = upper_read_written_beta_first(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best, alpha = max(best, v), max(alpha, v)
        else:
            best, beta = min(best, v), min(beta, v)
        if alpha >= beta:
            break
    flag = UPPERBOUND if best <= alpha_in else LOWERBOUND if best >= beta_in else EXACT
    table[key] = {"value": best, "flag": flag, "depth": depth}
    return best


BUGGY += [
    (t03_upper_condition_copy_paste, {ex.SWAPPED_BOUNDS}),
    (upper_read_written_beta_first, {ex.SWAPPED_BOUNDS}),
]
