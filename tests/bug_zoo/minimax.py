"""Minimax as students write it: ``fn(game, state) -> value`` (or ``(value, move)``) for MAX, on
textbook trees and list boards."""

from __future__ import annotations

import functools
import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import loop_source, report
from ttt_lab.exercises import minimax_mistakes as mm
from ttt_lab.exercises.scope_models import CHILD_MOVE, LAST_CHILD, TURN_FROM_ROOT
from ttt_lab.exercises.sign_models import DISCOUNTS, NEGATES_BEST, UTILITY_SCALED, UTILITY_SHIFTED
from ttt_lab.exercises.terminal_models import (
    DECIDED_LOST,
    DRAW_AS_LOSS,
    DRAWS_EVERY_END,
    FINISHED_AT_CALL,
    LOST_OR_NOTHING,
    SENTINEL_COLLIDES,
)


def correct(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [correct(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_aima(game: Any, state: Any) -> float:
    """MAX-VALUE and MIN-VALUE calling each other, the root chosen by who moves."""
    MAX = game.players[0]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a)))
        return v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a)))
        return v

    return max_value(state) if game.to_move(state) == MAX else min_value(state)


def correct_negamax_inside(game: Any, state: Any) -> float:
    """A negamax inside, MAX's view outside."""
    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a)) for a in game.actions(s))

    return nega(state) if game.to_move(state) == game.players[0] else -nega(state)


def correct_iterative(game: Any, state: Any) -> float:
    """An explicit stack, no recursion; boards copied by game.result."""
    MAX = game.players[0]
    root: dict[str, Any] = {"state": state, "kids": None, "values": []}
    stack = [root]
    while stack:
        node = stack[-1]
        s = node["state"]
        if game.is_terminal(s):
            node["value"] = game.utility(s, MAX)
        elif node["kids"] is None:
            node["kids"] = [{"state": game.result(s, a), "kids": None, "values": []} for a in game.actions(s)]
            stack.extend(node["kids"])
            continue
        else:
            values = [kid["value"] for kid in node["kids"]]
            node["value"] = max(values) if game.to_move(s) == MAX else min(values)
        stack.pop()
    return root["value"]  # type: ignore[no-any-return]


CORRECT = [correct, correct_aima, correct_negamax_inside, correct_iterative]


def min_starts_at_minus_inf(game: Any, state: Any) -> float:
    """MIN-VALUE copied from MAX-VALUE with max changed to min, but not v = -inf."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_starts_at_minus_inf(game, game.result(state, a)))
        return v
    v = -math.inf
    for a in game.actions(state):
        v = min(v, min_starts_at_minus_inf(game, game.result(state, a)))
    return v


def swapped(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [swapped(game, game.result(state, a)) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[0] else max(values)


def min_everywhere(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return min(min_everywhere(game, game.result(state, a)) for a in game.actions(state))


def utility_for_mover(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [utility_for_mover(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def utility_for_min(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[1])  # type: ignore[no-any-return]
    values = [utility_for_min(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def plain_negamax(game: Any, state: Any) -> float:
    """A negamax handed in as minimax: values for the side to move."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-plain_negamax(game, game.result(state, a)) for a in game.actions(state))


def parity_from_root(game: Any, state: Any, depth: int = 0) -> float:
    """Decides MAX or MIN by the depth's parity: the root is always MAX."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [parity_from_root(game, game.result(state, a), depth + 1) for a in game.actions(state)]
    return max(values) if depth % 2 == 0 else min(values)


def returns_minus(game: Any, state: Any) -> float:
    """Returns -value at the end: mixed up which sign MAX's values have."""
    return -correct(game, state)


