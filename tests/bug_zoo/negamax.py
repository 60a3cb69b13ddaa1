"""Negamax as students write it: ``fn(game, state) -> value`` for the side to move."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import loop_models, loop_source, report
from ttt_lab.exercises import negamax as nm
from ttt_lab.exercises.scope_models import LAST_CHILD, TURN_FROM_ROOT
from ttt_lab.exercises.sign_models import (
    DISCOUNTS,
    MEMO_NEGATED_IN_PLACE,
    NEGATES_BEST,
    SIGN_ADDED,
    UTILITY_SCALED,
    UTILITY_SHIFTED,
    WINNER_SCORED,
)
from ttt_lab.exercises.table_names import KIND_FROM_NARROWED
from ttt_lab.exercises.terminal_models import (
    DECIDED_LOST,
    DRAW_AS_LOSS,
    DRAWS_EVERY_END,
    EVERY_END_WON,
    FINISHED_AT_CALL,
    LOST_OR_NOTHING,
)
from ttt_lab.exercises.window_source import EMPTY_WINDOW


def correct(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-correct(game, game.result(state, a)) for a in game.actions(state))


def correct_colour(game: Any, state: Any) -> float:
    """The colour trick of the textbooks: MAX's utility times +1 or -1."""
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return colour * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -correct_colour(game, game.result(state, a)))
    return best


def correct_alphabeta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Negamax with alpha-beta, fail-soft."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -correct_alphabeta(game, game.result(state, a), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def correct_fail_hard(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Negamax alpha-beta, fail-hard, called with the full window at the root (exact)."""
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        alpha = max(alpha, -correct_fail_hard(game, game.result(state, a), -beta, -alpha))
        if alpha >= beta:
            return beta
    return alpha


def correct_with_move(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best, move = -math.inf, None
    for a in game.actions(state):
        value = -correct_with_move(game, game.result(state, a))[0]
        if value > best:
            best, move = value, a
    return best, move


CORRECT = [correct, correct_colour, correct_alphabeta, correct_fail_hard, correct_with_move]


def no_negation(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(no_negation(game, game.result(state, a)) for a in game.actions(state))


def leaf_for_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-leaf_for_max(game, game.result(state, a)) for a in game.actions(state))


def leaf_for_last_mover(game: Any, state: Any) -> float:
    """Reasons that the player who just moved ended the game, and scores it for them."""
    if game.is_terminal(state):
        me = game.to_move(state)
        last = game.players[1] if me == game.players[0] else game.players[0]
        return game.utility(state, last)  # type: ignore[no-any-return]
    return max(-leaf_for_last_mover(game, game.result(state, a)) for a in game.actions(state))


def colour_wrong_way(game: Any, state: Any) -> float:
    """The colour trick with the colours the wrong way round."""
    colour = -1 if game.to_move(state) == game.players[0] else 1
    if game.is_terminal(state):
        return colour * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-colour_wrong_way(game, game.result(state, a)) for a in game.actions(state))


def back_to_max(game: Any, state: Any) -> float:
    value = correct(game, state)
    return value if game.to_move(state) == game.players[0] else -value


def negates_the_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return -max(negates_the_max(game, game.result(state, a)) for a in game.actions(state))


