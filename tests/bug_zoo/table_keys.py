"""Table alpha-beta whose key many positions share (:mod:`ttt_lab.exercises.table_collisions`): an
entry read back for a position that never stored it. The sixteenth wave's student verbatim (renamed:
a slot table ``hash(key) % 64`` with no key check), two other shapes (a list of slots kept in the table,
a dict keyed by part of the board's text), and the wave's correct variants (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex

CHECK = ex.check_table_alphabeta
NAME = {ex.tables.ANOTHER_POSITIONS_ENTRY}

# ---------------------------------------------------------------- sixteenth wave (blind27), verbatim

SIZE = 64


def _slot(game, state):
    return hash(game.key(state)) % SIZE


def t04_slot_no_key_check(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    idx = _slot(game, state)
    entry = table.get(idx)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "EXACT":
            return entry["eval"]
        if entry["flag"] == "LOWER" and entry["eval"] >= beta:
            return entry["eval"]
        if entry["flag"] == "UPPER" and entry["eval"] <= alpha:
            return entry["eval"]
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = t04_slot_no_key_check(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    flag = "UPPER" if best <= a0 else "LOWER" if best >= b0 else "EXACT"
    old = table.get(idx)
    if old is None or old["depth"] <= depth:
        table[idx] = {"eval": best, "flag": flag, "depth": depth}
    return best


# ---------------------------------------------------------------- other shapes


def slots_list_in_table(game, state, depth, evaluate, alpha, beta, table):
    """A fixed list of 16 slots kept in the table, indexed by the key modulo 16, no key kept."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    slots = table.setdefault("slots", [None] * 16)
    i = game.key(state) % 16
    hit = slots[i]
    if hit is not None and hit[2] >= depth:
        value, kind, _ = hit
        if kind == "exact" or (kind == "lower" and value >= beta) or (kind == "upper" and value <= alpha):
            return value
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, slots_list_in_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, slots_list_in_table(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    kind = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
    slots[i] = (best, kind, depth)
    return best


def keyed_by_top_rows(game, state, depth, evaluate, alpha, beta, table):
    """Keyed by the text of the board's first two rows (and the depth): boards differing only in the
    last row share an entry."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (str(state)[:7], depth)
    if key in table:
        value, flag = table[key]
        if flag == 0 or (flag == 1 and value >= beta) or (flag == -1 and value <= alpha):
            return value
    alpha_orig, beta_orig = alpha, beta
    x_to_move = game.to_move(state) == "X"
    value = -math.inf if x_to_move else math.inf
    for m in game.actions(state):
        child = keyed_by_top_rows(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if x_to_move:
            value = max(value, child)
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            beta = min(beta, value)
        if alpha >= beta:
            break
    table[key] = (value, -1 if value <= alpha_orig else 1 if value >= beta_orig else 0)
    return value


BUGGY = [(t04_slot_no_key_check, NAME), (slots_list_in_table, NAME), (keyed_by_top_rows, NAME)]


# ---------------------------------------------------------------- the wave's correct variants, verbatim


def t05_correct_failhard(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, "X")))
    if depth == 0:
        return max(alpha, min(beta, evaluate(state)))
    key = game.key(state)
    e = table.get(key)
    if e is not None and e["depth"] >= depth:
        if e["flag"] == "EXACT":
            return max(alpha, min(beta, e["eval"]))
        if e["flag"] == "LOWER" and e["eval"] >= beta:
            return beta
        if e["flag"] == "UPPER" and e["eval"] <= alpha:
            return alpha
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for m in game.actions(state):
            v = t05_correct_failhard(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
            if v >= beta:
                alpha = beta
                break
            alpha = max(alpha, v)
        result = alpha
    else:
        for m in game.actions(state):
            v = t05_correct_failhard(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
            if v <= alpha:
                beta = alpha
                break
            beta = min(beta, v)
        result = beta
    flag = "UPPER" if result <= a0 else "LOWER" if result >= b0 else "EXACT"
    if e is None or e["depth"] <= depth:
        table[key] = {"eval": result, "flag": flag, "depth": depth}
    return result


def t06_correct_bounds_pair(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth)
    lo, hi = table.get(key, (-math.inf, math.inf))
    if lo >= beta:
        return lo
    if hi <= alpha:
        return hi
    if lo == hi:
        return lo
    a, b = max(alpha, lo), min(beta, hi)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = t06_correct_bounds_pair(game, game.result(state, m), depth - 1, evaluate, a, b, table)
        if maximizing:
            best = max(best, v)
            a = max(a, best)
        else:
            best = min(best, v)
            b = min(b, best)
        if a >= b:
            break
    if best <= max(alpha, lo):
        hi = min(hi, best)
    elif best >= min(beta, hi):
        lo = max(lo, best)
    else:
        lo = hi = best
    table[key] = (lo, hi)
    return best


CORRECT = [t05_correct_failhard, t06_correct_bounds_pair]