def swapped_and_for_mover(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [swapped_and_for_mover(game, game.result(state, a)) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[0] else max(values)


def mean_at_min(game: Any, state: Any) -> float:
    """Treats MIN as a random opponent: the average of its children."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [mean_at_min(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else sum(values) / len(values)


BUGGY = [
    (min_starts_at_minus_inf, {ex.WRONG_START}),
    (swapped, {ex.SWAPPED}),
    (min_everywhere, {ex.NOT_ALTERNATING}),
    (utility_for_mover, {ex.WRONG_PLAYER}),
    (utility_for_min, {ex.WRONG_PLAYER}),
    (plain_negamax, {ex.WRONG_PLAYER}),
    (parity_from_root, {ex.SWAPPED}),
    (returns_minus, {ex.WRONG_PLAYER}),
    (swapped_and_for_mover, {ex.SWAPPED, ex.WRONG_PLAYER}),
    (mean_at_min, {ex.AVERAGES_MIN}),
]
CHECK = ex.check_minimax


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def best_starts_at_zero(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    best = 0.0
    for a in game.actions(state):
        v = best_starts_at_zero(game, game.result(state, a))
        best = max(best, v) if game.to_move(state) == MAX else min(best, v)
    return best


def make_and_unmake(game: Any, state: Any) -> float:
    """Copies the board with list(state) before writing in it: the rows are still shared, but
    every move is taken back, so the board is as it was (make and unmake: correct)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = []
    for a in game.actions(state):
        if isinstance(state, list):
            board = list(state)
            board[a[0]][a[1]] = game.to_move(state)
            values.append(make_and_unmake(game, board))
            board[a[0]][a[1]] = "."
        else:
            values.append(make_and_unmake(game, game.result(state, a)))
    return max(values) if game.to_move(state) == MAX else min(values)


_MEMO: dict[Any, float] = {}


def global_memo(game: Any, state: Any) -> float:
    key = str(state)
    if key in _MEMO:
        return _MEMO[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    else:
        values = [global_memo(game, game.result(state, a)) for a in game.actions(state)]
        value = max(values) if game.to_move(state) == game.players[0] else min(values)
    _MEMO[key] = value
    return value  # type: ignore[no-any-return]


CORRECT.append(make_and_unmake)
BUGGY += [
    (best_starts_at_zero, {ex.WRONG_START}),
    (global_memo, {ex.REMEMBERS_OTHER_GAMES}),
]


def utility_for_last_mover(game: Any, state: Any) -> float:
    """Scores a finished game for the player who just moved: 'whoever made the last move won'."""
    if game.is_terminal(state):
        mover = game.to_move(state)
        last = game.players[1] if mover == game.players[0] else game.players[0]
        return game.utility(state, last)  # type: ignore[no-any-return]
    values = [utility_for_last_mover(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(utility_for_last_mover, {ex.WRONG_PLAYER})]


# ---------------------------------------------------------------------- fifth wave (blind)
# (value, move) pairs, as notebook 03 asks. Before any change: 2 named right, 1 named by its
# symptom and then two consequences (a running best started at -1 / +1), 1 named with a second,
# consequential name (MIN and MAX swapped, then "a wrong move"), 1 named "does not return a
# number" ((move, value) pairs), 1 named by its move symptom with the right explanation.


def starts_at_minus_one(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, best_move = (-1, None) if maximizing else (1, None)
    for move in game.actions(state):
        value, _ = starts_at_minus_one(game, game.result(state, move))
        if (value > best) if maximizing else (value < best):
            best, best_move = value, move
    return best, best_move


def move_then_value(game: Any, state: Any) -> tuple[Any, float]:
    MAX = game.players[0]
    if game.is_terminal(state):
        return None, game.utility(state, MAX)
    pairs = [(move_then_value(game, game.result(state, m))[1], m) for m in game.actions(state)]
    pick = max if game.to_move(state) == MAX else min
    value, move = pick(pairs, key=lambda pair: pair[0])
    return move, value


def max_where_min_moves(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    pairs = [(max_where_min_moves(game, game.result(state, m))[0], m) for m in game.actions(state)]
    pick = max if game.to_move(state) != MAX else min
    return pick(pairs, key=lambda pair: pair[0])  # type: ignore[no-any-return]


def move_from_below(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    best, best_move = None, None
    for move in game.actions(state):
        value, deeper = move_from_below(game, game.result(state, move))
        if best is None or (value > best if game.to_move(state) == MAX else value < best):
            best, best_move = value, (deeper if deeper is not None else move)
    return best, best_move  # type: ignore[return-value]


def correct_explicit_stack(game: Any, state: Any) -> tuple[float, Any]:
    """Correct: post-order on an explicit stack, children's results kept by identity."""
    MAX = game.players[0]
    stack: list[tuple[Any, bool]] = [(state, False)]
    result: dict[int, tuple[float, Any]] = {}
    children: dict[int, list[tuple[Any, Any]]] = {}
    while stack:
        s, expanded = stack.pop()
        if game.is_terminal(s):
            result[id(s)] = (game.utility(s, MAX), None)
        elif not expanded:
            children[id(s)] = [(m, game.result(s, m)) for m in game.actions(s)]
            stack.append((s, True))
            stack.extend((child, False) for _, child in children[id(s)])
        else:
            best: tuple[float, Any] | None = None
            for move, child in children[id(s)]:
                value = result[id(child)][0]
                if best is None or (value > best[0] if game.to_move(s) == MAX else value < best[0]):
                    best = (value, move)
            result[id(s)] = best  # type: ignore[assignment]
    return result[id(state)]


CORRECT.append(correct_explicit_stack)
BUGGY += [
    (starts_at_minus_one, {ex.WRONG_START}),
    (move_then_value, {report.PAIR_SWAPPED}),
    (max_where_min_moves, {ex.SWAPPED}),
    (move_from_below, {ex.WRONG_MOVE}),
]


# Issue 27's sweep (session 2): mistakes from the brief's list, written as students write them.
def returns_the_best_move(game: Any, state: Any) -> Any:
    """Keeps the best move and returns it where the value belongs."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    best, best_move = None, None
    for a in game.actions(state):
        v = returns_the_best_move(game, game.result(state, a))
        v = v if isinstance(v, (int, float)) else 0
        if best is None or (v > best if game.to_move(state) == MAX else v < best):
            best, best_move = v, a
    return best_move


def min_compares_with_greater(game: Any, state: Any) -> float:
    """MIN's loop copied from MAX's: `if v > best` in both, MIN starting at +inf."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    best = -math.inf if game.to_move(state) == MAX else math.inf
    for a in game.actions(state):
        v = min_compares_with_greater(game, game.result(state, a))
        if v > best:
            best = v
    return best


BUGGY += [
    (returns_the_best_move, {ex.RETURNS_MOVE}),
    (min_compares_with_greater, {report.WRONG_COMPARISON}),
]


# A ply kept in a module-level variable to decide whose turn it is (blind wave 2's dl2_b03 in
# minimax): raised on entry, lowered only on the normal return.
_ply = 0
_nodes = 0


def global_ply_turns(game: Any, state: Any) -> float:
    global _ply
    _ply += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    maximizing = _ply % 2 == 1  # MAX at odd plies, counted from the first call
    values = [global_ply_turns(game, game.result(state, a)) for a in game.actions(state)]
    _ply -= 1
    return max(values) if maximizing else min(values)


def wrong_player_with_node_count(game: Any, state: Any) -> float:
    """Scores finished games for the player to move, and counts nodes in a global on the side: the
    count must not be taken for the bug."""
    global _nodes
    _nodes += 1
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [wrong_player_with_node_count(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [
    (global_ply_turns, {"answers the same question differently from one call to the next"}),
    (wrong_player_with_node_count, {ex.WRONG_PLAYER}),
]


# Sign slips of a negamax written inside a minimax (issue 27, round 2: the mutation sweep's class #1).
def negamax_not_turned_back(game: Any, state: Any) -> float:
    """A negamax helper whose value is handed back as it is: MIN's view where MIN is to move."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]

    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -nega(game.result(s, a)))
        return best

    return nega(state)


def negamax_with_sign_not_turned_back(game: Any, state: Any) -> float:
    """A sign-times-utility negamax; the last line forgets to multiply by the root's sign."""
    MAX = game.players[0]

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return sign(s) * game.utility(s, MAX)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a)) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    value = nega(state)
    return value


def negamax_inside_without_minus(game: Any, state: Any) -> float:
    """A negamax helper that takes the max of its children's values as they come."""
    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        return max(nega(game.result(s, a)) for a in game.actions(s))

    return nega(state) if game.to_move(state) == game.players[0] else -nega(state)


def negamax_loop_without_minus(game: Any, state: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        best = -math.inf
        for a in game.actions(s):
            v = nega(game.result(s, a))
            if v > best:
                best = v
        return best

    v = nega(state)
    return v if game.to_move(state) == MAX else -v


def minus_on_every_return(game: Any, state: Any) -> float:
    """Puts a minus on the value it returns, at every node: mixed up with negamax."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [minus_on_every_return(game, game.result(state, a)) for a in game.actions(state)]
    return -(max(values) if game.to_move(state) == game.players[0] else min(values))


def aima_with_minus_on_both_returns(game: Any, state: Any) -> float:
    MAX = game.players[0]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a)))
        return -v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a)))
        return -v

    return max_value(state) if game.to_move(state) == MAX else min_value(state)


BUGGY += [
    (negamax_not_turned_back, {ex.NOT_CONVERTED}),
    (negamax_with_sign_not_turned_back, {ex.NOT_CONVERTED}),
    (negamax_inside_without_minus, {ex.FORGETS_NEGATION}),
    (negamax_loop_without_minus, {ex.FORGETS_NEGATION}),
    (minus_on_every_return, {ex.NEGATES_RESULT}),
    (aima_with_minus_on_both_returns, {ex.NEGATES_RESULT}),
]


# A move skipped by a loop with a running best (issue 27, round 2: the sweep's class #8).
def aima_skips_last_move(game: Any, state: Any) -> float:
    MAX = game.players[0]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -math.inf
        for a in list(game.actions(s))[:-1]:
            v = max(v, min_value(game.result(s, a)))
        return v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = math.inf
        for a in list(game.actions(s))[:-1]:
            v = min(v, max_value(game.result(s, a)))
        return v

    return max_value(state) if game.to_move(state) == MAX else min_value(state)


def loop_skips_first_move(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    moves = game.actions(state)
    best = -math.inf if game.to_move(state) == MAX else math.inf
    for i in range(1, len(moves)):
        v = loop_skips_first_move(game, game.result(state, moves[i]))
        best = max(best, v) if game.to_move(state) == MAX else min(best, v)
    return best


BUGGY += [
    (aima_skips_last_move, {report.SKIPS_LAST_MOVE}),
    (loop_skips_first_move, {report.SKIPS_FIRST_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# Finished games scored by who won, as 1, -1 or 0 (blind6's mm07, through game.winner): named only
# by its symptom "a value outside the game's utilities" and a consequential "returns a wrong value".


def scores_by_sign(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        return 1 if u > 0 else -1 if u < 0 else 0
    values = [scores_by_sign(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def scores_win_or_loss(game: Any, state: Any) -> float:
    """'A win is +1, a loss -1, a draw 0': the utility compared with 0, never returned."""
    MAX = game.players[0]
    if game.is_terminal(state):
        if game.utility(state, MAX) > 0:
            return 1
        if game.utility(state, MAX) < 0:
            return -1
        return 0
    if game.to_move(state) == MAX:
        return max(scores_win_or_loss(game, game.result(state, a)) for a in game.actions(state))
    return min(scores_win_or_loss(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [(scores_by_sign, {report.WIN_LOSS_LEAVES}), (scores_win_or_loss, {report.WIN_LOSS_LEAVES})]


# A win taken to be worth exactly 1 (blind6's mm06): the loop returns at the first child worth 1
# (-1 for MIN); only localised ("returns a wrong value") before.


def returns_at_first_win(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = returns_at_first_win(game, game.result(state, a))
        if v == (1 if maximizing else -1):
            return v  # nothing beats a win
        best = max(best, v) if maximizing else min(best, v)
    return best


def breaks_at_one(game: Any, state: Any) -> tuple[float, Any]:
    """(value, move) with a break as soon as the best so far is 1 for MAX or -1 for MIN."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best: tuple[float, Any] = (-math.inf, None) if maximizing else (math.inf, None)
    for a in game.actions(state):
        v, _ = breaks_at_one(game, game.result(state, a))
        if v == (1 if maximizing else -1):
            best = (v, a)
            break
        if (v > best[0]) if maximizing else (v < best[0]):
            best = (v, a)
    return best


BUGGY += [(returns_at_first_win, {report.STOPS_AT_ONE}), (breaks_at_one, {report.STOPS_AT_ONE})]


# ---------------------------------------------------------------------- issue 27, round 3: slips at the root alone
def _value(game: Any, s: Any) -> float:
    if game.is_terminal(s):
        return game.utility(s, game.players[0])  # type: ignore[no-any-return]
    values = [_value(game, game.result(s, a)) for a in game.actions(s)]
    return max(values) if game.to_move(s) == game.players[0] else min(values)


def decision_with_the_other_players_rule(game: Any, state: Any) -> tuple[float, Any]:
    """MINIMAX-DECISION whose test for the root's player names the wrong one."""
    if game.is_terminal(state):
        return _value(game, state), None
    scored = [(_value(game, game.result(state, a)), a) for a in game.actions(state)]
    if game.to_move(state) == game.players[1]:  # meant players[0]
        return max(scored, key=lambda t: t[0])
    return min(scored, key=lambda t: t[0])


def decision_from_the_second_move(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return _value(game, state), None
    moves = list(game.actions(state))
    maximizing = game.to_move(state) == game.players[0]
    best, move = (-math.inf if maximizing else math.inf), None
    for a in moves[1:]:
        v = _value(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, move = v, a
    return best, move


BUGGY += [
    (decision_with_the_other_players_rule, {ex.SWAPPED}),
    (decision_from_the_second_move, {report.SKIPS_FIRST_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, round 3: the running best's update
from ttt_lab.exercises import loop_models  # noqa: E402


def best_set_outside_its_if(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v, _ = best_set_outside_its_if(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            pass
        best, move = v, a
    return best, move


def min_value_overwrites_best(game: Any, state: Any) -> tuple[float, Any]:
    def max_value(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        v, move = -math.inf, None
        for a in game.actions(s):
            v2, _ = min_value(game.result(s, a))
            if v2 > v:
                v, move = v2, a
        return v, move

    def min_value(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        v, move = math.inf, None
        for a in game.actions(s):
            v2, _ = max_value(game.result(s, a))
            v, move = v2, a  # the test forgotten
        return v, move

    return max_value(state) if game.to_move(state) == game.players[0] else min_value(state)


def both_tests_joined_with_and(game: Any, state: Any) -> tuple[float, Any]:
    maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v, _ = both_tests_joined_with_and(game, game.result(state, a))
        if (maximizing and v > best) and (not maximizing and v < best):  # meant: or
            best, move = v, a
    return best, move


def best_update_forgotten(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    best = -math.inf if game.to_move(state) == MAX else math.inf
    for a in game.actions(state):
        best_update_forgotten(game, game.result(state, a))
    return best


BUGGY += [
    (best_set_outside_its_if, {loop_models.KEEPS_LAST}),
    (min_value_overwrites_best, {loop_models.KEEPS_LAST}),
    (both_tests_joined_with_and, {loop_models.NEVER_KEEPS}),
    (best_update_forgotten, {loop_models.NEVER_KEEPS}),
]


def min_value_without_its_base_case(game: Any, state: Any) -> tuple[float, Any]:
    def max_value(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.players[0]), None
        best: tuple[float, Any] = (-math.inf, None)
        for a in game.actions(s):
            v = min_value(game.result(s, a))[0]
            if v > best[0]:
                best = (v, a)
        return best

    def min_value(s: Any) -> tuple[float, Any]:  # the is_terminal test forgotten here
        best: tuple[float, Any] = (math.inf, None)
        for a in game.actions(s):
            v = max_value(game.result(s, a))[0]
            if v < best[0]:
                best = (v, a)
        return best

    return max_value(state) if game.to_move(state) == game.players[0] else min_value(state)


def max_value_without_its_base_case(game: Any, state: Any) -> float:
    def max_value(s: Any) -> float:
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a)))
        return v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a)))
        return v

    return max_value(state) if game.to_move(state) == game.players[0] else min_value(state)


BUGGY += [
    (min_value_without_its_base_case, {ex.IGNORES_TERMINAL}),
    (max_value_without_its_base_case, {ex.IGNORES_TERMINAL}),
]


# ---------------------------------------------------------------------- issue 27, round 3: a negamax inside, its negation by the parent alone
def negamax_child_side_compared_with_sign(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]

    def nega(s: Any) -> tuple[float, Any]:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, MAX) * sign, None
        best, best_move = -math.inf, None
        for m in game.actions(s):
            child = game.result(s, m)
            v, _ = nega(child)
            child_sign = 1 if game.to_move(child) == sign else -1  # a player compared with a number
            v = -v if child_sign != sign else v
            if v > best:
                best, best_move = v, m
        return best, best_move

    v, m = nega(state)
    return v * (1 if game.to_move(state) == MAX else -1), m


def negamax_child_sign_always_one(game: Any, state: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, MAX) * sign  # type: ignore[no-any-return]
        values = []
        for m in game.actions(s):
            child_sign = 1  # meant: 1 if game.to_move(child) == MAX else -1
            v = nega(game.result(s, m))
            values.append(-v if child_sign != sign else v)
        return max(values)

    return nega(state) * (1 if game.to_move(state) == MAX else -1)


def negamax_sign_one_for_both(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[0]

    def nega(s: Any) -> tuple[float, Any]:
        sign = 1 if game.to_move(s) == MAX else 1  # noqa: RUF034 (meant: else -1)
        if game.is_terminal(s):
            return game.utility(s, MAX) * sign, None
        best, best_move = -math.inf, None
        for m in game.actions(s):
            child = game.result(s, m)
            v, _ = nega(child)
            if (1 if game.to_move(child) == MAX else -1) != sign:
                v = -v
            if v > best:
                best, best_move = v, m
        return best, best_move

    v, m = nega(state)
    return v * (1 if game.to_move(state) == MAX else -1), m


BUGGY += [
    (negamax_child_side_compared_with_sign, {loop_models.NEGATES_ONE_KIND}),
    (negamax_child_sign_always_one, {loop_models.NEGATES_ONE_KIND}),
    (negamax_sign_one_for_both, {ex.NOT_CONVERTED}),
]


def negamax_converted_the_wrong_way(game: Any, state: Any) -> float:
    def nega(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a)) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    v = nega(state)
    return v if game.to_move(state) != game.players[0] else -v  # meant ==


def negamax_sign_of_the_other_side(game: Any, state: Any) -> tuple[float, Any]:
    def nega(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s)), None
        best: tuple[float, Any] = (-math.inf, None)
        for a in game.actions(s):
            v = -nega(game.result(s, a))[0]
            if v > best[0]:
                best = (v, a)
        return best

    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    v, move = nega(state)
    sign = -1 if game.to_move(state) == game.players[0] else 1  # the signs swapped
    return sign * v, move


BUGGY += [
    (negamax_converted_the_wrong_way, {ex.NOT_CONVERTED}),
    (negamax_sign_of_the_other_side, {ex.NOT_CONVERTED}),
]


def negamax_side_sign_always_plus(game: Any, state: Any) -> float:
    """The side's sign written as a dict with a typo: +1 for both players."""
    MAX, MIN = game.players
    signs = {MAX: 1, MIN: 1}  # meant MIN: -1

    def nega(s: Any) -> float:
        sign = signs[game.to_move(s)]
        if game.is_terminal(s):
            return sign * game.utility(s, MAX)  # type: ignore[no-any-return]
        best = -math.inf
        for a in game.actions(s):
            child = game.result(s, a)
            v = nega(child)
            best = max(best, v if signs[game.to_move(child)] == sign else -v)
        return best

    return nega(state) * (1 if game.to_move(state) == MAX else -1)


def decision_min_branch_copies_max(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return _value(game, state), None
    maximizing = game.to_move(state) == game.players[0]
    best, move = None, None
    for a in game.actions(state):
        v = _value(game, game.result(state, a))
        if best is None or (v > best if maximizing else v > best):  # noqa: RUF034 (MIN's test copied from MAX's)
            best, move = v, a
    return best, move


def decision_without_the_last_move(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return _value(game, state), None
    moves = list(game.actions(state))
    pick = max if game.to_move(state) == game.players[0] else min
    value, move = pick(((_value(game, game.result(state, a)), a) for a in moves[:-1]), key=lambda t: t[0])
    return value, move


BUGGY += [
    (negamax_side_sign_always_plus, {ex.NOT_CONVERTED}),
    (decision_min_branch_copies_max, {report.WRONG_COMPARISON}),
    (decision_without_the_last_move, {report.SKIPS_LAST_MOVE}),
]


def min_value_negates_its_children(game: Any, state: Any) -> float:
    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        return max(min_value(game.result(s, a)) for a in game.actions(s))

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, -max_value(game.result(s, a)))  # a minus copied from a negamax
        return v

    return max_value(state) if game.to_move(state) == game.players[0] else min_value(state)


BUGGY += [(min_value_negates_its_children, {loop_models.NEGATES_ONE_KIND})]
# ---------------------------------------------------------------------- issue 27, round 3 (h27k)
# The loop's variable returned after the loop where the running best belongs.


def returns_last_child(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = returns_last_child(game, game.result(state, a))
        if (maximizing and v > best) or (not maximizing and v < best):
            best = v
    return v


BUGGY += [(returns_last_child, {LAST_CHILD})]


# mut3's classes #15 and #20 (issue 27): the top-level dispatch to MAX-VALUE made unreachable
# (indented under the terminal test's return), or its return dedented out of its if, so the
# root is always valued by one side's helper while the helpers below are right.


def _max_value(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        best = max(best, _max_value(game, child) if game.to_move(child) == game.players[0] else _min_value(game, child))
    return best


def _min_value(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        best = min(best, _max_value(game, child) if game.to_move(child) == game.players[0] else _min_value(game, child))
    return best


def dispatch_under_the_terminal_return(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        if game.to_move(state) == game.players[0]:
            return _max_value(game, state)
    return _min_value(game, state)


def max_return_out_of_its_if(game: Any, state: Any) -> float:
    if game.to_move(state) == game.players[0]:
        pass
    return _max_value(game, state)
    return _min_value(game, state)


BUGGY += [
    (dispatch_under_the_terminal_return, {loop_source.UNREACHABLE}),
    (max_return_out_of_its_if, {loop_source.UNREACHABLE}),
]


# mut3's class #21 (issue 27): MIN-VALUE (or MAX-VALUE) without its terminal test, under a top
# function that tests it: a finished root is right, finished games below it are worth +inf (-inf).


def _min_value_untested(game: Any, state: Any) -> float:
    best = math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        best = min(best, _max_value_tested(game, child) if game.to_move(child) == game.players[0]
                   else _min_value_untested(game, child))
    return best


def _max_value_tested(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        best = max(best, _max_value_tested(game, child) if game.to_move(child) == game.players[0]
                   else _min_value_untested(game, child))
    return best


def min_value_lost_its_test(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        return _max_value_tested(game, state)
    return _min_value_untested(game, state)


BUGGY += [(min_value_lost_its_test, {report.IGNORES_TERMINAL})]


# The running best negated at each comparison, in both halves (issue 27, round 2 of mut3: class #3).
def negates_the_running_best_both_halves(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(-best, negates_the_running_best_both_halves(game, game.result(state, a)))
        return best
    best = math.inf
    for a in game.actions(state):
        best = min(-best, negates_the_running_best_both_halves(game, game.result(state, a)))
    return best


BUGGY += [(negates_the_running_best_both_halves, {NEGATES_BEST})]


# Issue 27, round 3 (h27q): negamax's minus on the child inside a search that also takes max and
# min by player (blind7's mm09, told "forgets to negate" and asked for the minus it has).
def minus_and_max_min_by_player(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = [-minus_and_max_min_by_player(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def minus_in_both_halves(game: Any, state: Any) -> tuple[float, Any]:
    """(value, move) pairs, the minus on the pair's value in each half."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.to_move(state) == game.players[0]:
        best: tuple[float, Any] = (-math.inf, None)
        for a in game.actions(state):
            v = -minus_in_both_halves(game, game.result(state, a))[0]
            if v > best[0]:
                best = (v, a)
        return best
    best = (math.inf, None)
    for a in game.actions(state):
        v = -minus_in_both_halves(game, game.result(state, a))[0]
        if v < best[0]:
            best = (v, a)
    return best


BUGGY += [(minus_and_max_min_by_player, {report.SIGN_SLIP}), (minus_in_both_halves, {report.SIGN_SLIP})]


# Issue 27, round 3 (h27q): the best move kept in one variable shared by the whole recursion (blind7's
# mm04 was only localised, and told to update both in one if, which it does).
class _SharedMoveSearch:
    def __init__(self, game: Any) -> None:
        self.game, self.best_move = game, None

    def value(self, state: Any) -> float:
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        maximizing = game.to_move(state) == game.players[0]
        best = -math.inf if maximizing else math.inf
        for move in game.actions(state):
            v = self.value(game.result(state, move))
            if (v > best) if maximizing else (v < best):
                best, self.best_move = v, move
        return best


def move_kept_on_the_instance(game: Any, state: Any) -> tuple[float, Any]:
    search = _SharedMoveSearch(game)
    return search.value(state), search.best_move


_CHOSEN: dict[str, Any] = {}


def move_kept_in_a_global(game: Any, state: Any, top: bool = True) -> Any:
    if game.is_terminal(state):
        return (game.utility(state, game.players[0]), None) if top else game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    best = None
    for move in game.actions(state):
        v = move_kept_in_a_global(game, game.result(state, move), False)
        if best is None or (v > best if maximizing else v < best):
            best = v
            _CHOSEN["move"] = move
    return (best, _CHOSEN["move"]) if top else best


BUGGY += [(move_kept_on_the_instance, {report.WRONG_MOVE}), (move_kept_in_a_global, {report.WRONG_MOVE})]


# ---------------------------------------------------------------------- mut3's leftovers (h27s)
# The value negated on its way out of a memo that stores it before the minus (one slip, one name).


def memo_returns_minus_value(game: Any, state: Any, memo: dict[Any, float] | None = None) -> float:
    if memo is None:
        memo = {}
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif game.to_move(state) == game.players[0]:
        value = max(memo_returns_minus_value(game, game.result(state, a), memo) for a in game.actions(state))
    else:
        value = min(memo_returns_minus_value(game, game.result(state, a), memo) for a in game.actions(state))
    memo[key] = value
    return -value  # type: ignore[no-any-return]


BUGGY += [(memo_returns_minus_value, {report.NEGATES_RESULT})]


# The test that picks each child's helper flipped in one helper (players[-1] for players[0]).


def max_branch_dispatch_flipped(game: Any, state: Any, kind: str = "") -> float:
    """One function, the helper's kind handed down: the MAX branch picks the child's kind by a
    test against the last player, flipped."""
    kind = kind or ("max" if game.to_move(state) == game.players[0] else "min")
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = []
    for a in game.actions(state):
        child = game.result(state, a)
        if kind == "max":
            child_kind = "max" if game.to_move(child) == game.players[-1] else "min"
        else:
            child_kind = "max" if game.to_move(child) == game.players[0] else "min"
        values.append(max_branch_dispatch_flipped(game, child, child_kind))
    return max(values) if kind == "max" else min(values)


def min_helper_dispatch_flipped(game: Any, state: Any) -> float:
    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        v = -math.inf
        for a in game.actions(s):
            child = game.result(s, a)
            v = max(v, max_value(child) if game.to_move(child) == game.players[0] else min_value(child))
        return v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            child = game.result(s, a)
            v = min(v, max_value(child) if game.to_move(child) == game.players[1] else min_value(child))
        return v

    return max_value(state) if game.to_move(state) == game.players[0] else min_value(state)


BUGGY += [(max_branch_dispatch_flipped, {report.NOT_ALTERNATING}), (min_helper_dispatch_flipped, {report.NOT_ALTERNATING})]


# ---------------------------------------------------------------------- wave 7's classes, other shapes (h27s)


def best_copied_into_child(game: Any, state: Any) -> tuple[float, Any]:
    """MAX's update written the wrong way round (the child's value overwritten by the best)."""
    maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best, best_move = (-math.inf, None) if maximizing else (math.inf, None)
    for move in game.actions(state):
        score = best_copied_into_child(game, game.result(state, move))[0]
        if maximizing and score > best:
            score = best
            best_move = move
        elif not maximizing and score < best:
            best, best_move = score, move
    return best, best_move


class StatusSearch:
    """A status of -1 for "still running" (1 and 0 kept for wins and draws, as the author thought):
    MIN's wins are searched on, and have no moves."""

    RUNNING = -1

    def status(self, game: Any, state: Any) -> float:
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        return self.RUNNING

    def search(self, game: Any, state: Any) -> tuple[float, Any]:
        found = self.status(game, state)
        if found != self.RUNNING:
            return found, None
        maximizing = game.to_move(state) == game.players[0]
        best, best_move = (-math.inf if maximizing else math.inf), None
        for move in game.actions(state):
            value = self.search(game, game.result(state, move))[0]
            if (value > best) if maximizing else (value < best):
                best, best_move = value, move
        return best, best_move


def status_minus_one_means_running(game: Any, state: Any) -> tuple[float, Any]:
    return StatusSearch().search(game, state)


def quick_wins_preferred(game: Any, state: Any, plies: int = 0) -> tuple[float, Any]:
    if game.is_terminal(state):
        return (10 - plies) * game.utility(state, game.players[0]), None
    options = [(quick_wins_preferred(game, game.result(state, a), plies + 1)[0], a) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(options, key=lambda pair: pair[0])
    return min(options, key=lambda pair: pair[0])


def wins_as_hundred(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]) * 100, None
    pairs = [(wins_as_hundred(game, game.result(state, a))[0], a) for a in game.actions(state)]
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(pairs, key=lambda pair: pair[0])


def root_loop_with_own_helper(game: Any, state: Any) -> tuple[float, Any]:
    """The root's loop calls the helper of its own side on the children (one ply maximised twice)."""
    def value(s: Any, maximizing: bool) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), not maximizing) for a in game.actions(s)]
        return max(kids) if maximizing else min(kids)

    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    me_max = game.to_move(state) == game.players[0]
    scored = [(value(game.result(state, a), me_max), a) for a in game.actions(state)]
    return (max if me_max else min)(scored, key=lambda pair: pair[0])


def move_by_index_of_min_everywhere(game: Any, state: Any) -> tuple[float, Any]:
    """MAX's move picked with min (a copy of MIN's line), its value with max."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = list(game.actions(state))
    scores = [move_by_index_of_min_everywhere(game, game.result(state, m))[0] for m in moves]
    if game.to_move(state) == game.players[0]:
        return max(scores), moves[scores.index(min(scores))]
    return min(scores), moves[scores.index(min(scores))]


def hands_up_the_childs_move(game: Any, state: Any) -> tuple[float, Any]:
    """The move unpacked from the recursive call kept as the move to play."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best = None
    for a in game.actions(state):
        v, reply = hands_up_the_childs_move(game, game.result(state, a))
        if best is None or (v > best[0] if maximizing else v < best[0]):
            best = (v, reply if reply is not None else game.actions(state)[0])
    return best  # type: ignore[return-value]


BUGGY += [
    (best_copied_into_child, {loop_source.REVERSED_UPDATE}),
    (status_minus_one_means_running, {SENTINEL_COLLIDES}),
    (quick_wins_preferred, {UTILITY_SCALED}),
    (wins_as_hundred, {UTILITY_SCALED}),
    (root_loop_with_own_helper, {report.SWAPPED}),
    (move_by_index_of_min_everywhere, {report.WRONG_MOVE}),
    (hands_up_the_childs_move, {report.WRONG_MOVE}),
]


# Wave 8 (blind10): one player's branch indented into the other's update test, as its else.
def min_branch_nested(game: Any, state: Any, is_max: bool | None = None) -> tuple[float, Any]:
    """mm01 verbatim: MIN's else inside MAX's `if current > best_score`, and MAX recursing with True."""
    if is_max is None:
        is_max = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_score = -math.inf if is_max else math.inf
    best_move = None
    for move in game.actions(state):
        child = game.result(state, move)
        if is_max:  # AI is the maximising player
            current, _ = min_branch_nested(game, child, True)
            if current > best_score:
                best_score = current
                best_move = move
            else:  # human player
                current, _ = min_branch_nested(game, child, False)
                if current < best_score:
                    best_move = move
    return best_score, best_move


def min_update_in_max_else(game: Any, state: Any) -> tuple[float, Any]:
    """One loop, MIN's move update written as the else of MAX's test: MIN nodes never update."""
    maximizing = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best, best_move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v = min_update_in_max_else(game, game.result(state, a))[0]
        if maximizing:
            if v > best:
                best, best_move = v, a
            else:
                if v < best and not maximizing:
                    best, best_move = v, a
    return best, best_move


def max_update_in_min_else(game: Any, state: Any) -> tuple[float, Any]:
    """MIN's half first, MAX's update nested as the else of MIN's `<` test: MAX nodes never update."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    minimizing = game.to_move(state) != game.players[0]
    best, best_move = (math.inf if minimizing else -math.inf), None
    for a in game.actions(state):
        v, _ = max_update_in_min_else(game, game.result(state, a))
        if minimizing:
            if v < best:
                best, best_move = v, a
            elif v > best and not minimizing:
                best_move = a
    return best, best_move


BUGGY += [
    (min_branch_nested, {report.NOT_ALTERNATING, loop_source.NESTED_BRANCH}),
    (min_update_in_max_else, {loop_source.NESTED_BRANCH}),
    (max_update_in_min_else, {loop_source.NESTED_BRANCH}),
]


# Wave 8 (blind10): a finite sentinel as the start (the CS50 habit of -2), shared with negamax.
def sentinel_minus_two(game: Any, state: Any) -> tuple[float, Any]:
    """mm03 verbatim: a dict of action utilities and a best started at -2 / +2."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    utils = {}
    for action in game.actions(state):
        utils[action] = -2 if maximizing else 2
    best = -2 if maximizing else 2
    best_action = None
    for action in utils:
        value, _ = sentinel_minus_two(game, game.result(state, action))
        utils[action] = value
        if (maximizing and value > best) or (not maximizing and value < best):
            best, best_action = value, action
    return best, best_action


def max_min_helpers_from_two(game: Any, state: Any) -> float:
    """max_value / min_value whose running bests start at -2 and +2."""
    MAX = game.players[0]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = -2
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a)))
        return v

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        v = 2
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a)))
        return v

    return max_value(state) if game.to_move(state) == MAX else min_value(state)


BUGGY += [(sentinel_minus_two, {report.WRONG_START}), (max_min_helpers_from_two, {report.WRONG_START})]


# Wave 8 (blind10): "no moves left: a draw" before the terminal test, in minimax's form.
def no_moves_draw_first(game: Any, state: Any) -> tuple[float, Any]:
    """A board-style minimax: an empty move list is a draw, tested before the win."""
    if not game.actions(state):
        return 0, None
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    scored = [(no_moves_draw_first(game, game.result(state, a))[0], a) for a in game.actions(state)]
    return max(scored, key=lambda p: p[0]) if maximizing else min(scored, key=lambda p: p[0])


BUGGY += [(no_moves_draw_first, {DRAWS_EVERY_END})]


# Wave 8 (blind10): a decided game credited to the side to move (who has just lost), its size unread.
def credits_side_to_move(game: Any, state: Any) -> tuple[float, Any]:
    """mm02 verbatim."""
    current_player = game.to_move(state)
    if game.is_terminal(state):
        if game.utility(state, game.players[0]) != 0:
            return (1 if current_player == game.players[0] else -1), None
        return 0, None
    if current_player == game.players[0]:
        best_score, best_move = -math.inf, None
        for tile in game.actions(state):
            score, _ = credits_side_to_move(game, game.result(state, tile))
            if score > best_score:
                best_score, best_move = score, tile
        return best_score, best_move
    best_score, best_move = math.inf, None
    for tile in game.actions(state):
        score, _ = credits_side_to_move(game, game.result(state, tile))
        if score < best_score:
            best_score, best_move = score, tile
    return best_score, best_move


def winner_is_the_player_to_move(game: Any, state: Any) -> float:
    """The winner taken to be whoever is to move at the finished position, as a sign."""
    if game.is_terminal(state):
        if game.utility(state, game.players[0]) == 0:
            return 0
        winner = game.to_move(state)
        return 1 if winner == game.players[0] else -1
    values = [winner_is_the_player_to_move(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(credits_side_to_move, {report.WRONG_PLAYER}), (winner_is_the_player_to_move, {report.WRONG_PLAYER})]


# Wave 9 (blind12's mm05, localised at the wrong node when measured, with a symptom first): finished
# games scored with a depth term ("prefer quick wins"), its sign the side to move's.


def _depth_bonus_search(game: Any, state: Any, depth: int) -> tuple[float, Any]:
    if game.is_terminal(state):
        bs = game.utility(state, game.players[0])
        return bs + (-1 if game.to_move(state) == game.players[0] else 1) * depth / 10.0, None
    best_val = -float("inf") if game.to_move(state) == game.players[0] else float("inf")
    best_move = None
    for move in game.actions(state):
        val, _ = _depth_bonus_search(game, game.result(state, move), depth + 1)
        if game.to_move(state) == game.players[0]:
            if val > best_val:
                best_val, best_move = val, move
        else:
            if val < best_val:
                best_val, best_move = val, move
    return best_val, best_move


def depth_bonus_by_mover(game: Any, state: Any) -> tuple[float, Any]:
    """blind12's mm05 verbatim (helper renamed)."""
    return _depth_bonus_search(game, state, 0)


def max_min_with_ply_bonus(game: Any, state: Any) -> tuple[float, Any]:
    """MAX-VALUE / MIN-VALUE counting plies; a finished game a tenth of a point worse the deeper it lies
    for the side to move there."""
    MAX = game.players[0]

    def leaf(s: Any, ply: int) -> float:
        u = game.utility(s, MAX)
        return u - ply / 10 if game.to_move(s) == MAX else u + ply / 10  # type: ignore[no-any-return]

    def max_value(s: Any, ply: int) -> tuple[float, Any]:
        if game.is_terminal(s):
            return leaf(s, ply), None
        best: tuple[float, Any] = (-math.inf, None)
        for a in game.actions(s):
            v = min_value(game.result(s, a), ply + 1)[0]
            if v > best[0]:
                best = (v, a)
        return best

    def min_value(s: Any, ply: int) -> tuple[float, Any]:
        if game.is_terminal(s):
            return leaf(s, ply), None
        best: tuple[float, Any] = (math.inf, None)
        for a in game.actions(s):
            v = max_value(game.result(s, a), ply + 1)[0]
            if v < best[0]:
                best = (v, a)
        return best

    return max_value(state, 0) if game.to_move(state) == MAX else min_value(state, 0)


def whole_depth_added_for_max(game: Any, state: Any, depth: int = 0) -> tuple[float, Any]:
    """The depth itself added where MAX is to move at the end (subtracted where MIN is), a default argument."""
    MAX = game.players[0]
    if game.is_terminal(state):
        sign = 1 if game.to_move(state) == MAX else -1
        return game.utility(state, MAX) + sign * depth, None
    scored = [(whole_depth_added_for_max(game, game.result(state, a), depth + 1)[0], a) for a in game.actions(state)]
    pick = max if game.to_move(state) == MAX else min
    return pick(scored, key=lambda pair: pair[0])


BUGGY += [(depth_bonus_by_mover, {UTILITY_SHIFTED}), (max_min_with_ply_bonus, {UTILITY_SHIFTED}),
          (whole_depth_added_for_max, {UTILITY_SHIFTED})]


# Wave 9 (blind12's mm07, two mistakes, the second unreported when measured): finished games scored
# for the side to move, and the move of the largest child taken at MIN nodes too. The move is not
# the best by the code's own child values, so it is a mistake of its own, not the values' consequence.


def mover_view_and_argmax(game: Any, state: Any) -> tuple[float, Any]:
    """blind12's mm07 verbatim."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    children = {move: mover_view_and_argmax(game, game.result(state, move))[0] for move in game.actions(state)}
    best_move = max(children, key=children.get)  # type: ignore[arg-type]
    if game.to_move(state) == game.players[0]:
        return max(children.values()), best_move
    return min(children.values()), best_move


def mover_view_and_index_of_max(game: Any, state: Any) -> tuple[float, Any]:
    """Lists of values and moves; the move is values.index(max(values)) in both halves."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    moves = list(game.actions(state))
    values = [mover_view_and_index_of_max(game, game.result(state, m))[0] for m in moves]
    if game.to_move(state) == game.players[0]:
        return max(values), moves[values.index(max(values))]
    return min(values), moves[values.index(max(values))]


BUGGY += [(mover_view_and_argmax, {report.WRONG_PLAYER, report.WRONG_MOVE}),
          (mover_view_and_index_of_max, {report.WRONG_PLAYER, report.WRONG_MOVE})]


# blind12's mmC1_iterative_stack verbatim, names prefixed (truth: correct — iterative, explicit stack, dict of node values)


def wave9_iterative_stack(game, state):
    max_player = game.players[0]
    stack = [(state, None, False)]
    values = {}
    moves = {}
    counter = 0
    ids = {}  # noqa: F841 (verbatim)
    # each entry: (state, node_id, expanded)
    root_id = counter
    stack = [(state, root_id, False)]
    children_of = {}
    while stack:
        s, nid, expanded = stack.pop()
        if game.is_terminal(s):
            values[nid] = game.utility(s, max_player)
            continue
        if not expanded:
            stack.append((s, nid, True))
            kids = []
            for a in game.actions(s):
                counter += 1
                kids.append((a, counter))
                stack.append((game.result(s, a), counter, False))
            children_of[nid] = (s, kids)
        else:
            _, kids = children_of[nid]
            maximizing = game.to_move(s) == max_player
            best = None
            for a, cid in kids:
                v = values[cid]
                if best is None or (v > best if maximizing else v < best):
                    best, moves[nid] = v, a
            values[nid] = best
    return values[root_id], moves.get(root_id)


# blind12's mmC2_negamax_style_memo verbatim, names prefixed (truth: correct — negamax helper (value for side to move) converted to MAX's view, local memo, moves tried in sorted order)


def wave9_negamax_style_memo(game: Any, state: Any) -> tuple[float, Any]:
    memo: dict[Any, tuple[float, Any]] = {}

    def nega(s: Any) -> tuple[float, Any]:
        k = game.key(s)
        if k in memo:
            return memo[k]
        if game.is_terminal(s):
            out = (game.utility(s, game.to_move(s)), None)
        else:
            best: tuple[float, Any] = (float("-inf"), None)
            for a in sorted(game.actions(s), key=str):
                v = -nega(game.result(s, a))[0]
                if v > best[0]:
                    best = (v, a)
            out = best
        memo[k] = out
        return out

    value, move = nega(state)
    return (value if game.to_move(state) == game.players[0] else -value), move


# blind12's mmC3_class_solver verbatim, names prefixed (truth: correct — class with max_value/min_value helpers (AIMA shape), returns (value, move))


class _W9m3Solver:
    def __init__(self, game):
        self.game = game
        self.me = game.players[0]

    def value(self, state):
        if self.game.is_terminal(state):
            return self.game.utility(state, self.me)
        if self.game.to_move(state) == self.me:
            return self.max_value(state)[0]
        return self.min_value(state)[0]

    def max_value(self, state):
        best = (float("-inf"), None)
        for a in self.game.actions(state):
            v = self.value(self.game.result(state, a))
            if v > best[0]:
                best = (v, a)
        return best

    def min_value(self, state):
        best = (float("inf"), None)
        for a in self.game.actions(state):
            v = self.value(self.game.result(state, a))
            if v < best[0]:
                best = (v, a)
        return best


def wave9_class_solver(game, state):
    solver = _W9m3Solver(game)
    if game.is_terminal(state):
        return solver.value(state), None
    if game.to_move(state) == game.players[0]:
        return solver.max_value(state)
    return solver.min_value(state)



CORRECT += [wave9_iterative_stack, wave9_negamax_style_memo, wave9_class_solver]  # blind12's correct variants of this checker


# Wave 10 (blind14's m09, named "a wrong move" with a hint its code already followed): the move's
# index in game.actions(state) returned where the move belongs.


def wave10_returns_index(game, state):
    """blind14's m09 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best_index, best_value = -1, None
    for i, move in enumerate(game.actions(state)):
        value = wave10_returns_index(game, game.result(state, move))[0]
        if best_value is None or (value > best_value if maximizing else value < best_value):
            best_index, best_value = i, value
    return best_value, best_index


def index_of_best_value(game: Any, state: Any) -> tuple[float, Any]:
    """Children's values in a list, the move given back as values.index(best)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    values = [index_of_best_value(game, game.result(state, move))[0] for move in game.actions(state)]
    best = max(values) if game.to_move(state) == game.players[0] else min(values)
    return best, values.index(best)


BUGGY += [(wave10_returns_index, {report.RETURNS_INDEX}), (index_of_best_value, {report.RETURNS_INDEX})]


# blind14's correct variants of this checker, verbatim (names prefixed): c01 an explicit stack of
# frames, c02 negamax inside with the moves sorted.


def wave10_explicit_stack(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    max_player = game.players[0]
    # frame: [state, remaining moves iterator, best value, best move, move that led here]
    stack = [[state, iter(game.actions(state)), None, None, None]]
    result = None
    while stack:
        frame = stack[-1]
        node, moves, best, best_move, _ = frame  # noqa: RUF059 (verbatim)
        if result is not None:
            value, came_by = result
            result = None
            maximizing = game.to_move(node) == max_player
            if best is None or (value > best if maximizing else value < best):
                frame[2], frame[3] = value, came_by
            continue
        move = next(moves, None)
        if move is None:
            stack.pop()
            result = (frame[2], frame[4])
            if not stack:
                return frame[2], frame[3]
            continue
        child = game.result(node, move)
        if game.is_terminal(child):
            result = (game.utility(child, max_player), move)
        else:
            stack.append([child, iter(game.actions(child)), None, None, move])


def _w10c02_negamax(game: Any, state: Any) -> tuple[float, Any]:
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover), None
    best, best_move = float("-inf"), None
    for move in sorted(game.actions(state), key=str):
        value = -_w10c02_negamax(game, game.result(state, move))[0]
        if value > best:
            best, best_move = value, move
    return best, best_move


def wave10_negamax_sorted(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    value, move = _w10c02_negamax(game, state)
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * value, move


CORRECT += [wave10_explicit_stack, wave10_negamax_sorted]


# Wave 11 (blind16's mm02, from babson-org's mini_max.py): a win less the level, a loss plus it.
# Called on a leaf alone it is right (level 0), so only the depth term's model names it.
def _w11mm02_mini_max(game: Any, state: Any, level: int) -> tuple[float, Any]:
    if game.is_terminal(state):
        score = game.utility(state, game.players[0])
        return score - level if score > 0 else score + level if score < 0 else 0, None
    xs_turn = game.to_move(state) == game.players[0]
    best_score = -math.inf if xs_turn else math.inf
    best_move = None
    compare = max if xs_turn else min
    for move in game.actions(state):
        child_score, _ = _w11mm02_mini_max(game, game.result(state, move), level + 1)
        if compare(child_score, best_score) != best_score:
            best_score, best_move = child_score, move
    return best_score, best_move


def wave11_level_bonus(game: Any, state: Any) -> tuple[float, Any]:
    """blind16's mm02 verbatim (helper renamed)."""
    return _w11mm02_mini_max(game, state, 0)


def quick_win_by_depth(game: Any, state: Any, depth: int = 0) -> tuple[float, Any]:
    """GeeksforGeeks' shape: `if score > 0: return score - depth`, `if score < 0: return score + depth`."""
    MAX = game.players[0]
    if game.is_terminal(state):
        score = game.utility(state, MAX)
        if score > 0:
            return score - depth, None
        if score < 0:
            return score + depth, None
        return 0, None
    best: tuple[float, Any] = (-math.inf, None) if game.to_move(state) == MAX else (math.inf, None)
    for a in game.actions(state):
        v = quick_win_by_depth(game, game.result(state, a), depth + 1)[0]
        if (v > best[0]) if game.to_move(state) == MAX else (v < best[0]):
            best = (v, a)
    return best


BUGGY += [(wave11_level_bonus, {UTILITY_SHIFTED}), (quick_win_by_depth, {UTILITY_SHIFTED})]


# Wave 11 (blind16's mm09): reduce's initial 0 as the running best's start; the hint quotes it.
def wave11_reduce_zero(game: Any, state: Any) -> tuple[float, Any]:
    """blind16's mm09 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    moves = list(game.actions(state))
    values = [wave11_reduce_zero(game, game.result(state, m))[0] for m in moves]
    pick = max if game.to_move(state) == game.players[0] else min
    value = functools.reduce(pick, values, 0)
    move = moves[values.index(value)] if value in values else moves[0]
    return value, move


def reduce_lambda_zero(game: Any, state: Any) -> tuple[float, Any]:
    """reduce(lambda a, b: max(a, b), scores, 0), the pairs sorted out afterwards."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    scored = [(reduce_lambda_zero(game, game.result(state, m))[0], m) for m in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        best = functools.reduce(lambda a, b: max(a, b), [v for v, _ in scored], 0)
    else:
        best = functools.reduce(lambda a, b: min(a, b), [v for v, _ in scored], 0)
    return best, next((m for v, m in scored if v == best), scored[0][1])


BUGGY += [(wave11_reduce_zero, {report.WRONG_START}), (reduce_lambda_zero, {report.WRONG_START})]


# Wave 12 (blind18's m09, the widely copied Java tic-tac-toe minimax): the loop left at the first
# child worth 1 (-1 for MIN) after the best is updated, and the move kept in a global that only
# MAX's root sets (tests/test_bug_zoo.py checks the move with with_move=True).
_w12m09_computers_move = None


def _w12m09_minimax(game, state, depth, turn):
    global _w12m09_computers_move
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    points = list(game.actions(state))
    mn, mx = float("inf"), float("-inf")
    for i, point in enumerate(points):
        child = game.result(state, point)
        if turn == 1:
            current = _w12m09_minimax(game, child, depth + 1, 2)
            mx = max(current, mx)
            if current >= 0 and depth == 0:
                _w12m09_computers_move = point
            if current == 1:
                break
            if i == len(points) - 1 and mx < 0 and depth == 0:
                _w12m09_computers_move = point
        else:
            current = _w12m09_minimax(game, child, depth + 1, 1)
            mn = min(current, mn)
            if mn == -1:
                break
    return mx if turn == 1 else mn


def wave12_java_computers_move(game, state):
    """blind18's m09 verbatim (renamed)."""
    turn = 1 if game.to_move(state) == game.players[0] else 2
    value = _w12m09_minimax(game, state, 0, turn)
    return value, (None if game.is_terminal(state) else _w12m09_computers_move)


def best_then_break_at_one(game: Any, state: Any) -> float:
    """The best updated with max/min, then the loop left once the child was worth 1 (-1 for MIN)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return float(game.utility(state, MAX))
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = best_then_break_at_one(game, game.result(state, a))
        best = max(best, v) if maximizing else min(best, v)
        if v == (1 if maximizing else -1):
            break
    return best


_max_root_move = None


def _max_root_search(game: Any, state: Any, root: bool) -> float:
    global _max_root_move
    MAX = game.players[0]
    if game.is_terminal(state):
        return float(game.utility(state, MAX))
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = _max_root_search(game, game.result(state, a), False)
        if maximizing and v > best:
            best = v
            if root:
                _max_root_move = a
        elif not maximizing and v < best:
            best = v
    return best


def move_global_set_by_max_alone(game: Any, state: Any) -> tuple[float, Any]:
    """Right values; the move a global that only MAX's root sets (a later shape of m09's second slip)."""
    value = _max_root_search(game, state, True)
    return value, (None if game.is_terminal(state) else _max_root_move)


BUGGY += [(wave12_java_computers_move, {report.STOPS_AT_ONE}), (best_then_break_at_one, {report.STOPS_AT_ONE})]


# Wave 12 (blind18's m02): a won game scored as an infinity; with a finite start (-1000), a node
# whose moves all lose keeps it. One slip, one name (its values beyond the utilities are no second lead).
from ttt_lab.exercises.sign_models import WINNER_SCORED  # noqa: E402


def wave12_infinite_win_scores(game, state):
    """blind18's m02 verbatim (renamed)."""
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        if u > 0:
            return float("inf"), None
        elif u < 0:
            return float("-inf"), None
        return 0, None
    maximizing = game.to_move(state) == game.players[0]
    best_score = -1000 if maximizing else 1000
    best_move = None
    for move in game.actions(state):
        score, _ = wave12_infinite_win_scores(game, game.result(state, move))
        if (maximizing and score > best_score) or (not maximizing and score < best_score):
            best_score, best_move = score, move
    return best_score, best_move


def infinite_wins_from_infinite_start(game: Any, state: Any) -> float:
    """Wins as math.inf, losses as -math.inf, the running best started at -inf / +inf."""
    MAX = game.players[0]
    if game.is_terminal(state):
        u = game.utility(state, MAX)
        return math.inf if u > 0 else -math.inf if u < 0 else 0.0
    values = [infinite_wins_from_infinite_start(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


BUGGY += [(wave12_infinite_win_scores, {WINNER_SCORED}), (infinite_wins_from_infinite_start, {WINNER_SCORED})]


def decided_game_lost_by_mover(game: Any, state: Any) -> float:
    """A decided game scored as lost for the side to move there (blind20's n01 in MAX's view)."""
    max_player = game.players[0]
    if game.is_terminal(state):
        if game.utility(state, max_player) == 0:
            return 0.0
        return -1.0 if game.to_move(state) == max_player else 1.0  # the player to move has just lost
    values = [decided_game_lost_by_mover(game, game.result(state, move)) for move in game.actions(state)]
    return max(values) if game.to_move(state) == max_player else min(values)


BUGGY += [(decided_game_lost_by_mover, {DECIDED_LOST})]


# Wave 13 (blind20): whose turn it is kept in a flag handed down unflipped: the values of the root's
# turn read at every node, told by the flag the code shows (scope_models.name_unflipped_flag).
def _w13m01_mm(game, state, is_max):
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_score = -math.inf if is_max else math.inf
    best_move = None
    for move in game.actions(state):
        child = game.result(state, move)
        if is_max:
            score, _ = _w13m01_mm(game, child, True)
            if score > best_score:
                best_score, best_move = score, move
        else:  # never reached below the root once is_max is True
            score, _ = _w13m01_mm(game, child, False)
            if score < best_score:
                best_score, best_move = score, move
    return best_score, best_move


def wave13_flag_never_flipped(game, state):
    """blind20's m01 verbatim (helper renamed)."""
    return _w13m01_mm(game, state, game.to_move(state) == game.players[0])


def flag_passed_by_keyword(game: Any, state: Any) -> float:
    """A nested helper that hands its children its own flag, `maximizing`, by keyword, as it got it."""
    def value(node: Any, maximizing: bool) -> float:
        if game.is_terminal(node):
            return float(game.utility(node, game.players[0]))
        values = [value(game.result(node, move), maximizing=maximizing) for move in game.actions(node)]
        return max(values) if maximizing else min(values)

    return value(state, maximizing=game.to_move(state) == game.players[0])


def _w13c01_nega(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best, move = float("-inf"), None
    for a in game.actions(state):
        v = -_w13c01_nega(game, game.result(state, a))[0]
        if v > best:
            best, move = v, a
    return best, move


def wave13_negamax_style(game: Any, state: Any) -> tuple[float, Any]:
    """blind20's c01 verbatim (helper renamed): a negamax-style minimax, right."""
    v, move = _w13c01_nega(game, state)
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * v, move


BUGGY += [(wave13_flag_never_flipped, {TURN_FROM_ROOT}), (flag_passed_by_keyword, {TURN_FROM_ROOT})]
CORRECT += [wave13_negamax_style]


# Wave 14 (blind22): every child's value negated, and max/min still taken by player, the minus on
# a name bound to the child's value rather than on the call (sign_models.children_negated).
def wave14_negates_and_alternates(game, state):
    """blind22's m07 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.to_move(state) == game.players[0]:
        best_move, max_eval = None, -float("inf")
        for move in game.actions(state):
            eval, _ = wave14_negates_and_alternates(game, game.result(state, move))
            eval = -eval
            if eval > max_eval:
                max_eval, best_move = eval, move
        return max_eval, best_move
    best_move, min_eval = None, float("inf")
    for move in game.actions(state):
        eval, _ = wave14_negates_and_alternates(game, game.result(state, move))
        eval = -eval
        if eval < min_eval:
            min_eval, best_move = eval, move
    return min_eval, best_move


def times_minus_one_by_player(game: Any, state: Any) -> tuple[float, Any]:
    """The child's value turned with *= -1, then max or min by the side to move."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    scored = []
    for move in game.actions(state):
        value = times_minus_one_by_player(game, game.result(state, move))[0]
        value *= -1
        scored.append((value, move))
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(scored, key=lambda vm: vm[0])


BUGGY += [(wave14_negates_and_alternates, {report.SIGN_SLIP}), (times_minus_one_by_player, {report.SIGN_SLIP})]


# Wave 14 (blind22): each move scored by the total of the finished games below it (wins minus
# losses), the best total picked at the root (minimax_mistakes.OUTCOME_SUM): one name, the values'
# range and the moves are its consequences.
def _w14m01_count(game, state, MAX):  # noqa: N803
    # evaluate(): add up every finished game below this position
    if game.is_terminal(state):
        return game.utility(state, MAX)
    return sum(_w14m01_count(game, game.result(state, a), MAX) for a in game.actions(state))


def wave14_outcome_count(game, state):
    """blind22's m01 verbatim (helper renamed)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    moves = game.actions(state)
    m_scores = [_w14m01_count(game, game.result(state, m), MAX) for m in moves]
    if game.to_move(state) == MAX:
        best = max(m_scores)
    else:
        best = min(m_scores)
    for i in range(len(moves)):  # match to best move
        if m_scores[i] == best:
            return best, moves[i]


def totals_below_the_top(game: Any, state: Any, top: bool = True) -> float:
    """One function: max/min by player at the top, the children's values added below it."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    values = [totals_below_the_top(game, game.result(state, a), False) for a in game.actions(state)]
    if not top:
        return float(sum(values))
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(wave14_outcome_count, {mm.OUTCOME_SUM}), (totals_below_the_top, {mm.OUTCOME_SUM})]


# Wave 14 (blind22): one running value started at -inf for both sides, MIN's update min(-value, child)
# (sign_models.negated_best_mistakes, the shared -inf start).
def wave14_negated_running_value(game, state):
    """blind22's m02 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    value = float("-inf")
    best = None
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            v, _ = wave14_negated_running_value(game, game.result(state, a))
            if v > value:
                value, best = v, a
    else:
        for a in game.actions(state):
            v, _ = wave14_negated_running_value(game, game.result(state, a))
            new = min(-value, v)
            if new == v:
                best = a
            value = new
    return value, best


def min_of_minus_score(game: Any, state: Any) -> float:
    """The same slip in a value-only search with a flag for the side."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    maximizing = game.to_move(state) == game.players[0]
    score = -math.inf
    for a in game.actions(state):
        child = min_of_minus_score(game, game.result(state, a))
        score = max(score, child) if maximizing else min(-score, child)
    return score


BUGGY += [(wave14_negated_running_value, {NEGATES_BEST}), (min_of_minus_score, {NEGATES_BEST})]


# Wave 14 (blind22): the best child's own (value, move) pair returned, so the move is the child's
# reply (None above a finished game): minimax.CHILD_MOVE, told from the moves.
def wave14_child_tuple_passed_up(game, state):
    """blind22's m08 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    children = (wave14_child_tuple_passed_up(game, game.result(state, a)) for a in game.actions(state))
    if game.to_move(state) == game.players[0]:
        return max(children, key=lambda vm: vm[0])
    return min(children, key=lambda vm: vm[0])


def best_pair_kept(game: Any, state: Any) -> tuple[float, Any]:
    """A loop keeping the best child's whole pair as the node's answer."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best = None
    for a in game.actions(state):
        pair = best_pair_kept(game, game.result(state, a))
        if best is None or (pair[0] > best[0] if maximizing else pair[0] < best[0]):
            best = pair
    return best


BUGGY += [(wave14_child_tuple_passed_up, {CHILD_MOVE}), (best_pair_kept, {CHILD_MOVE})]


# Wave 15 (blind24): negamax's finished-game scoring slips, in minimax form (terminal_models.finished_scoring_mistakes).
def draw_lost_for_mover(game: Any, state: Any) -> float:
    """A finished game +1 to MAX where the side to move won, else -1 for it: the draw has no branch."""
    if game.is_terminal(state):
        mover = game.to_move(state)
        mine = 1.0 if game.utility(state, mover) > 0 else -1.0
        return mine if mover == game.players[0] else -mine
    values = [draw_lost_for_mover(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(draw_lost_for_mover, {DRAW_AS_LOSS})]


# Wave 15 (blind24): a node's turn flag set at the root only, its default (MAX) kept by every child: told by the
# code (scope_models.name_flag_below_root), not as a helper's copy-paste; and the last child's move.
class _W15Node:
    def __init__(self, game, state):
        self.game = game
        self.state = state
        self.children = []
        self.moves = []
        self.you_plays = True
        self.evaluation = 0

    def expand(self):
        for move in self.game.actions(self.state):
            self.moves.append(move)
            self.children.append(_W15Node(self.game, self.game.result(self.state, move)))
            # the child's you_plays keeps its default

    def minimax(self):
        if self.game.is_terminal(self.state):
            self.evaluation = self.game.utility(self.state, self.game.players[0])
            return self.evaluation
        self.expand()
        if self.you_plays:
            value = -math.inf
            for child in self.children:
                value = max(value, child.minimax())
        else:
            value = math.inf
            for child in self.children:
                value = min(value, child.minimax())
        self.evaluation = value
        return value

    def play_best(self):
        best_max = -math.inf
        best = 0
        for i, child in enumerate(self.children):
            if best_max < child.evaluation:
                best = i
        return self.moves[best]


def wave15_flag_kept_below_root(game, state):
    """blind24's mm02 verbatim (class renamed)."""
    root = _W15Node(game, state)
    root.you_plays = game.to_move(state) == game.players[0]
    value = root.minimax()
    if not root.children:
        return value, None
    return value, root.play_best()


FLAG_BELOW_ROOT = [wave15_flag_kept_below_root]


# Wave 16 (blind26): a memo keyed by something that is not the position. id(board) (the "fix" for an unhashable
# list board) is reused by new boards once the old ones are freed, INSIDE one search: wrong from a fresh memo too,
# right with the memo forgetting everything (memo_keys), not state kept between calls.
_W16_MEMO: dict[Any, Any] = {}


def wave16_memo_by_id(game, state):
    """blind26's mm05 verbatim (function and memo renamed)."""
    key = id(state)
    if key in _W16_MEMO:
        return _W16_MEMO[key]
    if game.is_terminal(state):
        answer = (game.utility(state, game.players[0]), None)
    else:
        maximizing = game.to_move(state) == game.players[0]
        scored = [(wave16_memo_by_id(game, game.result(state, a))[0], a) for a in game.actions(state)]
        pick = max if maximizing else min
        answer = pick(scored, key=lambda pair: pair[0])
    _W16_MEMO[key] = answer
    return answer


def memo_by_id_in_a_default(game: Any, state: Any, seen: dict[int, float] = {}) -> float:  # noqa: B006
    """The same key in another shape: a default dict, the value alone, the key written inline."""
    if id(state) in seen:
        return seen[id(state)]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [memo_by_id_in_a_default(game, game.result(state, a), seen) for a in game.actions(state)]
    seen[id(state)] = max(values) if game.to_move(state) == game.players[0] else min(values)
    return seen[id(state)]


_BY_PLY: dict[Any, float] = {}


def memo_by_ply_and_moves(game: Any, state: Any, ply: int = 0) -> float:
    """A memo keyed by a "cheap" summary, the ply and how many moves are left: positions that share it share a value."""
    key = (ply, len(game.actions(state)))
    if key in _BY_PLY:
        return _BY_PLY[key]
    if game.is_terminal(state):
        result = game.utility(state, game.players[0])
    else:
        values = [memo_by_ply_and_moves(game, game.result(state, a), ply + 1) for a in game.actions(state)]
        result = max(values) if game.to_move(state) == game.players[0] else min(values)
    _BY_PLY[key] = result
    return result  # type: ignore[no-any-return]


BUGGY += [(wave16_memo_by_id, {report.MEMO_KEY_NOT_POSITION}), (memo_by_id_in_a_default, {report.MEMO_KEY_NOT_POSITION}),
          (memo_by_ply_and_moves, {report.MEMO_KEY_NOT_POSITION})]


def children_tested_only(game: Any, state: Any) -> float:
    """Wave 16's ng05/dl02 slip in minimax: the test for a finished game only on each child, in the loop."""
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        v = game.utility(child, game.players[0]) if game.is_terminal(child) else children_tested_only(game, child)
        best = max(best, v) if maximizing else min(best, v)
    return best


BUGGY += [(children_tested_only, {FINISHED_AT_CALL})]


def discounted_by_ply(game: Any, state: Any) -> float:
    """Wave 16's ng04 slip in minimax (sign_models.discount_mistakes, shared): each child's value times 0.9."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [0.9 * discounted_by_ply(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(discounted_by_ply, {DISCOUNTS})]


# Wave 17 (blind28): two mistakes, the running best started at -1 / +1 AND the move returned as its index in
# game.actions: the index is no consequence of the values, so both are named (tests/test_bug_zoo.py).
def wave17_index_move_and_unit_bounds(game, state):
    """blind28's mm07 verbatim (renamed)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    moves = game.actions(state)
    if game.to_move(state) == MAX:
        best, best_i = -1, None
        for i in range(len(moves)):
            score = wave17_index_move_and_unit_bounds(game, game.result(state, moves[i]))[0]
            if score > best:
                best, best_i = score, i
    else:
        best, best_i = 1, None
        for i in range(len(moves)):
            score = wave17_index_move_and_unit_bounds(game, game.result(state, moves[i]))[0]
            if score < best:
                best, best_i = score, i
    return best, best_i


def zero_start_and_enumerate_index(game: Any, state: Any) -> tuple[float, Any]:
    """Another shape: both sides' best started at 0, the move kept as enumerate's number."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    maximizing = game.to_move(state) == game.players[0]
    best, best_index = 0.0, None
    for index, move in enumerate(game.actions(state)):
        value = zero_start_and_enumerate_index(game, game.result(state, move))[0]
        if (value > best) if maximizing else (value < best):
            best, best_index = value, index
    return best, best_index


def _w17_merge(game, parent, value, move, MAX):  # noqa: N803 (the student's name)
    maximizing = game.to_move(parent[0]) == MAX
    if parent[2] is None or (value > parent[2] if maximizing else value < parent[2]):
        parent[2], parent[3] = value, move


def wave17_correct_explicit_stack(game, state):
    """blind28's mm05 verbatim (renamed): an explicit stack of frames."""
    MAX = game.players[0]
    stack = [[state, None, None, None, None]]
    result = None
    while stack:
        frame = stack[-1]
        s = frame[0]
        if frame[1] is None:
            if game.is_terminal(s):
                stack.pop()
                result = (game.utility(s, MAX), frame[4])
                if stack:
                    _w17_merge(game, stack[-1], result[0], frame[4], MAX)
                else:
                    return result[0], None
                continue
            frame[1] = list(game.actions(s))
            frame[1].reverse()
        if frame[1]:
            move = frame[1].pop()
            stack.append([game.result(s, move), None, None, None, move])
        else:
            stack.pop()
            if stack:
                _w17_merge(game, stack[-1], frame[2], frame[4], MAX)
            else:
                return frame[2], frame[3]
    return result


def _w17_negamax(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best: float = float("-inf")
    best_move = None
    for move in game.actions(state):
        value = -_w17_negamax(game, game.result(state, move))[0]
        if value > best:
            best, best_move = value, move
    return best, best_move


def wave17_correct_negamax_style(game: Any, state: Any) -> tuple[float, Any]:
    """blind28's mm06 verbatim (renamed): a negamax inside, turned to MAX's view."""
    value, move = _w17_negamax(game, state)
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * value, move


BUGGY += [(wave17_index_move_and_unit_bounds, {report.WRONG_START, report.RETURNS_INDEX}),
          (zero_start_and_enumerate_index, {report.WRONG_START, report.RETURNS_INDEX})]
CORRECT += [wave17_correct_explicit_stack, wave17_correct_negamax_style]


# Wave 18 (blind30): m02 (before its model), m04 and m07 each return a value outside the game's utilities, and the same
# wrong value, on the same case, was told again as "returns a wrong value": one slip, one item now
# (report._one_slip_one_item folds the localisation into the first). No model names them yet.
def wave18_draw_sentinel(game, state):
    """blind30's m02 verbatim (renamed): only wins end the recursion, a finished draw returns -2/+2."""
    MAX = game.players[0]
    if game.is_terminal(state) and game.utility(state, MAX) != 0:
        return game.utility(state, MAX), None
    if game.to_move(state) == MAX:
        maxv, best = -2, None
        for move in game.actions(state):
            value, _ = wave18_draw_sentinel(game, game.result(state, move))
            if value > maxv:
                maxv, best = value, move
        return maxv, best
    minv, best = 2, None
    for move in game.actions(state):
        value, _ = wave18_draw_sentinel(game, game.result(state, move))
        if value < minv:
            minv, best = value, move
    return minv, best


def _wave18_value(game, state):
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)
    values = [_wave18_value(game, game.result(state, m)) for m in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def wave18_start_at_minus_one(game, state):
    """blind30's m04 verbatim (renamed): the root's best starts at -1 (+1 for MIN)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    actions = game.actions(state)
    maximizing = game.to_move(state) == MAX
    best_action_score = -1 if maximizing else 1
    best_action_index = 0
    for i in range(len(actions)):
        score = _wave18_value(game, game.result(state, actions[i]))
        if (maximizing and score > best_action_score) or (not maximizing and score < best_action_score):
            best_action_score = score
            best_action_index = i
    return best_action_score, actions[best_action_index]


class _Wave18Result:
    def __init__(self, score, move):
        self.score = score
        self.move = move


def _wave18_negamax(game, state, deep=1):
    if game.is_terminal(state):
        u = game.utility(state, game.to_move(state))
        if u < 0:  # the current player just lost
            return _Wave18Result(-(9 - deep), None)
        if u > 0:
            return _Wave18Result(9 - deep, None)
        return _Wave18Result(0, None)
    best_move = -1
    best_score = -float("inf")
    for move in game.actions(state):
        result = _wave18_negamax(game, game.result(state, move), deep + 1)
        result.score = -result.score
        if result.score > best_score:
            best_score = result.score
            best_move = move
    return _Wave18Result(best_score, best_move)


def wave18_negamax_demo_submitted(game, state):
    """blind30's m07 verbatim (renamed): a negamax with ±(9 - deep) scores handed in as minimax."""
    r = _wave18_negamax(game, state)
    return r.score, r.move


def wins_end_it_one_loop(game: Any, state: Any) -> float:
    """Another shape of m02: one loop, the winner read from the utility, the best started at -2/+2."""
    me = game.players[0]
    if game.is_terminal(state):
        score = game.utility(state, me)
        if score:
            return score  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == me
    best = -2 if maximizing else 2
    for move in game.actions(state):
        value = wins_end_it_one_loop(game, game.result(state, move))
        best = max(best, value) if maximizing else min(best, value)
    return best


# m02 is named by terminal_models.draw_unfinished_mistakes (a draw searched on, worth the loop's start).
BUGGY += [(wave18_draw_sentinel, {report.WRONG_DRAW}), (wins_end_it_one_loop, {report.WRONG_DRAW}),
          (wave18_start_at_minus_one, {report.OUT_OF_RANGE}), (wave18_negamax_demo_submitted, {report.OUT_OF_RANGE})]


def wave18_shape_root_player_view(game: Any, state: Any) -> float:
    """blind30's d02 without a depth limit (AIMA's minimax_decision, player = game.to_move(state)): the
    root mover's utilities, the root maximised."""
    player = game.to_move(state)

    def value(s: Any, maximizing: bool) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, player))
        children = [value(game.result(s, a), not maximizing) for a in game.actions(s)]
        return max(children) if maximizing else min(children)

    return value(state, True)


BUGGY += [(wave18_shape_root_player_view, {ex.WRONG_PLAYER})]


def lost_or_nothing_for_max(game: Any, state: Any) -> float:
    """n03's scoring in a MAX/MIN minimax: -1 to the side to move where it lost (MAX's view), else 0."""
    me = game.players[0]
    if game.is_terminal(state):
        if game.utility(state, game.to_move(state)) < 0:
            return -1.0 if game.to_move(state) == me else 1.0
        return 0.0
    values = [lost_or_nothing_for_max(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == me else min(values)


BUGGY += [(lost_or_nothing_for_max, {LOST_OR_NOTHING})]
