"""Depth-limited minimax as students write it: ``fn(game, state, depth, evaluate) -> value`` for MAX."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import report
from ttt_lab.exercises.child_call_models import DEPTH_KEPT
from ttt_lab.exercises.scope_models import DEPTH_FROM_ROOT, EVALUATES_ROOT, LAST_CHILD, TURN_FROM_ROOT
from ttt_lab.exercises.sign_models import NEGATES_BEST, SIGN_ADDED, UTILITY_SCALED, UTILITY_SHIFTED
from ttt_lab.exercises.terminal_models import FINISHED_AT_CALL
from ttt_lab.exercises.window_source import EMPTY_WINDOW


def correct(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [correct(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_counting_up(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Counts the plies up from the root instead of down."""
    MAX = game.players[0]

    def value(s: Any, ply: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if ply >= depth:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    return value(state, 0)


def correct_negamax(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any, d: int) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d <= 0:
            return sign * evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    return nega(state, depth) if game.to_move(state) == MAX else -nega(state, depth)


def correct_alphabeta(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def ab(s: Any, d: int, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        if game.to_move(s) == MAX:
            v = -math.inf
            for a in game.actions(s):
                v = max(v, ab(game.result(s, a), d - 1, alpha, beta))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = math.inf
        for a in game.actions(s):
            v = min(v, ab(game.result(s, a), d - 1, alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    return ab(state, depth, -math.inf, math.inf)


CORRECT = [correct, correct_counting_up, correct_negamax, correct_alphabeta]


def stops_at_one(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 1:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [stops_at_one(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def counts_up_past(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Counts plies up, and stops only after the limit (ply > depth)."""
    MAX = game.players[0]

    def value(s: Any, ply: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if ply > depth:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    return value(state, 0)


def same_depth_to_children(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [same_depth_to_children(game, game.result(state, a), depth, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def depth_first_then_terminal(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [depth_first_then_terminal(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def evaluation_for_mover(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state) if game.to_move(state) == game.players[0] else -evaluate(state)  # type: ignore[no-any-return]
    values = [evaluation_for_mover(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def negamax_evaluation_not_turned(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A negamax that forgot to turn the evaluation to the side to move's view."""
    MAX = game.players[0]

    def nega(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d <= 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    return nega(state, depth) if game.to_move(state) == MAX else -nega(state, depth)


def swapped(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [swapped(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[0] else max(values)


def no_depth_at_all(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [no_depth_at_all(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def off_by_one_and_swapped(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth < 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [off_by_one_and_swapped(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[0] else max(values)


BUGGY = [
    (stops_at_one, {ex.DEPTH_OFF_BY_ONE}),
    (counts_up_past, {ex.DEPTH_OFF_BY_ONE}),
    (same_depth_to_children, {ex.NEVER_COUNTS_DOWN}),
    (depth_first_then_terminal, {ex.EVALUATES_TERMINAL}),
    (evaluation_for_mover, {ex.WRONG_PLAYER}),
    (negamax_evaluation_not_turned, {ex.WRONG_PLAYER}),
    (swapped, {ex.SWAPPED}),
    (no_depth_at_all, {ex.IGNORES_DEPTH}),
    (off_by_one_and_swapped, {ex.DEPTH_OFF_BY_ONE, ex.SWAPPED}),
]
CHECK = ex.check_depth_limited_minimax


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def depth_in_full_moves(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Counts a depth only when MIN has replied: depth counts full moves, not plies."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    below = depth - 1 if game.to_move(state) != MAX else depth
    values = [depth_in_full_moves(game, game.result(state, a), below, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def decrements_in_the_loop(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """depth -= 1 inside the loop: each child gets one ply less than the one before."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = []
    for a in game.actions(state):
        depth -= 1
        values.append(decrements_in_the_loop(game, game.result(state, a), depth, evaluate))
    return max(values) if game.to_move(state) == MAX else min(values)


BUGGY += [
    (depth_in_full_moves, {ex.FULL_MOVES}),
    (decrements_in_the_loop, {ex.DEPTH_IN_LOOP}),
]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 4 named right, 1 generic (the limit tested as depth == 1), and one named by
# a mistake the graded answers cannot tell from its own (a global counter of the depth left,
# lowered at every node and never given back, answers as depth -= 1 in the loop does): left out.


def stops_at_depth_one(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 1:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [stops_at_depth_one(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def negamax_leaf_unsigned(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    def negamax(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return sign(s) * game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]  # sign(s) * forgotten
        return max(-negamax(game.result(s, a), d - 1) for a in game.actions(s))

    return sign(state) * negamax(state, depth)


BUGGY += [
    (stops_at_depth_one, {ex.DEPTH_OFF_BY_ONE}),
    (negamax_leaf_unsigned, {ex.WRONG_PLAYER}),
]


def zero_at_the_horizon(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Blind wave 3's dl_e: 0 where evaluate(state) belongs; finished games are scored right."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return 0.0
    values = [zero_at_the_horizon(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(zero_at_the_horizon, {ex.HORIZON_CONSTANT})]


# The parent evaluated at the horizon (blind wave 4's dl4), in other code shapes.


def evaluates_parent_in_loop(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A loop that evaluates at depth 1 itself, passing state where the child belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        if game.is_terminal(child):
            v = game.utility(child, game.players[0])
        elif depth == 1:
            v = evaluate(state)
        else:
            v = evaluates_parent_in_loop(game, child, depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best  # type: ignore[no-any-return]


def evaluates_parent_negamax(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Negamax inside, MAX's value outside; the leaf-level helper is handed the parent."""
    MAX = game.players[0]

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    def negamax(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return sign(s) * game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return sign(s) * evaluate(s)  # type: ignore[no-any-return]
        values = []
        for a in game.actions(s):
            child = game.result(s, a)
            if d == 1 and not game.is_terminal(child):
                values.append(-sign(child) * evaluate(s))  # the parent's estimate, turned for the child
            else:
                values.append(-negamax(child, d - 1))
        return max(values)

    return sign(state) * negamax(state, depth)


BUGGY += [
    (evaluates_parent_in_loop, {"evaluates the parent at the depth limit, not the child"}),
    (evaluates_parent_negamax, {"evaluates the parent at the depth limit, not the child"}),
]


def skips_first_move(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The error model's first move skipped at every node (blind wave 4's ng2), depth-limited."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    moves = list(game.actions(state))
    values = [skips_first_move(game, game.result(state, a), depth - 1, evaluate) for a in moves[1:] or moves]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(skips_first_move, {"skips the first move"})]


# Finished children evaluated by a shortcut, the search itself testing is_terminal first (blind
# wave 4's dl2): the hint must point at the shortcut, not at the test the code already makes.


def helper_evaluates_children(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A helper scores each child: evaluate at the horizon, without asking whether it is finished."""
    def child_value(child: Any) -> float:
        if depth - 1 == 0:
            return evaluate(child)  # type: ignore[no-any-return]
        return helper_evaluates_children(game, child, depth - 1, evaluate)

    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [child_value(game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def loop_shortcut_at_one(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A loop whose depth-1 branch evaluates the child directly."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        v = evaluate(child) if depth == 1 else loop_shortcut_at_one(game, child, depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best  # type: ignore[no-any-return]


BUGGY += [
    (helper_evaluates_children, {ex.EVALUATES_TERMINAL}),
    (loop_shortcut_at_one, {ex.EVALUATES_TERMINAL}),
]


# State kept between calls in module-level variables (blind wave 2's dl2_b03), in other shapes.
_ply = 0
_searched = 0


def global_ply_per_child(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The ply kept in a global, raised before each child but lowered once after the loop."""
    global _ply
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if _ply >= depth:
        return evaluate(state)  # type: ignore[no-any-return]
    values = []
    for a in game.actions(state):
        _ply += 1
        values.append(global_ply_per_child(game, game.result(state, a), depth, evaluate))
    _ply -= 1
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_counting_nodes(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Correct: a module-level count of the positions searched, kept for statistics only."""
    global _searched
    _searched += 1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [correct_counting_nodes(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


CORRECT.append(correct_counting_nodes)
BUGGY += [(global_ply_per_child, {"answers the same question differently from one call to the next"})]


# A negamax inside whose side's sign is +1 for MIN too (issue 27, round 2: the sweep's class #1).
def sign_one_for_both(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else 1  # noqa: RUF034 (-1 meant for MIN: the bug)

    def nega(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d == 0:
            return sign(s) * evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    return sign(state) * nega(state, depth)


def negamax_depth_not_turned_back(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any, d: int) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d <= 0:
            return sign * evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    return nega(state, depth)


BUGGY += [
    (sign_one_for_both, {ex.NOT_CONVERTED}),
    # No graded depth-limited case has a finished root where MIN moves: the values cannot tell this
    # from a search that turns its answer to the mover's view, which is named first and is true too.
    (negamax_depth_not_turned_back, {ex.WRONG_PLAYER, ex.NOT_CONVERTED}),
]


# A return out of its if (issue 27, round 2: the sweep's class #10).
def evaluates_outside_its_test(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The evaluation's return dedented out of the depth test: every position is evaluated."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        pass  # the return below was meant to be here
    return evaluate(state)  # type: ignore[no-any-return]


def counts_up_evaluates_everywhere(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def value(s: Any, ply: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if ply == depth:
            print("horizon")
        return evaluate(s)  # type: ignore[no-any-return]

    return value(state, 0)


def min_returns_after_first_move(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Alpha-beta whose MIN loop returns after its first child: the return left its if."""
    MAX = game.players[0]

    def ab(s: Any, d: int, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        if game.to_move(s) == MAX:
            v = -math.inf
            for a in game.actions(s):
                v = max(v, ab(game.result(s, a), d - 1, alpha, beta))
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            return v
        v = math.inf
        for a in game.actions(s):
            v = min(v, ab(game.result(s, a), d - 1, alpha, beta))
            if v <= alpha:
                pass
            return v
        return v

    return ab(state, depth, -math.inf, math.inf)


BUGGY += [
    (evaluates_outside_its_test, {ex.report.NEVER_SEARCHES}),
    (counts_up_evaluates_everywhere, {ex.report.NEVER_SEARCHES}),
    (min_returns_after_first_move, {ex.report.FIRST_MOVE_ONLY}),
]


# Skipping the last move where MIN is to move gives the same values as trying only its first
# move wherever MIN has two moves: the checker's tree [[4, -2, 6], [3, 9, 1]] tells them apart
# (each was named as the other, or not at all, on two-move trees). Found by the mutation sweep.


def min_skips_last_move(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """MAX's and MIN's helpers; MIN's loops over list(moves)[:-1]."""
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return max_value(s, d) if game.to_move(s) == MAX else min_value(s, d)

    def max_value(s: Any, d: int) -> float:
        v = -math.inf
        for a in game.actions(s):
            v = max(v, value(game.result(s, a), d - 1))
        return v

    def min_value(s: Any, d: int) -> float:
        v = math.inf
        for a in list(game.actions(s))[:-1]:
            v = min(v, value(game.result(s, a), d - 1))
        return v

    return value(state, depth)


def min_range_one_short(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """One function; MIN's loop runs over range(len(moves) - 1)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    moves = list(game.actions(state))
    values = [min_range_one_short(game, game.result(state, m), depth - 1, evaluate) for m in moves]
    if game.to_move(state) == MAX:
        return max(values)
    best = math.inf
    for i in range(len(moves) - 1):
        best = min(best, values[i])
    return best


def min_returns_in_loop(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Plain depth-limited minimax whose MIN loop returns inside the loop."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        return max(min_returns_in_loop(game, game.result(state, m), depth - 1, evaluate) for m in game.actions(state))
    best = math.inf
    for m in game.actions(state):
        best = min(best, min_returns_in_loop(game, game.result(state, m), depth - 1, evaluate))
        return best
    return best


BUGGY += [
    (min_skips_last_move, {ex.report.SKIPS_LAST_MOVE}),
    (min_range_one_short, {ex.report.SKIPS_LAST_MOVE}),
    (min_returns_in_loop, {ex.report.FIRST_MOVE_ONLY}),
]


# ---------------------------------------------------------------------- issue 27, round 3 (h27k)
# A helper given the node (s) that reads the outer state, the root, instead: whose turn it is,
# or the evaluation at the depth limit. And the loop's variable returned for the running best.


def turn_read_from_root(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        values = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(values) if game.to_move(state) == MAX else min(values)

    return value(state, depth)


def max_and_min_helpers_root_turn(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """MAX-VALUE / MIN-VALUE, the dispatcher asking the root whose turn it is."""
    MAX = game.players[0]

    def dispatch(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d <= 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return max_value(s, d) if game.to_move(state) == MAX else min_value(s, d)

    def max_value(s: Any, d: int) -> float:
        v = -math.inf
        for a in game.actions(s):
            v = max(v, dispatch(game.result(s, a), d - 1))
        return v

    def min_value(s: Any, d: int) -> float:
        v = math.inf
        for a in game.actions(s):
            v = min(v, dispatch(game.result(s, a), d - 1))
        return v

    return dispatch(state, depth)


def evaluates_the_root(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    def search(node: Any, left: int) -> float:
        if game.is_terminal(node):
            return game.utility(node, game.players[0])  # type: ignore[no-any-return]
        if left == 0:
            return evaluate(state)  # type: ignore[no-any-return]
        pick = max if game.to_move(node) == game.players[0] else min
        return pick(search(game.result(node, a), left - 1) for a in game.actions(node))  # type: ignore[no-any-return]

    return search(state, depth)


def returns_last_score(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        score = returns_last_score(game, game.result(state, a), depth - 1, evaluate)
        best = max(best, score) if maximizing else min(best, score)
    return score


BUGGY += [
    (turn_read_from_root, {TURN_FROM_ROOT}),
    (max_and_min_helpers_root_turn, {TURN_FROM_ROOT}),
    (evaluates_the_root, {EVALUATES_ROOT}),
    (returns_last_score, {LAST_CHILD}),
]


# An alpha-beta search inside that starts with an empty window: alpha = +inf, so every MIN node
# stops after its first move (the values of a loop left early there; the code shows why).


def alphabeta_alpha_defaults_to_plus_inf(game: Any, state: Any, depth: int, evaluate: Any,
                                         alpha: float = math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, alphabeta_alpha_defaults_to_plus_inf(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, alphabeta_alpha_defaults_to_plus_inf(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def alphabeta_started_with_two_plus_infs(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def ab(s: Any, d: int, lo: float, hi: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        best = -math.inf if game.to_move(s) == MAX else math.inf
        for a in game.actions(s):
            v = ab(game.result(s, a), d - 1, lo, hi)
            if game.to_move(s) == MAX:
                best, lo = max(best, v), max(lo, v)
            else:
                best, hi = min(best, v), min(hi, v)
            if lo >= hi:
                break
        return best

    return ab(state, depth, float("inf"), float("inf"))


BUGGY += [
    (alphabeta_alpha_defaults_to_plus_inf, {EMPTY_WINDOW}),
    (alphabeta_started_with_two_plus_infs, {EMPTY_WINDOW}),
]


# mut3's class #6 (issue 27): an inner helper hands its children the outer function's depth (the
# root's) instead of its own parameter's, so the depth stops going down below the root.


def inner_search_uses_outer_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def search(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        values = [search(game.result(s, a), depth - 1) for a in game.actions(s)]
        return max(values) if game.to_move(s) == MAX else min(values)

    return search(state, depth)


def min_helper_given_outer_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def dispatch(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d <= 0:
            return evaluate(s)  # type: ignore[no-any-return]
        if game.to_move(s) == MAX:
            return max_value(s, d)
        return min_value(s, depth)

    def max_value(s: Any, d: int) -> float:
        return max(dispatch(game.result(s, a), d - 1) for a in game.actions(s))

    def min_value(s: Any, d: int) -> float:
        return min(dispatch(game.result(s, a), d - 1) for a in game.actions(s))

    return dispatch(state, depth)


BUGGY += [
    (inner_search_uses_outer_depth, {DEPTH_FROM_ROOT}),
    (min_helper_given_outer_depth, {DEPTH_FROM_ROOT}),
]


# Alpha-beta with a depth whose window slips (issue 27, round 2 of mut3: classes #8 and #3 in
# depth-limited code): named from alpha-beta's error model where the code shows the slip.
def alphabeta_min_calls_with_alpha_twice(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def min_value(s: Any, d: int, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        value = math.inf
        for move in game.actions(s):
            value = min(value, max_value(game.result(s, move), d - 1, alpha, alpha))
            if value <= alpha:
                return value
            beta = min(beta, value)
        return value

    def max_value(s: Any, d: int, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        value = -math.inf
        for move in game.actions(s):
            value = max(value, min_value(game.result(s, move), d - 1, alpha, beta))
            if value >= beta:
                return value
            alpha = max(alpha, value)
        return value

    start = max_value if game.to_move(state) == MAX else min_value
    return start(state, depth, -math.inf, math.inf)


def alphabeta_every_child_gets_beta_twice(game: Any, state: Any, depth: int, evaluate: Any,
                                          alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = alphabeta_every_child_gets_beta_twice(game, game.result(state, move), depth - 1, evaluate, beta, beta)
        if maximizing:
            best = max(best, score)
            alpha = max(alpha, best)
        else:
            best = min(best, score)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def alphabeta_max_call_swapped(game: Any, state: Any, depth: int, evaluate: Any,
                               alpha: float = -math.inf, beta: float = math.inf) -> float:
    """MAX's half hands (beta, alpha) down, a negamax habit; MIN's passes (alpha, beta)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, alphabeta_max_call_swapped(game, game.result(state, a), depth - 1, evaluate, beta, alpha))
            if v >= beta:
                break
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, alphabeta_max_call_swapped(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
        if v <= alpha:
            break
        beta = min(beta, v)
    return v


BUGGY += [
    (alphabeta_min_calls_with_alpha_twice, {report.WINDOW_NOT_PASSED}),
    (alphabeta_every_child_gets_beta_twice, {report.WINDOW_NOT_PASSED}),
    (alphabeta_max_call_swapped, {report.WINDOW_SWAPPED}),
]


# Issue 27, round 3 (h27q): one helper per player, one of them calling itself on the children
# (a copy-paste of the other half): below that player's node every level is that player's.
def _min_side(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    return min(_min_side(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state))


def _max_side(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    return max(_min_side(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state))


def min_helper_calls_itself(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    side = _max_side if game.to_move(state) == game.players[0] else _min_side
    return side(game, state, depth, evaluate)


def max_helper_calls_itself(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    def max_value(s: Any, d: int) -> float:
        if game.is_terminal(s) or d == 0:
            return game.utility(s, game.players[0]) if game.is_terminal(s) else evaluate(s)  # type: ignore[no-any-return]
        return max(max_value(game.result(s, a), d - 1) for a in game.actions(s))

    def min_value(s: Any, d: int) -> float:
        if game.is_terminal(s) or d == 0:
            return game.utility(s, game.players[0]) if game.is_terminal(s) else evaluate(s)  # type: ignore[no-any-return]
        return min(max_value(game.result(s, a), d - 1) for a in game.actions(s))

    return max_value(state, depth) if game.to_move(state) == game.players[0] else min_value(state, depth)


BUGGY += [(min_helper_calls_itself, {report.NOT_ALTERNATING}), (max_helper_calls_itself, {report.NOT_ALTERNATING})]


# ---------------------------------------------------------------------- mut3's leftovers (h27s)
# Negamax form inside with the side's sign added where it multiplies (sign + value), at the depth
# limit or where the root's value is turned back; a cutoff test comparing a bound with itself.


def sign_added_at_the_horizon(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def sign(s: Any) -> int:
        return 1 if game.to_move(s) == MAX else -1

    def nega(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d == 0:
            return sign(s) + evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    return sign(state) * nega(state, depth)


def colour_plus_evaluation(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    colour = 1 if game.to_move(state) == game.players[0] else -1

    def negamax(s: Any, d: int, c: int) -> float:
        if game.is_terminal(s):
            return c * game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if d <= 0:
            return c + evaluate(s)  # type: ignore[no-any-return]
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -negamax(game.result(s, a), d - 1, -c))
        return best

    return colour * negamax(state, depth, colour)


def sign_added_at_the_root(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    def nega(s: Any, d: int) -> float:
        side = 1 if game.to_move(s) == game.players[0] else -1
        if game.is_terminal(s):
            return side * game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if d == 0:
            return side * evaluate(s)  # type: ignore[no-any-return]
        return max(-nega(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    side = 1 if game.to_move(state) == game.players[0] else -1
    return side + nega(state, depth)


def max_breaks_on_beta_itself(game: Any, state: Any, depth: int, evaluate: Any,
                              alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, max_breaks_on_beta_itself(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
            alpha = max(alpha, v)
            if beta <= beta:
                break
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, max_breaks_on_beta_itself(game, game.result(state, a), depth - 1, evaluate, alpha, beta))
        beta = min(beta, v)
        if alpha >= beta:
            break
    return v


BUGGY += [
    (sign_added_at_the_horizon, {SIGN_ADDED}),
    (colour_plus_evaluation, {SIGN_ADDED}),
    (sign_added_at_the_root, {SIGN_ADDED}),
    (max_breaks_on_beta_itself, {report.FIRST_MOVE_ONLY}),
]


# The depth counted up in one half of the code (d + 1 where d - 1 belongs).


def min_half_counts_up(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    def max_value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return max(min_value(game.result(s, a), d - 1) for a in game.actions(s))

    def min_value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return min(max_value(game.result(s, a), d + 1) for a in game.actions(s))

    return max_value(state, depth) if game.to_move(state) == game.players[0] else min_value(state, depth)


def max_branch_counts_up(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            best = max(best, max_branch_counts_up(game, game.result(state, move), depth + 1, evaluate))
        return best
    best = math.inf
    for move in game.actions(state):
        best = min(best, max_branch_counts_up(game, game.result(state, move), depth - 1, evaluate))
    return best


BUGGY += [(min_half_counts_up, {report.NEVER_COUNTS_DOWN}), (max_branch_counts_up, {report.NEVER_COUNTS_DOWN})]


# ---------------------------------------------------------------------- wave 7's classes, other shapes (h27s)


def plies_per_move_two(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """depth read as full moves: each recursive call takes a move of each player off."""
    MAX = game.players[0]

    def search(s: Any, moves_left: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if moves_left <= 0:
            return evaluate(s)  # type: ignore[no-any-return]
        best = -math.inf if game.to_move(s) == MAX else math.inf
        for a in game.actions(s):
            v = search(game.result(s, a), moves_left - 2)
            best = max(best, v) if game.to_move(s) == MAX else min(best, v)
        return best

    return search(state, depth)


def horizon_zero_first(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """At depth 0 it returns 0 before it looks whether the game is over."""
    if depth <= 0:
        return 0.0
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [horizon_zero_first(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def wins_times_hundred_one_ply_deep(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]) * 100  # type: ignore[no-any-return]
    if depth == -1:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        return max(wins_times_hundred_one_ply_deep(game, game.result(state, a), depth - 1, evaluate)
                   for a in game.actions(state))
    return min(wins_times_hundred_one_ply_deep(game, game.result(state, a), depth - 1, evaluate)
               for a in game.actions(state))


BUGGY += [
    (plies_per_move_two, {report.FULL_MOVES}),
    (horizon_zero_first, {report.EVALUATES_TERMINAL, report.HORIZON_CONSTANT}),
    (wins_times_hundred_one_ply_deep, {report.DEPTH_OFF_BY_ONE, UTILITY_SCALED}),
]


# Wave 8 (blind10): a finite sentinel as the start, the model shared with minimax and negamax.
def best_starts_at_minus_two(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A depth-limited minimax whose running bests start at -2 / +2."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -2 if maximizing else 2
    for a in game.actions(state):
        v = best_starts_at_minus_two(game, game.result(state, a), depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best


BUGGY += [(best_starts_at_minus_two, {report.WRONG_START})]


# Wave 8 (blind10): the root's own loop hands its children depth, not depth - 1.
def _dl01_value(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    children = [_dl01_value(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(children) if game.to_move(state) == game.players[0] else min(children)


def root_children_same_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """dl01 verbatim: the root loop calls the helper with depth, the helper recurses with depth - 1."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = _dl01_value(game, game.result(state, move), depth, evaluate)
        best = max(best, score) if maximizing else min(best, score)
    return best


def root_negamax_same_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A negamax helper (colour * evaluate) whose root loop passes depth to each child."""
    MAX = game.players[0]

    def negamax(s: Any, d: int) -> float:
        colour = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d == 0:
            return colour * evaluate(s)  # type: ignore[no-any-return]
        return max(-negamax(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state) or depth == 0:
        return negamax(state, depth) * (1 if game.to_move(state) == MAX else -1)
    best = max(-negamax(game.result(state, a), depth) for a in game.actions(state))
    return best if game.to_move(state) == MAX else -best


def root_helpers_same_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """max_value / min_value helpers; the top function calls them on the root's children with depth."""
    MAX = game.players[0]

    def max_value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return max(min_value(game.result(s, a), d - 1) for a in game.actions(s))

    def min_value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        return min(max_value(game.result(s, a), d - 1) for a in game.actions(s))

    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        return max(min_value(game.result(state, a), depth) for a in game.actions(state))
    return min(max_value(game.result(state, a), depth) for a in game.actions(state))


BUGGY += [(root_children_same_depth, {report.DEPTH_OFF_BY_ONE}), (root_negamax_same_depth, {report.DEPTH_OFF_BY_ONE}),
          (root_helpers_same_depth, {report.DEPTH_OFF_BY_ONE})]


# Wave 8 (blind10): a memo keyed by the position alone (not the depth), kept from one call to the next.
CACHE: dict[Any, float] = {}


def cache_ignores_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """dl02 verbatim: a global dict keyed by game.key(state)."""
    key = game.key(state)
    if key in CACHE:
        return CACHE[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif depth == 0:
        value = evaluate(state)
    else:
        value = None
        for a in game.actions(state):
            child = cache_ignores_depth(game, game.result(state, a), depth - 1, evaluate)
            if game.to_move(state) == game.players[0]:
                if value is None or value < child:
                    value = child
            else:
                if value is None or value > child:
                    value = child
    CACHE[key] = value
    return value  # type: ignore[no-any-return]


def default_memo_without_depth(game: Any, state: Any, depth: int, evaluate: Any,
                               memo: dict[Any, float] = {}) -> float:  # noqa: B006 - the slip under test
    """A mutable default memo keyed by the state: filled in one call, read in the next."""
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        memo[key] = game.utility(state, game.players[0])
    elif depth == 0:
        memo[key] = evaluate(state)
    else:
        values = [default_memo_without_depth(game, game.result(state, a), depth - 1, evaluate, memo)
                  for a in game.actions(state)]
        memo[key] = max(values) if game.to_move(state) == game.players[0] else min(values)
    return memo[key]


def memo_on_the_function(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Values stored on the function object, keyed by the position, whatever the depth."""
    table = memo_on_the_function.__dict__.setdefault("table", {})
    key = game.key(state)
    if key not in table:
        if game.is_terminal(state) or depth == 0:
            table[key] = game.utility(state, game.players[0]) if game.is_terminal(state) else evaluate(state)
        else:
            kids = [memo_on_the_function(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
            table[key] = max(kids) if game.to_move(state) == game.players[0] else min(kids)
    return table[key]  # type: ignore[no-any-return]


BUGGY += [(cache_ignores_depth, {report.REMEMBERS_OTHER_DEPTHS}), (default_memo_without_depth, {report.REMEMBERS_OTHER_DEPTHS}),
          (memo_on_the_function, {report.REMEMBERS_OTHER_DEPTHS})]


# Wave 9 (blind12's dl02, named with a wrong second diagnosis when measured: "reads a status of 1 as
# still playing", where the code has no status and no terminal test at all): a finished game at the
# depth limit is evaluated, one above it has no moves and is worth its loop's start.


def _negamax_no_terminal(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    best_score = float("-inf")
    if depth == 0:
        sign = 1 if game.to_move(state) == game.players[0] else -1
        return sign * evaluate(state)
    for move in game.actions(state):
        score = -_negamax_no_terminal(game, game.result(state, move), depth - 1, evaluate)
        if score > best_score:
            best_score = score
    return best_score


def negamax_no_terminal_check(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """blind12's dl02 verbatim (helper renamed)."""
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return sign * _negamax_no_terminal(game, state, depth, evaluate)


def minimax_depth_test_only(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """MAX and MIN in one function, the depth tested, the end of the game never."""
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(best, minimax_depth_test_only(game, game.result(state, a), depth - 1, evaluate))
        return best
    best = math.inf
    for a in game.actions(state):
        best = min(best, minimax_depth_test_only(game, game.result(state, a), depth - 1, evaluate))
    return best


def max_min_values_without_terminal(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """MAX-VALUE / MIN-VALUE with a cutoff test on the depth alone (AIMA's CUTOFF-TEST without TERMINAL-TEST)."""
    def max_value(s: Any, d: int) -> float:
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        v = -math.inf
        for a in game.actions(s):
            v = max(v, min_value(game.result(s, a), d - 1))
        return v

    def min_value(s: Any, d: int) -> float:
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        v = math.inf
        for a in game.actions(s):
            v = min(v, max_value(game.result(s, a), d - 1))
        return v

    return max_value(state, depth) if game.to_move(state) == game.players[0] else min_value(state, depth)


BUGGY += [(negamax_no_terminal_check, {report.EVALUATES_TERMINAL}),
          (minimax_depth_test_only, {report.EVALUATES_TERMINAL}),
          (max_min_values_without_terminal, {report.EVALUATES_TERMINAL})]


# blind12's dlC1_iterative_stack verbatim, names prefixed (truth: correct — explicit stack, memo keyed by (game.key(state), depth), terminal before horizon)


def wave9_iterative_stack(game, state, depth, evaluate):
    memo = {}
    top = game.players[0]
    stack = [(state, depth, False)]
    while stack:
        s, d, expanded = stack.pop()
        k = (game.key(s), d)
        if k in memo:
            continue
        if game.is_terminal(s):
            memo[k] = game.utility(s, top)
        elif d == 0:
            memo[k] = evaluate(s)
        elif not expanded:
            stack.append((s, d, True))
            for a in game.actions(s):
                stack.append((game.result(s, a), d - 1, False))
        else:
            vals = [memo[(game.key(game.result(s, a)), d - 1)] for a in game.actions(s)]
            memo[k] = max(vals) if game.to_move(s) == top else min(vals)
    return memo[(game.key(state), depth)]



CORRECT += [wave9_iterative_stack]  # blind12's correct variants of this checker


# Wave 10 (blind14's d06, "returns a wrong value" on BASE): the estimate at the depth limit made a
# whole number, evaluation.py's ROUNDS_DOWN in a search.


def wave10_int_truncation(game, state, depth, evaluate):
    """blind14's d06 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return int(evaluate(state))
    values = [wave10_int_truncation(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def estimate_floored(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """A running best in one loop; the estimate floored with // 1."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state) // 1  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        value = estimate_floored(game, game.result(state, a), depth - 1, evaluate)
        best = max(best, value) if maximizing else min(best, value)
    return best


BUGGY += [(wave10_int_truncation, {report.ROUNDS_DOWN}), (estimate_floored, {report.ROUNDS_DOWN})]


# Wave 10 (blind14's d02, two mistakes, BASE named only the finished child evaluated): at depth 1
# MIN's loop sets v = evaluate(child) for each child, no min.


def _w10d02_max_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    v = -math.inf
    for a in game.actions(state):
        v = max(v, _w10d02_min_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def _w10d02_min_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    v = math.inf
    for a in game.actions(state):
        if depth == 1:
            v = evaluate(game.result(state, a))
        else:
            v = min(v, _w10d02_max_value(game, game.result(state, a), depth - 1, evaluate))
    return v


def wave10_min_depth1_overwrite(game, state, depth, evaluate):
    """blind14's d02 verbatim (helpers renamed)."""
    if game.to_move(state) == game.players[0]:
        return _w10d02_max_value(game, state, depth, evaluate)
    return _w10d02_min_value(game, state, depth, evaluate)


def depth_one_shortcut_overwrites_at_min(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """One function: at depth 1 MIN's best is set to each child's estimate in turn."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        if depth == 1 and not maximizing:
            best = evaluate(child)
        else:
            value = depth_one_shortcut_overwrites_at_min(game, child, depth - 1, evaluate)
            best = max(best, value) if maximizing else min(best, value)
    return best


BUGGY += [(wave10_min_depth1_overwrite, {report.EVALUATES_TERMINAL, LAST_CHILD}),
          (depth_one_shortcut_overwrites_at_min, {report.EVALUATES_TERMINAL, LAST_CHILD})]


# Wave 11 (blind16's dl02, two mistakes, the second unreported when measured): the depth tested
# before the end of the game, and the depth left added to a win, taken from a loss (a draw too).
def wave11_depth_first_bonus(game, state, depth, evaluate):
    """blind16's dl02 verbatim."""
    if depth == 0:
        return evaluate(state)
    if game.is_terminal(state):
        val = game.utility(state, game.players[0])
        if val > 0:
            return val + depth
        else:
            return val - depth
    is_maximising_player = game.to_move(state) == game.players[0]
    if is_maximising_player:
        score = float("-inf")
        for move in game.actions(state):
            score = max(wave11_depth_first_bonus(game, game.result(state, move), depth - 1, evaluate), score)
        return score
    score = float("inf")
    for move in game.actions(state):
        score = min(wave11_depth_first_bonus(game, game.result(state, move), depth - 1, evaluate), score)
    return score


def remaining_depth_bonus(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """dl02 with its first mistake fixed: the end of the game tested first, the bonus kept."""
    if game.is_terminal(state):
        val = game.utility(state, game.players[0])
        return val + depth if val > 0 else val - depth  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [remaining_depth_bonus(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def level_bonus_with_limit(game: Any, state: Any, depth: int, evaluate: Any, level: int = 0) -> float:
    """A win less the plies played to reach it, a loss plus them, in a depth-limited search."""
    if game.is_terminal(state):
        u = game.utility(state, game.players[0])
        return u - level if u > 0 else (u + level if u < 0 else 0)  # type: ignore[no-any-return]
    if depth <= 0:
        return evaluate(state)  # type: ignore[no-any-return]
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(level_bonus_with_limit(game, game.result(state, a), depth - 1, evaluate, level + 1)
                for a in game.actions(state))


BUGGY += [(wave11_depth_first_bonus, {report.EVALUATES_TERMINAL, UTILITY_SHIFTED}),
          (remaining_depth_bonus, {UTILITY_SHIFTED}), (level_bonus_with_limit, {UTILITY_SHIFTED})]


# Wave 11 (blind16's dl04): MIN's helper hands its children `depth`, a decrement forgotten in the
# copy; named by the call the code shows (a search meant to count full moves keeps FULL_MOVES).
def _w11dl04_max_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    return max(_w11dl04_value(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state))


def _w11dl04_min_value(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    return min(_w11dl04_value(game, game.result(state, a), depth, evaluate) for a in game.actions(state))


def _w11dl04_value(game, state, depth, evaluate):
    if game.to_move(state) == game.players[0]:
        return _w11dl04_max_value(game, state, depth, evaluate)
    return _w11dl04_min_value(game, state, depth, evaluate)


def wave11_min_branch_depth(game, state, depth, evaluate):
    """blind16's dl04 verbatim (helpers renamed)."""
    return _w11dl04_value(game, state, depth, evaluate)


def max_branch_keeps_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """One function, two branches: MAX's loop hands its children depth, MIN's depth - 1."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(best, max_branch_keeps_depth(game, game.result(state, a), depth, evaluate))
        return best
    best = math.inf
    for a in game.actions(state):
        best = min(best, max_branch_keeps_depth(game, game.result(state, a), depth - 1, evaluate))
    return best


BUGGY += [(wave11_min_branch_depth, {DEPTH_KEPT}), (max_branch_keeps_depth, {DEPTH_KEPT})]


# Wave 13 (blind20): the depth lowered only where MAX moves (full moves counted, not plies).
def wave13_depth_only_at_max(game, state, depth, evaluate):
    """blind20's d02 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    is_max = game.to_move(state) == game.players[0]
    next_depth = depth - 1 if is_max else depth
    values = [wave13_depth_only_at_max(game, game.result(state, a), next_depth, evaluate) for a in game.actions(state)]
    return max(values) if is_max else min(values)


def depth_lowered_by_max_flag(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The same with the decrement written as depth - (1 if maximizing else 0), in a loop."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if depth <= 0:
        return float(evaluate(state))
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        score = depth_lowered_by_max_flag(game, game.result(state, move), depth - (1 if maximizing else 0), evaluate)
        best = max(best, score) if maximizing else min(best, score)
    return best


def wave13_depth_memo(game, state, depth, evaluate):
    """blind20's c03 verbatim (renamed): a memo local to the call, keyed by (repr(state), depth); right."""
    memo = {}
    MAX = game.players[0]

    def search(s, d):
        key = (repr(s), d)
        if key in memo:
            return memo[key]
        if game.is_terminal(s):
            v = game.utility(s, MAX)
        elif d == 0:
            v = evaluate(s)
        else:
            vals = [search(game.result(s, a), d - 1) for a in game.actions(s)]
            v = max(vals) if game.to_move(s) == MAX else min(vals)
        memo[key] = v
        return v

    return search(state, depth)


BUGGY += [(wave13_depth_only_at_max, {ex.FULL_MOVES}), (depth_lowered_by_max_flag, {ex.FULL_MOVES})]
CORRECT += [wave13_depth_memo]


# Wave 14 (blind22): one value = -inf for both sides, MIN's update min(-value, child).
def wave14_min_of_negated_value(game, state, depth, evaluate):
    """blind22's d03 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    value = float("-inf")
    if game.to_move(state) == game.players[0]:
        for a in game.actions(state):
            value = max(value, wave14_min_of_negated_value(game, game.result(state, a), depth - 1, evaluate))
    else:
        for a in game.actions(state):
            value = min(-value, wave14_min_of_negated_value(game, game.result(state, a), depth - 1, evaluate))
    return value


BUGGY += [(wave14_min_of_negated_value, {NEGATES_BEST})]


# Wave 14 (blind22): one test for the depth and the end of the game, every finished game evaluated
# (minimax_mistakes, "terminal_evaluated"), beside MIN's children handed the same depth: both named.
def wave14_eval_terminal_and_maxonly(game, state, depth, evaluate):
    """blind22's d05 verbatim (renamed)."""
    if depth == 0 or game.is_terminal(state):
        return evaluate(state)
    if game.to_move(state) == game.players[0]:
        return max(wave14_eval_terminal_and_maxonly(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state))
    return min(wave14_eval_terminal_and_maxonly(game, game.result(state, a), depth, evaluate) for a in game.actions(state))


def finished_or_horizon_evaluated(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The same one test, the depth lowered right."""
    if game.is_terminal(state) or depth <= 0:
        return float(evaluate(state))
    values = [finished_or_horizon_evaluated(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(wave14_eval_terminal_and_maxonly, {ex.EVALUATES_TERMINAL, DEPTH_KEPT}),
          (finished_or_horizon_evaluated, {ex.EVALUATES_TERMINAL})]


# Wave 15 (blind24): `value or evaluate(state)`: a finished game worth 0 is falsy, so it is evaluated.
def wave15_zero_value_or_heuristic(game, state, depth, evaluate):
    """blind24's dl06 verbatim."""
    MAX = game.players[0]

    def value_of(s):
        return game.utility(s, MAX) if game.is_terminal(s) else None

    def negamax_ab(s, d, alpha, beta, color):
        if d <= 0 or game.is_terminal(s):
            return color * (value_of(s) or evaluate(s))
        for move in game.actions(s):
            val = -negamax_ab(game.result(s, move), d - 1, -beta, -alpha, -color)
            if val >= beta:
                return val
            if val > alpha:
                alpha = val
        return alpha

    color = 1 if game.to_move(state) == MAX else -1
    return color * negamax_ab(state, depth, -math.inf, math.inf, color)


def utility_or_estimate(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Another shape: a minimax whose leaf is `score or evaluate(state)`, score None where unfinished."""
    if depth == 0 or game.is_terminal(state):
        score = game.utility(state, game.players[0]) if game.is_terminal(state) else None
        return float(score or evaluate(state))
    values = [utility_or_estimate(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(wave15_zero_value_or_heuristic, {ex.EVALUATES_TERMINAL}), (utility_or_estimate, {ex.EVALUATES_TERMINAL})]


# Wave 16 (blind26): the test for a finished game only on the children inside the loop (terminal_models.
# finished_at_call_mistakes): a graded board finished above the horizon (XXX/OO./..., depth 2) shows it.
def wave16_child_terminal_scaled_by_depth(game, state, depth, evaluate):
    """blind26's dl02 verbatim (renamed): two slips, both named."""
    if depth == 0:
        return evaluate(state)
    maximizing = game.to_move(state) == game.players[0]
    best_move_value = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            value = game.utility(child, game.players[0]) * depth
        else:
            value = wave16_child_terminal_scaled_by_depth(game, child, depth - 1, evaluate)
        if maximizing:
            best_move_value = max(best_move_value, value)
        else:
            best_move_value = min(best_move_value, value)
    return best_move_value


def children_tested_only(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """The second slip alone."""
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = game.result(state, a)
        v = game.utility(child, game.players[0]) if game.is_terminal(child) else children_tested_only(
            game, child, depth - 1, evaluate)
        best = max(best, v) if maximizing else min(best, v)
    return best


BUGGY += [(wave16_child_terminal_scaled_by_depth, {FINISHED_AT_CALL, UTILITY_SHIFTED}),
          (children_tested_only, {FINISHED_AT_CALL})]


# Wave 18 (blind30): d02 ports AIMA's minimax_decision with player = game.to_move(state): finished games
# scored for the root's mover and the root maximised, the estimate still MAX's. It was localised only;
# minimax's error model now holds that point of view (minimax_mistakes: leaf "root", turns swapped).
def wave18_root_player_view(game, state, depth, evaluate):
    """blind30's d02 verbatim (renamed)."""
    player = game.to_move(state)

    def max_value(state, depth):
        if game.is_terminal(state):
            return game.utility(state, player)
        if depth == 0:
            return evaluate(state)
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), depth - 1))
        return v

    def min_value(state, depth):
        if game.is_terminal(state):
            return game.utility(state, player)
        if depth == 0:
            return evaluate(state)
        v = math.inf
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), depth - 1))
        return v

    return max_value(state, depth)


def root_side_one_function(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Another shape: one recursive helper with a flag, the root's player captured, the root maximised."""
    me = game.to_move(state)

    def value(s: Any, d: int, maximizing: bool) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, me))
        if d == 0:
            return float(evaluate(s))
        children = [value(game.result(s, a), d - 1, not maximizing) for a in game.actions(s)]
        return max(children) if maximizing else min(children)

    return value(state, depth, True)


BUGGY += [(wave18_root_player_view, {ex.WRONG_PLAYER}), (root_side_one_function, {ex.WRONG_PLAYER})]
