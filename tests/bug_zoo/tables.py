"""Alpha-beta with a transposition table as students write it:
``fn(game, state, depth, evaluate, alpha, beta, table) -> value`` for X."""

from __future__ import annotations

import math
from typing import Any

import buggy_tables as older

from ttt_lab import exercises as ex
from ttt_lab.exercises import table_entries, tables, window_source


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


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def _classified_with(alpha_at_end: bool, depth_stored: int) -> Any:
    def search(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
        MAX = game.players[0]
        if game.is_terminal(state):
            return game.utility(state, MAX)  # type: ignore[no-any-return]
        if depth == 0:
            return evaluate(state)  # type: ignore[no-any-return]
        key = game.key(state)
        entry = table.get(key)
        if entry is not None and entry[2] >= depth:
            value, flag, _ = entry
            if flag == "exact" or (flag == "lower" and value >= beta) or (flag == "upper" and value <= alpha):
                return value  # type: ignore[no-any-return]
        a0, b0 = alpha, beta
        maximizing = game.to_move(state) == MAX
        best = -math.inf if maximizing else math.inf
        for move in game.actions(state):
            value = search(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
            if maximizing:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
        low, high = (alpha, beta) if alpha_at_end else (a0, b0)
        flag = "upper" if best <= low else "lower" if best >= high else "exact"
        table[key] = (best, flag, depth + depth_stored)
        return best

    return search


def bound_from_updated_window(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                              table: Any) -> float:
    """Classifies the bound with alpha and beta as the loop left them, not as they came in."""
    return _classified_with(True, 0)(game, state, depth, evaluate, alpha, beta, table)  # type: ignore[no-any-return]


def stores_one_ply_more(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                        table: Any) -> float:
    """Stores depth + 1 as the depth searched: an off-by-one in the entry."""
    return _classified_with(False, 1)(game, state, depth, evaluate, alpha, beta, table)  # type: ignore[no-any-return]


BUGGY += [
    (bound_from_updated_window, {tables.KIND_FROM_NARROWED}),
    (stores_one_ply_more, {ex.LESS_DEEP}),
]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def depth_test_inverted(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                        table: Any) -> float:
    """Uses an entry when it was searched at most as deep (<=), not at least as deep."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] <= depth:
        value, flag, _ = entry
        if flag == "exact" or (flag == "lower" and value >= beta) or (flag == "upper" and value <= alpha):
            return value  # type: ignore[no-any-return]
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = depth_test_inverted(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    flag = "upper" if best <= a0 else "lower" if best >= b0 else "exact"
    table[key] = (best, flag, depth)
    return best


BUGGY += [(depth_test_inverted, {ex.LESS_DEEP})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 4 named right, 2 named wrongly: the lower bound read back where it is
# >= alpha (not beta) was "stores a bound as exact", though the code stores every kind right.


def _entries_as_tuples(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
                       slip: str = "") -> float:
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        value, flag, _ = entry
        if slip == "any entry" or flag == "exact":
            return value  # type: ignore[no-any-return]
        if flag == "lower" and value >= (alpha if slip == "lower against alpha" else beta):
            return value  # type: ignore[no-any-return]
        if flag == "upper" and value <= alpha:
            return value  # type: ignore[no-any-return]
    a0, b0 = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = _entries_as_tuples(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table, slip)
        if maximizing:
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    table[key] = (best, "upper" if best <= a0 else "lower" if best >= b0 else "exact", depth)
    return best  # type: ignore[no-any-return]


def lower_bound_against_alpha(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                              table: Any) -> float:
    """Stores every kind right, but reads a lower bound back when it is >= alpha, not >= beta."""
    return _entries_as_tuples(game, state, depth, evaluate, alpha, beta, table, "lower against alpha")


def any_entry_answers(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                      table: Any) -> float:
    """Stores the kind, then never looks at it: any entry deep enough answers."""
    return _entries_as_tuples(game, state, depth, evaluate, alpha, beta, table, "any entry")


def negamax_fail_hard(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                      table: Any) -> float:
    """Correct: negamax inside, fail-hard (answers clamped to the window), entries as dicts."""
    if game.to_move(state) == "X":
        return _negamax_fail_hard(game, state, depth, evaluate, alpha, beta, table)
    return -_negamax_fail_hard(game, state, depth, evaluate, -beta, -alpha, table)


def _negamax_fail_hard(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                       table: Any) -> float:
    sign = 1 if game.to_move(state) == "X" else -1
    if game.is_terminal(state):
        return sign * game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return sign * evaluate(state)  # type: ignore[no-any-return]
    key = ("negamax", game.key(state))
    entry = table.get(key)
    if entry and entry["depth"] >= depth:
        if entry["kind"] == 0:
            return max(alpha, min(beta, entry["value"]))  # type: ignore[no-any-return]
        if entry["kind"] > 0 and entry["value"] >= beta:
            return beta
        if entry["kind"] < 0 and entry["value"] <= alpha:
            return alpha
    alpha_given = alpha
    for move in game.actions(state):
        value = -_negamax_fail_hard(game, game.result(state, move), depth - 1, evaluate, -beta, -alpha, table)
        if value >= beta:
            table[key] = {"value": beta, "kind": 1, "depth": depth}
            return beta
        alpha = max(alpha, value)
    table[key] = {"value": alpha, "kind": 0 if alpha > alpha_given else -1, "depth": depth}
    return alpha


CORRECT.append(negamax_fail_hard)
BUGGY += [
    (lower_bound_against_alpha, {tables.READS_LOWER_AS_VALUE}),
    (any_entry_answers, {ex.BOUND_AS_EXACT}),
]


# Issue 27 round 2 (mutation sweep, classes #6 and #18): pruning slips that leave every value right.
def _minimax_table(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
                   slip: str = "") -> float:
    """MAX/MIN form, the window narrowed in place and `if alpha >= beta: break`; ``slip`` one change."""
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "exact":
            return entry["value"]  # type: ignore[no-any-return]
        if entry["flag"] == "lower" and entry["value"] >= beta:
            return entry["value"]  # type: ignore[no-any-return]
        if entry["flag"] == "upper" and entry["value"] <= alpha:
            return entry["value"]  # type: ignore[no-any-return]
    if game.is_terminal(state) and slip != "no terminal test":
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    if slip == "best at +inf":
        best = math.inf
    for move in game.actions(state):
        below = depth + 1 if slip == "depth + 1" else depth - 1
        value = _minimax_table(game, game.result(state, move), below, evaluate, alpha, beta, table, slip)
        if maximizing:
            best = max(best, value)
            alpha = min(alpha, best) if slip == "alpha min" else max(alpha, best)
        else:
            best = min(best, value)
            beta = max(beta, best) if slip == "beta max" else min(beta, best)
        if alpha >= beta:
            if slip == "continue":
                continue
            break
    flag = "upper" if best <= alpha0 else "lower" if best >= beta0 else "exact"
    table[key] = {"value": best, "flag": flag, "depth": depth}
    return best


def correct_minimax_form(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table)


def continue_after_cutoff(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                          table: Any) -> float:
    """`continue` where `break` belongs: never prunes, every value still right."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "continue")


def beta_raised_in_min(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                       table: Any) -> float:
    """beta = max(beta, best) in MIN nodes: beta never narrows."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "beta max")


def alpha_lowered_in_max(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: Any) -> float:
    """alpha = min(alpha, best) in MAX nodes: alpha never narrows."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "alpha min")


def strict_cut(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
    """Cuts on alpha > beta only (CS188's convention): passes, with a note."""
    key = game.key(state)
    entry = table.get(key)
    if entry is not None and entry[2] >= depth:
        value, flag, _ = entry
        if flag == "exact" or (flag == "lower" and value >= beta) or (flag == "upper" and value <= alpha):
            return value  # type: ignore[no-any-return]
    if game.is_terminal(state) or depth == 0:
        return game.utility(state, "X") if game.is_terminal(state) else evaluate(state)  # type: ignore[no-any-return]
    a, b = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = strict_cut(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        if maximizing:
            best = max(best, v)
            a = max(a, best)
        else:
            best = min(best, v)
            b = min(b, best)
        if a > b:
            break
    table[key] = (best, "upper" if best <= alpha else "lower" if best >= beta else "exact", depth)
    return best


CORRECT += [correct_minimax_form, strict_cut]
BUGGY += [
    (continue_after_cutoff, {ex.KEEPS_VISITING}),
    (beta_raised_in_min, {ex.NO_BETA_UPDATE}),
    (alpha_lowered_in_max, {ex.NO_ALPHA_UPDATE}),
]



def depth_counted_up(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                     table: Any) -> float:
    """depth + 1 for the children: the depth == 0 test is there, but only the root can meet it."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "depth + 1")


def best_starts_high_everywhere(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                table: Any) -> float:
    """best = math.inf in MAX nodes too (the minus sign dropped)."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "best at +inf")


BUGGY += [
    (depth_counted_up, {ex.NEVER_COUNTS_DOWN}),
    (best_starts_high_everywhere, {ex.WRONG_START}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# The kind of bound decided against alpha and beta as the loop narrowed them (blind6's tt04): named
# "mixes up lower and upper bounds" and told to swap the labels it writes, which are right.


def kind_tested_lower_first(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                            table: dict[Any, Any]) -> float:
    """The lower bound tested first, against the beta the MIN loop has lowered to the best."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    entry = table.get(game.key(state))
    if entry and entry["depth"] >= depth:
        if entry["flag"] == "exact":
            return entry["value"]  # type: ignore[no-any-return]
        if entry["flag"] == "lower" and entry["value"] >= beta:
            return entry["value"]  # type: ignore[no-any-return]
        if entry["flag"] == "upper" and entry["value"] <= alpha:
            return entry["value"]  # type: ignore[no-any-return]
    is_max = game.to_move(state) == game.players[0]
    best = -math.inf if is_max else math.inf
    for move in game.actions(state):
        score = kind_tested_lower_first(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if is_max:
            best = max(best, score)
            alpha = max(alpha, score)
        else:
            best = min(best, score)
            beta = min(beta, score)
        if beta <= alpha:
            break
    if best >= beta:
        flag = "lower"
    elif best <= alpha:
        flag = "upper"
    else:
        flag = "exact"
    table[game.key(state)] = {"value": best, "flag": flag, "depth": depth}
    return best


BUGGY += [(kind_tested_lower_first, {tables.KIND_FROM_NARROWED})]


# A stored bound narrowing the window the wrong way (blind6's tt06: a lower bound lowers beta):
# named "takes a bound for an exact value" before, and told to store and check the kind, which it does.


def bound_tightens_the_wrong_side(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                  table: dict[Any, Any]) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    a0, b0 = alpha, beta
    if key in table and table[key][1] >= depth:
        value, _, kind = table[key]
        if kind == "EXACT":
            return value  # type: ignore[no-any-return]
        if kind == "LOWER":
            beta = min(beta, value)
        elif kind == "UPPER":
            alpha = max(alpha, value)
        if alpha >= beta:
            return value  # type: ignore[no-any-return]
    is_max = game.to_move(state) == game.players[0]
    best = -math.inf if is_max else math.inf
    for move in game.actions(state):
        score = bound_tightens_the_wrong_side(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if is_max:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "UPPER" if best <= a0 else "LOWER" if best >= b0 else "EXACT"
    table[key] = (best, depth, kind)
    return best


BUGGY += [(bound_tightens_the_wrong_side, {tables.NARROWS_WRONG_WAY})]


# ---------------------------------------------------------------------- issue 27, mut3 class #22: one half never prunes
def _split_halves(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any,
                  goes_on: str) -> float:
    """MAX and MIN written out apart, fail-soft; the cutoff of the ``goes_on`` half reads `continue`."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    hit = table.get(key)
    if hit and hit["depth"] >= depth:
        if hit["kind"] == "exact":
            return hit["value"]  # type: ignore[no-any-return]
        if hit["kind"] == "lower" and hit["value"] >= beta:
            return hit["value"]  # type: ignore[no-any-return]
        if hit["kind"] == "upper" and hit["value"] <= alpha:
            return hit["value"]  # type: ignore[no-any-return]
    a, b = alpha, beta
    if game.to_move(state) == "X":
        v = -math.inf
        for move in game.actions(state):
            v = max(v, _split_halves(game, game.result(state, move), depth - 1, evaluate, a, b, table, goes_on))
            if v >= b:
                if goes_on == "MAX":
                    continue
                break
            a = max(a, v)
    else:
        v = math.inf
        for move in game.actions(state):
            v = min(v, _split_halves(game, game.result(state, move), depth - 1, evaluate, a, b, table, goes_on))
            if v <= a:
                if goes_on == "MIN":
                    continue
                break
            b = min(b, v)
    kind = "upper" if v <= alpha else "lower" if v >= beta else "exact"
    if not hit or hit["depth"] <= depth:
        table[key] = {"value": v, "kind": kind, "depth": depth}
    return v


def max_half_goes_on(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                     table: Any) -> float:
    return _split_halves(game, state, depth, evaluate, alpha, beta, table, "MAX")


def min_half_goes_on(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                     table: Any) -> float:
    return _split_halves(game, state, depth, evaluate, alpha, beta, table, "MIN")


def min_half_returns_nothing_early(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                   table: Any) -> float:
    """A loop with an early return in MAX only; MIN's test `if best <= alpha: pass` does nothing."""
    if game.is_terminal(state) or depth == 0:
        return game.utility(state, "X") if game.is_terminal(state) else evaluate(state)  # type: ignore[no-any-return]
    entry = table.get(game.key(state))
    if entry is not None and entry[2] >= depth:
        value, flag, _ = entry
        if flag == "exact" or (flag == "lower" and value >= beta) or (flag == "upper" and value <= alpha):
            return value  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    lo, hi = alpha, beta
    for move in game.actions(state):
        value = min_half_returns_nothing_early(game, game.result(state, move), depth - 1, evaluate, lo, hi, table)
        if maximizing:
            best = max(best, value)
            if best >= hi:
                break
            lo = max(lo, best)
        else:
            best = min(best, value)
            if best <= lo:
                continue
            hi = min(hi, best)
    table[game.key(state)] = (best, "upper" if best <= alpha else "lower" if best >= beta else "exact", depth)
    return best


BUGGY += [
    (max_half_goes_on, {ex.KEEPS_VISITING}),
    (min_half_goes_on, {ex.KEEPS_VISITING}),
    (min_half_returns_nothing_early, {ex.KEEPS_VISITING}),
]


# ---------------------------------------------------------------------- issue 27, mut3 class #19 (table row)
def opens_with_both_bounds_at_inf(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                  table: Any) -> float:
    """Ignores the window it is given, as table_no_window does, but its minus sign is lost: (inf, inf)."""
    return older._search(game, state, depth, evaluate, math.inf, math.inf, table)


def alpha_defaults_to_inf(game: Any, state: Any, depth: int, evaluate: Any, alpha: float = math.inf,
                          beta: float = math.inf, table: Any = None) -> float:
    """Its own search with defaults, called without the window: alpha starts at +inf."""
    return _minimax_table(game, state, depth, evaluate, math.inf, beta, table)


BUGGY += [
    (opens_with_both_bounds_at_inf, {window_source.EMPTY_WINDOW}),
    (alpha_defaults_to_inf, {window_source.EMPTY_WINDOW}),
]


# ---------------------------------------------------------------------- issue 27, mut3 class #21 (table row)
def no_terminal_test(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                     table: Any) -> float:
    """The `if game.is_terminal(state)` lines left out: finished games evaluated, or worth the loop's start."""
    return _minimax_table(game, state, depth, evaluate, alpha, beta, table, "no terminal test")


def no_terminal_test_dict_entries(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                  table: Any) -> float:
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    hit = table.get(key)
    if hit and hit["depth"] >= depth:
        if hit["kind"] == "exact":
            return hit["value"]  # type: ignore[no-any-return]
        if hit["kind"] == "lower" and hit["value"] >= beta:
            return hit["value"]  # type: ignore[no-any-return]
        if hit["kind"] == "upper" and hit["value"] <= alpha:
            return hit["value"]  # type: ignore[no-any-return]
    a, b = alpha, beta
    maximizing = game.to_move(state) == "X"
    v = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        child = no_terminal_test_dict_entries(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        v = max(v, child) if maximizing else min(v, child)
        if (maximizing and v >= b) or (not maximizing and v <= a):
            break
        if maximizing:
            a = max(a, v)
        else:
            b = min(b, v)
    kind = "upper" if v <= alpha else "lower" if v >= beta else "exact"
    table[key] = {"value": v, "kind": kind, "depth": depth}
    return v


BUGGY += [
    (no_terminal_test, {ex.IGNORES_TERMINAL}),
    (no_terminal_test_dict_entries, {ex.IGNORES_TERMINAL}),
]


# ---------------------------------------------------------------------- issue 27, mut3 class #15 (table row)
def exact_return_unreachable(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                             table: Any) -> float:
    """Entries (lo, hi) per (position, depth); `if lo == hi: return lo` indented under the return above it."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = (game.key(state), depth)
    lo, hi = table.get(key, (-math.inf, math.inf))
    if lo >= beta:
        return lo  # type: ignore[no-any-return]
    if hi <= alpha:
        return hi  # type: ignore[no-any-return]
        if lo == hi:  # unreachable
            return lo  # type: ignore[unreachable]
    a, b = max(alpha, lo), min(beta, hi)
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = exact_return_unreachable(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        best = max(best, v) if maximizing else min(best, v)
        a, b = (max(a, best), b) if maximizing else (a, min(b, best))
        if a >= b:
            break
    if best <= max(alpha, lo):
        hi = best
    elif best >= min(beta, hi):
        lo = best
    else:
        lo = hi = best
    table[key] = (lo, hi)
    return best


def exact_entry_narrows_instead(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                table: Any) -> float:
    """An exact entry sets alpha = beta = its value (as a bound would narrow) instead of answering."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    key = game.key(state)
    entry = table.get(key)
    a, b = alpha, beta
    if entry is not None and entry["depth"] >= depth:
        if entry["flag"] == "exact":
            a = b = entry["value"]
        elif (entry["flag"] == "lower" and entry["value"] >= beta) or (entry["flag"] == "upper" and entry["value"] <= alpha):
            return entry["value"]  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = exact_entry_narrows_instead(game, game.result(state, move), depth - 1, evaluate, a, b, table)
        best = max(best, v) if maximizing else min(best, v)
        a, b = (max(a, best), b) if maximizing else (a, min(b, best))
        if a >= b:
            break
    flag = "upper" if best <= alpha else "lower" if best >= beta else "exact"
    table[key] = {"value": best, "flag": flag, "depth": depth}
    return best


BUGGY += [
    (exact_return_unreachable, {table_entries.EXACT_NOT_ANSWERED}),
    (exact_entry_narrows_instead, {table_entries.EXACT_NOT_ANSWERED}),
]


# Wave 15: what an entry holds. tt05 verbatim (the value stored as a whole number, C#'s sbyte), then
# round() into a dict entry; tt10 verbatim (stored (depth, value, flag), read (value, depth, flag)),
# then the other way round.
T05_EXACT, T05_LOWER, T05_UPPER = 0, 1, 2


def tt05_sbyte_truncated_value(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, stored_depth, flag = table[key]
        if stored_depth >= depth and (flag == T05_EXACT or (flag == T05_LOWER and value >= beta)
                                      or (flag == T05_UPPER and value <= alpha)):
            return value
    a0, b0 = alpha, beta
    x_to_move = game.to_move(state) == "X"
    best = -math.inf if x_to_move else math.inf
    for move in game.actions(state):
        v = tt05_sbyte_truncated_value(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        best = max(best, v) if x_to_move else min(best, v)
        if x_to_move:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    flag = T05_UPPER if best <= a0 else T05_LOWER if best >= b0 else T05_EXACT
    table[key] = (int(best), depth, flag)  # sbyte
    return best


def t_rounded_dict_entry(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                         table: dict[Any, Any]) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, "X"))
    if depth == 0:
        return float(evaluate(state))
    entry = table.get(game.key(state))
    if entry is not None and entry["depth"] >= depth:
        if entry["kind"] == "exact":
            return float(entry["value"])
        if entry["kind"] == "lower" and entry["value"] >= beta:
            return float(entry["value"])
        if entry["kind"] == "upper" and entry["value"] <= alpha:
            return float(entry["value"])
    start_alpha, start_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = t_rounded_dict_entry(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best, alpha = max(best, v), max(alpha, v)
        else:
            best, beta = min(best, v), min(beta, v)
        if alpha >= beta:
            break
    kind = "upper" if best <= start_alpha else "lower" if best >= start_beta else "exact"
    table[game.key(state)] = {"value": round(best), "depth": depth, "kind": kind}
    return best


def tt10_tuple_order_mismatch(game, state, depth, evaluate, alpha, beta, table):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, "X")
    if depth == 0:
        return evaluate(state)
    key = game.key(state)
    if key in table:
        value, stored_depth, flag = table[key]
        if stored_depth >= depth:
            if flag == "EXACT" or (flag == "LOWER" and value >= beta) or (flag == "UPPER" and value <= alpha):
                return value
    orig_alpha, orig_beta = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = tt10_tuple_order_mismatch(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        if maximizing:
            best = max(best, v)
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            beta = min(beta, best)
        if alpha >= beta:
            break
    flag = "UPPER" if best <= orig_alpha else "LOWER" if best >= orig_beta else "EXACT"
    table[key] = (depth, best, flag)
    return best


def t_value_first_read_depth_first(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float,
                                   table: dict[Any, Any]) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, "X"))
    if depth == 0:
        return float(evaluate(state))
    key = game.key(state)
    if key in table:
        saved_depth, saved_value, saved_kind = table[key]
        if saved_depth >= depth and (saved_kind == "exact" or (saved_kind == "lower" and saved_value >= beta)
                                     or (saved_kind == "upper" and saved_value <= alpha)):
            return float(saved_value)
    a, b = alpha, beta
    maximizing = game.to_move(state) == "X"
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        v = t_value_first_read_depth_first(game, game.result(state, move), depth - 1, evaluate, alpha, beta, table)
        best = max(best, v) if maximizing else min(best, v)
        if maximizing:
            alpha = max(alpha, best)
        else:
            beta = min(beta, best)
        if alpha >= beta:
            break
    kind = "upper" if best <= a else "lower" if best >= b else "exact"
    table[key] = (best, depth, kind)
    return best


BUGGY += [
    (tt05_sbyte_truncated_value, {table_entries.STORES_WHOLE_NUMBER}),
    (t_rounded_dict_entry, {table_entries.STORES_WHOLE_NUMBER}),
    (tt10_tuple_order_mismatch, {table_entries.UNPACKS_OTHER_ORDER}),
    (t_value_first_read_depth_first, {table_entries.UNPACKS_OTHER_ORDER}),
]
