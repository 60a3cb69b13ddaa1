"""Table alpha-beta's slips named from its own error model (:mod:`ttt_lab.exercises.table_models`):
the eighth wave's students verbatim (renamed), other shapes of the same slips, and the wave's
correct variants. Each slip is named only when its model alone returns every value."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import tables
from ttt_lab.exercises.bitwise_joins import BITWISE_JOIN

EXACT, LOWERBOUND, UPPERBOUND = 0, 1, 2

# ---------------------------------------------------------------- eighth wave, verbatim




def read_bounds_flipped(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha_orig, beta_orig = alpha, beta
    key = game.key(state)
    tt = table.get(key)
    if tt is not None and tt["depth"] >= depth:
        if tt["flag"] == EXACT:
            return tt["value"]
        elif tt["flag"] == LOWERBOUND:
            beta = min(beta, tt["value"])
        elif tt["flag"] == UPPERBOUND:
            alpha = max(alpha, tt["value"])
        if alpha >= beta:
            return tt["value"]
    x_moves = game.to_move(state) == "X"
    value = -math.inf if x_moves else math.inf
    for move in game.actions(state):
        v = read_bounds_flipped(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if x_moves:
            value = max(value, v)
            alpha = max(alpha, value)
        else:
            value = min(value, v)
            beta = min(beta, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = UPPERBOUND
    elif value >= beta_orig:
        flag = LOWERBOUND
    else:
        flag = EXACT
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value




def negamax_no_alpha_orig(game, state, depth, evaluate, alpha, beta, table):
    color = 1 if game.to_move(state) == "X" else -1
    return color * _nega_no_orig(game, state, depth, evaluate, *((alpha, beta) if color == 1 else (-beta, -alpha)), color, table)


def _nega_no_orig(game, node, depth, evaluate, alpha, beta, color, table):
    key = game.key(node)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth and not game.is_terminal(node) and depth > 0:
        value, flag = entry[0], entry[1]
        if flag == "EXACT":
            return value
        elif flag == "LOWERBOUND":
            alpha = max(alpha, value)
        elif flag == "UPPERBOUND":
            beta = min(beta, value)
        if alpha >= beta:
            return value
    if game.is_terminal(node):
        return color * game.utility(node, "X")
    if depth == 0:
        return color * evaluate(node)
    value = -math.inf
    for move in game.actions(node):
        value = max(value, -_nega_no_orig(game, game.result(node, move), depth - 1, evaluate, -beta, -alpha, -color, table))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    if value <= alpha:
        flag = "UPPERBOUND"
    elif value >= beta:
        flag = "LOWERBOUND"
    else:
        flag = "EXACT"
    table[key] = (value, flag, depth)
    return value

# ---------------------------------------------------------------- eighth wave, correct variants


def correct_fail_hard_depth_first(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return min(max(game.utility(state, "X"), alpha), beta)
    if depth == 0:
        return min(max(evaluate(state), alpha), beta)
    key = game.key(state)
    hit = table.get(key)
    if hit and hit[0] >= depth:
        d, kind, v = hit
        if kind == "exact":
            return min(max(v, alpha), beta)
        if kind == "lower" and v >= beta:
            return beta
        if kind == "upper" and v <= alpha:
            return alpha
    a0, b0 = alpha, beta
    if game.to_move(state) == "X":
        for m in game.actions(state):
            score = correct_fail_hard_depth_first(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
            if score >= beta:
                table[key] = (depth, "lower", beta)
                return beta
            alpha = max(alpha, score)
        table[key] = (depth, "upper" if alpha <= a0 else "exact", alpha)
        return alpha
    for m in game.actions(state):
        score = correct_fail_hard_depth_first(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if score <= alpha:
            table[key] = (depth, "upper", alpha)
            return alpha
        beta = min(beta, score)
    table[key] = (depth, "lower" if beta >= b0 else "exact", beta)
    return beta






def correct_window_in_key(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = (game.key(state), depth, alpha, beta)
    if key in table:
        return table[key]
    x = game.to_move(state) == "X"
    best = -math.inf if x else math.inf
    a, b = alpha, beta
    for m in game.actions(state):
        v = correct_window_in_key(game, game.result(state, m), depth - 1, evaluate, a, b, table)
        best = max(best, v) if x else min(best, v)
        if x:
            a = max(a, best)
        else:
            b = min(b, best)
        if a >= b:
            break
    table[key] = best
    return best

# ---------------------------------------------------------------- other shapes of the same slips


def kinds_used_backwards(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    """Tuple entries in words; a lower bound caps beta and an upper bound lifts alpha."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    lo, hi = alpha, beta
    key = game.key(state)
    if key in table and table[key][2] >= depth:
        value, kind, _ = table[key]
        if kind == "exact":
            return value
        if kind == "lower":
            beta = min(beta, value)
        else:
            alpha = max(alpha, value)
        if alpha >= beta:
            return value
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = kinds_used_backwards(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "upper" if best <= lo else "lower" if best >= hi else "exact"
    table[key] = (best, kind, depth)
    return best


def kind_against_moved_alpha(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                             table: Any) -> float:
    """Minimax form, dict entries; the kind is tested against alpha and beta after the loop."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    e = table.get(key)
    if e and e["depth"] >= depth:
        if e["type"] == "exact":
            return e["score"]
        if e["type"] == "lower":
            alpha = max(alpha, e["score"])
        if e["type"] == "upper":
            beta = min(beta, e["score"])
        if alpha >= beta:
            return e["score"]
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = kind_against_moved_alpha(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    if best <= alpha:
        kind = "upper"
    elif best >= beta:
        kind = "lower"
    else:
        kind = "exact"
    table[key] = {"score": best, "type": kind, "depth": depth}
    return best


# ---------------------------------------------------------------- ninth wave (blind13): labels swapped where stored


def flags_flipped_at_store(game, state, depth, evaluate, alpha, beta, table):
    """tab_02 verbatim (renamed): Wikipedia's probe, right; a fail low stored as LOWER, a cutoff as UPPER."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha_orig, beta_orig = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        value, flag = entry[0], entry[1]
        if flag == "EXACT":
            return value
        if flag == "LOWER":
            alpha = max(alpha, value)
        elif flag == "UPPER":
            beta = min(beta, value)
        if alpha >= beta:
            return value
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = flags_flipped_at_store(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= alpha_orig:
        flag = "LOWER"  # alpha not reached
    elif best >= beta_orig:
        flag = "UPPER"  # beta cutoff
    else:
        flag = "EXACT"
    table[key] = (best, flag, depth)
    return best


def bound_words_swapped_in_dict(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                table: Any) -> float:
    """Two loops, dict entries in words; the probe narrows rightly, the store says 'lowerbound' for a fail low."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    a0, b0 = alpha, beta
    hit = table.get(game.key(state))
    if hit and hit["depth"] >= depth:
        if hit["bound"] == "exact":
            return hit["value"]
        if hit["bound"] == "lowerbound":
            alpha = max(alpha, hit["value"])
        else:
            beta = min(beta, hit["value"])
        if alpha >= beta:
            return hit["value"]
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, bound_words_swapped_in_dict(game, game.result(state, m), depth - 1, evaluate, alpha,
                                                         beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, bound_words_swapped_in_dict(game, game.result(state, m), depth - 1, evaluate, alpha,
                                                         beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    bound = "lowerbound" if best <= a0 else "upperbound" if best >= b0 else "exact"
    table[game.key(state)] = {"value": best, "bound": bound, "depth": depth}
    return best


def number_flags_swapped_at_store(game, state, depth, evaluate, alpha, beta, table):
    """Numeric flags: the probe right for its constants, the store writes them the other way round.
    Nothing in the table's entries says which is which: named, with both places to look."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha_orig, beta_orig = alpha, beta
    key = game.key(state)
    tt = table.get(key)
    if tt is not None and tt["depth"] >= depth:
        if tt["flag"] == EXACT:
            return tt["value"]
        elif tt["flag"] == LOWERBOUND:
            alpha = max(alpha, tt["value"])
        elif tt["flag"] == UPPERBOUND:
            beta = min(beta, tt["value"])
        if alpha >= beta:
            return tt["value"]
    x_moves = game.to_move(state) == "X"
    value = -math.inf if x_moves else math.inf
    for move in game.actions(state):
        v = number_flags_swapped_at_store(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if x_moves:
            value = max(value, v)
            alpha = max(alpha, value)
        else:
            value = min(value, v)
            beta = min(beta, value)
        if alpha >= beta:
            break
    if value <= alpha_orig:
        flag = LOWERBOUND
    elif value >= beta_orig:
        flag = UPPERBOUND
    else:
        flag = EXACT
    table[key] = {"value": value, "flag": flag, "depth": depth}
    return value


def wave9_key_with_depth(game, state, depth, evaluate, alpha, beta, table):
    """tab_ok_key_with_depth verbatim (renamed): entries keyed by (key, depth), dict entries."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    slot = (game.key(state), depth)
    hit = table.get(slot)
    if hit:
        kind, v = hit["kind"], hit["v"]
        if kind == "exact" or (kind == "lower" and v >= beta) or (kind == "upper" and v <= alpha):
            return v
    lo, hi = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, wave9_key_with_depth(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, wave9_key_with_depth(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    table[slot] = {"v": best, "kind": "upper" if best <= lo else "lower" if best >= hi else "exact"}
    return best


def wave9_wiki_probe(game, state, depth, evaluate, alpha, beta, table):
    """tab_ok_wiki_probe verbatim (renamed): Wikipedia's probe and store, tuple entries."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    alpha_orig, beta_orig = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        value, flag = entry[0], entry[1]
        if flag == "EXACT":
            return value
        if flag == "LOWER":
            alpha = max(alpha, value)
        elif flag == "UPPER":
            beta = min(beta, value)
        if alpha >= beta:
            return value
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = wave9_wiki_probe(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= alpha_orig:
        flag = "UPPER"
    elif best >= beta_orig:
        flag = "LOWER"
    else:
        flag = "EXACT"
    table[key] = (best, flag, depth)
    return best


BUGGY = [
    (read_bounds_flipped, {tables.NARROWS_WRONG_WAY}),
    (negamax_no_alpha_orig, {tables.KIND_FROM_NARROWED}),
    (kinds_used_backwards, {tables.NARROWS_WRONG_WAY}),
    (kind_against_moved_alpha, {tables.KIND_FROM_NARROWED}),
    (flags_flipped_at_store, {tables.SWAPPED_BOUNDS}),
    (bound_words_swapped_in_dict, {tables.SWAPPED_BOUNDS}),
    (number_flags_swapped_at_store, {tables.SWAPPED_BOUNDS}),
]
CORRECT = [correct_fail_hard_depth_first, correct_window_in_key, wave9_key_with_depth, wave9_wiki_probe]
CHECK = ex.check_table_alphabeta


# ---------------------------------------------------------------- ninth wave (blind13): the depth limit ignored


def hive_precedence(game, state, depth, evaluate, alpha, beta, table):
    """tab_04 verbatim (renamed): `== 0 | depth == 0` reads as `== (0 | depth) == 0`."""
    if len(game.actions(state)) == 0 | depth == 0:
        return game.utility(state, "X") if game.is_terminal(state) else evaluate(state)
    alpha_orig, beta_orig = alpha, beta
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        value, flag = entry[0], entry[1]
        if flag == "EXACT":
            return value
        if flag == "LOWER":
            alpha = max(alpha, value)
        elif flag == "UPPER":
            beta = min(beta, value)
        if alpha >= beta:
            return value
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = hive_precedence(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    if best <= alpha_orig:
        flag = "UPPER"
    elif best >= beta_orig:
        flag = "LOWER"
    else:
        flag = "EXACT"
    table[key] = (best, flag, depth)
    return best


def depth_and_end_joined(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    """The limit joined to the end of the game with `and`: only a finished game at depth 0 stops there, and the
    search runs on to the end (scored rightly); dict entries, answer-only probe."""
    if game.is_terminal(state) and depth <= 0:
        return evaluate(state) if depth == 0 and not game.is_terminal(state) else game.utility(state, "X")
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    hit = table.get(key)
    if hit and hit["depth"] >= depth:
        if hit["kind"] == "exact" or (hit["kind"] == "lower" and hit["v"] >= beta) or (
                hit["kind"] == "upper" and hit["v"] <= alpha):
            return hit["v"]
    lo, hi = alpha, beta
    best = -math.inf if game.to_move(state) == "X" else math.inf
    for m in game.actions(state):
        v = depth_and_end_joined(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if game.to_move(state) == "X":
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if alpha >= beta:
            break
    table[key] = {"v": best, "depth": depth, "kind": "upper" if best <= lo else "lower" if best >= hi else "exact"}
    return best


def negamax_never_tests_depth(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                              table: Any) -> float:
    """Negamax inside, the depth handed down and stored but never tested: a search to the end of the game."""
    def nega(s: Any, d: int, a: float, b: float) -> float:
        sign = 1 if game.to_move(s) == "X" else -1
        if game.is_terminal(s):
            return sign * game.utility(s, "X")
        key = game.key(s)
        hit = table.get(key)
        if hit is not None and hit[2] >= d and hit[1] == "exact":
            return hit[0]
        a0, b0 = a, b
        best = -math.inf
        for m in game.actions(s):
            best = max(best, -nega(game.result(s, m), d - 1, -b, -a))
            a = max(a, best)
            if a >= b:
                break
        table[key] = (best, "exact" if a0 < best < b0 else "bound", d)
        return best

    if game.to_move(state) == "X":
        return nega(state, depth, alpha, beta)
    return -nega(state, depth, -beta, -alpha)


BUGGY += [
    # Named by its effect (the limit ignored) until wave 35 (z87b): a test joined with | is named on its line now.
    (hive_precedence, {BITWISE_JOIN}),
    (depth_and_end_joined, {ex.IGNORES_DEPTH}),
    (negamax_never_tests_depth, {ex.IGNORES_DEPTH}),
]


# ---------------------------------------------------------------- eleventh wave (k11b): the depth stored one too many,
# or stored right and read against another depth. Named by the effect, the hint by what the entries record.


def t05_w11_draft_plus_one(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["draft"] >= depth:
        v, kind = entry["value"], entry["kind"]
        if kind == "exact" or (kind == "lower" and v >= beta) or (kind == "upper" and v <= alpha):
            return v
    alpha0, beta0 = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for move in game.actions(state):
            best = max(best, t05_w11_draft_plus_one(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for move in game.actions(state):
            best = min(best, t05_w11_draft_plus_one(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    kind = "upper" if best <= alpha0 else "lower" if best >= beta0 else "exact"
    table[key] = {"value": best, "kind": kind, "draft": depth + 1}  # this node + the plies below
    return best


def _minimax_table(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
                   stored: Any, enough: Any) -> float:
    """Alpha-beta with a table of (value, kind, depth) tuples; ``stored(depth)`` is the depth written,
    ``enough(entry_depth, depth)`` the lookup's test."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and enough(hit[2], depth):
        v, kind, _ = hit
        if kind == "exact" or (kind == "lower" and v >= beta) or (kind == "upper" and v <= alpha):
            return v
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = _minimax_table(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, stored, enough)
        if maximizing:
            best, alpha = max(best, v), max(alpha, v)
        else:
            best, beta = min(best, v), min(beta, v)
        if alpha >= beta:
            break
    table[key] = (best, "upper" if best <= a0 else "lower" if best >= b0 else "exact", stored(depth))
    return best


def tuple_depth_counts_the_node(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
    """A tuple entry whose depth counts the node itself: depth + 1."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, lambda d: d + 1, lambda e, d: e >= d)


def depth_stored_right_read_one_short(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
    """The depth stored right, the lookup asking one ply less than the search does: entry >= depth - 1."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, lambda d: d, lambda e, d: e >= d - 1)


BUGGY += [
    (t05_w11_draft_plus_one, {ex.LESS_DEEP}),
    (tuple_depth_counts_the_node, {ex.LESS_DEEP}),
    (depth_stored_right_read_one_short, {ex.LESS_DEEP}),
]



# ---------------------------------------------------------------- sixteenth wave (blind27): an entry object whose
# upper() tests for the LOWER label (t01 verbatim, renamed), and one whose is_lower() takes an upper bound too;
# told by what the entry's own methods say, with the labels stored right.
T01_EXACT, T01_LOWER, T01_UPPER = 0, 1, 2


class T01TransElement:
    def __init__(self, score, a, b, depth):
        self.score = score
        self.depth = depth
        self.info = T01_UPPER if score <= a else T01_LOWER if score >= b else T01_EXACT

    def lower(self):
        return self.info == T01_LOWER

    def upper(self):
        return self.info == T01_LOWER

    def exact(self):
        return self.info == T01_EXACT


def t01_upper_is_lower(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    hit = table.get(key)
    if hit is not None and hit.depth >= depth:
        if hit.exact():
            return hit.score
        if hit.lower() and hit.score >= beta:
            return hit.score
        if hit.upper() and hit.score <= alpha:
            return hit.score
    a, b = alpha, beta
    if game.to_move(state) == "X":
        best = -math.inf
        for m in game.actions(state):
            best = max(best, t01_upper_is_lower(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
    else:
        best = math.inf
        for m in game.actions(state):
            best = min(best, t01_upper_is_lower(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table))
            beta = min(beta, best)
            if alpha >= beta:
                break
    table[key] = T01TransElement(best, a, b, depth)
    return best


class _Entry:
    def __init__(self, value, flag, depth):
        self.value, self.flag, self.depth = value, flag, depth

    def is_exact(self):
        return self.flag == "EXACT"

    def is_lower(self):
        return self.flag != "EXACT"  # meant: == "LOWER"

    def is_upper(self):
        return self.flag == "UPPER"


def is_lower_takes_upper_too(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    e = table.get(key)
    if e is not None and e.depth >= depth:
        if e.is_exact():
            return e.value
        if e.is_lower() and e.value >= beta:
            return e.value
        if e.is_upper() and e.value <= alpha:
            return e.value
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = is_lower_takes_upper_too(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    flag = "UPPER" if best <= alpha0 else "LOWER" if best >= beta0 else "EXACT"
    table[key] = _Entry(best, flag, depth)
    return best


BUGGY += [
    (t01_upper_is_lower, {ex.SWAPPED_BOUNDS}),
    (is_lower_takes_upper_too, {ex.SWAPPED_BOUNDS}),
]


# ---------------------------------------------------------------- sixteenth wave (blind27): the kind told with < and >
# against the window kept (t03 verbatim, renamed), and the same with a fail-soft negamax; the hint quotes the tests.
def t03_strict_kind_tests(game, state, depth, evaluate, alpha, beta, table):
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        v, flag, d = table[key]
        if d >= depth:
            if flag == "EXACT":
                return v
            if flag == "LOWER" and v >= beta:
                return v
            if flag == "UPPER" and v <= alpha:
                return v
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for m in game.actions(state):
        v = t03_strict_kind_tests(game, game.result(state, m), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, v)
        else:
            best = min(best, v)
            beta = min(beta, v)
        if beta <= alpha:
            break
    if best < alpha0:
        flag = "UPPER"
    elif best > beta0:
        flag = "LOWER"
    else:
        flag = "EXACT"
    table[key] = (best, flag, depth)
    return best


def negamax_strict_kind(game, state, depth, evaluate, alpha, beta, table):
    color = 1 if game.to_move(state) == "X" else -1
    return color * _negamax_strict(game, state, depth, evaluate, color * alpha if color == 1 else -beta,
                                   beta if color == 1 else -alpha, table, color)


def _negamax_strict(game, state, depth, evaluate, alpha, beta, table, color):
    if game.is_terminal(state):
        return color * game.utility(state, "X")
    if depth == 0:
        return color * evaluate(state)
    orig_alpha, orig_beta = alpha, beta
    entry = table.get(game.key(state))
    if entry is not None and entry["depth"] >= depth:
        if entry["kind"] == "exact":
            return entry["value"]
        if entry["kind"] == "lower" and entry["value"] >= beta:
            return entry["value"]
        if entry["kind"] == "upper" and entry["value"] <= alpha:
            return entry["value"]
    best = -math.inf
    for m in game.actions(state):
        best = max(best, -_negamax_strict(game, game.result(state, m), depth - 1, evaluate, -beta, -alpha, table, -color))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    kind = "upper" if best < orig_alpha else "lower" if best > orig_beta else "exact"
    table[game.key(state)] = {"value": best, "kind": kind, "depth": depth}
    return best


BUGGY += [
    (t03_strict_kind_tests, {ex.BOUND_AS_EXACT}),
    (negamax_strict_kind, {ex.BOUND_AS_EXACT}),
]
