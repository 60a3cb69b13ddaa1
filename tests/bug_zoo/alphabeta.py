"""Alpha-beta as students write it: ``fn(game, state)`` or ``fn(game, state, alpha, beta)`` for MAX;
the leaves it scores are held to alpha-beta's (AIMA's convention: prune on equal values)."""

from __future__ import annotations

import math
from typing import Any

import buggy_alphabeta as older

from ttt_lab import exercises as ex
from ttt_lab.exercises import loop_models, loop_source, report
from ttt_lab.exercises.sign_models import UTILITY_SHIFTED
from ttt_lab.exercises.terminal_models import DECIDED_LOST

INF = math.inf


def correct_alpha_test(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Updates the bound first, then tests alpha >= beta: the same cutoffs."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        v = -INF
        for a in game.actions(state):
            v = max(v, correct_alpha_test(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, correct_alpha_test(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
        if alpha >= beta:
            break
    return v


def _with_slip(slip: str) -> Any:
    def search(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
        MAX = game.players[0]
        if game.is_terminal(state):
            return game.utility(state, game.to_move(state) if slip == "leaf for mover" else MAX)  # type: ignore[no-any-return]
        maximizing = (game.to_move(state) == MAX) != (slip == "swapped")
        if maximizing:
            v = -INF
            for a in game.actions(state):
                child = (beta, alpha) if slip == "window swapped" else (alpha, beta)
                v = max(v, search(game, game.result(state, a), *child))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = -INF if slip == "min starts at -inf" else INF
        for a in game.actions(state):
            child = (beta, alpha) if slip == "window swapped" else (alpha, beta)
            v = min(v, search(game, game.result(state, a), *child))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    search.__name__ = slip.replace(" ", "_").replace("-", "minus_")
    return search


CORRECT = [older.alphabeta_correct, older.alphabeta_two_args, older.alphabeta_fail_hard, older.alphabeta_negamax,
           older.alphabeta_openspiel_style, correct_alpha_test]
CHECK = ex.check_alphabeta

BUGGY = [
    (older.alphabeta_never_prunes, {ex.NEVER_PRUNES}),
    (older.alphabeta_no_min_cutoff, {ex.KEEPS_VISITING}),
    (older.alphabeta_no_max_cutoff, {ex.KEEPS_VISITING}),
    (older.alphabeta_wrong_bound, {ex.WRONG_BOUND}),
    (older.alphabeta_shared_window, {ex.PRUNES_TOO_MUCH}),
    (older.alphabeta_strict, {ex.STRICT}),
    (older.alphabeta_max_everywhere, {ex.NOT_ALTERNATING}),
    (older.alphabeta_right_to_left, {ex.WRONG_ORDER}),
    (older.alphabeta_alpha_in_min, {ex.NO_BETA_UPDATE}),
    (older.alphabeta_beta_in_max, {ex.NO_ALPHA_UPDATE}),
    (older.alphabeta_root_full_window, {ex.ROOT_FULL_WINDOW}),
    # Written for the zoo, before the engine knew them:
    (_with_slip("swapped"), {ex.SWAPPED}),
    (_with_slip("leaf for mover"), {ex.WRONG_PLAYER}),
    (_with_slip("window swapped"), {ex.WINDOW_SWAPPED}),
    (_with_slip("min starts at -inf"), {ex.WRONG_START}),
]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 5 named right, 1 localised only, with a misleading second name (a negamax
# inside that hands the children (-alpha, -beta) unswapped: "does not pass alpha and beta").

_INF = float("inf")


def _ab(game: Any, state: Any, alpha: float, beta: float, slip: str) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state) if slip == "mover" else game.players[0])  # type: ignore[no-any-return]
    low, high = alpha, beta  # the node's own bounds; "fresh" hands the children the window it was given
    if game.to_move(state) == game.players[0]:
        v = -_INF
        for move in game.actions(state):
            v = max(v, _ab(game, game.result(state, move), alpha if slip == "fresh" else low,
                           beta if slip == "fresh" else high, slip))
            if (v > high) if slip == "strict" else (v >= high):
                return v
            low = max(low, v)
        return v
    v = _INF
    for move in game.actions(state):
        v = min(v, _ab(game, game.result(state, move), alpha if slip == "fresh" else low,
                       beta if slip == "fresh" else high, slip))
        if slip == "copied cut":
            if v >= high:
                return v
        elif (v < low) if slip == "strict" else (v <= low):
            return v
        if slip == "alpha in min":
            low = min(low, v)
        else:
            high = min(high, v)
    return v


def alpha_lowered_in_min(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    return _ab(game, state, alpha, beta, "alpha in min")


def min_cut_copied_from_max(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    return _ab(game, state, alpha, beta, "copied cut")


def children_get_the_given_window(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    return _ab(game, state, alpha, beta, "fresh")


def strict_cuts(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    return _ab(game, state, alpha, beta, "strict")


def leaves_for_the_mover(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    return _ab(game, state, alpha, beta, "mover")


def correct_test_before_each_child(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    """Correct: the cut tested before each child (alpha >= beta), not after."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    v = -_INF if maximizing else _INF
    for move in game.actions(state):
        if alpha >= beta:
            break
        child = correct_test_before_each_child(game, game.result(state, move), alpha, beta)
        if maximizing:
            v, alpha = max(v, child), max(alpha, max(v, child))
        else:
            v, beta = min(v, child), min(beta, min(v, child))
    return v


CORRECT.append(correct_test_before_each_child)
BUGGY += [
    (alpha_lowered_in_min, {report.NO_BETA_UPDATE}),
    (min_cut_copied_from_max, {report.WRONG_BOUND}),
    (children_get_the_given_window, {report.NEVER_PRUNES, "does not pass alpha and beta to the children"}),
    (strict_cuts, {report.STRICT}),
    (leaves_for_the_mover, {report.WRONG_PLAYER}),
]


def negamax_window_not_swapped(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    MAX = game.players[0]

    def negamax(s: Any, a: float, b: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        v = -_INF
        for move in game.actions(s):
            v = max(v, -negamax(game.result(s, move), -a, -b))  # should be (-b, -a)
            a = max(a, v)
            if a >= b:
                break
        return v

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        return negamax(state, alpha, beta)
    return -negamax(state, -beta, -alpha)


BUGGY += [(negamax_window_not_swapped, {report.WINDOW_SWAPPED})]


def min_returns_alpha(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    """Held-out wave: a MIN node that returns alpha, not v, after its loop (named 'MIN started at
    -inf' before: the same values with the full window; a call with alpha = 0 tells them apart)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -_INF
        for move in game.actions(state):
            v = max(v, min_returns_alpha(game, game.result(state, move), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = _INF
    for move in game.actions(state):
        v = min(v, min_returns_alpha(game, game.result(state, move), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return alpha


BUGGY += [(min_returns_alpha, {report.RETURNS_BOUND})]


# Issue 27's sweep (session 2): mistakes from the brief's list, written as students write them.
def _loop(maximizing_start: float, minimizing_start: float, min_raises_alpha: bool) -> Any:
    def search(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        maximizing = game.to_move(state) == game.players[0]
        v = maximizing_start if maximizing else minimizing_start
        for a in game.actions(state):
            child = search(game, game.result(state, a), alpha, beta)
            if maximizing:
                v = max(v, child)
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if v <= alpha:
                    return v
                if min_raises_alpha:
                    alpha = max(alpha, v)  # copied from the MAX branch
                else:
                    beta = min(beta, v)
        return v
    return search


max_starts_at_zero = _loop(0, math.inf, False)
max_starts_at_zero.__name__ = "max_starts_at_zero"
min_raises_alpha = _loop(-math.inf, math.inf, True)
min_raises_alpha.__name__ = "min_raises_alpha"

BUGGY += [
    (max_starts_at_zero, {report.WRONG_START}),
    (min_raises_alpha, {report.NO_BETA_UPDATE}),
]


def _own_bound_cut(cuts_at_max: bool) -> Any:
    """One kind of node tests its own bound (MAX: v >= alpha, MIN: v <= beta), keeping the test's
    direction; an infinite bound is skipped, or the first child would always cut."""
    def search(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        maximizing = game.to_move(state) == game.players[0]
        v = -INF if maximizing else INF
        for a in game.actions(state):
            child = search(game, game.result(state, a), alpha, beta)
            if maximizing:
                v = max(v, child)
                if (v >= alpha and alpha != -INF) if cuts_at_max else v >= beta:
                    break
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if (v <= beta and beta != INF) if not cuts_at_max else v <= alpha:
                    break
                beta = min(beta, v)
        return v
    search.__name__ = f"{'max' if cuts_at_max else 'min'}_cuts_on_own_bound"
    return search


# Blind wave 3's ab_c: named "does not lower beta in MIN nodes" + "narrows both bounds", hints
# its code contradicted, until the one-node wrong bound was a model of its own.
BUGGY += [
    (_own_bound_cut(True), {report.WRONG_BOUND}),
    (_own_bound_cut(False), {report.WRONG_BOUND}),
]


# ---------------------------------------------------------------------- the window's slips (blind wave 4)
# ab2 (MIN passes (beta, alpha)) and ab8 (beta = min(alpha, v)) in other shapes.


def max_half_swapped_aima(game: Any, state: Any) -> float:
    """AIMA's two functions; MAX-VALUE hands MIN-VALUE (beta, alpha), a negamax habit."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), beta, alpha))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    return max_value(state, -INF, INF) if game.to_move(state) == MAX else min_value(state, -INF, INF)


def min_half_swapped_one_loop(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """One loop for both players; the window tuple is built swapped where MIN moves."""
    maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -INF if maximizing else INF
    for a in game.actions(state):
        window = (alpha, beta) if maximizing else (beta, alpha)
        child = min_half_swapped_one_loop(game, game.result(state, a), *window)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(beta, v)
    return v


def alpha_from_beta_aima(game: Any, state: Any) -> float:
    """AIMA's two functions; MAX-VALUE's update reads alpha = max(beta, v)."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(beta, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    return max_value(state, -INF, INF) if game.to_move(state) == MAX else min_value(state, -INF, INF)


def beta_from_alpha_one_loop(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """One loop; the MIN branch narrows with beta = min(alpha, v), its test after the update."""
    maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -INF if maximizing else INF
    for a in game.actions(state):
        child = beta_from_alpha_one_loop(game, game.result(state, a), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(alpha, v)
    return v


BUGGY += [
    (max_half_swapped_aima, {ex.WINDOW_SWAPPED}),
    (min_half_swapped_one_loop, {ex.WINDOW_SWAPPED}),
    (alpha_from_beta_aima, {"narrows its bound from the other bound"}),
    (beta_from_alpha_one_loop, {"narrows its bound from the other bound"}),
]


# The error model's move skipped at every node (blind wave 4's mm5, ng2), in alpha-beta.


def skips_first_move(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Loops over moves[1:], with the only move kept where there is one."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    moves = list(game.actions(state))
    maximizing = game.to_move(state) == game.players[0]
    v = -INF if maximizing else INF
    for m in moves[1:] or moves:
        child = skips_first_move(game, game.result(state, m), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def skips_last_move(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Starts from moves[0], then range(1, len(moves) - 1): the last move never tried."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    moves = game.actions(state)
    maximizing = game.to_move(state) == game.players[0]
    v = skips_last_move(game, game.result(state, moves[0]), alpha, beta)
    for i in range(1, len(moves) - 1):
        if (v >= beta) if maximizing else (v <= alpha):
            break
        alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
        child = skips_last_move(game, game.result(state, moves[i]), alpha, beta)
        v = max(v, child) if maximizing else min(v, child)
    return v  # type: ignore[no-any-return]


BUGGY += [(skips_first_move, {"skips the first move"}), (skips_last_move, {"skips the last move"})]


# (value, move) pairs: the move judged as check_minimax(with_move) does (issue 27, round 2: class #19).
def _with_move(keep: str) -> Any:
    def search(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> tuple[float, Any]:
        MAX = game.players[0]
        if game.is_terminal(state):
            return game.utility(state, MAX), None
        maximizing = game.to_move(state) == MAX
        v, move = (-INF if maximizing else INF), None
        for a in game.actions(state):
            child, _ = search(game, game.result(state, a), alpha, beta)
            if (child > v) if maximizing else (child < v):
                v, move = child, (a if keep == "right" else move if keep == "stale" else None)
            if keep == "last":
                move = a
            if maximizing:
                if v >= beta:
                    return v, move
                alpha = max(alpha, v)
            else:
                if v <= alpha:
                    return v, move
                beta = min(beta, v)
        return v, move

    search.__name__ = f"with_move_{keep}"
    return search


correct_with_move = _with_move("right")
keeps_the_old_move = _with_move("stale")  # v, move = child, move: the move never set
keeps_the_last_move = _with_move("last")
CORRECT.append(correct_with_move)
BUGGY += [
    (keeps_the_old_move, {report.WRONG_MOVE}),
    (keeps_the_last_move, {report.WRONG_MOVE}),
]


# Negamax's minus in a MAX/MIN alpha-beta, and the root's window swapped (issue 27, round 2: the
# sweep's class #1 and its named-wrongly "prunes on the wrong bound" for a root window inverted).
def _signed(slip: str) -> Any:
    def search(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
        MAX = game.players[0]
        if game.is_terminal(state):
            return game.utility(state, MAX)  # type: ignore[no-any-return]
        if game.to_move(state) == MAX:
            v = -INF
            for a in game.actions(state):
                v = max(v, search(game, game.result(state, a), alpha, beta))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = INF
        for a in game.actions(state):
            child = search(game, game.result(state, a), alpha, beta)
            v = min(v, -child if slip == "min negates its child" else child)
            if v <= alpha:
                return v
            beta = min(beta, -v if slip == "beta from -v" else v)
        return v

    search.__name__ = slip.replace(" ", "_").replace("-", "minus_")
    return search


def aima_root_window_swapped(game: Any, state: Any) -> float:
    """MAX-VALUE and MIN-VALUE; where MIN moves at the root the first call swaps the infinities."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -INF
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = INF
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    if game.to_move(state) == MAX:
        return max_value(state, -INF, INF)
    return min_value(state, INF, -INF)


min_negates_its_child = _signed("min negates its child")
beta_from_minus_v = _signed("beta from -v")
BUGGY += [
    (min_negates_its_child, {report.SIGN_SLIP}),
    (beta_from_minus_v, {report.SIGN_SLIP}),
    (aima_root_window_swapped, {ex.WINDOW_SWAPPED}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# The window passed down but never narrowed (blind6's ab01): "never prunes", whose hint offered
# "calls every child with the whole window" to code that passes alpha and beta.


def window_never_updated(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Tests the cutoffs with the window it was given, which it never changes."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -INF if maximizing else INF
    for a in game.actions(state):
        value = window_never_updated(game, game.result(state, a), alpha, beta)
        best = max(best, value) if maximizing else min(best, value)
        if (maximizing and best >= beta) or (not maximizing and best <= alpha):
            break
    return best


def alpha_beta_read_only(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """alpha >= beta tested after every child, but alpha and beta are never assigned."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = []
    for a in game.actions(state):
        values.append(alpha_beta_read_only(game, game.result(state, a), alpha, beta))
        if alpha >= beta:
            return max(values) if game.to_move(state) == MAX else min(values)
    return max(values) if game.to_move(state) == MAX else min(values)


BUGGY += [(window_never_updated, {ex.NEVER_PRUNES}), (alpha_beta_read_only, {ex.NEVER_PRUNES})]


# ---------------------------------------------------------------------- issue 27, round 3 (h27k)
# Two slips, one of them the strict convention (no mistake alone): named as a pair.


def strict_and_min_raises_alpha(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """Bounds updated first, then alpha > beta; MIN's half copied from MAX's raises alpha."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -INF if maximizing else INF
    for a in game.actions(state):
        v = strict_and_min_raises_alpha(game, game.result(state, a), alpha, beta)
        if maximizing:
            best = max(best, v)
            if best > beta:
                break
            alpha = max(alpha, best)
        else:
            best = min(best, v)
            if best < alpha:
                break
            alpha = max(alpha, best)
    return best


def strict_and_max_lowers_beta(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """MAX's half copied from MIN's lowers beta; both cutoffs strict."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        v = -INF
        for a in game.actions(state):
            v = max(v, strict_and_max_lowers_beta(game, game.result(state, a), alpha, beta))
            if v > beta:
                return v
            beta = min(beta, v)
        return v
    v = INF
    for a in game.actions(state):
        v = min(v, strict_and_max_lowers_beta(game, game.result(state, a), alpha, beta))
        if v < alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY += [
    (strict_and_min_raises_alpha, {ex.NO_BETA_UPDATE, ex.STRICT}),
    (strict_and_max_lowers_beta, {ex.NO_ALPHA_UPDATE, ex.STRICT}),
]


# mut3's classes #15 and #20 (issue 27): an update indented under the return above it never runs,
# and a fail-hard `return beta` (alpha) dedented out of its cutoff test ends the loop after one move.


def max_update_under_the_cut(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            if v >= beta:
                return v
                v = max(v, max_update_under_the_cut(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_update_under_the_cut(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def _ab_max(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -math.inf
    for a in game.actions(state):
        v = max(v, _ab_min(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def _ab_min(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    value = math.inf
    for a in game.actions(state):
        child = _ab_max(game, game.result(state, a), alpha, beta)
        if value <= alpha:
            return value
            value = min(value, child)
        beta = min(beta, value)
    return value


def min_update_after_a_return(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.to_move(state) == game.players[0] or game.is_terminal(state):
        return _ab_max(game, state, alpha, beta)
    return _ab_min(game, state, alpha, beta)


def fail_hard_returns_beta_in_the_loop(game: Any, state: Any, alpha: float = -math.inf,
                                       beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            alpha = max(alpha, fail_hard_returns_beta_in_the_loop(game, game.result(state, a), alpha, beta))
            if alpha >= beta:
                break
            return beta
        return alpha
    for a in game.actions(state):
        beta = min(beta, fail_hard_returns_beta_in_the_loop(game, game.result(state, a), alpha, beta))
        if beta <= alpha:
            return alpha
    return beta


def fail_hard_returns_alpha_in_the_loop(game: Any, state: Any, alpha: float = -math.inf,
                                        beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            alpha = max(alpha, fail_hard_returns_alpha_in_the_loop(game, game.result(state, a), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for a in game.actions(state):
        beta = min(beta, fail_hard_returns_alpha_in_the_loop(game, game.result(state, a), alpha, beta))
        if beta <= alpha:
            pass
        return alpha
    return beta


BUGGY += [
    (max_update_under_the_cut, {loop_source.UNREACHABLE}),
    (min_update_after_a_return, {loop_source.UNREACHABLE}),
    (fail_hard_returns_beta_in_the_loop, {report.FIRST_MOVE_ONLY}),
    (fail_hard_returns_alpha_in_the_loop, {report.FIRST_MOVE_ONLY}),
]


# A negamax inside whose child's window has one bound not negated (issue 27, round 2 of mut3: class #16).
def negamax_inside_alpha_not_negated(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    MAX = game.players[0]

    def negamax(s: Any, a: float, b: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        best = -_INF
        for move in game.actions(s):
            best = max(best, -negamax(game.result(s, move), -b, a))  # should be (-b, -a)
            if best >= b:
                return best
            a = max(a, best)
        return best

    if game.to_move(state) == MAX or game.is_terminal(state):
        return game.utility(state, MAX) if game.is_terminal(state) else negamax(state, alpha, beta)  # type: ignore[no-any-return]
    return -negamax(state, -beta, -alpha)


def negamax_inside_beta_not_negated(game: Any, state: Any) -> float:
    sign = 1 if game.to_move(state) == game.players[0] else -1

    def search(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        value = -_INF
        for move in game.actions(s):
            value = max(value, -search(game.result(s, move), beta, -alpha))  # should be (-beta, -alpha)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value

    return sign * search(state, -_INF, _INF)


BUGGY += [
    (negamax_inside_alpha_not_negated, {report.CHILD_WINDOW}),
    (negamax_inside_beta_not_negated, {report.CHILD_WINDOW}),
]


# Slips in code that leaves the loop once alpha >= beta, after the update (issue 27, round 2 of mut3:
# class #3 in alpha-beta): modelled in that cut shape, where they stop elsewhere than a test on v.
def window_cut_min_bound_negated(game: Any, state: Any, alpha: float = -_INF, beta: float = _INF) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        best = -_INF
        for move in game.actions(state):
            best = max(best, window_cut_min_bound_negated(game, game.result(state, move), alpha, beta))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    best = _INF
    for move in game.actions(state):
        best = min(best, window_cut_min_bound_negated(game, game.result(state, move), alpha, beta))
        beta = min(beta, -best)
        if alpha >= beta:
            break
    return best


def window_cut_child_negated_at_max(game: Any, state: Any) -> tuple[float, Any]:
    """(value, move) pairs; MAX's half negates the child's value, a negamax habit."""
    def search(s: Any, alpha: float, beta: float) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        maximizing = game.to_move(s) == game.players[0]
        best, best_move = (-_INF if maximizing else _INF), None
        for move in game.actions(s):
            value, _ = search(game.result(s, move), alpha, beta)
            if maximizing:
                value = -value
            if (maximizing and value > best) or (not maximizing and value < best):
                best, best_move = value, move
            if maximizing:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best, best_move

    return search(state, -_INF, _INF)


BUGGY += [
    (window_cut_min_bound_negated, {report.SIGN_SLIP}),
    (window_cut_child_negated_at_max, {report.SIGN_SLIP}),
]


# ---------------------------------------------------------------------- issue 27, round 3 (h27q)
# A memo keyed by the position alone (blind7's ab08 passed all 18 cases: no position repeated inside
# one search). XXO/.../.O. reaches positions by more than one order of moves.


def memo_after_terminal_test(game: Any, state: Any, alpha: float = -INF, beta: float = INF,
                             seen: dict[Any, float] | None = None) -> float:
    """Caches every node's value, a cutoff's too, under game.key."""
    seen = {} if seen is None else seen
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    key = game.key(state)
    if key in seen:
        return seen[key]
    maximizing = game.to_move(state) == game.players[0]
    best = -INF if maximizing else INF
    for move in game.actions(state):
        value = memo_after_terminal_test(game, game.result(state, move), alpha, beta, seen)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            beta = min(beta, best)
        if alpha >= beta:
            break
    seen[key] = best
    return best


def memo_in_a_closure(game: Any, state: Any, alpha: float = -INF, beta: float = INF) -> float:
    """An inner search with a dict of the outer call's: returns straight out of the loop at a cutoff, stored first."""
    values: dict[Any, float] = {}

    def search(s: Any, a: float, b: float) -> float:
        if game.key(s) in values:
            return values[game.key(s)]
        if game.is_terminal(s):
            result = float(game.utility(s, game.players[0]))
        elif game.to_move(s) == game.players[0]:
            result = -INF
            for move in game.actions(s):
                result = max(result, search(game.result(s, move), a, b))
                if result >= b:
                    values[game.key(s)] = result
                    return result
                a = max(a, result)
        else:
            result = INF
            for move in game.actions(s):
                result = min(result, search(game.result(s, move), a, b))
                if result <= a:
                    values[game.key(s)] = result
                    return result
                b = min(b, result)
        values[game.key(s)] = result
        return result

    return search(state, alpha, beta)


def correct_memo_with_window(game: Any, state: Any, alpha: float = -INF, beta: float = INF,
                             memo: dict[Any, float] | None = None) -> float:
    """The memo keyed by the position and the window it was searched with: never a bound for another window."""
    memo = {} if memo is None else memo
    key = (game.key(state), alpha, beta)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    v = -INF if maximizing else INF
    for move in game.actions(state):
        child = correct_memo_with_window(game, game.result(state, move), alpha, beta, memo)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(beta, v)
    memo[key] = v
    return v


def correct_memo_exact_only(game: Any, state: Any, alpha: float = -INF, beta: float = INF,
                            memo: dict[Any, float] | None = None) -> float:
    """Stores a value only when it fell strictly inside the window the node was called with."""
    memo = {} if memo is None else memo
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    alpha0, beta0 = alpha, beta
    maximizing = game.to_move(state) == game.players[0]
    v = -INF if maximizing else INF
    for move in game.actions(state):
        child = correct_memo_exact_only(game, game.result(state, move), alpha, beta, memo)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(beta, v)
    if alpha0 < v < beta0:
        memo[key] = v
    return v


CORRECT += [correct_memo_with_window, correct_memo_exact_only]
BUGGY += [(memo_after_terminal_test, {report.BOUND_AS_EXACT}), (memo_in_a_closure, {report.BOUND_AS_EXACT})]


# ---------------------------------------------------------------------- mut3's leftovers (h27s)
# A cutoff test that compares a bound with itself (always true): the loop ends after its first move.


def fail_hard_cut_on_alpha_itself(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            alpha = max(alpha, fail_hard_cut_on_alpha_itself(game, game.result(state, a), alpha, beta))
            if alpha >= alpha:
                return beta
        return alpha
    for a in game.actions(state):
        beta = min(beta, fail_hard_cut_on_alpha_itself(game, game.result(state, a), alpha, beta))
        if alpha >= beta:
            return alpha
    return beta


def max_returns_under_beta_itself(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, max_returns_under_beta_itself(game, game.result(state, a), alpha, beta))
            if beta >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_returns_under_beta_itself(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY += [
    (fail_hard_cut_on_alpha_itself, {report.FIRST_MOVE_ONLY}),
    (max_returns_under_beta_itself, {report.FIRST_MOVE_ONLY}),
]


# ---------------------------------------------------------------------- wave 7's classes, other shapes (h27s)


def alpha_from_beta_in_max(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """MAX raises alpha from beta (alpha = max(beta, v)): its cutoff test holds after its first move."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        value = -math.inf
        for a in game.actions(state):
            value = max(value, alpha_from_beta_in_max(game, game.result(state, a), alpha, beta))
            alpha = max(beta, value)
            if alpha >= beta:
                break
        return value
    value = math.inf
    for a in game.actions(state):
        value = min(value, alpha_from_beta_in_max(game, game.result(state, a), alpha, beta))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def ties_taken_with_move(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> tuple[float, Any]:
    """(value, move), a later move kept on a tie in both halves, alpha-beta's bounds compared as values."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best, choice = (-math.inf if maximizing else math.inf), None
    for move in game.actions(state):
        value = ties_taken_with_move(game, game.result(state, move), alpha, beta)[0]
        if (maximizing and value >= best) or (not maximizing and value <= best):
            best, choice = value, move
        if maximizing:
            if best >= beta:
                break
            alpha = max(alpha, best)
        else:
            if best <= alpha:
                break
            beta = min(beta, best)
    return best, choice


def min_update_reversed(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """MIN's update copies its best into the child's value (child = v), so v never leaves +inf."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            child = min_update_reversed(game, game.result(state, a), alpha, beta)
            if child > v:
                v = child
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        child = min_update_reversed(game, game.result(state, a), alpha, beta)
        if child < v:
            child = v
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY += [
    (alpha_from_beta_in_max, {report.BOUND_TYPO}),
    (ties_taken_with_move, {report.WRONG_MOVE}),
    (min_update_reversed, {loop_source.REVERSED_UPDATE}),
]


def min_breaks_while_window_open(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """MIN's cutoff test turned round (beta > alpha): it holds while the window is open."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_breaks_while_window_open(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, min_breaks_while_window_open(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
        if beta > alpha:
            break
    return v


BUGGY += [(min_breaks_while_window_open, {report.FIRST_MOVE_ONLY})]


# Wave 8 (blind10): MIN's half copied from MAX's, still raising alpha; beta never lowered.
def min_updates_alpha(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """ab06 verbatim."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    is_maximizing = game.to_move(state) == game.players[0]
    if is_maximizing:
        best_value = -math.inf
        for move in game.actions(state):
            hypothetical_value = min_updates_alpha(game, game.result(state, move), alpha, beta)
            best_value = max(best_value, hypothetical_value)
            alpha = max(alpha, best_value)
            if alpha >= beta:
                break
        return best_value
    best_value = math.inf
    for move in game.actions(state):
        hypothetical_value = min_updates_alpha(game, game.result(state, move), alpha, beta)
        best_value = min(best_value, hypothetical_value)
        alpha = max(alpha, best_value)
        if alpha >= beta:
            break
    return best_value


def min_value_raises_alpha(game: Any, state: Any) -> float:
    """AIMA's max_value / min_value, min_value's update copied from max_value."""
    MAX = game.players[0]

    def max_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), alpha, beta))
            if v <= alpha:
                return v
            alpha = max(alpha, v)
        return v

    if game.to_move(state) == MAX:
        return max_value(state, -math.inf, math.inf)
    return min_value(state, -math.inf, math.inf)


# min_updates_alpha was named by its symptom, "never prunes"; the cause its hint quotes is the name now (i40c).
BUGGY += [(min_updates_alpha, {ex.NO_BETA_UPDATE}), (min_value_raises_alpha, {ex.NO_BETA_UPDATE})]


# Wave 9 (blind12's ab04, named wrongly when measured: "keeps the last move", hint "update both in
# the same if", which the code does): the root changes its move on a tie (>=) while its children
# fail hard, so every child no better than the best returns exactly the best and ties.


def _fail_hard_ab(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            v = _fail_hard_ab(game, game.result(state, a), alpha, beta)
            if v >= beta:
                return beta
            if v > alpha:
                alpha = v
        return alpha
    for a in game.actions(state):
        v = _fail_hard_ab(game, game.result(state, a), alpha, beta)
        if v <= alpha:
            return alpha
        if v < beta:
            beta = v
    return beta


def root_tie_among_fail_hard_bounds(game: Any, state: Any, alpha: float = -math.inf,
                                    beta: float = math.inf) -> tuple[float, Any]:
    """blind12's ab04 verbatim (helper renamed): the root keeps the last child that ties, `>=`."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            v = _fail_hard_ab(game, game.result(state, a), alpha, beta)
            if v >= best:
                best, best_move = v, a
            alpha = max(alpha, best)
        return best, best_move
    best = math.inf
    for a in game.actions(state):
        v = _fail_hard_ab(game, game.result(state, a), alpha, beta)
        if v <= best:
            best, best_move = v, a
        beta = min(beta, best)
    return best, best_move


def fail_hard_pair_ties_at_every_node(game: Any, state: Any, alpha: float = -math.inf,
                                      beta: float = math.inf) -> tuple[float, Any]:
    """One function returning (value, move), fail hard (the bound at a cut, alpha or beta at the
    end), the move changed on a tie with `>=` / `<=` at every node."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_value = -math.inf if maximizing else math.inf
    best_action = None
    for action in game.actions(state):
        value, _ = fail_hard_pair_ties_at_every_node(game, game.result(state, action), alpha, beta)
        if maximizing:
            if value >= best_value:
                best_value, best_action = value, action
            if value >= beta:
                return beta, best_action
            alpha = max(alpha, value)
        else:
            if value <= best_value:
                best_value, best_action = value, action
            if value <= alpha:
                return alpha, best_action
            beta = min(beta, value)
    return (alpha if maximizing else beta), best_action


def nested_root_ties_fail_hard(game: Any, state: Any) -> tuple[float, Any]:
    """Nested fail-hard helper (the window moved with alpha = max(alpha, v), cut on alpha >= beta);
    the top keeps its move with `v >= alpha` / `v <= beta`."""
    MAX = game.players[0]

    def value(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        maximizing = game.to_move(s) == MAX
        for a in game.actions(s):
            v = value(game.result(s, a), alpha, beta)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                return beta if maximizing else alpha
        return alpha if maximizing else beta

    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    alpha, beta, move = -math.inf, math.inf, None
    for a in game.actions(state):
        v = value(game.result(state, a), alpha, beta)
        if maximizing and v >= alpha:
            alpha, move = v, a
        elif not maximizing and v <= beta:
            beta, move = v, a
    return (alpha if maximizing else beta), move


BUGGY += [(root_tie_among_fail_hard_bounds, {report.WRONG_MOVE}),
          (fail_hard_pair_ties_at_every_node, {report.WRONG_MOVE}),
          (nested_root_ties_fail_hard, {report.WRONG_MOVE})]


# Wave 9 (blind12's ab08, generic when measured: "never prunes" with a menu whose first slip, "never
# updates alpha or beta", the code contradicts): the children's values come from something made with
# the node's first alpha and beta, so every child gets the window the node started with.


def _child_values(game: Any, state: Any, alpha: float, beta: float) -> Any:
    for a in game.actions(state):
        yield generator_children(game, game.result(state, a), alpha, beta)


def generator_children(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """blind12's ab08 verbatim (generator renamed): a generator function captures alpha and beta."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for child in _child_values(game, state, alpha, beta):
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def children_scored_in_a_list_first(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Every child's value computed at once in a list comprehension, then the loop with its cutoffs."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    scores = [children_scored_in_a_list_first(game, game.result(state, a), alpha, beta) for a in game.actions(state)]
    if game.to_move(state) == MAX:
        best = -math.inf
        for score in scores:
            best = max(best, score)
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    best = math.inf
    for score in scores:
        best = min(best, score)
        beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def correct_generator_expression(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """A generator expression reads alpha and beta as each child's turn comes: the updates reach it."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    values = (correct_generator_expression(game, game.result(state, a), alpha, beta) for a in game.actions(state))
    v = -math.inf if maximizing else math.inf
    for child in values:
        if maximizing:
            v = max(v, child)
            if v >= beta:
                break
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                break
            beta = min(beta, v)
    return v


BUGGY += [(generator_children, {ex.NEVER_PRUNES}), (children_scored_in_a_list_first, {ex.NEVER_PRUNES})]
CORRECT.append(correct_generator_expression)


# Wave 9 (blind12's ab07, second mistake): a MIN node that stops only on v < alpha beside MAX's
# v >= beta. Masked in ab07 itself (alpha never raised, so MIN never cuts); alone it shows.


def strict_at_min_only(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, strict_at_min_only(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, strict_at_min_only(game, game.result(state, a), alpha, beta))
        if v < alpha:
            return v
        beta = min(beta, v)
    return v


def strict_at_max_only(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        value = strict_at_max_only(game, game.result(state, a), alpha, beta)
        if maximizing:
            best = max(best, value)
            if best > beta:
                break
            alpha = max(alpha, best)
        else:
            best = min(best, value)
            if best <= alpha:
                break
            beta = min(beta, best)
    return best


BUGGY += [(strict_at_min_only, {ex.STRICT}), (strict_at_max_only, {ex.STRICT})]


# Wave 8 (blind10's ab05, second mistake unnamed): finished games scored for the side to move AND
# strict cutoffs; the pair explains values and leaves.


def mover_leaf_and_strict(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """blind10's ab05 verbatim."""
    current_player = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, current_player)  # type: ignore[no-any-return]
    if current_player == game.players[0]:
        best = -math.inf
        for tile in game.actions(state):
            best = max(best, mover_leaf_and_strict(game, game.result(state, tile), alpha, beta))
            if best > beta:
                return best
            alpha = max(alpha, best)
        return best
    best = math.inf
    for tile in game.actions(state):
        best = min(best, mover_leaf_and_strict(game, game.result(state, tile), alpha, beta))
        if best < alpha:
            return best
        beta = min(beta, best)
    return best


def mover_leaf_and_strict_window_test(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """One loop for both players, the leaf scored with game.to_move, leaving when alpha > beta."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = mover_leaf_and_strict_window_test(game, game.result(state, a), alpha, beta)
        if maximizing:
            value = max(value, child)
            alpha = max(alpha, value)
        else:
            value = min(value, child)
            beta = min(beta, value)
        if alpha > beta:
            break
    return value


BUGGY += [(mover_leaf_and_strict, {report.WRONG_PLAYER, ex.STRICT}),
          (mover_leaf_and_strict_window_test, {report.WRONG_PLAYER, ex.STRICT})]


# blind12's abC1_failhard_negamax verbatim, names prefixed (truth: correct — fail-hard negamax (return beta on cut, return alpha), MAX's view through the sign at the root)


def _w9c1_alphabeta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    for m in game.actions(state):
        value = -_w9c1_alphabeta(game, game.result(state, m), -beta, -alpha)
        if value > alpha:
            alpha = value
        if value >= beta:
            return beta
    return alpha


def wave9_failhard_negamax(game, state, alpha=-math.inf, beta=math.inf):
    if game.to_move(state) == game.players[0]:
        return _w9c1_alphabeta(game, state, alpha, beta)
    return -_w9c1_alphabeta(game, state, -beta, -alpha)


# blind12's abC2_failsoft_vytrg verbatim, names prefixed (truth: correct — fail-soft, cut when alpha >= beta after raising alpha with the child's value (equivalent to v >= beta))


def _w9c2_alpha_beta(game, node, alpha, beta, maximizingPlayer):  # noqa: N803 (verbatim)
    if game.is_terminal(node):
        return game.utility(node, game.players[0])
    if maximizingPlayer:
        maxEval = float("-inf")
        for m in game.actions(node):
            eval = _w9c2_alpha_beta(game, game.result(node, m), alpha, beta, False)
            maxEval = max(maxEval, eval)
            alpha = max(alpha, eval)
            if alpha >= beta:
                break  # cut beta
        return maxEval
    else:
        minEval = float("inf")
        for m in game.actions(node):
            eval = _w9c2_alpha_beta(game, game.result(node, m), alpha, beta, True)
            minEval = min(minEval, eval)
            beta = min(beta, eval)
            if alpha >= beta:
                break  # alpha cut
        return minEval


def wave9_failsoft_vytrg(game, state, alpha=-math.inf, beta=math.inf):
    return _w9c2_alpha_beta(game, state, alpha, beta, game.to_move(state) == game.players[0])


# blind12's abC3_class_with_move verbatim, names prefixed (truth: correct — AIMA max_value/min_value methods, (value, move) with `>` so the first best move is kept)


class _W9c3AlphaBeta:
    def __init__(self, game):
        self.game = game
        self.max_player = game.players[0]

    def max_value(self, s, alpha, beta):
        if self.game.is_terminal(s):
            return self.game.utility(s, self.max_player), None
        v, move = -math.inf, None
        for a in self.game.actions(s):
            v2, _ = self.min_value(self.game.result(s, a), alpha, beta) if self.game.to_move(self.game.result(s, a)) != self.max_player else self.max_value(self.game.result(s, a), alpha, beta)
            if v2 > v:
                v, move = v2, a
                alpha = max(alpha, v)
            if v >= beta:
                return v, move
        return v, move

    def min_value(self, s, alpha, beta):
        if self.game.is_terminal(s):
            return self.game.utility(s, self.max_player), None
        v, move = math.inf, None
        for a in self.game.actions(s):
            child = self.game.result(s, a)
            v2, _ = self.max_value(child, alpha, beta) if self.game.to_move(child) == self.max_player else self.min_value(child, alpha, beta)
            if v2 < v:
                v, move = v2, a
                beta = min(beta, v)
            if v <= alpha:
                return v, move
        return v, move


def wave9_class_with_move(game, state, alpha=-math.inf, beta=math.inf):
    search = _W9c3AlphaBeta(game)
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.to_move(state) == game.players[0]:
        return search.max_value(state, alpha, beta)
    return search.min_value(state, alpha, beta)



CORRECT += [wave9_failhard_negamax, wave9_failsoft_vytrg, wave9_class_with_move]  # blind12's correct variants of this checker


# Wave 10 (blind14's a06, named "prunes too much" on BASE): v = child where v = min(v, child)
# belongs, so a MIN node that does not stop early is worth its last child: minimax's KEEPS_LAST.


class _W10a06AlphaBeta:
    def __init__(self, game):
        self.game = game

    def max_value(self, state, alpha, beta):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.game.players[0])
        v = -math.inf
        for a in self.game.actions(state):
            v = max(v, self.min_value(self.game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(self, state, alpha, beta):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.game.players[0])
        v = math.inf
        for a in self.game.actions(state):
            v = self.max_value(self.game.result(state, a), alpha, beta)
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v


def wave10_min_overwrites_v(game, state):
    """blind14's a06 verbatim (class renamed)."""
    ab = _W10a06AlphaBeta(game)
    if game.to_move(state) == game.players[0]:
        return ab.max_value(state, -math.inf, math.inf)
    return ab.min_value(state, -math.inf, math.inf)


def best_set_outside_if_at_min(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """One loop for both players; MIN's `best = value` dedented out of its if."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        value = best_set_outside_if_at_min(game, game.result(state, a), alpha, beta)
        if maximizing:
            if value > best:
                best = value
            if best >= beta:
                break
            alpha = max(alpha, best)
        else:
            if value < best:
                pass
            best = value
            if best <= alpha:
                break
            beta = min(beta, best)
    return best


def max_overwrites_v(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """The same slip in MAX's half: v = child where v = max(v, child) belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max_overwrites_v(game, game.result(state, a), alpha, beta)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_overwrites_v(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY += [(wave10_min_overwrites_v, {loop_models.KEEPS_LAST}), (best_set_outside_if_at_min, {loop_models.KEEPS_LAST}),
          (max_overwrites_v, {loop_models.KEEPS_LAST})]


# blind14's correct variants of this checker, verbatim (names prefixed): c03 fail hard, c04 a class
# returning (value, move), c09 the cutoff test at the top of the loop.


def wave10_fail_hard(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            alpha = max(alpha, wave10_fail_hard(game, game.result(state, a), alpha, beta))
            if alpha >= beta:
                return beta
        return alpha
    for a in game.actions(state):
        beta = min(beta, wave10_fail_hard(game, game.result(state, a), alpha, beta))
        if beta <= alpha:
            return alpha
    return beta


class _W10c04Searcher:
    def __init__(self, game):
        self.game = game
        self.me = game.players[0]

    def value(self, state, alpha, beta):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.me), None
        if self.game.to_move(state) == self.me:
            return self.max_value(state, alpha, beta)
        return self.min_value(state, alpha, beta)

    def max_value(self, state, alpha, beta):
        v, best = -math.inf, None
        for a in self.game.actions(state):
            child, _ = self.value(self.game.result(state, a), alpha, beta)
            if child > v:
                v, best = child, a
            if v >= beta:
                return v, best
            alpha = max(alpha, v)
        return v, best

    def min_value(self, state, alpha, beta):
        v, best = math.inf, None
        for a in self.game.actions(state):
            child, _ = self.value(self.game.result(state, a), alpha, beta)
            if child < v:
                v, best = child, a
            if v <= alpha:
                return v, best
            beta = min(beta, v)
        return v, best


def wave10_class_with_move(game, state):
    return _W10c04Searcher(game).value(state, -math.inf, math.inf)


def wave10_test_at_loop_top(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            if alpha >= beta:
                break
            v = max(v, wave10_test_at_loop_top(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        if beta <= alpha:
            break
        v = min(v, wave10_test_at_loop_top(game, game.result(state, a), alpha, beta))
        beta = min(beta, v)
    return v


CORRECT += [wave10_fail_hard, wave10_class_with_move, wave10_test_at_loop_top]


# Wave 10 (blind14's a04, "never prunes" with three causes its code does not have): negamax's
# window (-beta, -alpha) handed to the children of a MAX/MIN search that negates no value.


def wave10_negamax_window_in_minimax(game, state, alpha, beta):
    """blind14's a04 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = wave10_negamax_window_in_minimax(game, game.result(state, a), -beta, -alpha)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


def _negamax_window_max(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -math.inf
    for a in game.actions(state):
        v = max(v, _negamax_window_min(game, game.result(state, a), -beta, -alpha))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def _negamax_window_min(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = math.inf
    for a in game.actions(state):
        v = min(v, _negamax_window_max(game, game.result(state, a), -beta, -alpha))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def negamax_window_in_max_min_helpers(game: Any, state: Any) -> float:
    """AIMA's max_value / min_value, each calling the other with (-beta, -alpha)."""
    if game.to_move(state) == game.players[0]:
        return _negamax_window_max(game, state, -math.inf, math.inf)
    return _negamax_window_min(game, state, -math.inf, math.inf)


BUGGY += [(wave10_negamax_window_in_minimax, {report.WINDOW_SWAPPED}),
          (negamax_window_in_max_min_helpers, {report.WINDOW_SWAPPED})]


# Wave 11's class (blind16's mm02, in alpha-beta): a win less the level, a loss plus it.
def _level_bonus_ab(game: Any, state: Any, alpha: float, beta: float, level: int) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        score = game.utility(state, MAX)
        return score - level if score > 0 else score + level if score < 0 else 0  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, _level_bonus_ab(game, game.result(state, a), alpha, beta, level + 1))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, _level_bonus_ab(game, game.result(state, a), alpha, beta, level + 1))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def level_bonus_alphabeta(game: Any, state: Any) -> float:
    return _level_bonus_ab(game, state, -math.inf, math.inf, 0)


def depth_bonus_alphabeta_fail_hard(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf,
                                    depth: int = 0) -> float:
    """Fail-hard, one function; `score - depth` for a win and `score + depth` for a loss (GeeksforGeeks' shape)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        score = game.utility(state, MAX)
        if score > 0:
            return score - depth  # type: ignore[no-any-return]
        if score < 0:
            return score + depth  # type: ignore[no-any-return]
        return 0
    maximizing = game.to_move(state) == MAX
    for a in game.actions(state):
        v = depth_bonus_alphabeta_fail_hard(game, game.result(state, a), alpha, beta, depth + 1)
        if maximizing:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
        if alpha >= beta:
            break
    return alpha if maximizing else beta


BUGGY += [(level_bonus_alphabeta, {UTILITY_SHIFTED}), (depth_bonus_alphabeta_fail_hard, {UTILITY_SHIFTED})]


# Wave 11 (blind16's ab03 and ab09): never prunes, for a reason the hint now quotes from the code.
def wave11_no_window_passed(game, state, alpha=-math.inf, beta=math.inf):
    """blind16's ab03 verbatim (renamed): the children called without alpha and beta."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        value = -math.inf
        for a in game.actions(state):
            value = max(value, wave11_no_window_passed(game, game.result(state, a)))
            if value >= beta:
                break
            alpha = max(alpha, value)
        return value
    value = math.inf
    for a in game.actions(state):
        value = min(value, wave11_no_window_passed(game, game.result(state, a)))
        if value <= alpha:
            break
        beta = min(beta, value)
    return value


def _nw_max(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = -math.inf
    for a in game.actions(state):
        v = max(v, _nw_min(game, game.result(state, a)))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def _nw_min(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = math.inf
    for a in game.actions(state):
        v = min(v, _nw_max(game, game.result(state, a)))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def helpers_called_without_bounds(game: Any, state: Any) -> float:
    """MAX-VALUE / MIN-VALUE with default bounds, each calling the other with the state alone."""
    return _nw_max(game, state) if game.to_move(state) == game.players[0] else _nw_min(game, state)


def wave11_listcomp_children(game, state, alpha=-math.inf, beta=math.inf):
    """blind16's ab09 verbatim (renamed): every child searched in a list comprehension first."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [wave11_listcomp_children(game, game.result(state, a), alpha, beta) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        v = max(values)
        if v >= beta:
            return v
        return v
    v = min(values)
    if v <= alpha:
        return v
    return v


def generator_into_max(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """max() of a generator of the children's searches, the cutoff tested after it."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    children = [game.result(state, a) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        v = max(generator_into_max(game, c, alpha, beta) for c in children)
        if v >= beta:
            return v  # the cutoff, tested once every child has been searched
        return v
    return min(generator_into_max(game, c, alpha, beta) for c in children)


BUGGY += [(wave11_no_window_passed, {report.NEVER_PRUNES}), (helpers_called_without_bounds, {report.NEVER_PRUNES}),
          (wave11_listcomp_children, {report.NEVER_PRUNES}), (generator_into_max, {report.NEVER_PRUNES})]


# Wave 12 (blind18's a08): a negamax inside whose child gets (beta, alpha), swapped but neither
# negated. The code's own call names it a negamax's window ("negate and swap"), never a MAX/MIN
# search's bounds passed in the wrong order.
def _w12a08_ab(game, state, alpha, beta):
    if game.is_terminal(state):
        sign = 1 if game.to_move(state) == game.players[0] else -1
        return sign * game.utility(state, game.players[0])
    score = -math.inf
    for a in game.actions(state):
        v = -_w12a08_ab(game, game.result(state, a), beta, alpha)
        if v > score:
            score = v
        alpha = max(alpha, score)
        if alpha >= beta:
            break
    return score


def wave12_window_swapped_not_negated(game, state):
    """blind18's a08 verbatim (helper renamed)."""
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * _w12a08_ab(game, state, -math.inf, math.inf)


def _negamax_swapped_only(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -_negamax_swapped_only(game, game.result(state, move), beta, alpha))
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def negamax_swapped_not_negated_test_first(game: Any, state: Any) -> float:
    """The same slip, the cutoff tested on the best value before alpha is raised."""
    value = _negamax_swapped_only(game, state, -math.inf, math.inf)
    return value if game.to_move(state) == game.players[0] else -value


def _negamax_swapped_hard(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    for move in game.actions(state):
        value = -_negamax_swapped_hard(game, game.result(state, move), beta, alpha)
        if value >= beta:
            return beta
        alpha = max(alpha, value)
    return alpha


def negamax_swapped_not_negated_fail_hard(game: Any, state: Any) -> float:
    """The same slip in a fail-hard negamax."""
    value = _negamax_swapped_hard(game, state, -math.inf, math.inf)
    return value if game.to_move(state) == game.players[0] else -value


BUGGY += [(wave12_window_swapped_not_negated, {report.CHILD_WINDOW}),
          (negamax_swapped_not_negated_test_first, {report.CHILD_WINDOW}),
          (negamax_swapped_not_negated_fail_hard, {report.CHILD_WINDOW})]


# Wave 13 (blind20): a node narrowing the other kind of node's bound just before its own cutoff
# test; the test then holds after the first move every time (the values of "tries only the first
# move" there), and the code shows which bound (window_source.other_nodes_bound).
def wave13_alpha_raised_at_min(game, state, alpha=-math.inf, beta=math.inf):
    """blind20's a02 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    is_max = game.to_move(state) == game.players[0]
    v = -math.inf if is_max else math.inf
    for a in game.actions(state):
        child = wave13_alpha_raised_at_min(game, game.result(state, a), alpha, beta)
        if is_max:
            v = max(v, child)
            alpha = max(alpha, child)
            if v >= beta:
                break
        else:
            v = min(v, child)
            alpha = max(alpha, child)
            beta = min(beta, v)
            if v <= alpha:
                break
    return v


def _max_lowers_beta(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    best = -math.inf
    for move in game.actions(state):
        best = max(best, _min_own_bound(game, game.result(state, move), alpha, beta))
        beta = min(beta, best)  # "beta is the best value found so far" copied from MIN's half
        if best >= beta:
            return best
    return best


def _min_own_bound(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    best = math.inf
    for move in game.actions(state):
        best = min(best, _max_lowers_beta(game, game.result(state, move), alpha, beta))
        if best <= alpha:
            return best
        beta = min(beta, best)
    return best


def max_lowers_beta_helpers(game: Any, state: Any) -> float:
    """MAX's helper lowers beta just before testing best >= beta (two helpers)."""
    if game.is_terminal(state) or game.to_move(state) == game.players[0]:
        return _max_lowers_beta(game, state, -math.inf, math.inf)
    return _min_own_bound(game, state, -math.inf, math.inf)


def both_bounds_at_both(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Both nodes update both bounds ("alpha and beta are the best so far") before their tests."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    maximizing = game.to_move(state) == game.players[0]
    value = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = both_bounds_at_both(game, game.result(state, move), alpha, beta)
        if maximizing:
            value = max(value, score)
            alpha = max(alpha, value)
            beta = min(beta, value)
            if value >= beta:
                break
        else:
            value = min(value, score)
            beta = min(beta, value)
            alpha = max(alpha, value)
            if value <= alpha:
                break
    return value


BUGGY += [(wave13_alpha_raised_at_min, {report.OTHER_NODES_BOUND}), (max_lowers_beta_helpers, {report.OTHER_NODES_BOUND}),
          (both_bounds_at_both, {report.OTHER_NODES_BOUND})]


def wave13_fail_hard(game, state, alpha=-math.inf, beta=math.inf):
    """blind20's c04 verbatim (renamed): a correct fail-hard alpha-beta."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            value = wave13_fail_hard(game, game.result(state, a), alpha, beta)
            if value >= beta:
                return beta
            if value > alpha:
                alpha = value
        return alpha
    for a in game.actions(state):
        value = wave13_fail_hard(game, game.result(state, a), alpha, beta)
        if value <= alpha:
            return alpha
        if value < beta:
            beta = value
    return beta


CORRECT.append(wave13_fail_hard)


def decided_lost_alphabeta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """A decided game scored as lost for the side to move there (blind20's n01 in alpha-beta)."""
    if game.is_terminal(state):
        if game.utility(state, game.players[0]) == 0:
            return 0.0
        return -1.0 if game.to_move(state) == game.players[0] else 1.0
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, decided_lost_alphabeta(game, game.result(state, move), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for move in game.actions(state):
        v = min(v, decided_lost_alphabeta(game, game.result(state, move), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


BUGGY += [(decided_lost_alphabeta, {DECIDED_LOST})]


# Wave 13 (blind20): two slips, the strict convention and no beta update in MIN nodes: both named
# (the pair's "never stops a MAX node early" partner is dropped where the code shows MAX's test).
def wave13_strict_and_no_beta(game, state, alpha=-math.inf, beta=math.inf):
    """blind20's a06 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, wave13_strict_and_no_beta(game, game.result(state, a), alpha, beta))
            if v > beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, wave13_strict_and_no_beta(game, game.result(state, a), alpha, beta))
        if v < alpha:
            return v
    return v


def _strict_max(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    value = -math.inf
    for move in game.actions(state):
        value = max(value, _strict_min(game, game.result(state, move), alpha, beta))
        if value > beta:
            break
        alpha = max(alpha, value)
    return value


def _strict_min(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    value = math.inf
    for move in game.actions(state):
        value = min(value, _strict_max(game, game.result(state, move), alpha, beta))
        if value < alpha:
            break
    return value


def strict_helpers_no_beta(game: Any, state: Any) -> float:
    """The same two slips in two helpers, with break."""
    if game.is_terminal(state) or game.to_move(state) == game.players[0]:
        return _strict_max(game, state, -math.inf, math.inf)
    return _strict_min(game, state, -math.inf, math.inf)


BUGGY += [(wave13_strict_and_no_beta, {report.NO_BETA_UPDATE, report.STRICT}),
          (strict_helpers_no_beta, {report.NO_BETA_UPDATE, report.STRICT})]


def min_strict_no_beta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """MIN alone strict (v < alpha) and no beta update: the strict half told by the code's tests."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, min_strict_no_beta(game, game.result(state, move), alpha, beta))
            if best >= beta:
                break
            alpha = max(alpha, best)
        return best
    best = math.inf
    for move in game.actions(state):
        best = min(best, min_strict_no_beta(game, game.result(state, move), alpha, beta))
        if best < alpha:
            break
    return best


BUGGY += [(min_strict_no_beta, {report.NO_BETA_UPDATE, report.STRICT})]


# Wave 14 (blind22): two slips, leaves scored for the side to move and a search that never prunes
# (MIN's update of alpha copied from MAX's): both named, the second from the leaves (alphabeta._never_prunes_beside).
def wave14_tomove_and_alpha_at_min(game, state, alpha=-10000, beta=10000):
    """blind22's a05 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if game.to_move(state) == game.players[0]:
        best = -10000
        for a in game.actions(state):
            best = max(best, wave14_tomove_and_alpha_at_min(game, game.result(state, a), alpha, beta))
            alpha = max(alpha, best)
            if beta <= alpha:
                break
        return best
    best = 10000
    for a in game.actions(state):
        best = min(best, wave14_tomove_and_alpha_at_min(game, game.result(state, a), alpha, beta))
        alpha = min(alpha, best)
        if beta <= alpha:
            break
    return best


def mover_leaves_window_unchanged(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Leaves for the side to move, and a window that is tested but never narrowed."""
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = mover_leaves_window_unchanged(game, game.result(state, a), alpha, beta)
        v = max(v, child) if maximizing else min(v, child)
        if (maximizing and v >= beta) or (not maximizing and v <= alpha):
            return v
    return v


BUGGY += [(wave14_tomove_and_alpha_at_min, {ex.WRONG_PLAYER, report.NO_BETA_UPDATE}),  # its second slip by its cause
          (mover_leaves_window_unchanged, {ex.WRONG_PLAYER, report.NEVER_PRUNES})]


# Wave 15 (blind24): an iterative alpha-beta whose cutoff step is a slice thrown away: never prunes, and its
# hint names that statement, not "never updates alpha or beta" (alphabeta_leaves.cut_thrown_away).
def wave15_prune_noop(game, state):
    """blind24's ab02 verbatim (helper renamed)."""
    MAX = game.players[0]

    def make(s, parent):
        return {"state": s, "parent": parent, "visited": False, "value": None,
                "type": "max" if game.to_move(s) == MAX else "min",
                "alpha": -math.inf, "beta": math.inf}

    root = make(state, None)
    stack = [root]
    while stack:
        node = stack.pop()
        if node["visited"] or game.is_terminal(node["state"]):
            if not node["visited"]:
                node["value"] = game.utility(node["state"], MAX)
            else:
                node["value"] = node["alpha"] if node["type"] == "max" else node["beta"]
            parent = node["parent"]
            if parent is not None:
                if parent["type"] == "min":
                    parent["beta"] = min(parent["beta"], node["value"])
                else:
                    parent["alpha"] = max(parent["alpha"], node["value"])
                if _w15_can_prune(node, parent):
                    stack[stack.index(node):] if node in stack else stack[:]
        else:
            node["visited"] = True
            stack.append(node)
            children = [make(game.result(node["state"], m), node) for m in game.actions(node["state"])]
            stack.extend(reversed(children))
    return root["value"]


def _w15_can_prune(node, parent):
    if parent["type"] == "min":
        return parent["beta"] < parent["alpha"]
    return parent["alpha"] > parent["beta"]


BUGGY += [(wave15_prune_noop, {ex.NEVER_PRUNES})]
CUT_THROWN_AWAY = [wave15_prune_noop]


# Wave 16 (blind26): fail-hard code (the bound is the running value) whose two kinds of node follow two conventions:
# the child's tie handed up as the bound keeps the strict kind going; named by the node kind, never "never stops early".
def _w16_max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for a in game.actions(state):
        alpha = max(alpha, _w16_min_value(game, game.result(state, a), alpha, beta))
        if alpha >= beta:
            return alpha
    return alpha


def _w16_min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for a in game.actions(state):
        beta = min(beta, _w16_max_value(game, game.result(state, a), alpha, beta))
        if beta < alpha:
            return beta
    return beta


def wave16_min_strict_max_aima(game, state, alpha=-math.inf, beta=math.inf):
    """blind26's ab06 verbatim (helpers renamed)."""
    if game.to_move(state) == game.players[0]:
        return _w16_max_value(game, state, alpha, beta)
    return _w16_min_value(game, state, alpha, beta)


def fail_hard_max_strict(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """The other way round in one function: MAX breaks only once alpha > beta, MIN on beta <= alpha."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    for a in game.actions(state):
        child = fail_hard_max_strict(game, game.result(state, a), alpha, beta)
        if maximizing:
            alpha = max(alpha, child)
            if alpha > beta:
                break
        else:
            beta = min(beta, child)
            if beta <= alpha:
                break
    return alpha if maximizing else beta


BUGGY += [(wave16_min_strict_max_aima, {ex.STRICT}), (fail_hard_max_strict, {ex.STRICT})]


# blind26's ab01 (every-algorithm/java): MIN-VALUE a copy of MAX-VALUE, its comparison and its bound update
# (beta = max(beta, v)) alike: named by the comparison, the copied update told beside it (window_source).
def _w16_copy_max_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        v = max(v, _w16_copy_min_value(game, game.result(state, a), alpha, beta))
        alpha = max(alpha, v)
        if beta <= alpha:
            break
    return v


def _w16_copy_min_value(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = math.inf
    for a in game.actions(state):
        v = max(v, _w16_copy_max_value(game, game.result(state, a), alpha, beta))
        beta = max(beta, v)
        if beta <= alpha:
            break
    return v


def wave16_min_copies_max(game, state, alpha=-math.inf, beta=math.inf):
    """blind26's ab01 verbatim (helpers renamed)."""
    if game.to_move(state) == game.players[0]:
        return _w16_copy_max_value(game, state, alpha, beta)
    return _w16_copy_min_value(game, state, alpha, beta)


BUGGY += [(wave16_min_copies_max, {ex.WRONG_COMPARISON})]
COPIED_BOUND_UPDATE = [wave16_min_copies_max]


# Wave 17 (blind28): the cutoff tested only right after a LEAF child, at MAX and MIN alike; the values stay
# right (report.CUT_AFTER_LEAF_ONLY, the pruning quiz's misconception too). Not "MIN nodes never stop early".
def wave17_cut_only_among_leaves(game, state, alpha=-math.inf, beta=math.inf):
    """blind28's ab01 verbatim (renamed): simranmaurya's AI_LAB, `if alpha >= beta: break` in the leaf branch."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    maximizing = game.to_move(state) == MAX
    for move in game.actions(state):
        child = game.result(state, move)
        if not game.is_terminal(child):
            value = wave17_cut_only_among_leaves(game, child, alpha, beta)
            if maximizing:
                alpha = value if value > alpha else alpha
            else:
                beta = value if value < beta else beta
        else:
            value = game.utility(child, MAX)
            if maximizing and alpha < value:
                alpha = value
            if not maximizing and beta > value:
                beta = value
            if alpha >= beta:
                break
    return alpha if maximizing else beta


def cut_tested_with_the_leaf_test(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Another shape, fail-soft: v tested against the bound, but under the condition that the child is finished."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    v = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        value = cut_tested_with_the_leaf_test(game, child, alpha, beta)
        v = max(v, value) if maximizing else min(v, value)
        if game.is_terminal(child) and (v >= beta if maximizing else v <= alpha):
            return v
        if maximizing:
            alpha = max(alpha, v)
        else:
            beta = min(beta, v)
    return v


class _W17Stats:
    visited = 0
    prunes = 0


def wave17_correct_counters(game, state, alpha=-math.inf, beta=math.inf):
    """blind28's ab05 verbatim (renamed): C# Battle.Logic, fail-soft, with a counter object."""
    _W17Stats.visited += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0]:
        value = -math.inf
        for move in game.actions(state):
            value = max(value, wave17_correct_counters(game, game.result(state, move), alpha, beta))
            alpha = max(alpha, value)
            if alpha >= beta:
                _W17Stats.prunes += 1
                break
        return value
    value = math.inf
    for move in game.actions(state):
        value = min(value, wave17_correct_counters(game, game.result(state, move), alpha, beta))
        beta = min(beta, value)
        if beta <= alpha:
            _W17Stats.prunes += 1
            break
    return value


def wave17_correct_fail_hard_unexplored(game, state, alpha=-math.inf, beta=math.inf):
    """blind28's ab06 verbatim (renamed): fail-hard, a break 'only if unexplored children exist'."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = list(game.actions(state))
    if game.to_move(state) == game.players[0]:
        for i, move in enumerate(moves):
            value = wave17_correct_fail_hard_unexplored(game, game.result(state, move), alpha, beta)
            if value > alpha:
                alpha = value
            if beta <= alpha and i < len(moves) - 1:
                return beta
        return alpha
    for i, move in enumerate(moves):
        value = wave17_correct_fail_hard_unexplored(game, game.result(state, move), alpha, beta)
        if value < beta:
            beta = value
        if beta <= alpha and i < len(moves) - 1:
            return alpha
    return beta


BUGGY += [(wave17_cut_only_among_leaves, {report.CUT_AFTER_LEAF_ONLY}),
          (cut_tested_with_the_leaf_test, {report.CUT_AFTER_LEAF_ONLY})]
CORRECT += [wave17_correct_counters, wave17_correct_fail_hard_unexplored]


# Wave 17 (blind28): the window copied (a, b = alpha, beta), the copies narrowed, the children called with the
# untouched alpha and beta: never prunes, and the hint says the copies are never passed
# (window_source.copies_never_passed; tests/test_hint_checks.py). ab07's strict v < a at MIN is masked.
def wave17_bounds_not_passed(game, state, alpha=-math.inf, beta=math.inf):
    """blind28's ab07 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    a, b = alpha, beta
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for move in game.actions(state):
            v = max(v, wave17_bounds_not_passed(game, game.result(state, move), alpha, beta))
            if v >= b:
                return v
            a = max(a, v)
        return v
    v = math.inf
    for move in game.actions(state):
        v = min(v, wave17_bounds_not_passed(game, game.result(state, move), alpha, beta))
        if v < a:
            return v
        b = min(b, v)
    return v


def window_copied_to_low_high(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Another shape: low and high copied one by one, narrowed with ifs, the children given alpha and beta."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    low = alpha
    high = beta
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = window_copied_to_low_high(game, game.result(state, move), alpha, beta)
        if maximizing:
            best = max(best, value)
            if best > low:
                low = best
        else:
            best = min(best, value)
            if best < high:
                high = best
        if low >= high:
            break
    return best


BUGGY += [(wave17_bounds_not_passed, {ex.NEVER_PRUNES}), (window_copied_to_low_high, {ex.NEVER_PRUNES})]


# Wave 18 (blind30): a04 opens the search with its bounds swapped, alpha = +1000000 and beta = -1000000,
# with the best started at the window's bound (fail-hard): every node stops after its first child, which
# the leaf check took for a cut on the wrong bound though the cut tests are right. The student's first
# call on the root shows the closed window (open_window_stops.closed_root_window).
def wave18_swapped_initial_window_search(game, node, alpha, beta, maximising_player):
    if game.is_terminal(node):
        best_value = game.utility(node, game.players[0])
    elif maximising_player:
        best_value = alpha
        for move in game.actions(node):
            child_value = wave18_swapped_initial_window_search(game, game.result(node, move), best_value, beta, False)
            best_value = max(best_value, child_value)
            if beta <= best_value:
                break
    else:
        best_value = beta
        for move in game.actions(node):
            child_value = wave18_swapped_initial_window_search(game, game.result(node, move), alpha, best_value, True)
            best_value = min(best_value, child_value)
            if best_value <= alpha:
                break
    return best_value


def wave18_swapped_initial_window(game, state):
    """blind30's a04 verbatim (renamed)."""
    return wave18_swapped_initial_window_search(game, state, 1000000, -1000000,
                                                game.to_move(state) == game.players[0])


def _bounded_search(game: Any, state: Any, low: float, high: float) -> float:
    """One loop, fail-hard: the value starts at the node's own bound and is clamped into the window."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    for move in game.actions(state):
        score = _bounded_search(game, game.result(state, move), low, high)
        if maximizing and score > low:
            low = score
        if not maximizing and score < high:
            high = score
        if low >= high:
            break
    return low if maximizing else high


def root_window_given_high_low(game: Any, state: Any) -> float:
    """Another shape: the entry point hands the one-loop search (10**9, -10**9), high before low."""
    return _bounded_search(game, state, 10**9, -10**9)


# a05 keeps the GfG lab program's `for i in range(0, 2)` (a binary tree's two children) on real games:
# no node looks past its second move, and minimax over the first two moves gives every value it returns
# (open_window_stops.first_moves_only), where the leaf check said "prunes on the wrong bound".
MAX, MIN = 1000, -1000


def wave18_two_children_lab(game, state, alpha=MIN, beta=MAX):
    """blind30's a05 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    moves = game.actions(state)
    if game.to_move(state) == game.players[0]:
        best = MIN
        for i in range(0, 2):
            if i >= len(moves):
                break
            val = wave18_two_children_lab(game, game.result(state, moves[i]), alpha, beta)
            best = max(best, val)
            alpha = max(alpha, best)
            if beta <= alpha:
                break
        return best
    else:
        best = MAX
        for i in range(0, 2):
            if i >= len(moves):
                break
            val = wave18_two_children_lab(game, game.result(state, moves[i]), alpha, beta)
            best = min(best, val)
            beta = min(beta, best)
            if beta <= alpha:
                break
        return best


def first_two_moves_sliced(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Another shape: the moves sliced to two (a binary tree's habit), right cuts and updates."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for move in list(game.actions(state))[:2]:
        child = first_two_moves_sliced(game, game.result(state, move), alpha, beta)
        if maximizing:
            v = max(v, child)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        else:
            v = min(v, child)
            if v <= alpha:
                return v
            beta = min(beta, v)
    return v


BUGGY += [(wave18_swapped_initial_window, {ex.WINDOW_SWAPPED}), (root_window_given_high_low, {ex.WINDOW_SWAPPED}),
          (wave18_two_children_lab, {report.FIRST_MOVE_ONLY}), (first_two_moves_sliced, {report.FIRST_MOVE_ONLY})]