def min_of_negated(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return min(-min_of_negated(game, game.result(state, a)) for a in game.actions(state))


def minimax_and_negamax(game: Any, state: Any) -> float:
    """Negates the children, and still takes the min where MIN is to move."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [-minimax_and_negamax(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def no_negation_leaf_for_max(game: Any, state: Any) -> float:
    """Plain max everywhere with MAX's utilities: two slips at once."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(no_negation_leaf_for_max(game, game.result(state, a)) for a in game.actions(state))


BUGGY = [
    (no_negation, {nm.FORGETS_NEGATION}),
    (leaf_for_max, {nm.UTILITY_FOR_MAX}),
    (leaf_for_last_mover, {nm.UTILITY_FOR_LAST_MOVER}),
    (colour_wrong_way, {nm.UTILITY_FOR_LAST_MOVER}),
    (back_to_max, {nm.VALUE_FOR_MAX}),
    (negates_the_max, {nm.NEGATES_THE_BEST}),
    (min_of_negated, {nm.NEGATES_THE_BEST}),
    (minimax_and_negamax, {nm.MIXES_MINIMAX}),
    (no_negation_leaf_for_max, {nm.FORGETS_NEGATION, nm.UTILITY_FOR_MAX}),
]
CHECK = ex.check_negamax


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def best_starts_at_zero(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = 0
    for a in game.actions(state):
        best = max(best, -best_starts_at_zero(game, game.result(state, a)))
    return best


def min_of_children_negated(game: Any, state: Any) -> float:
    """-min(children): the same as forgetting the negation."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return -min(-min_of_children_negated(game, game.result(state, a)) for a in game.actions(state))


_SEEN: dict[Any, float] = {}


def global_memo(game: Any, state: Any) -> float:
    if state in _SEEN:
        return _SEEN[state]
    if game.is_terminal(state):
        value = game.utility(state, game.to_move(state))
    else:
        value = max(-global_memo(game, game.result(state, a)) for a in game.actions(state))
    _SEEN[state] = value
    return value  # type: ignore[no-any-return]


BUGGY += [
    (best_starts_at_zero, {ex.WRONG_START}),
    (min_of_children_negated, {nm.FORGETS_NEGATION}),
    (global_memo, {ex.REMEMBERS_OTHER_GAMES}),
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def negated_leaf(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return -game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-negated_leaf(game, game.result(state, a)) for a in game.actions(state))


def leaf_for_second_player(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[1])  # type: ignore[no-any-return]
    return max(-leaf_for_second_player(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [
    (negated_leaf, {nm.UTILITY_FOR_LAST_MOVER}),
    (leaf_for_second_player, {nm.UTILITY_FOR_MIN}),
]


def value_for_the_last_mover(game: Any, state: Any) -> float:
    """Negates once more at the end: the value for the side that moved into the position."""
    return -correct(game, state)


BUGGY += [(value_for_the_last_mover, {nm.VALUE_FOR_LAST_MOVER})]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def colour_by_depth(game: Any, state: Any, depth: int = 0) -> float:
    """The colour from the depth's parity, as if MAX were always at the root."""
    colour = 1 if depth % 2 == 0 else -1
    if game.is_terminal(state):
        return colour * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-colour_by_depth(game, game.result(state, a), depth + 1) for a in game.actions(state))


BUGGY += [(colour_by_depth, {nm.ROOT_AS_MAX})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: all 6 named right.


def _other(game: Any, state: Any) -> Any:
    return game.players[1] if game.to_move(state) == game.players[0] else game.players[0]


def blind_leaves_for_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-blind_leaves_for_max(game, game.result(state, m)) for m in game.actions(state))


def blind_no_negation(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(blind_no_negation(game, game.result(state, m)) for m in game.actions(state))


def blind_negated_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return -max(blind_negated_max(game, game.result(state, m)) for m in game.actions(state))


def blind_leaves_for_last_mover(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, _other(game, state))  # type: ignore[no-any-return]
    return max(-blind_leaves_for_last_mover(game, game.result(state, m)) for m in game.actions(state))


def blind_min_for_o(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    values = [-blind_min_for_o(game, game.result(state, m)) for m in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def blind_best_from_zero(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = 0.0
    for m in game.actions(state):
        best = max(best, -blind_best_from_zero(game, game.result(state, m)))
    return best


def correct_negated_min(game: Any, state: Any) -> float:
    """Correct: -min(children) is max(-children)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return -min(correct_negated_min(game, game.result(state, m)) for m in game.actions(state))


CORRECT.append(correct_negated_min)
BUGGY += [
    (blind_leaves_for_max, {nm.UTILITY_FOR_MAX}),
    (blind_no_negation, {nm.FORGETS_NEGATION}),
    (blind_negated_max, {nm.NEGATES_THE_BEST}),
    (blind_leaves_for_last_mover, {nm.UTILITY_FOR_LAST_MOVER}),
    (blind_min_for_o, {nm.MIXES_MINIMAX}),
    (blind_best_from_zero, {ex.WRONG_START}),
]


# A move skipped at every node and a finished child's sign: classes of the shared error model
# (blind wave 4's ng2, ng3), here in other code shapes.


def loop_from_one(game: Any, state: Any) -> float:
    """range(1, len(moves)), with the first move as the start where it is the only one."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    moves = game.actions(state)
    best = -negamax_first(game, state, moves) if len(moves) == 1 else -math.inf
    for i in range(1, len(moves)):
        best = max(best, -loop_from_one(game, game.result(state, moves[i])))
    return best


def negamax_first(game: Any, state: Any, moves: Any) -> float:
    return loop_from_one(game, game.result(state, moves[0]))


def slice_drops_last(game: Any, state: Any) -> float:
    """Starts from moves[0], then loops over moves[1:-1]: the last move is never tried."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    moves = game.actions(state)
    best = -slice_drops_last(game, game.result(state, moves[0]))
    for m in moves[1:-1]:
        best = max(best, -slice_drops_last(game, game.result(state, m)))
    return best


def finished_child_from_max(game: Any, state: Any) -> float:
    """A finished child read with MAX's utility and turned by the parent's colour, then negated."""
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return colour * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = []
    for m in game.actions(state):
        child = game.result(state, m)
        if game.is_terminal(child):
            values.append(-colour * game.utility(child, game.players[0]))  # one minus too many
        else:
            values.append(-finished_child_from_max(game, child))
    return max(values)


def finished_child_helper(game: Any, state: Any) -> float:
    """A helper that scores a child for the parent's mover, negated like every other child."""
    def score(child: Any, me: Any) -> float:
        if game.is_terminal(child):
            return game.utility(child, me)  # type: ignore[no-any-return]  # already the parent's view
        return finished_child_helper(game, child)

    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    me = game.to_move(state)
    return max(-score(game.result(state, m), me) for m in game.actions(state))


BUGGY += [
    (loop_from_one, {"skips the first move"}),
    (slice_drops_last, {"skips the last move"}),
    (finished_child_from_max, {"scores a finished child for the wrong side"}),
    (finished_child_helper, {"scores a finished child for the wrong side"}),
]


# The running best started above every value (issue 27, round 2: the mutation sweep's class #14).
def best_starts_at_plus_inf(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = math.inf
    for a in game.actions(state):
        best = max(best, -best_starts_at_plus_inf(game, game.result(state, a)))
    return best


def colour_best_starts_at_plus_inf(game: Any, state: Any) -> float:
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return colour * game.utility(state, game.players[0])  # type: ignore[no-any-return]
    best = float("inf")
    for a in game.actions(state):
        v = -colour_best_starts_at_plus_inf(game, game.result(state, a))
        if v > best:
            best = v
    return best


BUGGY += [
    (best_starts_at_plus_inf, {ex.WRONG_START}),
    (colour_best_starts_at_plus_inf, {ex.WRONG_START}),
]


# A move skipped by a loop with a running best (issue 27, round 2: the sweep's class #8): a
# position with a single move skips it too and keeps the best's start.
def loop_skips_first_move(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in list(game.actions(state))[1:]:
        best = max(best, -loop_skips_first_move(game, game.result(state, a)))
    return best


def loop_skips_last_move(game: Any, state: Any) -> float:
    moves = game.actions(state)
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for i in range(len(moves) - 1):
        value = -loop_skips_last_move(game, game.result(state, moves[i]))
        if value > best:
            best = value
    return best


BUGGY += [
    (loop_skips_first_move, {report.SKIPS_FIRST_MOVE}),
    (loop_skips_last_move, {report.SKIPS_LAST_MOVE}),
]


# Negamax alpha-beta's window slips (issue 27, round 2: the sweep's classes #9 and #15).
def window_alpha_twice(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Fail-soft; the child gets (-alpha, -alpha): alpha typed where beta belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -window_alpha_twice(game, game.result(state, a), -alpha, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def fail_hard_beta_not_negated(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Fail-hard; the child's window is (beta, -alpha): beta not negated."""
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        value = -fail_hard_beta_not_negated(game, game.result(state, a), beta, -alpha)
        if value > alpha:
            alpha = value
        if alpha >= beta:
            return beta
    return alpha


def cuts_on_alpha(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Tests best >= alpha where best >= beta belongs: true after the first move, every time."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -cuts_on_alpha(game, game.result(state, a), -beta, -alpha))
        if best >= alpha:
            break
        alpha = max(alpha, best)
    return best


def alpha_raised_from_beta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -alpha_raised_from_beta(game, game.result(state, a), -beta, -alpha))
        alpha = max(beta, best)
        if alpha >= beta:
            break
    return best


BUGGY += [
    (window_alpha_twice, {report.CHILD_WINDOW}),
    (fail_hard_beta_not_negated, {report.CHILD_WINDOW}),
    (cuts_on_alpha, {report.FIRST_MOVE_ONLY}),
    (alpha_raised_from_beta, {report.BOUND_TYPO}),  # the code shows which bound (window_source.bound_from_other)
]


# (value, move) pairs: the move judged as check_minimax(with_move) does (issue 27, round 2: class #19).
def returns_the_loop_variable(game: Any, state: Any) -> tuple[float, Any]:
    """Returns the loop's last move, not the best one kept beside the value."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best, move, a = -math.inf, None, None
    for a in game.actions(state):
        value = -returns_the_loop_variable(game, game.result(state, a))[0]
        if value > best:
            best, move = value, a  # noqa: F841 (kept, then not returned: the bug)
    return best, a


def best_move_never_set(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best, best_move = -math.inf, None
    for a in game.actions(state):
        value = -best_move_never_set(game, game.result(state, a))[0]
        if value > best:
            best, best_move = value, best_move
    return best, best_move


BUGGY += [
    (returns_the_loop_variable, {report.WRONG_MOVE}),
    (best_move_never_set, {report.WRONG_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, round 3 (h27k)
# The loop's variable returned after the loop where the running best belongs (the sweep's
# "return score" / "return (value, move)" mutants): each node is worth its last child's value.


def returns_last_value(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        value = -returns_last_value(game, game.result(state, a))
        best = max(best, value)
    return value


def while_loop_returns_score(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    moves = list(game.actions(state))
    best, i = -math.inf, 0
    while i < len(moves):
        score = -while_loop_returns_score(game, game.result(state, moves[i]))
        if score > best:
            best = score
        i += 1
    return score


BUGGY += [
    (returns_last_value, {LAST_CHILD}),
    (while_loop_returns_score, {LAST_CHILD}),
]


# mut3's class #12 (issue 27): the running best never (or only once) set from a child. A test that
# compares a value with itself is never true: from -inf the best never moves; from None it keeps
# the first child. Both try every move, so neither is "tries only the first move" nor a window slip.


def compares_the_value_with_itself(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        v = -compares_the_value_with_itself(game, game.result(state, a))
        if v > v:
            best = v
    return best


def best_update_forgotten(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best_score = -math.inf
    for move in game.actions(state):
        score = -best_update_forgotten(game, game.result(state, move))
        if score > best_score:
            pass  # TODO keep it
    return best_score


def first_from_none_then_self_compared(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    result = None
    for move in game.actions(state):
        score = -first_from_none_then_self_compared(game, game.result(state, move))
        if result is None or score > score:
            result = score
    return result  # type: ignore[return-value]


def keeps_first_with_max_of_itself(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = None
    for move in game.actions(state):
        value = -keeps_first_with_max_of_itself(game, game.result(state, move))
        best = value if best is None else max(best, best)
    return best  # type: ignore[return-value]


BUGGY += [
    (compares_the_value_with_itself, {loop_models.NEVER_KEEPS}),
    (best_update_forgotten, {loop_models.NEVER_KEEPS}),
    (first_from_none_then_self_compared, {loop_source.KEEPS_FIRST}),
    (keeps_first_with_max_of_itself, {loop_source.KEEPS_FIRST}),
]


# mut3's class #20 (issue 27): fail-hard negamax whose `return beta` left its cutoff test.


def fail_hard_returns_beta_in_the_loop(game: Any, state: Any, alpha: float = -math.inf,
                                       beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        alpha = max(alpha, -fail_hard_returns_beta_in_the_loop(game, game.result(state, a), -beta, -alpha))
        if alpha >= beta:
            pass
        return beta
    return alpha


def while_loop_returns_beta(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    moves = list(game.actions(state))
    i = 0
    while i < len(moves):
        score = -while_loop_returns_beta(game, game.result(state, moves[i]), -beta, -alpha)
        alpha = max(alpha, score)
        i += 1
        return beta
    return alpha


BUGGY += [
    (fail_hard_returns_beta_in_the_loop, {report.FIRST_MOVE_ONLY}),
    (while_loop_returns_beta, {report.FIRST_MOVE_ONLY}),
]


# mut3's class #21 (issue 27): a negamax alpha-beta without its test for a finished game. With no
# moves its loop never runs, so a finished game is worth alpha (fail-hard) or the best's start.


def fail_hard_without_terminal_test(game: Any, state: Any, alpha: float = -math.inf,
                                    beta: float = math.inf) -> float:
    for a in game.actions(state):
        alpha = max(alpha, -fail_hard_without_terminal_test(game, game.result(state, a), -beta, -alpha))
        if alpha >= beta:
            return beta
    return alpha


def fail_soft_without_terminal_test(game: Any, state: Any, alpha: float = -math.inf,
                                    beta: float = math.inf) -> float:
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -fail_soft_without_terminal_test(game, game.result(state, move), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


BUGGY += [
    (fail_hard_without_terminal_test, {report.IGNORES_TERMINAL}),
    (fail_soft_without_terminal_test, {report.IGNORES_TERMINAL}),
]


def cutoff_test_compares_alpha_with_itself(game: Any, state: Any, alpha: float = -math.inf,
                                           beta: float = math.inf) -> float:
    """`alpha >= alpha` is always true: the loop breaks after its first move (not a best never kept)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -cutoff_test_compares_alpha_with_itself(game, game.result(state, a), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= alpha:
            break
    return best


BUGGY += [(cutoff_test_compares_alpha_with_itself, {report.FIRST_MOVE_ONLY})]


# The root window opened already closed, and the child's window negated or swapped on one side only
# (issue 27, round 2 of mut3: classes #19 and #16).
def fail_hard_closed_root(game: Any, state: Any) -> float:
    """Fail-hard, its first call typed with +inf twice: every node returns its bound, +inf."""
    def ab(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return max(alpha, min(beta, game.utility(s, game.to_move(s))))
        for move in game.actions(s):
            score = -ab(game.result(s, move), -beta, -alpha)
            if score >= beta:
                return beta
            if score > alpha:
                alpha = score
        return alpha

    return ab(state, math.inf, math.inf)


def fail_soft_beta_default_minus_inf(game: Any, state: Any, alpha: float = -math.inf,
                                     beta: float = -math.inf) -> float:
    """Fail-soft with the default beta = -inf: alpha >= beta at once, one move tried per node."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -fail_soft_beta_default_minus_inf(game, game.result(state, a), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def window_not_swapped(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Negates both bounds but keeps their order: (-alpha, -beta)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    value = -math.inf
    for move in game.actions(state):
        value = max(value, -window_not_swapped(game, game.result(state, move), -alpha, -beta))
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return value


def alpha_not_negated(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Fail-soft, the cutoff tested before alpha is raised; the child gets (-beta, alpha)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        score = -alpha_not_negated(game, game.result(state, a), -beta, alpha)
        if score > best:
            best = score
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


BUGGY += [
    (fail_hard_closed_root, {EMPTY_WINDOW}),
    (fail_soft_beta_default_minus_inf, {EMPTY_WINDOW}),
    (window_not_swapped, {report.CHILD_WINDOW}),
    (alpha_not_negated, {report.CHILD_WINDOW}),
]


# The running best negated at each comparison (issue 27, round 2 of mut3: class #3).
def negates_the_running_best(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for move in game.actions(state):
        score = -negates_the_running_best(game, game.result(state, move))
        best = max(-best, score)
    return best


BUGGY += [(negates_the_running_best, {NEGATES_BEST})]


# ---------------------------------------------------------------- blind wave 6's leftovers (neg06, neg04)
# MAX's view returned from every searched node while the caller still negates: "returns MAX's
# value, not the side to move's", the notebook's own name for it, at inner nodes too.


def converts_to_max_before_returning(game: Any, state: Any) -> float:
    mover = game.to_move(state)
    if game.is_terminal(state):
        return game.utility(state, mover)  # type: ignore[no-any-return]
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -converts_to_max_before_returning(game, game.result(state, move)))
    if mover != game.players[0]:
        best = -best  # "the value is X's": turned back to MAX's view
    return best


def colour_applied_to_the_result(game: Any, state: Any) -> float:
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [-colour_applied_to_the_result(game, game.result(state, a)) for a in game.actions(state)]
    return colour * max(values)


# Two slips: every move but the last, and a best started at 0. With few moves per node the
# values alone cannot tell "skips the last move" from "tries only the first": the loop's own
# range (and no return or break in it) tells.


def skips_last_and_starts_at_zero(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    moves = game.actions(state)
    best = 0.0
    for i in range(len(moves) - 1):
        best = max(best, -skips_last_and_starts_at_zero(game, game.result(state, moves[i])))
    return best


def slice_without_last_from_zero(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = 0
    for move in list(game.actions(state))[:-1]:
        value = -slice_without_last_from_zero(game, game.result(state, move))
        if value > best:
            best = value
    return best


BUGGY += [
    (converts_to_max_before_returning, {nm.VALUE_FOR_MAX}),
    (colour_applied_to_the_result, {nm.VALUE_FOR_MAX}),
    (skips_last_and_starts_at_zero, {report.WRONG_START, report.SKIPS_LAST_MOVE}),
    (slice_without_last_from_zero, {report.WRONG_START, report.SKIPS_LAST_MOVE}),
]


# ---------------------------------------------------------------------- mut3's leftovers (h27s)
# The value negated on its way out (one slip, one name), with a memo storing it before the minus
# (a remembered position then has the other sign) or without one; the side's sign added to the
# utility where it multiplies; a cutoff test that compares a bound with itself.


def memo_returns_minus_result(game: Any, state: Any, memo: dict[Any, float] | None = None) -> float:
    memo = {} if memo is None else memo
    key = game.key(state)
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        result = game.utility(state, game.to_move(state))
    else:
        result = max(-memo_returns_minus_result(game, game.result(state, a), memo) for a in game.actions(state))
    memo[key] = result
    return -result  # type: ignore[no-any-return]


_SHARED: dict[Any, float] = {}


def cache_then_negate(game: Any, state: Any) -> float:
    key = (id(game), game.key(state))
    if key not in _SHARED:
        if game.is_terminal(state):
            _SHARED[key] = game.utility(state, game.to_move(state))
        else:
            best = -math.inf
            for move in game.actions(state):
                score = -cache_then_negate(game, game.result(state, move))
                best = score if score > best else best
            _SHARED[key] = best
        return -_SHARED[key]
    return _SHARED[key]


def returns_minus_best(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -returns_minus_best(game, game.result(state, move)))
    return -best


def colour_added_to_utility(game: Any, state: Any) -> float:
    colour = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return colour + game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(-colour_added_to_utility(game, game.result(state, a)) for a in game.actions(state))


def sign_plus_utility(game: Any, state: Any) -> float:
    sign = {game.players[0]: 1, game.players[1]: -1}[game.to_move(state)]
    if game.is_terminal(state):
        return sign + game.utility(state, "X" if "X" in game.players else game.players[0])  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -sign_plus_utility(game, game.result(state, a)))
    return best


def fail_hard_cut_on_beta_itself(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        alpha = max(alpha, -fail_hard_cut_on_beta_itself(game, game.result(state, a), -beta, -alpha))
        if beta >= beta:
            return beta
    return alpha


def fail_soft_breaks_on_alpha_itself(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -fail_soft_breaks_on_alpha_itself(game, game.result(state, a), -beta, -alpha))
        alpha = max(alpha, best)
        if alpha >= alpha:
            break
    return best


BUGGY += [
    (memo_returns_minus_result, {report.NEGATES_RESULT}),
    (cache_then_negate, {report.NEGATES_RESULT}),
    (returns_minus_best, {report.NEGATES_RESULT}),
    (colour_added_to_utility, {SIGN_ADDED}),
    (sign_plus_utility, {SIGN_ADDED}),
    (fail_hard_cut_on_beta_itself, {report.FIRST_MOVE_ONLY}),
    (fail_soft_breaks_on_alpha_itself, {report.FIRST_MOVE_ONLY}),
]


# ---------------------------------------------------------------------- wave 7's classes, other shapes (h27s)


def best_from_minus_one(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max([-1, *(-best_from_minus_one(game, game.result(state, a)) for a in game.actions(state))])


def winner_scored_hundred(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        u = game.utility(state, game.to_move(state))
        return 100 if u > 0 else (-100 if u < 0 else 0)
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -winner_scored_hundred(game, game.result(state, a)))
    return best


def utility_times_ten(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return 10 * game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-utility_times_ten(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [
    (best_from_minus_one, {report.WRONG_START}),
    (winner_scored_hundred, {WINNER_SCORED}),
    (utility_times_ten, {UTILITY_SCALED}),
]


def fail_hard_cut_turned_round(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """The cutoff's comparison turned round (alpha <= beta): it holds while the window is open."""
    if game.is_terminal(state):
        return max(alpha, min(beta, game.utility(state, game.to_move(state))))
    for a in game.actions(state):
        alpha = max(alpha, -fail_hard_cut_turned_round(game, game.result(state, a), -beta, -alpha))
        if alpha <= beta:
            return beta
    return alpha


BUGGY += [(fail_hard_cut_turned_round, {report.FIRST_MOVE_ONLY})]

# Issue 27 (h27y): a depth limit of the student's own, 0 at the cut (wave 8's exp05 in negamax's shape).
from ttt_lab.exercises.own_depth_models import OWN_DEPTH_LIMIT  # noqa: E402


def default_depth_returns_zero(game: Any, state: Any, depth: int = 2) -> float:
    """A template's `depth == 0: return 0  # heuristic`, the default depth never overridden by the caller."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if depth == 0:
        return 0
    return max(-default_depth_returns_zero(game, game.result(state, a), depth - 1) for a in game.actions(state))


MAX_DEPTH = 3


def ply_counted_up_to_a_constant(game: Any, state: Any) -> float:
    def search(s: Any, ply: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))
        if ply == MAX_DEPTH:
            return 0.0
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -search(game.result(s, a), ply + 1))
        return best

    return search(state, 0)


BUGGY += [(default_depth_returns_zero, {OWN_DEPTH_LIMIT}), (ply_counted_up_to_a_constant, {OWN_DEPTH_LIMIT})]


# Wave 8 (blind10): a finite sentinel as the start, the model shared with minimax.
def best_starts_at_minus_two(game: Any, state: Any) -> float:
    """A negamax whose best starts at -2, "below any score"."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -2
    for a in game.actions(state):
        score = -best_starts_at_minus_two(game, game.result(state, a))
        if score > best:
            best = score
    return best


def best_starts_at_minus_two_list(game: Any, state: Any) -> float:
    """max() over the negated children with -2 in the list as its floor."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max([-2] + [-best_starts_at_minus_two_list(game, game.result(state, a)) for a in game.actions(state)])


BUGGY += [(best_starts_at_minus_two, {report.WRONG_START}), (best_starts_at_minus_two_list, {report.WRONG_START})]


# Wave 8 (blind10): "no moves left: a draw" tested before the end of the game (every finished game 0).
def draw_test_before_win(game: Any, state: Any) -> float:
    """neg04 verbatim."""
    if not game.actions(state):  # no moves left: draw
        return 0
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    value = float("-inf")
    for candidate in game.actions(state):
        value = max(value, -draw_test_before_win(game, game.result(state, candidate)))
    return value


def draw_by_length_first(game: Any, state: Any) -> float:
    """The moves listed first and len(moves) == 0 taken for a draw, the win tested after."""
    moves = list(game.actions(state))
    if len(moves) == 0:
        return 0
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-draw_by_length_first(game, game.result(state, m)) for m in moves)


BUGGY += [(draw_test_before_win, {DRAWS_EVERY_END}), (draw_by_length_first, {DRAWS_EVERY_END})]


# Wave 8 (blind10): node objects shared through a memo, negated in place by the caller.
class _ScoredNode:
    def __init__(self, move: Any = None, score: float = 0.0) -> None:
        self.move = move
        self.score = score


_NODE_MEMO: dict[Any, _ScoredNode] = {}


def _memo_negamax(game: Any, state: Any) -> _ScoredNode:
    key = (id(game), game.key(state))
    if key in _NODE_MEMO:
        return _NODE_MEMO[key]
    if game.is_terminal(state):
        node = _ScoredNode(score=game.utility(state, game.to_move(state)))
        _NODE_MEMO[key] = node
        return node
    best_score = -1000000.0
    best_position = None
    for position in game.actions(state):
        x = _memo_negamax(game, game.result(state, position))
        x.score = -x.score
        if x.score > best_score:
            best_score = x.score
            best_position = position
    node = _ScoredNode(move=best_position, score=best_score)
    _NODE_MEMO[key] = node
    return node


def memo_nodes_negated_in_place(game: Any, state: Any) -> float:
    """neg03 verbatim (Node renamed): a global memo of nodes, each child's score negated in place."""
    return _memo_negamax(game, state).score


def memo_dicts_negated_in_place(game: Any, state: Any, memo: dict[Any, dict[str, float]] | None = None) -> float:
    """A memo of one search holding dicts, the child's entry negated in place by its parent."""
    memo = {} if memo is None else memo

    def search(s: Any) -> dict[str, float]:
        key = game.key(s)
        if key not in memo:
            if game.is_terminal(s):
                memo[key] = {"value": game.utility(s, game.to_move(s))}
            else:
                best = -math.inf
                for a in game.actions(s):
                    entry = search(game.result(s, a))
                    entry["value"] *= -1
                    best = max(best, entry["value"])
                memo[key] = {"value": best}
        return memo[key]

    return search(state)["value"]


BUGGY += [(memo_nodes_negated_in_place, {MEMO_NEGATED_IN_PLACE}), (memo_dicts_negated_in_place, {MEMO_NEGATED_IN_PLACE})]


# Wave 10 (blind14's n04, "returns a wrong value" on BASE): a fail-hard negamax whose child gets
# (-alpha, -beta), the bounds negated but not swapped, started by a wrapper fn(game, state).


def _w10n04_alpha_beta(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    for a in game.actions(state):
        current_eval = -_w10n04_alpha_beta(game, game.result(state, a), -alpha, -beta)
        if current_eval >= beta:
            return beta
        if current_eval > alpha:
            alpha = current_eval
    return alpha


def wave10_window_not_negated(game, state):
    """blind14's n04 verbatim (helper renamed)."""
    return _w10n04_alpha_beta(game, state, -math.inf, math.inf)


def window_not_swapped_fail_soft(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Fail-soft, with a window of its own: -search(child, -alpha, -beta)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        value = -window_not_swapped_fail_soft(game, game.result(state, a), -alpha, -beta)
        best = max(best, value)
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


BUGGY += [(wave10_window_not_negated, {report.CHILD_WINDOW}), (window_not_swapped_fail_soft, {report.CHILD_WINDOW})]


def wave10_minus_min(game, state):
    """blind14's c08 verbatim (renamed): -min(children), children listed first."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    children = [wave10_minus_min(game, game.result(state, a)) for a in game.actions(state)]
    return -min(children)


def _right_window_fail_hard(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    for a in game.actions(state):
        value = -_right_window_fail_hard(game, game.result(state, a), -beta, -alpha)
        if value >= beta:
            return beta
        alpha = max(alpha, value)
    return alpha


def right_window_fail_hard(game: Any, state: Any) -> float:
    """n04 with the window right: a wrapper, leaves unclamped, the test on the value before alpha."""
    return _right_window_fail_hard(game, state, -math.inf, math.inf)


CORRECT += [wave10_minus_min, right_window_fail_hard]


# Wave 11's class (blind16's mm02 and dl02, in negamax): a finished game's value moved by its depth.
def negamax_level_bonus(game: Any, state: Any, level: int = 0) -> float:
    """A win for the side to move less the level, a loss plus it, to prefer quick wins."""
    if game.is_terminal(state):
        score = game.utility(state, game.to_move(state))
        return score - level if score > 0 else score + level if score < 0 else 0  # type: ignore[no-any-return]
    return max(-negamax_level_bonus(game, game.result(state, a), level + 1) for a in game.actions(state))


def negamax_ply_bonus_loop(game: Any, state: Any, ply: int = 0) -> float:
    """The same with a loop and a running best, the sign read with math.copysign."""
    if game.is_terminal(state):
        u = game.utility(state, game.to_move(state))
        return u - math.copysign(ply, u) if u else 0.0  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -negamax_ply_bonus_loop(game, game.result(state, a), ply + 1))
    return best


BUGGY += [(negamax_level_bonus, {UTILITY_SHIFTED}), (negamax_ply_bonus_loop, {UTILITY_SHIFTED})]


def wave11_two_mistakes(game, state):
    """blind16's ng05 verbatim (renamed): leaves scored for MAX, and the best started at -1."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -1
    for move in game.actions(state):
        v = max(v, -wave11_two_mistakes(game, game.result(state, move)))
    return v


BUGGY += [(wave11_two_mistakes, {report.WRONG_START, nm.UTILITY_FOR_MAX})]


# Wave 12 (blind18's a08, as a negamax): the child handed (beta, alpha), swapped but neither negated.
def _swapped_not_negated(game: Any, state: Any, alpha: float, beta: float) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -_swapped_not_negated(game, game.result(state, move), beta, alpha))
        if best >= beta:
            return best
        alpha = max(alpha, best)
    return best


def window_swapped_not_negated(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    return _swapped_not_negated(game, state, alpha, beta)


BUGGY += [(window_swapped_not_negated, {report.CHILD_WINDOW})]


# Wave 12 (blind18's n04): the first child's value counted as it is, every later one negated.
def wave12_reduce_first_not_negated(game, state):
    """blind18's n04 verbatim (renamed)."""
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    values = [wave12_reduce_first_not_negated(game, game.result(state, m)) for m in game.actions(state)]
    return reduce(lambda best, v: max(best, -v), values)


def best_from_first_value(game: Any, state: Any) -> float:
    """The running best taken from the first child's value, the loop over the rest negating."""
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    values = [best_from_first_value(game, game.result(state, move)) for move in game.actions(state)]
    best = values[0]
    for value in values[1:]:
        best = max(best, -value)
    return best


def first_set_unnegated(game: Any, state: Any) -> float:
    """best = v for the first child, max(best, -v) for the others."""
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    best = None
    for move in game.actions(state):
        v = first_set_unnegated(game, game.result(state, move))
        best = v if best is None else max(best, -v)
    return best if best is not None else 0.0


def wave12_negamax_reduce(game, state):
    """blind18's c07 verbatim (renamed): correct, reduce with -inf as its initial value."""
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return reduce(lambda best, m: max(best, -wave12_negamax_reduce(game, game.result(state, m))),
                  game.actions(state), float("-inf"))


BUGGY += [(wave12_reduce_first_not_negated, {nm.FIRST_NOT_NEGATED}), (best_from_first_value, {nm.FIRST_NOT_NEGATED}),
          (first_set_unnegated, {nm.FIRST_NOT_NEGATED})]
CORRECT += [wave12_negamax_reduce]


# Wave 13 (blind20): the children negated and the best negated again on the way out,
# -max(-v) = min(v): one slip, NEGATES_RESULT, not "forgets to negate" + "takes the min".
def wave13_negated_twice(game, state):
    """blind20's n04 verbatim (renamed)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    values = [wave13_negated_twice(game, game.result(state, a)) for a in game.actions(state)]
    return -max(-v for v in values)


def negated_best_of_list(game: Any, state: Any) -> float:
    """The same slip with the children's values negated in the list itself."""
    if game.is_terminal(state):
        return float(game.utility(state, game.to_move(state)))
    return -max([-negated_best_of_list(game, game.result(state, move)) for move in game.actions(state)])


def wave13_minus_min(game, state):
    """blind20's c08 verbatim (renamed): -min(children) is max(-children), right."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return -min(wave13_minus_min(game, game.result(state, a)) for a in game.actions(state))


def _w13c07_ab(game, state, alpha, beta):
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    for a in game.actions(state):
        current = -_w13c07_ab(game, game.result(state, a), -beta, -alpha)
        if current >= beta:
            return beta
        if current > alpha:
            alpha = current
    return alpha


def wave13_fail_hard_ab(game, state):
    """blind20's c07 verbatim (helper renamed): a fail-hard negamax alpha-beta, exact from (-inf, inf)."""
    return _w13c07_ab(game, state, -math.inf, math.inf)


BUGGY += [(wave13_negated_twice, {report.NEGATES_RESULT}), (negated_best_of_list, {report.NEGATES_RESULT})]
CORRECT += [wave13_minus_min, wave13_fail_hard_ab]


# Wave 13 (blind20): a decided game scored -1 for the side to move ("the last player made the
# winning move"), whatever the utility's size: terminal_models.decided_lost_mistakes.
def wave13_any_winner_means_loss(game, state):
    """blind20's n01 verbatim (renamed)."""
    if game.is_terminal(state):
        if game.utility(state, game.to_move(state)) == 0:
            return 0
        return -1
    return max(-wave13_any_winner_means_loss(game, game.result(state, a)) for a in game.actions(state))


def loser_to_move_loop(game: Any, state: Any) -> float:
    """The same idea with a running best, the draw tested through MAX's utility."""
    if game.is_terminal(state):
        return -1.0 if game.utility(state, game.players[0]) != 0 else 0.0  # whoever is to move has lost
    best = -math.inf
    for move in game.actions(state):
        best = max(best, -loser_to_move_loop(game, game.result(state, move)))
    return best


BUGGY += [(wave13_any_winner_means_loss, {DECIDED_LOST}), (loser_to_move_loop, {DECIDED_LOST})]


# Wave 14 (blind22): the side to move's utility multiplied by a colour once more (Wikipedia's
# color * h(node) over a utility already for the side to move): MAX's utility, named so, with the
# hint pointing at the extra factor (negamax.utility_turned_twice).
def wave14_color_twice(game, state):
    """blind22's n03 verbatim (renamed)."""
    color = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return color * game.utility(state, game.to_move(state))
    value = float("-inf")
    for move in game.actions(state):
        value = max(value, -wave14_color_twice(game, game.result(state, move)))
    return value


def mover_utility_signed(game: Any, state: Any) -> float:
    """The same double turn through a name for the mover and the sign on the right."""
    player = game.to_move(state)
    sign = 1 if player == game.players[0] else -1
    if game.is_terminal(state):
        return game.utility(state, player) * sign  # type: ignore[no-any-return]
    return max(-mover_utility_signed(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [(wave14_color_twice, {nm.UTILITY_FOR_MAX}), (mover_utility_signed, {nm.UTILITY_FOR_MAX})]


# Wave 14 (blind22): the colour (or the player) handed to each child unchanged: every finished game
# scored for the root's side to move (scope_models.TURN_FROM_ROOT, negamax's leaf "root").
def _w14n06_negamax(game, node, color):
    if game.is_terminal(node):
        return color * game.utility(node, game.players[0])
    value = float("-inf")
    for move in game.actions(node):
        value = max(value, -_w14n06_negamax(game, game.result(node, move), color))
    return value


def wave14_color_never_flipped(game, state):
    """blind22's n06 verbatim (helper renamed)."""
    color = 1 if game.to_move(state) == game.players[0] else -1
    return _w14n06_negamax(game, state, color)


def _player_kept(game: Any, state: Any, me: Any) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, me))
    return max(-_player_kept(game, game.result(state, a), me) for a in game.actions(state))


def player_handed_down(game: Any, state: Any) -> float:
    """The root's player handed down, where the child's side to move belongs."""
    return _player_kept(game, state, game.to_move(state))


BUGGY += [(wave14_color_never_flipped, {TURN_FROM_ROOT}), (player_handed_down, {TURN_FROM_ROOT})]


# Wave 15 (blind24): a negamax with a transposition table of its own whose stored bound is read back
# under another window (only a transposition shows it): negamax_tables' models of the table slips.
_W15_INFINITY = 1000


def _w15ng03_minimax(game, state, table, alpha=-_W15_INFINITY, beta=_W15_INFINITY):
    import copy
    key = game.key(state)
    if key in table:
        return table[key]
    if game.is_terminal(state):
        result = game.utility(state, game.to_move(state)), None
        table[key] = result
        return result
    best_score, best_move = -_W15_INFINITY, None
    for move in game.actions(state):
        new_state = game.result(copy.deepcopy(state), move)
        score, _ = _w15ng03_minimax(game, new_state, table, -beta, -max(alpha, best_score))
        score = -score
        if score > best_score:
            best_score, best_move = score, move
        if best_score >= beta:
            break
    result = best_score, best_move
    table[key] = result
    return result


def wave15_table_stores_bounds(game, state):
    """blind24's ng03 verbatim (helper renamed): every result stored as exact, cutoffs' too."""
    return _w15ng03_minimax(game, state, {})[0]


def memo_under_cutoffs(game: Any, state: Any) -> float:
    """Another shape: an lru-style memo dict keyed by the position, filled by an alpha-beta search."""
    memo: dict[Any, float] = {}

    def search(s: Any, alpha: float, beta: float) -> float:
        if game.key(s) in memo:
            return memo[game.key(s)]
        if game.is_terminal(s):
            return float(game.utility(s, game.to_move(s)))
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -search(game.result(s, a), -beta, -alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        memo[game.key(s)] = best
        return best

    return search(state, -math.inf, math.inf)


_W15_EXACT, _W15_LOWERBOUND, _W15_UPPERBOUND = 0, 1, 2


def wave15_flag_current_alpha(game, state):
    """blind24's ng07 verbatim: the entry's flag decided with the current alpha."""
    table = {}

    def negamax(s, alpha, beta):
        key = game.key(s)
        entry = table.get(key)
        if entry is not None:
            value, flag = entry
            if flag == _W15_EXACT:
                return value
            if flag == _W15_LOWERBOUND:
                alpha = max(alpha, value)
            elif flag == _W15_UPPERBOUND:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))
        value = float("-inf")
        for move in game.actions(s):
            value = max(value, -negamax(game.result(s, move), -beta, -alpha))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        if value <= alpha:
            flag = _W15_UPPERBOUND
        elif value >= beta:
            flag = _W15_LOWERBOUND
        else:
            flag = _W15_EXACT
        table[key] = (value, flag)
        return value

    return negamax(state, float("-inf"), float("inf"))


def kinds_in_words_after_loop(game: Any, state: Any) -> float:
    """Another shape: kinds as words, and the window read after the loop has moved it."""
    table: dict[Any, tuple[float, str]] = {}

    def search(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, game.to_move(s)))
        entry = table.get(game.key(s))
        if entry is not None:
            stored, kind = entry
            if kind == "exact" or (kind == "lower" and stored >= beta) or (kind == "upper" and stored <= alpha):
                return stored
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -search(game.result(s, a), -beta, -alpha))
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break
        kind = "upper" if best <= alpha else "lower" if best >= beta else "exact"
        table[game.key(s)] = (best, kind)
        return best

    return search(state, -math.inf, math.inf)


def correct_table_negamax(game: Any, state: Any) -> float:
    """A right negamax with a table: the kind decided against the window the node was called with."""
    table: dict[Any, tuple[float, str]] = {}

    def search(s: Any, alpha: float, beta: float) -> float:
        if game.is_terminal(s):
            return float(game.utility(s, game.to_move(s)))
        alpha0 = alpha
        entry = table.get(game.key(s))
        if entry is not None:
            stored, kind = entry
            if kind == "exact":
                return stored
            if kind == "lower":
                alpha = max(alpha, stored)
            else:
                beta = min(beta, stored)
            if alpha >= beta:
                return stored
        best = -math.inf
        for a in game.actions(s):
            best = max(best, -search(game.result(s, a), -beta, -alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        kind = "upper" if best <= alpha0 else "lower" if best >= beta else "exact"
        table[game.key(s)] = (best, kind)
        return best

    return search(state, -math.inf, math.inf)


BUGGY += [(wave15_table_stores_bounds, {report.BOUND_AS_EXACT}), (memo_under_cutoffs, {report.BOUND_AS_EXACT}),
          (wave15_flag_current_alpha, {KIND_FROM_NARROWED}), (kinds_in_words_after_loop, {KIND_FROM_NARROWED})]
CORRECT += [correct_table_negamax]


# Wave 15 (blind24): finished games scored by who won, a branch of the scoring lost
# (terminal_models.finished_scoring_mistakes, shared with minimax).
class _W15Node:
    def __init__(self, cargo):
        self.cargo = cargo
        self.children = None
        self.score = None


def wave15_leaves_all_plus_one(game, state):
    """blind24's ng01 verbatim (class renamed): both branches of the leaf scoring set +1."""
    from copy import deepcopy
    current_player = game.to_move(state)
    other = game.players[1] if current_player == game.players[0] else game.players[0]
    node = _W15Node(state)
    stack = [node]
    while stack:
        popped = stack.pop()
        cs = popped.cargo
        if game.is_terminal(cs):
            if game.to_move(cs) == current_player:  # noqa: SIM114 (the student's copy-paste, kept)
                popped.score = 1
            elif game.to_move(cs) == other:
                popped.score = 1
            else:
                popped.score = 0
        elif popped.children is None:
            children = []
            for move in game.actions(cs):
                children.append(_W15Node(game.result(deepcopy(cs), move)))
            popped.children = children
            stack.append(popped)
            for c in children:
                stack.append(c)
        else:
            popped.score = max(kid.score * -1 for kid in popped.children)
    return node.score


def every_end_a_win(game: Any, state: Any) -> float:
    """Another shape: the end of the game taken as the mover's win, recursively."""
    if game.is_terminal(state):
        return 1.0
    return max(-every_end_a_win(game, game.result(state, a)) for a in game.actions(state))


_W15_WIN, _W15_LOSE, _W15_DRAW = 1, -1, 0


def _w15_is_winner(game, state, player):
    return game.utility(state, player) > 0


def wave15_draw_scored_as_loss(game, state):
    """blind24's ng02 verbatim (helpers renamed): the DRAW branch unreachable."""
    if game.is_terminal(state):
        me = game.to_move(state)
        if _w15_is_winner(game, state, me):
            return _W15_WIN
        elif not _w15_is_winner(game, state, me):
            return _W15_LOSE
        return _W15_DRAW
    children = [game.result(state, move) for move in game.actions(state)]
    return max([wave15_draw_scored_as_loss(game, child) * -1 for child in children])


def won_or_lost(game: Any, state: Any) -> float:
    """Another shape: a conditional expression with no room for the draw."""
    if game.is_terminal(state):
        return 1.0 if game.utility(state, game.to_move(state)) > 0 else -1.0
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -won_or_lost(game, game.result(state, a)))
    return best


BUGGY += [(wave15_leaves_all_plus_one, {EVERY_END_WON}), (every_end_a_win, {EVERY_END_WON}),
          (wave15_draw_scored_as_loss, {DRAW_AS_LOSS}), (won_or_lost, {DRAW_AS_LOSS})]


# Wave 16 (blind26): the test for a finished game only on the children inside the loop: a position finished
# when the function is called on it is searched on, with no moves (terminal_models.finished_at_call_mistakes,
# shared with minimax and depth-limited minimax).
def wave16_children_tested_only(game, state):
    """blind26's ng05 verbatim (renamed)."""
    best = float("-inf")
    for move in game.actions(state):
        child = game.result(state, move)
        if game.is_terminal(child):
            score = game.utility(child, game.to_move(state))
        else:
            score = -wave16_children_tested_only(game, child)
        if score > best:
            best = score
    return best


def children_tested_in_a_max(game: Any, state: Any) -> float:
    """The same slip in a max() over the moves, the child's finished game scored for its own mover."""
    def scored(child: Any) -> float:
        if game.is_terminal(child):
            return -game.utility(child, game.to_move(child))  # type: ignore[no-any-return]
        return -children_tested_in_a_max(game, child)
    return max((scored(game.result(state, a)) for a in game.actions(state)), default=-math.inf)


BUGGY += [(wave16_children_tested_only, {FINISHED_AT_CALL}), (children_tested_in_a_max, {FINISHED_AT_CALL})]


def wave16_mate_distance_discount(game, state):
    """blind26's ng04 verbatim (renamed): every backed-up value times -0.9 (sign_models.discount_mistakes)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(-0.9 * wave16_mate_distance_discount(game, game.result(state, a)) for a in game.actions(state))


def discount_in_a_loop(game: Any, state: Any) -> float:
    """The same with another factor, in a loop: score = -negamax(child) * 0.99."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(state):
        score = -discount_in_a_loop(game, game.result(state, a)) * 0.99
        best = max(best, score)
    return best


BUGGY += [(wave16_mate_distance_discount, {DISCOUNTS}), (discount_in_a_loop, {DISCOUNTS})]


# Wave 17 (blind28): a finished game squashed to its sign, 1 / -1 / 0 for the side to move, the utility's size
# never read (mistake_catalogues.win_loss_leaves_mistake, shared with minimax): right on tic-tac-toe, wrong on
# trees whose leaves are other numbers. Not a depth limit of its own nor a draw scored as a loss.
def wave17_terminal_sign_only(game, state):
    """blind28's ng03 verbatim (renamed): the xo Rust README's Winner(player) => 1, Winner(_) => -1, Draw => 0."""
    next_player = game.to_move(state)
    if game.is_terminal(state):
        u = game.utility(state, next_player)
        if u > 0:
            return 1
        if u < 0:
            return -1
        return 0
    best_score = float("-inf")
    for move in game.actions(state):
        best_score = max(best_score, -wave17_terminal_sign_only(game, game.result(state, move)))
    return best_score


def utility_signed_by_copysign(game: Any, state: Any) -> float:
    """Another shape: the utility's sign taken with math.copysign, 0 kept for a draw."""
    if game.is_terminal(state):
        utility = game.utility(state, game.to_move(state))
        return 0.0 if utility == 0 else math.copysign(1.0, utility)
    return max(-utility_signed_by_copysign(game, game.result(state, a)) for a in game.actions(state))


def _w17_winner(game: Any, state: Any) -> Any:
    for player in game.players:
        if game.utility(state, player) > 0:
            return player
    return None


def winner_compared_with_mover(game: Any, state: Any) -> float:
    """Another shape: who won compared with the side to move, through a winner() helper of its own."""
    if game.is_terminal(state):
        winner = _w17_winner(game, state)
        if winner is None:
            return 0
        return 1 if winner == game.to_move(state) else -1
    best = -math.inf
    for a in game.actions(state):
        best = max(best, -winner_compared_with_mover(game, game.result(state, a)))
    return best


class _W17Negamax:
    def __init__(self, game):
        self.game = game
        self.memo = {}

    def __call__(self, state):
        key = repr(state)
        if key not in self.memo:
            g = self.game
            if g.is_terminal(state):
                self.memo[key] = g.utility(state, g.to_move(state))
            else:
                self.memo[key] = max(-self(g.result(state, m)) for m in g.actions(state))
        return self.memo[key]


def wave17_correct_memo_class(game, state):
    """blind28's ng05 verbatim (class renamed): a memo made fresh for each call."""
    return _W17Negamax(game)(state)


BUGGY += [(wave17_terminal_sign_only, {report.WIN_LOSS_LEAVES}), (utility_signed_by_copysign, {report.WIN_LOSS_LEAVES}),
          (winner_compared_with_mover, {report.WIN_LOSS_LEAVES})]
CORRECT += [wave17_correct_memo_class]


# Wave 17 (blind28): the side's sign in front of the child's value, -modifier * negamax(child): the children
# negated where MAX is to move and not where MIN is (loop_models.negation_mistakes, read per side in negamax).
def wave17_modifier_times_child(game, state):
    """blind28's ng01 verbatim (renamed): a Rust chess AI's `let score = - modifier * self.negamax(...)`."""
    modifier = 1 if game.to_move(state) == game.players[0] else -1
    if game.is_terminal(state):
        return modifier * game.utility(state, game.players[0])
    best = float("-inf")
    for move in game.actions(state):
        score = -modifier * wave17_modifier_times_child(game, game.result(state, move))
        if score > best:
            best = score
    return best


def minus_only_in_max_half(game: Any, state: Any) -> float:
    """Another shape: two halves, the minus written in MAX's half alone (MIN's copied without it)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    children = [minus_only_in_max_half(game, game.result(state, a)) for a in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(-v for v in children)
    return max(children)


def sign_of_the_child_mover(game: Any, state: Any) -> float:
    """Another shape: the minus where MIN is to move alone (the sign read the other way round)."""
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    sign = -1 if game.to_move(state) == game.players[1] else 1
    return max(-sign * sign_of_the_child_mover(game, game.result(state, a)) * -1 for a in game.actions(state))


BUGGY += [(wave17_modifier_times_child, {loop_models.NEGATES_ONE_KIND}),
          (minus_only_in_max_half, {loop_models.NEGATES_ONE_KIND}),
          (sign_of_the_child_mover, {loop_models.NEGATES_ONE_KIND})]


# Wave 18 (blind30): n03 ports a Gobblet negamax (`if is_lose: return -1`, `if is_draw: return 0`): every
# finished game flattened to -1 where the side to move lost and 0 otherwise (its own win too). Localised
# before; terminal_models.lost_or_nothing_mistakes (leaf "lost else zero") names it, for minimax too.
def _wave18_is_lose(game, state):
    return game.is_terminal(state) and game.utility(state, game.to_move(state)) < 0


def _wave18_is_draw(game, state):
    return game.is_terminal(state) and not _wave18_is_lose(game, state)


def wave18_lose_or_draw_only(game, state):
    """blind30's n03 verbatim (renamed)."""
    if _wave18_is_lose(game, state):
        return -1
    if _wave18_is_draw(game, state):
        return 0
    best_score = -float("inf")
    for action in game.actions(state):
        score = -wave18_lose_or_draw_only(game, game.result(state, action))
        if score > best_score:
            best_score = score
    return best_score


def lost_flag_negamax(game: Any, state: Any) -> float:
    """Another shape: one terminal test, the loss read as a flag, max() of the negated children."""
    if game.is_terminal(state):
        lost = game.utility(state, game.to_move(state)) < 0
        return -1.0 if lost else 0.0
    return max(-lost_flag_negamax(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [(wave18_lose_or_draw_only, {LOST_OR_NOTHING}), (lost_flag_negamax, {LOST_OR_NOTHING})]
