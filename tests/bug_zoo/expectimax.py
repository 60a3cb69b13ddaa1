"""Expectimax as students write it: ``fn(game, state) -> value`` on games with chance nodes."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import loop_models, report
from ttt_lab.exercises.sign_models import NEGATES_BEST


def _chance(game: Any, state: Any) -> bool:
    return bool(game.is_chance(state))


# ---------------------------------------------------------------------- correct


def correct_recursive(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * correct_recursive(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [correct_recursive(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_with_move(game: Any, state: Any) -> tuple[float, Any]:
    """Returns (value, move), the move chosen at the root with a loop and a running best."""
    MAX = game.players[0]
    if game.is_terminal(state) or game.is_chance(state):
        return correct_recursive(game, state), None
    best_move, best = None, None
    for a in game.actions(state):
        v = correct_recursive(game, game.result(state, a))
        if best is None or (v > best if game.to_move(state) == MAX else v < best):
            best, best_move = v, a
    return best, best_move  # type: ignore[return-value]


def correct_iterative(game: Any, state: Any) -> float:
    """An explicit stack, children valued before their parent (post-order)."""
    MAX = game.players[0]
    values: dict[Any, float] = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        if game.is_terminal(s):
            values[s] = game.utility(s, MAX)
            continue
        moves = [a for a, _ in game.outcomes(s)] if game.is_chance(s) else list(game.actions(s))
        if not expanded:
            stack.append((s, True))
            stack.extend((game.result(s, a), False) for a in moves)
            continue
        if game.is_chance(s):
            values[s] = sum(p * values[game.result(s, a)] for a, p in game.outcomes(s))
        else:
            kids = [values[game.result(s, a)] for a in moves]
            values[s] = max(kids) if game.to_move(s) == MAX else min(kids)
    return values[state]


def correct_negamax_style(game: Any, state: Any) -> float:
    """Values for the side to move at player nodes; chance nodes keep MAX's view."""
    MAX = game.players[0]

    def for_max(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if game.is_chance(s):
            return sum(p * for_max(game.result(s, a)) for a, p in game.outcomes(s))
        sign = 1 if game.to_move(s) == MAX else -1
        return sign * max(sign * for_max(game.result(s, a)) for a in game.actions(s))

    return for_max(state)


def correct_memoised(game: Any, state: Any, memo: dict[Any, float] | None = None) -> float:
    memo = {} if memo is None else memo
    key = game.key(state) if hasattr(game, "key") else state
    if key in memo:
        return memo[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif game.is_chance(state):
        value = 0.0
        for a, p in game.outcomes(state):
            value += p * correct_memoised(game, game.result(state, a), memo)
    elif game.to_move(state) == game.players[0]:
        value = max(correct_memoised(game, game.result(state, a), memo) for a in game.actions(state))
    else:
        value = min(correct_memoised(game, game.result(state, a), memo) for a in game.actions(state))
    memo[key] = value
    return value  # type: ignore[no-any-return]


CORRECT = [correct_recursive, correct_with_move, correct_iterative, correct_negamax_style, correct_memoised]


# ---------------------------------------------------------------------- buggy


def plain_average(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [plain_average(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(values) / len(values)
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def chance_is_min(game: Any, state: Any) -> float:
    """if to_move == MAX: max, else: min -- chance nodes fall in the else."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [chance_is_min(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def chance_is_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [chance_is_max(game, game.result(state, a)) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[1] else max(values)


def divides_weighted_sum(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        return sum(p * divides_weighted_sum(game, game.result(state, a)) for a, p in outcomes) / len(outcomes)
    values = [divides_weighted_sum(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def forgets_probabilities(game: Any, state: Any) -> float:
    """Adds the outcomes up: forgot to multiply by p."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, _p in game.outcomes(state):
            total += forgets_probabilities(game, game.result(state, a))
        return total
    values = [forgets_probabilities(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def integer_average(game: Any, state: Any) -> float:
    """A plain average with //: two mistakes at once."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [integer_average(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(values) // len(values)  # type: ignore[no-any-return]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def rounds_chance_down(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return int(sum(p * rounds_chance_down(game, game.result(state, a)) for a, p in game.outcomes(state)) // 1)
    values = [rounds_chance_down(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def min_max_swapped(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * min_max_swapped(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [min_max_swapped(game, game.result(state, a)) for a in game.actions(state)]
    return min(values) if game.to_move(state) == game.players[0] else max(values)


def max_at_every_player(game: Any, state: Any) -> float:
    """Forgot MIN: every player node takes the max."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * max_at_every_player(game, game.result(state, a)) for a, p in game.outcomes(state))
    return max(max_at_every_player(game, game.result(state, a)) for a in game.actions(state))


def utility_for_second_player(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[1])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * utility_for_second_player(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [utility_for_second_player(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def prunes_chance(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """Alpha-beta with the chance case bolted on, cutting off a chance node too."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total += p * prunes_chance(game, game.result(state, a), alpha, beta)
            if total >= beta:
                return total
        return total
    if game.to_move(state) == game.players[0]:
        v = -math.inf
        for a in game.actions(state):
            v = max(v, prunes_chance(game, game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v
    v = math.inf
    for a in game.actions(state):
        v = min(v, prunes_chance(game, game.result(state, a), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def last_move_kept(game: Any, state: Any) -> tuple[float, Any]:
    """The right value, but the move is whichever was tried last."""
    if game.is_terminal(state) or game.is_chance(state):
        return correct_recursive(game, state), None
    value, move = None, None
    for a in game.actions(state):
        v = correct_recursive(game, game.result(state, a))
        if value is None or (v > value if game.to_move(state) == game.players[0] else v < value):
            value = v
        move = a
    return value, move  # type: ignore[return-value]


def average_then_min(game: Any, state: Any) -> float:
    """Weighted sum at chance nodes, but MIN is treated as MAX and a plain average at chance."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [average_then_min(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(values) / len(values)
    return max(values)


BUGGY = [
    (plain_average, {ex.UNWEIGHTED}),
    (chance_is_min, {ex.MIN_AT_CHANCE}),
    (chance_is_max, {ex.MAX_AT_CHANCE}),
    (divides_weighted_sum, {ex.DIVIDES_AGAIN}),
    (forgets_probabilities, {ex.WEIGHTS_NOT_ONE}),
    (integer_average, {ex.UNWEIGHTED, ex.INTEGER_DIVISION}),
    (rounds_chance_down, {ex.INTEGER_DIVISION}),
    (min_max_swapped, {ex.SWAPPED}),
    (max_at_every_player, {ex.NOT_ALTERNATING}),
    (utility_for_second_player, {ex.WRONG_PLAYER}),
    (prunes_chance, {ex.PRUNES_AT_CHANCE}),
    (last_move_kept, {ex.WRONG_MOVE}),
    (average_then_min, {ex.UNWEIGHTED, ex.NOT_ALTERNATING}),
]
CHECK = ex.check_expectimax


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def first_probability_for_all(game: Any, state: Any) -> float:
    """Reads the probability once, outside the loop, and uses it for every outcome."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        p = game.outcomes(state)[0][1]
        return sum(p * first_probability_for_all(game, game.result(state, a)) for a in game.actions(state))
    values = [first_probability_for_all(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


_MEMO: dict[Any, float] = {}


def global_memo(game: Any, state: Any) -> float:
    """A module-level cache keyed by the state alone, shared by every game it is asked about."""
    if state in _MEMO:
        return _MEMO[state]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif game.is_chance(state):
        value = sum(p * global_memo(game, game.result(state, a)) for a, p in game.outcomes(state))
    else:
        values = [global_memo(game, game.result(state, a)) for a in game.actions(state)]
        value = max(values) if game.to_move(state) == game.players[0] else min(values)
    _MEMO[state] = value
    return value  # type: ignore[no-any-return]


def negates_chance(game: Any, state: Any) -> float:
    """Negamax-style, and negates at chance nodes too, as if chance were the opponent."""
    MAX = game.players[0]

    def nega(s: Any) -> float:  # for the side to move; chance counted as the opponent of its parent
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if game.is_chance(s):
            return -sum(p * nega(game.result(s, a)) for a, p in game.outcomes(s))
        sign = 1 if game.to_move(s) == MAX else -1
        return sign * max(sign * nega(game.result(s, a)) for a in game.actions(s))

    return nega(state)


def averages_min(game: Any, state: Any) -> float:
    """Expectimax that treats MIN as random too."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * averages_min(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [averages_min(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else sum(values) / len(values)


def correct_normalised(game: Any, state: Any) -> float:
    """Divides the weighted sum by the sum of the probabilities: 1, so still right."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        total = sum(p * correct_normalised(game, game.result(state, a)) for a, p in outcomes)
        return total / sum(p for _, p in outcomes)
    values = [correct_normalised(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


CORRECT.append(correct_normalised)
BUGGY += [
    (first_probability_for_all, {ex.WEIGHTS_NOT_ONE, ex.UNWEIGHTED}),
    (global_memo, {ex.REMEMBERS_OTHER_GAMES}),
    (negates_chance, {"negates the value of a chance node"}),  # expectimax.NEGATES_CHANCE
    (averages_min, {ex.AVERAGES_MIN}),
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def most_likely_outcome(game: Any, state: Any) -> float:
    """At a chance node, follows the most likely outcome only."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        move, _ = max(game.outcomes(state), key=lambda pair: pair[1])
        return most_likely_outcome(game, game.result(state, move))
    values = [most_likely_outcome(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [
    (most_likely_outcome, {"follows the most likely outcome alone"}),
]


def min_after_every_roll(game: Any, state: Any) -> float:
    """AIMA-style functions where chance_value always calls min_value: right when MAX rolls, wrong
    when MIN does."""
    MAX = game.players[0]

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if game.is_chance(s):
            return chance_value(s)
        return max_value(s) if game.to_move(s) == MAX else min_value(s)

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        return max(chance_or_value(game.result(s, a)) for a in game.actions(s))

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        return min(chance_or_value(game.result(s, a)) for a in game.actions(s))

    def chance_or_value(s: Any) -> float:
        return chance_value(s) if not game.is_terminal(s) and game.is_chance(s) else value(s)

    def chance_value(s: Any) -> float:
        total = 0.0
        for a, p in game.outcomes(s):
            child = game.result(s, a)
            total += p * (min_value(child) if not game.is_chance(child) else chance_value(child))
        return total

    return value(state)


BUGGY += [(min_after_every_roll, {"assumes the same player moves after every chance node"})]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def values_over_probabilities(game: Any, state: Any) -> float:
    """sum(values) / sum(probabilities): mixes the plain and the weighted average."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        values = [values_over_probabilities(game, game.result(state, a)) for a, _ in outcomes]
        return sum(values) / sum(p for _, p in outcomes)
    values = [values_over_probabilities(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(values_over_probabilities, {ex.WEIGHTS_NOT_ONE})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 3 named right, 2 generic (leaves scored for the side to move, whom a
# tree's leaf below a chance level gives as chance; the largest p × value), and one that turned
# out correct (the chance test after the MAX test: a chance node is never MAX's).


def leaves_for_the_mover(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * leaves_for_the_mover(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [leaves_for_the_mover(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def largest_weighted_outcome(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return max(p * largest_weighted_outcome(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [largest_weighted_outcome(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def correct_max_test_first(game: Any, state: Any) -> float:
    """Correct: asks whether MAX moves before whether it is a chance node (chance is never MAX)."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.to_move(state) == MAX:
        return max(correct_max_test_first(game, game.result(state, a)) for a in game.actions(state))
    if game.is_chance(state):
        return sum(p * correct_max_test_first(game, game.result(state, a)) for a, p in game.outcomes(state))
    return min(correct_max_test_first(game, game.result(state, a)) for a in game.actions(state))


def correct_normalised_fsum(game: Any, state: Any) -> float:
    """Correct: divides the weighted sum by the sum of the weights (1), math.fsum for the sum."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = list(game.outcomes(state))
        total = sum(p for _, p in outcomes)
        return math.fsum(p * correct_normalised_fsum(game, game.result(state, a)) for a, p in outcomes) / total
    values = [correct_normalised_fsum(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


CORRECT += [correct_max_test_first, correct_normalised_fsum]
BUGGY += [
    (leaves_for_the_mover, {ex.WRONG_PLAYER}),
    (largest_weighted_outcome, {ex.MAX_AT_CHANCE}),
]


# Shared error-model classes met in expectimax's players (blind wave 4's ng2, ng3 in negamax).


def finished_child_for_min(game: Any, state: Any) -> float:
    """Every child goes through a helper whose special case scores a finished child for MIN; a
    finished position it is called on directly is scored right."""
    def child_value(child: Any) -> float:
        if game.is_terminal(child):
            return game.utility(child, game.players[1])  # type: ignore[no-any-return]
        return finished_child_for_min(game, child)

    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if _chance(game, state):
        return sum(p * child_value(game.result(state, a)) for a, p in game.outcomes(state))
    values = [child_value(game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def players_skip_first(game: Any, state: Any) -> float:
    """The players' loop over actions[1:] (an only move kept); chance nodes are right."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if _chance(game, state):
        return sum(p * players_skip_first(game, game.result(state, a)) for a, p in game.outcomes(state))
    maximizing = game.to_move(state) == game.players[0]
    best = -math.inf if maximizing else math.inf
    moves = list(game.actions(state))
    for a in moves[1:] or moves:
        v = players_skip_first(game, game.result(state, a))
        best = max(best, v) if maximizing else min(best, v)
    return best


BUGGY += [
    # The graded chance trees have no finished root, where the two would part: every finished
    # game scored for MIN answers the same, and names the same fix.
    (finished_child_for_min, {"scores a finished child for the wrong side", ex.WRONG_PLAYER}),
    (players_skip_first, {"skips the first move"}),
]


# A chance node's weighted sum miscomputed (issue 27, round 2: the mutation sweep's class #20).
def adds_probability_to_value(game: Any, state: Any) -> float:
    """p + value where p * value belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p + adds_probability_to_value(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [adds_probability_to_value(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def total_overwritten(game: Any, state: Any) -> float:
    """total = p * v in the loop: only the last outcome's term is kept."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            v = total_overwritten(game, game.result(state, a))
            total = p * v
        return total
    values = [total_overwritten(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def total_multiplied(game: Any, state: Any) -> float:
    """total *= p * v from a total of 0: every chance node is worth 0."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total *= p * total_multiplied(game, game.result(state, a))
        return total
    best = -math.inf if game.to_move(state) == MAX else math.inf
    for a in game.actions(state):
        v = total_multiplied(game, game.result(state, a))
        best = max(best, v) if game.to_move(state) == MAX else min(best, v)
    return best


def minus_on_every_return(game: Any, state: Any) -> float:
    """A minus on the players' returns, at every level: negamax's habit in a MAX/MIN expectimax."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * minus_on_every_return(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [minus_on_every_return(game, game.result(state, a)) for a in game.actions(state)]
    return -(max(values) if game.to_move(state) == game.players[0] else min(values))


BUGGY += [
    (adds_probability_to_value, {ex.WEIGHTED_SUM_SLIP}),
    (total_overwritten, {ex.WEIGHTED_SUM_SLIP}),
    (total_multiplied, {ex.WEIGHTED_SUM_SLIP}),
    (minus_on_every_return, {ex.NEGATES_RESULT}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# Weighted by p and then averaged as well (blind6's ex03): headlined "weights the outcomes by
# something other than their probabilities" before, which its code contradicts.


def weighted_then_averaged(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        weighted = [p * weighted_then_averaged(game, game.result(state, a)) for a, p in game.outcomes(state)]
        return sum(weighted) / len(weighted)
    values = [weighted_then_averaged(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(weighted_then_averaged, {ex.DIVIDES_AGAIN})]


# The probabilities zipped with the outcomes in reverse order (blind6's ex06): only localised before.


def probabilities_reversed(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        probabilities = [p for _, p in outcomes][::-1]
        return sum(p * probabilities_reversed(game, game.result(state, a))
                   for (a, _), p in zip(outcomes, probabilities, strict=True))
    values = [probabilities_reversed(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def probability_by_mirrored_index(game: Any, state: Any) -> float:
    """outcomes[-1 - i]'s probability for the i-th outcome: an index slip."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        outcomes = game.outcomes(state)
        total = 0.0
        for i, (a, _) in enumerate(outcomes):
            total += outcomes[-1 - i][1] * probability_by_mirrored_index(game, game.result(state, a))
        return total
    values = [probability_by_mirrored_index(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [(probabilities_reversed, {ex.WEIGHTS_NOT_ONE}), (probability_by_mirrored_index, {ex.WEIGHTS_NOT_ONE})]


# ---------------------------------------------------------------------- issue 27, round 3: the move of a pair
def move_typo_never_stored(game: Any, state: Any) -> tuple[float, Any]:
    """The move kept under another name than the one returned: every pair's move stays None."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.is_chance(state):
        return sum(p * move_typo_never_stored(game, game.result(state, a))[0] for a, p in game.outcomes(state)), None
    maximizing = game.to_move(state) == MAX
    best, best_move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v, _ = move_typo_never_stored(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, bestmove = v, a  # noqa: F841
    return best, best_move


def value_with_none_everywhere(game: Any, state: Any) -> tuple[float, Any]:
    """Returns a pair as the exercise asks, but never chooses: max/min of the values alone."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.is_chance(state):
        return sum(p * value_with_none_everywhere(game, game.result(state, a))[0] for a, p in game.outcomes(state)), None
    values = [value_with_none_everywhere(game, game.result(state, a))[0] for a in game.actions(state)]
    return (max(values) if game.to_move(state) == MAX else min(values)), None


BUGGY += [(move_typo_never_stored, {ex.NO_MOVE}), (value_with_none_everywhere, {ex.NO_MOVE})]


# ---------------------------------------------------------------------- issue 27, round 3: slips at the root alone
def _expected(game: Any, state: Any) -> float:
    """A right helper: the root's own loop below carries the slip."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    kids = [(p, _expected(game, game.result(state, a))) for a, p in game.outcomes(state)] if game.is_chance(state) \
        else [(None, _expected(game, game.result(state, a))) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(p * v for p, v in kids)
    values = [v for _, v in kids]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def root_rule_turned(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state) or game.is_chance(state):
        return _expected(game, state), None
    maximizing = game.to_move(state) != game.players[0]  # meant ==
    best, move = (-math.inf if maximizing else math.inf), None
    for a in game.actions(state):
        v = _expected(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, move = v, a
    return best, move


def root_min_branch_copies_max(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state) or game.is_chance(state):
        return _expected(game, state), None
    best, move = None, None
    for a in game.actions(state):
        v = _expected(game, game.result(state, a))
        if best is None or (v > best if game.to_move(state) == game.players[0] else v >= best):
            best, move = v, a
    return best, move


def root_skips_first_move(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state) or game.is_chance(state):
        return _expected(game, state), None
    moves = list(game.actions(state))
    best, move = _expected(game, game.result(state, moves[-1])), moves[-1]
    for a in moves[1:]:
        v = _expected(game, game.result(state, a))
        better = v > best if game.to_move(state) == game.players[0] else v < best
        if better:
            best, move = v, a
    return best, move


def root_skips_last_move(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state) or game.is_chance(state):
        return _expected(game, state), None
    maximizing = game.to_move(state) == game.players[0]
    scored = [(_expected(game, game.result(state, a)), a) for a in list(game.actions(state))[:-1]]
    return max(scored, key=lambda t: t[0]) if maximizing else min(scored, key=lambda t: t[0])


BUGGY += [
    (root_rule_turned, {ex.SWAPPED}),
    (root_min_branch_copies_max, {report.WRONG_COMPARISON}),
    (root_skips_first_move, {report.SKIPS_FIRST_MOVE}),
    (root_skips_last_move, {report.SKIPS_LAST_MOVE}),
]


def max_is_the_last_player(game: Any, state: Any) -> tuple[float, Any]:
    MAX = game.players[-1]  # meant players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    if game.is_chance(state):
        return sum(p * max_is_the_last_player(game, game.result(state, a))[0] for a, p in game.outcomes(state)), None
    best: tuple[float, Any] | None = None
    for a in game.actions(state):
        v, _ = max_is_the_last_player(game, game.result(state, a))
        if best is None or (v > best[0] if game.to_move(state) == MAX else v < best[0]):
            best = (v, a)
    assert best is not None
    return best


def max_is_the_second_player(game: Any, state: Any) -> float:
    me = game.players[1]
    if game.is_terminal(state):
        return game.utility(state, me)  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * max_is_the_second_player(game, game.result(state, a)) for a, p in game.outcomes(state))
    values = [max_is_the_second_player(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == me else min(values)


def chance_return_dedented(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        pass
    return sum(p * chance_return_dedented(game, game.result(state, a)) for a, p in game.outcomes(state))


def averages_everywhere(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    total = 0.0
    for a, p in game.outcomes(state):
        total += p * averages_everywhere(game, game.result(state, a))
    return total


BUGGY += [
    (max_is_the_last_player, {ex.WRONG_PLAYER}),
    (max_is_the_second_player, {ex.WRONG_PLAYER}),
    (chance_return_dedented, {"treats every node as a chance node"}),
    (averages_everywhere, {"treats every node as a chance node"}),
]


# mut3's classes #12 and #7 (issue 27): the running best never set from a child (its update
# assigns the best to itself, or its test can never hold), and the root's best set by every child.


def best_assigned_to_itself(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * best_assigned_to_itself(game, game.result(state, a)) for a, p in game.outcomes(state))
    best = -math.inf if game.to_move(state) == MAX else math.inf
    for a in game.actions(state):
        v = best_assigned_to_itself(game, game.result(state, a))
        if (v > best) if game.to_move(state) == MAX else (v < best):
            best = best
    return best


def update_test_never_true(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * update_test_never_true(game, game.result(state, a)) for a, p in game.outcomes(state))
    maximizing = game.to_move(state) == MAX
    best = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        v = update_test_never_true(game, game.result(state, a))
        if (maximizing and v > best) and (not maximizing and v < best):
            best = v
    return best


def root_keeps_last_move(game: Any, state: Any) -> tuple[float, Any]:
    """The root's loop picks (value, move); the update sits outside its if."""
    if game.is_terminal(state) or game.is_chance(state):
        return correct_recursive(game, state), None
    MAX = game.players[0]
    best, best_move = None, None
    for a in game.actions(state):
        v = correct_recursive(game, game.result(state, a))
        if best is None or (v > best if game.to_move(state) == MAX else v < best):
            pass
        best, best_move = v, a
    return best, best_move  # type: ignore[return-value]


BUGGY += [
    (best_assigned_to_itself, {loop_models.NEVER_KEEPS}),
    (update_test_never_true, {loop_models.NEVER_KEEPS}),
    (root_keeps_last_move, {loop_models.KEEPS_LAST}),
]


# ---------------------------------------------------------------------- issue 27, mut3 class #18: the chance sum
def _turns(game: Any, state: Any, search: Any) -> float:
    values = [search(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def chance_total_starts_at_one(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 1.0
        for outcome, p in game.outcomes(state):
            total += p * chance_total_starts_at_one(game, game.result(state, outcome))
        return total
    return _turns(game, state, chance_total_starts_at_one)


def chance_update_forgotten(game: Any, state: Any) -> float:
    """The helper's loop runs, its `total += ...` line never written: the children are never searched."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for _outcome, _p in game.outcomes(state):
            pass
        return total
    return _turns(game, state, chance_update_forgotten)


def chance_total_times_itself(game: Any, state: Any) -> float:
    """`total += p * total` where `total += p * v` belongs (v computed and left unused)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for outcome, p in game.outcomes(state):
            v = chance_total_times_itself(game, game.result(state, outcome))  # noqa: F841
            total += p * total
        return total
    return _turns(game, state, chance_total_times_itself)


BUGGY += [
    (chance_total_starts_at_one, {ex.WEIGHTED_SUM_SLIP}),
    (chance_update_forgotten, {ex.WEIGHTED_SUM_SLIP}),
    (chance_total_times_itself, {ex.WEIGHTED_SUM_SLIP}),
]


# The running best negated at each comparison in MAX's nodes alone (issue 27, round 2 of mut3: class #3).
def max_negates_its_running_best(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        total = 0.0
        for a, p in game.outcomes(state):
            total += p * max_negates_its_running_best(game, game.result(state, a))
        return total
    if game.to_move(state) == game.players[0]:
        value = -math.inf
        for a in game.actions(state):
            value = max(-value, max_negates_its_running_best(game, game.result(state, a)))
        return value
    return min(max_negates_its_running_best(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [(max_negates_its_running_best, {NEGATES_BEST})]


# ---------------------------------------------------------------- one running total for every chance node (blind wave 6, exp03)
# State kept outside the call (an attribute, a global) and never reset: each chance node returns
# the sum of every chance node's terms so far. `total += p * value(child)` reads the total before
# the call below changes it; a value computed first and then added reads it after.
from ttt_lab.exercises import expectimax as expectimax_checks  # noqa: E402


class _Searcher:
    def __init__(self, game: Any) -> None:
        self.game = game
        self.total = 0.0

    def value(self, state: Any) -> float:
        game = self.game
        if game.is_terminal(state):
            return game.utility(state, game.players[0])  # type: ignore[no-any-return]
        if game.is_chance(state):
            for outcome, p in game.outcomes(state):
                self.total += p * self.value(game.result(state, outcome))
            return self.total
        values = [self.value(game.result(state, a)) for a in game.actions(state)]
        return max(values) if game.to_move(state) == game.players[0] else min(values)


def attribute_total_never_reset(game: Any, state: Any) -> float:
    return _Searcher(game).value(state)


_running = [0.0]


def list_total_child_first(game: Any, state: Any) -> float:
    """A list cell as the running total, the child's value computed before it is added."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        for outcome, p in game.outcomes(state):
            v = list_total_child_first(game, game.result(state, outcome))
            _running[0] += p * v
        return _running[0]
    values = [list_total_child_first(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def fresh_list_total(game: Any, state: Any) -> float:
    _running[0] = 0.0  # reset once per search, not per chance node
    return list_total_child_first(game, state)


class _Total:
    sum = 0.0


def shared_class_attribute_per_search(game: Any, state: Any) -> float:
    def value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if game.is_chance(s):
            for outcome, p in game.outcomes(s):
                _Total.sum = _Total.sum + p * value(game.result(s, outcome))
            return _Total.sum
        kids = [value(game.result(s, a)) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == game.players[0] else min(kids)

    _Total.sum = 0.0
    return value(state)


BUGGY += [
    (attribute_total_never_reset, {expectimax_checks.SHARED_TOTAL}),
    (fresh_list_total, {expectimax_checks.SHARED_TOTAL}),
    (shared_class_attribute_per_search, {expectimax_checks.SHARED_TOTAL}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 7 (h27u)
# One side's running best started at 0 (exp06 verbatim, missed until a MAX node whose outcomes are all
# below 0 was graded), in other shapes; then blind9's two correct variants verbatim.


def exp06_max_init_zero(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        v = 0
        for a, p in game.outcomes(state):
            v += p * exp06_max_init_zero(game, game.result(state, a))
        return v
    if game.to_move(state) == game.players[0]:
        v = 0
        for a in game.actions(state):
            v = max(v, exp06_max_init_zero(game, game.result(state, a)))
        return v
    v = float("inf")
    for a in game.actions(state):
        v = min(v, exp06_max_init_zero(game, game.result(state, a)))
    return v


def max_value_best_zero(game: Any, state: Any) -> float:
    """CS188 helpers; max_value keeps `best = 0` and replaces it when a child is larger."""

    def value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        if game.is_chance(s):
            return sum(p * value(game.result(s, a)) for a, p in game.outcomes(s))
        return max_value(s) if game.to_move(s) == game.players[0] else min_value(s)

    def max_value(s: Any) -> float:
        best = 0.0
        for a in game.actions(s):
            child = value(game.result(s, a))
            if child > best:
                best = child
        return best

    def min_value(s: Any) -> float:
        best = math.inf
        for a in game.actions(s):
            best = min(best, value(game.result(s, a)))
        return best

    return value(state)


def min_starts_at_zero(game: Any, state: Any) -> float:
    """MIN's loop copied from a sum's: its best starts at 0, so MIN above outcomes all above 0 is worth 0."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [min_starts_at_zero(game, game.result(state, a)) for a in game.actions(state)]
    if game.is_chance(state):
        return sum(p * v for (_, p), v in zip(game.outcomes(state), values, strict=True))
    if game.to_move(state) == game.players[0]:
        return max(values)
    lowest = 0.0
    for v in values:
        if v < lowest:
            lowest = v
    return lowest


def min_from_plus_one(game: Any, state: Any) -> float:
    """MIN's best starts at +1, tic-tac-toe's best utility, which a chance tree's outcomes exceed."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return sum(p * min_from_plus_one(game, game.result(state, a)) for a, p in game.outcomes(state))
    if game.to_move(state) == game.players[0]:
        return max(min_from_plus_one(game, game.result(state, a)) for a in game.actions(state))
    v = 1
    for a in game.actions(state):
        v = min(v, min_from_plus_one(game, game.result(state, a)))
    return v


def max_from_minus_one(game: Any, state: Any) -> tuple[float, Any]:
    """(value, move); MAX's best starts at -1 with no move, so below -1 it keeps (-1, None)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        return sum(p * max_from_minus_one(game, game.result(state, a))[0] for a, p in game.outcomes(state)), None
    maximizing = game.to_move(state) == game.players[0]
    best, move = (-1.0, None) if maximizing else (math.inf, None)
    for a in game.actions(state):
        v, _ = max_from_minus_one(game, game.result(state, a))
        if (v > best) if maximizing else (v < best):
            best, move = v, a
    return best, move


BUGGY += [
    (min_from_plus_one, {ex.WRONG_START}),
    (max_from_minus_one, {ex.WRONG_START}),
    (exp06_max_init_zero, {ex.WRONG_START}),
    (max_value_best_zero, {ex.WRONG_START}),
    (min_starts_at_zero, {ex.WRONG_START}),
]


def exp_c1_cs188_helpers(game, state):  # type: ignore[no-untyped-def]
    def value(game, state):  # type: ignore[no-untyped-def]
        if game.is_terminal(state):
            return game.utility(state, game.players[0]), None
        if game.is_chance(state):
            return exp_value(game, state), None
        if game.to_move(state) == game.players[0]:
            return max_value(game, state)
        return min_value(game, state)

    def max_value(game, state):  # type: ignore[no-untyped-def]
        v, best = float("-inf"), None
        for a in game.actions(state):
            w, _ = value(game, game.result(state, a))
            if w > v:
                v, best = w, a
        return v, best

    def min_value(game, state):  # type: ignore[no-untyped-def]
        v, best = float("inf"), None
        for a in game.actions(state):
            w, _ = value(game, game.result(state, a))
            if w < v:
                v, best = w, a
        return v, best

    def exp_value(game, state):  # type: ignore[no-untyped-def]
        return sum(p * value(game, game.result(state, a))[0] for a, p in game.outcomes(state))

    return value(game, state)


def exp_c2_iterative_stack(game, state):  # type: ignore[no-untyped-def]
    MAX = game.players[0]
    nodes = []
    todo = [(state, -1, 0.0)]
    while todo:
        s, parent, weight = todo.pop()
        idx = len(nodes)
        if game.is_terminal(s):
            nodes.append({"kind": "leaf", "value": game.utility(s, MAX), "parent": parent, "w": weight, "kids": []})
        elif game.is_chance(s):
            nodes.append({"kind": "chance", "parent": parent, "w": weight, "kids": []})
            for a, p in game.outcomes(s):
                todo.append((game.result(s, a), idx, p))
        else:
            kind = "max" if game.to_move(s) == MAX else "min"
            nodes.append({"kind": kind, "parent": parent, "w": weight, "kids": []})
            for a in game.actions(s):
                todo.append((game.result(s, a), idx, 1.0))
        if parent >= 0:
            nodes[parent]["kids"].append(idx)
    for idx in range(len(nodes) - 1, -1, -1):   # children always come after their parent
        node = nodes[idx]
        if node["kind"] == "leaf":
            continue
        vals = [(nodes[k]["value"], nodes[k]["w"]) for k in node["kids"]]
        if node["kind"] == "chance":
            node["value"] = sum(v * w for v, w in vals)
        elif node["kind"] == "max":
            node["value"] = max(v for v, _ in vals)
        else:
            node["value"] = min(v for v, _ in vals)
    return nodes[0]["value"]


CORRECT += [exp_c1_cs188_helpers, exp_c2_iterative_stack]


# (move, value) where (value, move) belongs: the format named once, the values still read (h27u).


def move_then_value(game: Any, state: Any) -> tuple[Any, float]:
    if game.is_terminal(state):
        return None, game.utility(state, game.players[0])
    if game.is_chance(state):
        return None, sum(p * move_then_value(game, game.result(state, a))[1] for a, p in game.outcomes(state))
    scored = [(a, move_then_value(game, game.result(state, a))[1]) for a in game.actions(state)]
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(scored, key=lambda pair: pair[1])


def move_then_plain_average(game: Any, state: Any) -> tuple[Any, float]:
    """(move, value), and chance averaged as if every outcome were equally likely: two slips, both named."""
    if game.is_terminal(state):
        return None, game.utility(state, game.players[0])
    if game.is_chance(state):
        values = [move_then_plain_average(game, game.result(state, a))[1] for a in game.actions(state)]
        return None, sum(values) / len(values)
    best_move, best = None, -math.inf if game.to_move(state) == game.players[0] else math.inf
    for a in game.actions(state):
        _, v = move_then_plain_average(game, game.result(state, a))
        if (v > best) if game.to_move(state) == game.players[0] else (v < best):
            best_move, best = a, v
    return best_move, best


BUGGY += [
    (move_then_value, {report.PAIR_SWAPPED}),
    (move_then_plain_average, {report.PAIR_SWAPPED, expectimax_checks.UNWEIGHTED}),
]

# Issue 27 (h27y, wave 8's exp05): a depth limit of the student's own, 0 returned at the cut.
from ttt_lab.exercises import own_depth_models  # noqa: E402


def exp05_depth_cutoff_zero(game, state, depth=3):  # type: ignore[no-untyped-def]
    """Wave 8's student verbatim: a course template's `depth == 0: return 0  # the heuristic`."""
    if game.is_terminal(state) or depth == 0:
        return 0 if not game.is_terminal(state) else game.utility(state, game.players[0])
    if game.is_chance(state):
        value = 0
        for a, p in game.outcomes(state):
            value += p * exp05_depth_cutoff_zero(game, game.result(state, a), depth - 1)
        return value
    value = None
    for a in game.actions(state):
        child_value = exp05_depth_cutoff_zero(game, game.result(state, a), depth - 1)
        if game.to_move(state) == game.players[0]:
            value = max(value, child_value) if value is not None else child_value
        else:
            value = min(value, child_value) if value is not None else child_value
    return value


class Pacman188Agent:
    """CS188's shape: self.depth counted down at every node, the depth tested before the end of the game."""

    def __init__(self, depth: int = 2) -> None:
        self.depth = depth

    def __call__(self, game: Any, state: Any) -> float:
        return self.value(game, state, self.depth)

    def value(self, game: Any, state: Any, depth: int) -> float:
        if depth == 0:
            return 0.0
        if game.is_terminal(state):
            return float(game.utility(state, game.players[0]))
        if game.is_chance(state):
            return sum(p * self.value(game, game.result(state, a), depth - 1) for a, p in game.outcomes(state))
        children = [self.value(game, game.result(state, a), depth - 1) for a in game.actions(state)]
        return max(children) if game.to_move(state) == game.players[0] else min(children)


pacman_depth_two = Pacman188Agent(2)
pacman_depth_two.__name__ = "pacman_depth_two"  # type: ignore[attr-defined]

MAX_PLIES = 4


def module_depth_limit(game: Any, state: Any) -> float:
    """A helper with a module constant for the depth: the inner search stops at it."""

    def search(s: Any, ply: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if ply >= MAX_PLIES:
            return 0.0
        if game.is_chance(s):
            return sum(p * search(game.result(s, a), ply + 1) for a, p in game.outcomes(s))
        values = [search(game.result(s, a), ply + 1) for a in game.actions(s)]
        return max(values) if game.to_move(s) == game.players[0] else min(values)

    return search(state, 0)


BUGGY += [
    (exp05_depth_cutoff_zero, {own_depth_models.OWN_DEPTH_LIMIT}),
    (pacman_depth_two, {own_depth_models.OWN_DEPTH_LIMIT}),
    (module_depth_limit, {own_depth_models.OWN_DEPTH_LIMIT}),
]


# Wave 8's correct variants (exp06, exp07): an explicit post-order stack with a memo; a class giving (value, move).
def exp06_correct_stack_memo(game, state):  # type: ignore[no-untyped-def]
    first = game.players[0]
    memo = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in memo:
            continue
        if game.is_terminal(s):
            memo[k] = game.utility(s, first)
            continue
        moves = [a for a, _ in game.outcomes(s)] if game.is_chance(s) else list(game.actions(s))
        children = [game.result(s, a) for a in moves]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for c in children if game.key(c) not in memo)
            continue
        if game.is_chance(s):
            memo[k] = sum(p * memo[game.key(game.result(s, a))] for a, p in game.outcomes(s))
        else:
            vals = [memo[game.key(c)] for c in children]
            memo[k] = max(vals) if game.to_move(s) == first else min(vals)
    return memo[game.key(state)]


class _Exp07Expectimax:
    def __init__(self, game):  # type: ignore[no-untyped-def]
        self.game = game
        self.me = game.players[0]

    def value(self, state):  # type: ignore[no-untyped-def]
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, self.me), None
        if g.is_chance(state):
            return sum(p * self.value(g.result(state, a))[0] for a, p in g.outcomes(state)), None
        scored = [(self.value(g.result(state, a))[0], a) for a in g.actions(state)]
        pick = max if g.to_move(state) == self.me else min
        return pick(scored, key=lambda t: t[0])


def exp07_correct_class_move(game, state):  # type: ignore[no-untyped-def]
    return _Exp07Expectimax(game).value(state)


CORRECT += [exp06_correct_stack_memo, exp07_correct_class_move]


# Issue 27, wave 9 (f9b). exp_06: every non-MAX node averaged plainly, chance and MIN alike: named by
# the plain average and MIN's average, never "takes the min at chance nodes" (chance read as MIN's nodes,
# then averaged as MIN's, is an average, not a min).
def exp06_w9_only_max_maximises(game, state):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim (hakon0601/AIProg's shape): reduce over the children, / len."""
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.to_move(state) == game.players[0] and not game.is_chance(state):
        return max(exp06_w9_only_max_maximises(game, game.result(state, a)) for a in game.actions(state))
    moves = [a for a, _ in game.outcomes(state)] if game.is_chance(state) else list(game.actions(state))
    values = [exp06_w9_only_max_maximises(game, game.result(state, a)) for a in moves]
    return reduce(lambda x, y: x + y, values) / len(values)


def ghost_random_loop(game: Any, state: Any) -> float:
    """The same two slips with explicit branches: MIN's node and the chance node both a running mean."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if not game.is_chance(state) and game.to_move(state) == game.players[0]:
        best = -math.inf
        for a in game.actions(state):
            best = max(best, ghost_random_loop(game, game.result(state, a)))
        return best
    total, count = 0.0, 0
    for a in game.actions(state):  # a chance node's outcomes, or MIN's moves: each counted once
        total += ghost_random_loop(game, game.result(state, a))
        count += 1
    return total / count


# exp_01: which rule a node takes read off the depth's parity (max at even depths, chance or min at odd).
def _exp01_value(game, state, depth):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth % 2 == 0:
        value, _ = _exp01_max_value(game, state, depth + 1)
    else:
        value, _ = _exp01_chance_value(game, state, depth + 1)
    return value


def _exp01_max_value(game, state, depth):  # type: ignore[no-untyped-def]
    cur = (float("-inf"), None)
    for action in game.actions(state):
        nex = (_exp01_value(game, game.result(state, action), depth), action)
        cur = nex if cur[0] <= nex[0] else cur
    return cur


def _exp01_chance_value(game, state, depth):  # type: ignore[no-untyped-def]
    if game.is_chance(state):
        exp = 0
        for action, p in game.outcomes(state):
            exp += p * _exp01_value(game, game.result(state, action), depth)
        return (exp, None)
    cur = (float("inf"), None)
    for action in game.actions(state):
        nex = (_exp01_value(game, game.result(state, action), depth), action)
        cur = nex if nex[0] < cur[0] else cur
    return cur


def exp01_w9_splendor_parity(game, state):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim (aayushdhiman/splendor-ai-4100's gameTree.py shape)."""
    return _exp01_value(game, state, 0)


def layer_by_ply(game: Any, state: Any, ply: int = 0) -> float:
    """The same slip in one function: a ply counter decides the layer, the game is asked only for chance."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if ply % 2 == 1:
        if game.is_chance(state):
            return sum(p * layer_by_ply(game, game.result(state, a), ply + 1) for a, p in game.outcomes(state))
        return min(layer_by_ply(game, game.result(state, a), ply + 1) for a in game.actions(state))
    return max(layer_by_ply(game, game.result(state, a), ply + 1) for a in game.actions(state))


BUGGY += [
    (exp06_w9_only_max_maximises, {report.AVERAGES_MIN, expectimax_checks.UNWEIGHTED}),
    (ghost_random_loop, {report.AVERAGES_MIN, expectimax_checks.UNWEIGHTED}),
    (exp01_w9_splendor_parity, {report.TURN_BY_DEPTH}),
    (layer_by_ply, {report.TURN_BY_DEPTH}),
]


# Wave 9's correct variants: a class returning (value, move); functools.reduce over the outcomes.
class _W9Expectimax:
    def __init__(self, game):  # type: ignore[no-untyped-def]
        self.game = game
        self.me = game.players[0]

    def value(self, state):  # type: ignore[no-untyped-def]
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, self.me), None
        if g.is_chance(state):
            total = 0.0
            for outcome, prob in g.outcomes(state):
                total += prob * self.value(g.result(state, outcome))[0]
            return total, None
        maximizing = g.to_move(state) == self.me
        best, best_move = None, None
        for move in g.actions(state):
            v, _ = self.value(g.result(state, move))
            if best is None or (v > best if maximizing else v < best):
                best, best_move = v, move
        return best, best_move


def exp_w9_correct_class_move(game, state):  # type: ignore[no-untyped-def]
    return _W9Expectimax(game).value(state)


def exp_w9_correct_reduce(game, state):  # type: ignore[no-untyped-def]
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return reduce(lambda acc, ap: acc + ap[1] * exp_w9_correct_reduce(game, game.result(state, ap[0])),
                      game.outcomes(state), 0.0)
    pick = max if game.to_move(state) == game.players[0] else min
    return pick(exp_w9_correct_reduce(game, game.result(state, a)) for a in game.actions(state))


CORRECT += [exp_w9_correct_class_move, exp_w9_correct_reduce]


# ---------------------------------------------------------------- tenth wave: verbatim (renamed) and other shapes


def exp_w10_depth_parity_average(game, state):  # type: ignore[no-untyped-def]
    """e01: max or min by the depth's parity (chance nodes count a level), a plain average at chance."""
    return _exp_w10_value(game, state, 0)


def _exp_w10_value(game, state, depth):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        exp = 0
        outcomes = list(game.outcomes(state))
        for action, p in outcomes:  # noqa: B007 (p left unused, as the student did)
            exp += _exp_w10_value(game, game.result(state, action), depth + 1)
        return exp / len(outcomes)
    values = [_exp_w10_value(game, game.result(state, a), depth + 1) for a in game.actions(state)]
    return max(values) if depth % 2 == 0 else min(values)


def exp_w10_flag_toggled_every_level(game, state, maximizing=True):  # type: ignore[no-untyped-def]
    """The turn kept in a flag flipped at every level, chance levels too: MIN's nodes fall on True."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * exp_w10_flag_toggled_every_level(game, game.result(state, a), not maximizing)
                   for a, p in game.outcomes(state))
    values = [exp_w10_flag_toggled_every_level(game, game.result(state, a), not maximizing)
              for a in game.actions(state)]
    return max(values) if maximizing else min(values)


class _ExpW10:
    def __init__(self, game):  # type: ignore[no-untyped-def]
        self.game = game
        self.me = game.players[0]
        self.memo = {}

    def value(self, state):  # type: ignore[no-untyped-def]
        k = self.game.key(state)
        if k not in self.memo:
            self.memo[k] = self._value(state)
        return self.memo[k]

    def _value(self, state):  # type: ignore[no-untyped-def]
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, self.me)
        if g.is_chance(state):
            return sum(p * self.value(g.result(state, a)) for a, p in g.outcomes(state))
        vals = [self.value(g.result(state, a)) for a in g.actions(state)]
        return max(vals) if g.to_move(state) == self.me else min(vals)


def exp_w10_correct_class_move(game, state):  # type: ignore[no-untyped-def]
    e = _ExpW10(game)
    if game.is_terminal(state) or game.is_chance(state):
        return e.value(state), None
    pick = max if game.to_move(state) == game.players[0] else min
    move = pick(game.actions(state), key=lambda a: e.value(game.result(state, a)))
    return e.value(game.result(state, move)), move


BUGGY += [
    (exp_w10_depth_parity_average, {ex.NOT_ALTERNATING, ex.UNWEIGHTED}),
    (exp_w10_flag_toggled_every_level, {ex.NOT_ALTERNATING}),
]
CORRECT.append(exp_w10_correct_class_move)


# ---------------------------------------------------------------- eleventh wave (k11b): a fixed turn cycle handed down


def exp_w11_fixed_turn_cycle(game, state, turn="MAX"):  # type: ignore[no-untyped-def]
    """Wave 11's e06 verbatim (Wikipedia's MAX, chance, MIN, chance cycle passed down)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        next_turn = "MIN" if turn == "MAX" else "MAX"
        return sum(p * exp_w11_fixed_turn_cycle(game, game.result(state, o), next_turn) for o, p in game.outcomes(state))
    if turn == "MAX":
        alpha = -math.inf
        for a in game.actions(state):
            alpha = max(alpha, exp_w11_fixed_turn_cycle(game, game.result(state, a), "MAX"))
    else:
        alpha = math.inf
        for a in game.actions(state):
            alpha = min(alpha, exp_w11_fixed_turn_cycle(game, game.result(state, a), "MIN"))
    return alpha


def turn_flag_flipped_by_the_dice(game: Any, state: Any, is_max: bool = True) -> float:
    """A boolean turn, flipped where the dice are rolled: 'after the roll it is the other player's turn'."""
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        total = 0.0
        for outcome, p in game.outcomes(state):
            total += p * turn_flag_flipped_by_the_dice(game, game.result(state, outcome), not is_max)
        return total
    pick = max if is_max else min
    return pick(turn_flag_flipped_by_the_dice(game, game.result(state, a), is_max) for a in game.actions(state))


def _turn_after_move(game: Any, state: Any, player: int) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):  # the roll is for whoever the move handed the turn to
        return sum(p * _turn_after_move(game, game.result(state, o), player) for o, p in game.outcomes(state))
    values = [_turn_after_move(game, game.result(state, a), 1 - player) for a in game.actions(state)]
    return max(values) if player == 0 else min(values)


def turn_index_switched_after_each_move(game: Any, state: Any) -> float:
    """A player index 0/1 switched after every move, the roll passing it on: MAX at the root, by assumption."""
    return _turn_after_move(game, state, 0)


BUGGY += [
    (exp_w11_fixed_turn_cycle, {ex.expectimax.TURN_CYCLE}),
    (turn_flag_flipped_by_the_dice, {ex.expectimax.TURN_CYCLE}),
    (turn_index_switched_after_each_move, {ex.expectimax.TURN_CYCLE}),
]


class _ExpW11:
    """Wave 11's e90 verbatim: a helper class with a per-call memo dict and separate methods."""

    def __init__(self, game):  # type: ignore[no-untyped-def]
        self.game = game
        self.memo = {}
        self.me = game.players[0]

    def value(self, state):  # type: ignore[no-untyped-def]
        key = self.game.key(state)
        if key not in self.memo:
            self.memo[key] = self._compute(state)
        return self.memo[key]

    def _compute(self, state):  # type: ignore[no-untyped-def]
        g = self.game
        if g.is_terminal(state):
            return g.utility(state, self.me)
        if g.is_chance(state):
            return self.chance(state)
        children = [self.value(g.result(state, a)) for a in g.actions(state)]
        return max(children) if g.to_move(state) == self.me else min(children)

    def chance(self, state):  # type: ignore[no-untyped-def]
        total = 0.0
        for outcome, probability in self.game.outcomes(state):
            total += probability * self.value(self.game.result(state, outcome))
        return total


def exp_w11_correct_class_memo(game, state):  # type: ignore[no-untyped-def]
    return _ExpW11(game).value(state)


def exp_w11_correct_value_move(game, state):  # type: ignore[no-untyped-def]
    """Wave 11's e91 verbatim: (value, move), functools.reduce at chance nodes."""
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        value = reduce(lambda acc, op: acc + op[1] * exp_w11_correct_value_move(game, game.result(state, op[0]))[0],
                       game.outcomes(state), 0.0)
        return value, None
    sign = 1 if game.to_move(state) == game.players[0] else -1
    best_value, best_move = None, None
    for move in game.actions(state):
        v, _ = exp_w11_correct_value_move(game, game.result(state, move))
        if best_value is None or sign * v > sign * best_value:
            best_value, best_move = v, move
    return best_value, best_move


CORRECT += [exp_w11_correct_class_memo, exp_w11_correct_value_move]


# Issue 27 (l12b, blind19 wave 12): the likeliest outcome alone at a chance node AND every child
# clamped with max(a, child), a = 0 (two slips, both named); the clamp alone in other shapes.


def exp_w12_likeliest_and_clamp(game, state):  # type: ignore[no-untyped-def]
    return _exp_w12_run(game, state, 0)


def _exp_w12_run(game, state, a):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        action, p = max(game.outcomes(state), key=lambda ap: ap[1])  # noqa: RUF059 (as the student wrote it)
        return _exp_w12_run(game, game.result(state, action), a)
    if game.to_move(state) == game.players[0]:
        return max(max(a, _exp_w12_run(game, game.result(state, m), a)) for m in game.actions(state))
    return min(max(a, _exp_w12_run(game, game.result(state, m), a)) for m in game.actions(state))


def exp_w12_clamped_loop(game, state, floor=0):  # type: ignore[no-untyped-def]
    """The clamp alone, in a loop: each child's value raised to a floor that stays at 0."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * exp_w12_clamped_loop(game, game.result(state, a), floor) for a, p in game.outcomes(state))
    values = []
    for move in game.actions(state):
        values.append(max(floor, exp_w12_clamped_loop(game, game.result(state, move), floor)))
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def exp_w12_correct_reduce_value_move(game, state):  # type: ignore[no-untyped-def]
    from functools import reduce

    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    if game.is_chance(state):
        value = reduce(lambda acc, ap: acc + ap[1] * exp_w12_correct_reduce_value_move(
            game, game.result(state, ap[0]))[0], game.outcomes(state), 0.0)
        return value, None
    scored = [(exp_w12_correct_reduce_value_move(game, game.result(state, m))[0], m) for m in game.actions(state)]
    if game.to_move(state) == game.players[0]:
        return max(scored, key=lambda vm: vm[0])
    return min(scored, key=lambda vm: vm[0])


class _ExpW12Stack:
    def __init__(self, game):  # type: ignore[no-untyped-def]
        self.game = game
        self.memo = {}  # type: ignore[var-annotated]

    def value(self, root):  # type: ignore[no-untyped-def]
        g = self.game
        stack = [(root, False)]
        while stack:
            state, expanded = stack.pop()
            key = g.key(state)
            if key in self.memo:
                continue
            if g.is_terminal(state):
                self.memo[key] = g.utility(state, g.players[0])
                continue
            if g.is_chance(state):
                kids = [(g.result(state, a), p) for a, p in g.outcomes(state)]
            else:
                kids = [(g.result(state, a), None) for a in g.actions(state)]
            if not expanded:
                stack.append((state, True))
                stack.extend((k, False) for k, _ in kids)
                continue
            vals = [self.memo[g.key(k)] for k, _ in kids]
            if g.is_chance(state):
                self.memo[key] = sum(p * v for (_, p), v in zip(kids, vals))  # noqa: B905
            elif g.to_move(state) == g.players[0]:
                self.memo[key] = max(vals)
            else:
                self.memo[key] = min(vals)
        return self.memo[g.key(root)]


def exp_w12_correct_class_stack(game, state):  # type: ignore[no-untyped-def]
    return _ExpW12Stack(game).value(state)


_EXP_W12_PICK = {0: max, 1: min}


def exp_w12_correct_normalised(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        outcomes = list(game.outcomes(state))
        total_p = sum(p for _, p in outcomes)
        return sum(p * exp_w12_correct_normalised(game, game.result(state, a)) for a, p in outcomes) / total_p
    side = game.players.index(game.to_move(state))
    return _EXP_W12_PICK[side](exp_w12_correct_normalised(game, game.result(state, a)) for a in game.actions(state))


BUGGY += [
    (exp_w12_likeliest_and_clamp, {ex.expectimax.MOST_LIKELY, ex.expectimax.CLAMPED_AT_ZERO}),
    (exp_w12_clamped_loop, {ex.expectimax.CLAMPED_AT_ZERO}),
]
CORRECT += [exp_w12_correct_reduce_value_move, exp_w12_correct_class_stack, exp_w12_correct_normalised]


# Thirteenth wave (blind21 exp_05): a MAX/MIN flag flipped at every call, chance nodes too, so a MIN node
# under a chance node takes the max. Told by the code's flag (not the depth's parity), verbatim and as a
# loop over the outcomes with a keyword flag; and the wave's correct variants.


def exp_w13_flag_toggles_through_chance(game, state, is_max=True):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * exp_w13_flag_toggles_through_chance(game, game.result(state, a), not is_max) for a, p in game.outcomes(state))
    vals = [exp_w13_flag_toggles_through_chance(game, game.result(state, a), not is_max) for a in game.actions(state)]
    return max(vals) if is_max else min(vals)


def exp_w13_keyword_flag_loop(game, state, maximizing=True):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        total = 0.0
        for outcome, probability in game.outcomes(state):
            total += probability * exp_w13_keyword_flag_loop(game, game.result(state, outcome), maximizing=not maximizing)
        return total
    best = -math.inf if maximizing else math.inf
    for move in game.actions(state):
        value = exp_w13_keyword_flag_loop(game, game.result(state, move), maximizing=not maximizing)
        best = max(best, value) if maximizing else min(best, value)
    return best


BUGGY += [
    (exp_w13_flag_toggles_through_chance, {ex.NOT_ALTERNATING}),
    (exp_w13_keyword_flag_loop, {ex.NOT_ALTERNATING}),
]


def exp_w13_correct_move_and_helpers(game, state):
    memo = {}
    first = game.players[0]

    def value(s):
        k = game.key(s)
        if k not in memo:
            memo[k] = compute(s)
        return memo[k]

    def compute(s):
        if game.is_terminal(s):
            return game.utility(s, first)
        if game.is_chance(s):
            return sum(p * value(game.result(s, a)) for a, p in game.outcomes(s))
        pick = max if game.to_move(s) == first else min
        return pick(value(game.result(s, a)) for a in game.actions(s))

    if game.is_terminal(state) or game.is_chance(state):
        return value(state), None
    pick = max if game.to_move(state) == first else min
    best = pick(game.actions(state), key=lambda a: value(game.result(state, a)))
    return value(game.result(state, best)), best


def exp_w13_correct_iterative_stack(game, state):
    first = game.players[0]
    done = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in done:
            continue
        if game.is_terminal(s):
            done[k] = game.utility(s, first)
            continue
        if game.is_chance(s):
            kids = [(game.result(s, a), p) for a, p in game.outcomes(s)]
        else:
            kids = [(game.result(s, a), None) for a in game.actions(s)]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for c, _ in kids)
            continue
        if game.is_chance(s):
            done[k] = sum(p * done[game.key(c)] for c, p in kids)
        else:
            vals = [done[game.key(c)] for c, _ in kids]
            done[k] = max(vals) if game.to_move(s) == first else min(vals)
    return done[game.key(state)]


CORRECT += [exp_w13_correct_move_and_helpers, exp_w13_correct_iterative_stack]


# ---------------------------------------------------------------- fourteenth wave (blind23): alpha handed through chance


def e01_alpha_floor_through_chance(game, state):  # type: ignore[no-untyped-def]
    """blind23 e01 verbatim (renamed): hakon0601/AIProg's a = max(a, child(a, b)), a and b through chance nodes."""
    return _e01_run(game, state, -math.inf, math.inf)


def _e01_run(game, state, a, b):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        # chance function: the probability-weighted value of the outcomes
        total = 0
        for action, p in game.outcomes(state):
            total += p * _e01_run(game, game.result(state, action), a, b)
        return total
    if game.to_move(state) == game.players[0]:
        for action in game.actions(state):
            a = max(a, _e01_run(game, game.result(state, action), a, b))
        return a
    for action in game.actions(state):
        b = min(b, _e01_run(game, game.result(state, action), a, b))
    return b


def floor_kept_through_rolls(game, state, floor=-math.inf):  # type: ignore[no-untyped-def]
    """A MAX best that starts at a floor parameter ("what MAX already has"), MIN and chance passing it on."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return sum(p * floor_kept_through_rolls(game, game.result(state, o), floor) for o, p in game.outcomes(state))
    if game.to_move(state) == game.players[0]:
        best = floor
        for move in game.actions(state):
            best = max(best, floor_kept_through_rolls(game, game.result(state, move), best))
        return best
    return min(floor_kept_through_rolls(game, game.result(state, move), floor) for move in game.actions(state))


BUGGY += [
    (e01_alpha_floor_through_chance, {ex.expectimax.WINDOW_THROUGH_CHANCE}),
    (floor_kept_through_rolls, {ex.expectimax.WINDOW_THROUGH_CHANCE}),
]


# ---------------------------------------------------------------- fourteenth wave (blind23): the turn after a roll from a cycle


def e02_turn_cycle_after_chance(game, state):  # type: ignore[no-untyped-def]
    """blind23 e02 verbatim (renamed): turn / turn_prev passed down, the player after a roll the other one."""
    first = "MAX" if game.to_move(state) == game.players[0] else "MIN"
    if game.is_terminal(state) or not game.is_chance(state):
        return _e02_expectiminimax(game, state, turn=first, turn_prev="CHANCE")
    return _e02_expectiminimax(game, state, turn="CHANCE", turn_prev="MIN")


def _e02_expectiminimax(game, state, turn="MAX", turn_prev="CHANCE"):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        turn = "CHANCE"
    if turn == "MAX":
        alpha = -math.inf
        for a in game.actions(state):
            child = game.result(state, a)
            nxt = "CHANCE" if game.is_chance(child) else "MIN"
            alpha = max(alpha, _e02_expectiminimax(game, child, turn=nxt, turn_prev="MAX"))
    elif turn == "MIN":
        alpha = math.inf
        for a in game.actions(state):
            child = game.result(state, a)
            nxt = "CHANCE" if game.is_chance(child) else "MAX"
            alpha = min(alpha, _e02_expectiminimax(game, child, turn=nxt, turn_prev="MIN"))
    else:
        # Decide whether to do min or max next
        if turn_prev == "MIN":
            next_turn = "MAX"
        else:
            next_turn = "MIN"
        alpha = 0
        for a, p in game.outcomes(state):
            alpha += p * _e02_expectiminimax(game, game.result(state, a), turn=next_turn, turn_prev="CHANCE")
    return alpha


def roll_hands_the_turn_over(game, state):  # type: ignore[no-untyped-def]
    """A flag for who moved last, flipped at every roll: the player after a chance node is the other one."""
    def search(s, maxing):  # type: ignore[no-untyped-def]
        if game.is_terminal(s):
            return game.utility(s, game.players[0])
        if game.is_chance(s):
            return sum(p * search(game.result(s, o), not maxing) for o, p in game.outcomes(s))
        pick = max if maxing else min
        return pick(search(game.result(s, m), maxing) for m in game.actions(s))

    return search(state, game.is_chance(state) or game.to_move(state) == game.players[0])


BUGGY += [
    (e02_turn_cycle_after_chance, {ex.expectimax.TURN_CYCLE}),
    (roll_hands_the_turn_over, {ex.expectimax.TURN_CYCLE}),
]


# Wave 15: closures made in a loop and called after it (Python's late binding): every term reads
# the last outcome and its probability. exp10 verbatim, then an inner def appended in the loop.
def exp10_lambda_late_binding(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        thunks = [lambda: p * exp10_lambda_late_binding(game, game.result(state, a))  # noqa: B023
                  for a, p in game.outcomes(state)]
        return sum(t() for t in thunks)
    thunks = [lambda m=m: exp10_lambda_late_binding(game, game.result(state, m)) for m in game.actions(state)]
    values = [t() for t in thunks]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def e_inner_def_per_outcome(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return float(game.utility(state, game.players[0]))
    if game.is_chance(state):
        terms = []
        for outcome, p in game.outcomes(state):
            def term() -> float:
                return p * e_inner_def_per_outcome(game, game.result(state, outcome))  # noqa: B023
            terms.append(term)
        return sum(term() for term in terms)
    values = [e_inner_def_per_outcome(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


BUGGY += [
    (exp10_lambda_late_binding, {ex.WEIGHTED_SUM_SLIP}),
    (e_inner_def_per_outcome, {ex.WEIGHTED_SUM_SLIP}),
]


# Wave 15: MIN's function copied from MAX's, its > kept, in code that asks game.to_move at every node
# (exp02 verbatim, helpers renamed): named as the max taken everywhere, its hint on MIN's test.
def e02_max_value(game, state):  # type: ignore[no-untyped-def]
    best = -math.inf
    for move in game.actions(state):
        v = e02_value(game, game.result(state, move))
        if v > best:
            best = v
    return best


def e02_min_value(game, state):  # type: ignore[no-untyped-def]
    best = math.inf
    for move in game.actions(state):
        v = e02_value(game, game.result(state, move))
        if best == math.inf or v > best:  # copied from max_value
            best = v
    return best


def e02_chance_value(game, state):  # type: ignore[no-untyped-def]
    return sum(p * e02_value(game, game.result(state, move)) for move, p in game.outcomes(state))


def e02_value(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        return e02_chance_value(game, state)
    if game.to_move(state) == game.players[0]:
        return e02_max_value(game, state)
    return e02_min_value(game, state)


def exp02_min_copy_paste_greater(game, state):  # type: ignore[no-untyped-def]
    return e02_value(game, state)


BUGGY += [(exp02_min_copy_paste_greater, {ex.NOT_ALTERNATING})]


# ---------------------------------------------------------------- sixteenth wave (blind27): MAX's running best
# started at sys.float_info.min (e03 verbatim, renamed), told by that start; the wave's correct iterative variant.
import sys  # noqa: E402


def e03_float_info_min_start(game, state):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if game.is_chance(state):
        a = 0.0
        for move, p in game.outcomes(state):
            a = a + p * e03_float_info_min_start(game, game.result(state, move))
        return a
    if game.to_move(state) == game.players[0]:
        a = sys.float_info.min
        for move in game.actions(state):
            a = max(a, e03_float_info_min_start(game, game.result(state, move)))
    else:
        a = sys.float_info.max
        for move in game.actions(state):
            a = min(a, e03_float_info_min_start(game, game.result(state, move)))
    return a


def e05_correct_iterative_memo(game, state):
    first = game.players[0]
    memo = {}
    best_move = {}
    stack = [(state, False)]
    while stack:
        s, expanded = stack.pop()
        k = game.key(s)
        if k in memo:
            continue
        if game.is_terminal(s):
            memo[k] = game.utility(s, first)
            continue
        children = [(m, game.result(s, m)) for m in game.actions(s)]
        if not expanded:
            stack.append((s, True))
            stack.extend((c, False) for _, c in children if game.key(c) not in memo)
            continue
        if game.is_chance(s):
            memo[k] = sum(p * memo[game.key(game.result(s, m))] for m, p in game.outcomes(s))
        else:
            pick = max if game.to_move(s) == first else min
            m, v = pick(((m, memo[game.key(c)]) for m, c in children), key=lambda mv: mv[1])
            memo[k], best_move[k] = v, m
    return memo[game.key(state)], best_move.get(game.key(state))


BUGGY += [(e03_float_info_min_start, {report.WRONG_START})]
CORRECT.append(e05_correct_iterative_memo)
