"""Table alpha-beta that stores each entry's kind right and reads every entry back as the value,
whatever its kind: named a bound taken for the value, with the hint pointing at the read
(:func:`ttt_lab.exercises.table_kinds.read_ignores_kind`), not at "where you store and where you read".
The seventeenth wave's student verbatim (renamed), and two other shapes."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math

from ttt_lab import exercises as ex
from ttt_lab.exercises.report import BOUND_AS_EXACT

CHECK = ex.check_table_alphabeta
NAME = {BOUND_AS_EXACT}
HINT_SAYS = "Your entries' kinds are stored right; look at where you read them."

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim


def store_position(table, key, depth, score, flag):
    table[key] = {"depth": depth, "score": score, "flag": flag}


def lookup_position(table, key, depth):
    entry = table.get(key)
    if not entry:
        return None
    if entry["depth"] >= depth:  # only use entry if we searched at least as deep before
        return entry["score"]
    return None


def t01_react_chess_ignores_flag(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = lookup_position(table, key, depth)
    if hit is not None:
        return hit
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, t01_react_chess_ignores_flag(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, t01_react_chess_ignores_flag(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    flag = "UPPER" if best <= alpha0 else "LOWER" if best >= beta0 else "EXACT"
    store_position(table, key, depth, best, flag)
    return best


# ---------------------------------------------------------------- other shapes


def tuple_read_without_kind(game, state, depth, evaluate, alpha, beta, table):
    """Entries (value, kind, depth); the read checks the depth alone."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table and table[key][2] >= depth:
        return table[key][0]
    lo, hi = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = tuple_read_without_kind(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    kind = "upper" if best <= lo else "lower" if best >= hi else "exact"
    table[key] = (best, kind, depth)
    return best


def read_any_known_kind(game, state, depth, evaluate, alpha, beta, table):
    """The read accepts every kind it knows: the test is there, but lets a bound through like a value."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry and entry["depth"] >= depth and entry["kind"] in ("exact", "lowerbound", "upperbound"):
        return entry["value"]
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        value = -math.inf
        for m in game.actions(state):
            value = max(value, read_any_known_kind(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            if value >= beta:
                break
            alpha = max(alpha, value)
    else:
        value = math.inf
        for m in game.actions(state):
            value = min(value, read_any_known_kind(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            if value <= alpha:
                break
            beta = min(beta, value)
    kind = "upperbound" if value <= a0 else "lowerbound" if value >= b0 else "exact"
    table[key] = {"value": value, "kind": kind, "depth": depth}
    return value


BUGGY = [(t01_react_chess_ignores_flag, NAME), (tuple_read_without_kind, NAME), (read_any_known_kind, NAME)]
CORRECT: list = []  # the wave's correct variants are in table_depths
