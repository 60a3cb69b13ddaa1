"""Iterative deepening as students write it: ``fn(game, state, evaluate, max_depth)`` returns one
``(value, move)`` per iteration, depths 1 to max_depth."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import anytime as anytime_checks
from ttt_lab.exercises.scope_models import EVALUATES_ROOT, TURN_FROM_ROOT
from ttt_lab.search import alphabeta, minimax


def correct(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found


def correct_while(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found, depth = [], 0
    while depth < max_depth:
        depth += 1
        result = minimax(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found


def correct_own_search(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Its own depth-limited minimax, moves chosen at the root."""
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    found = []
    for depth in range(1, max_depth + 1):
        scored = [(value(game.result(state, a), depth - 1), a) for a in game.actions(state)]
        pick = max if game.to_move(state) == MAX else min
        best = pick(scored, key=lambda pair: pair[0])
        found.append(best)
    return found


CORRECT = [correct, correct_while, correct_own_search]


def _search(game: Any, state: Any, evaluate: Any, depths: Any) -> list[tuple[float, Any]]:
    found = []
    for depth in depths:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move if result.move is not None else game.actions(state)[0]))
    return found


def from_zero(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, range(max_depth))


def one_deeper(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, [d + 1 for d in range(1, max_depth + 1)])


def by_two(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, range(1, max_depth + 1, 2))


def range_end_excluded(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, range(1, max_depth))


def last_only(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    best = None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        best = (result.value, result.move)
    return [best]  # type: ignore[list-item]


def keeps_first_move(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found, first_move = [], None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        first_move = first_move or result.move
        found.append((result.value, first_move))
    return found


def move_lags(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Appends before it updates the best move."""
    found, best_move = [], None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, best_move if best_move is not None else result.move))
        best_move = result.move
    return found


def same_list_appended(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    found, best = [], [None, None]
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        best[0], best[1] = result.value, result.move
        found.append(best)
    return found


def no_depth(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for _ in range(1, max_depth + 1):
        result = alphabeta(game, state)
        found.append((result.value, result.move))
    return found


def evaluation_for_mover(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    def mine(s: Any) -> float:
        return evaluate(s) if game.to_move(s) == game.players[0] else -evaluate(s)  # type: ignore[no-any-return]

    return _search(game, state, mine, range(1, max_depth + 1))


BUGGY = [
    (from_zero, {ex.DEPTH_OFF_BY_ONE}),
    (one_deeper, {ex.DEPTH_OFF_BY_ONE}),
    (by_two, {ex.NOT_ONE_PER_DEPTH}),
    (range_end_excluded, {ex.NOT_ONE_PER_DEPTH}),
    (last_only, {"returns the last iteration alone, not one per depth"}),
    (keeps_first_move, {ex.STALE_MOVE}),
    (move_lags, {ex.STALE_MOVE}),
    (same_list_appended, {"fills every iteration with the last one's answer"}),
    (no_depth, {ex.IGNORES_DEPTH}),
    (evaluation_for_mover, {ex.WRONG_PLAYER}),
]
CHECK = ex.check_iterative_deepening


# ---------------------------------------------------------------------- second wave
# Written after the engine, as students write them, before any change to the engine for them.


def keeps_best_value(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Keeps the best value seen so far for the side to move, as if deeper could only improve it."""
    found, best = [], None
    maximizing = game.to_move(state) == game.players[0]
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if best is None or (result.value > best[0] if maximizing else result.value < best[0]):
            best = (result.value, result.move)
        found.append(best)
    return found


def deepest_first(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Runs the depths from the deepest down."""
    return list(reversed(correct(game, state, evaluate, max_depth)))


BUGGY += [
    (keeps_best_value, {"keeps the best value of the iterations so far"}),  # anytime.KEEPS_BEST
    (deepest_first, {anytime_checks.DEEPEST_FIRST}),
]


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def max_depth_every_time(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for _ in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=max_depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found


def children_at_depth(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Iteration d searches each child to depth d: d + 1 plies from the root."""
    MAX = game.players[0]
    found = []
    for depth in range(1, max_depth + 1):
        scored = [(alphabeta(game, game.result(state, a), depth=depth, evaluate=evaluate).value, a)
                  for a in game.actions(state)]
        pick = max if game.to_move(state) == MAX else min
        found.append(pick(scored, key=lambda pair: pair[0]))
    return found


def move_first(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[Any, float]]:
    return [(r.move, r.value) for r in (alphabeta(game, state, depth=d, evaluate=evaluate)
                                        for d in range(1, max_depth + 1))]


BUGGY += [
    (max_depth_every_time, {"searches max_depth at every iteration"}),
    (children_at_depth, {ex.DEPTH_OFF_BY_ONE}),
    (move_first, {"returns (move, value), not (value, move)"}),
]


def correct_as_dict(game: Any, state: Any, evaluate: Any, max_depth: int) -> dict[int, tuple[float, Any]]:
    """{depth: (value, move)}: the same answers, keyed by depth."""
    return {d: (r.value, r.move) for d in range(1, max_depth + 1)
            for r in [alphabeta(game, state, depth=d, evaluate=evaluate)]}


CORRECT.append(correct_as_dict)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def value_lags(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Appends the last iteration's value with this iteration's move."""
    found, last_value = [], None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value if last_value is None else last_value, result.move))
        last_value = result.value
    return found


BUGGY += [(value_lags, {"keeps an earlier iteration's value"})]  # anytime.STALE_VALUE


def values_for_the_mover(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    sign = 1 if game.to_move(state) == game.players[0] else -1
    return [(sign * value, move) for value, move in correct(game, state, evaluate, max_depth)]


BUGGY += [(values_for_the_mover, {ex.WRONG_PLAYER})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 3 named right, 1 missed (a loop that stops at a proven win passed: no graded
# position had one within max_depth), 1 named by its symptom ("the right value with a wrong move"
# for the move of the best value so far).


def stops_when_proven(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
        if abs(result.value) == 1:
            break  # proven: no need to go deeper
    return found


def move_of_the_best_value(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found: list[tuple[float, Any]] = []
    best_value, best_move = -math.inf, None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if result.value > best_value:
            best_value, best_move = result.value, result.move
        found.append((result.value, best_move))
    return found


def correct_while_loop(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    depth, found = 0, []
    while depth < max_depth:
        depth += 1
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found += [(result.value, result.move)]
    return found


CORRECT.append(correct_while_loop)
BUGGY += [
    (stops_when_proven, {anytime_checks.STOPS_AT_PROOF}),
    (move_of_the_best_value, {ex.STALE_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 4 (h27f)
# The move taken only where the value improves on the previous iteration's (blind5's id4: strictly
# larger), in other shapes: for the side to move, on improvement or tie, in a while loop.


def new_move_when_better_for_mover(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    better = (lambda a, b: a > b) if game.to_move(state) == game.players[0] else (lambda a, b: a < b)
    found: list[tuple[float, Any]] = []
    move = None
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if not found or better(result.value, found[-1][0]):
            move = result.move
        found.append((result.value, move))
    return found


def new_move_unless_worse(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Keeps the old move where the value drops (a 'safer' move from a shallower search)."""
    found: list[tuple[float, Any]] = []
    last_value, move = -math.inf, None
    for depth in range(1, max_depth + 1):
        result = minimax(game, state, depth=depth, evaluate=evaluate)
        if result.value >= last_value:
            move = result.move
        last_value = result.value
        found.append((result.value, move))
    return found


def while_loop_on_rise(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found: list[tuple[float, Any]] = []
    depth, previous, chosen = 0, None, None
    while depth < max_depth:
        depth += 1
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if previous is None or result.value > previous:
            chosen = result.move
        previous = result.value
        found.append((result.value, chosen))
    return found


BUGGY += [
    (new_move_when_better_for_mover, {ex.STALE_MOVE}),
    (new_move_unless_worse, {ex.STALE_MOVE}),
    (while_loop_on_rise, {ex.STALE_MOVE}),
]


# ---------------------------------------------------------------------- issue 27, round 2
# The mutation sweep's classes #7 (a slip inside the student's own depth-limited search) and #12
# (the wrong set of iterations), only generic before. Written as students write them.
from ttt_lab.exercises import report as names  # noqa: E402


def own_search_min_and_max_swapped(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Its own search below the root takes the min where MAX moves; the root's loop is right."""
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return min(kids) if game.to_move(s) == MAX else max(kids)

    found = []
    for depth in range(1, max_depth + 1):
        scored = [(value(game.result(state, a), depth - 1), a) for a in game.actions(state)]
        best = (max if game.to_move(state) == MAX else min)(scored, key=lambda pair: pair[0])
        found.append(best)
    return found


def own_search_always_max(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """Its own search takes the max of the children at every level below the root."""
    me = game.players[0]

    def search(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        values = [search(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(values)

    found = []
    for depth in range(1, max_depth + 1):
        moves = {a: search(game.result(state, a), depth - 1) for a in game.actions(state)}
        pick = max if game.to_move(state) == me else min
        move = pick(moves, key=moves.__getitem__)
        found.append((moves[move], move))
    return found


def root_loop_picks_the_wrong_side(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """The search is right; the loop over the root's moves takes the min for MAX."""
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    found = []
    for depth in range(1, max_depth + 1):
        scored = [(value(game.result(state, a), depth - 1), a) for a in game.actions(state)]
        best = (min if game.to_move(state) == MAX else max)(scored, key=lambda pair: pair[0])
        found.append(best)
    return found


def while_test_the_wrong_way(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found = []
    depth = 1
    while depth > max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
        depth += 1
    return found


def append_forgotten(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found: list[tuple[float, Any]] = []
    for depth in range(1, max_depth + 1):
        result = minimax(game, state, depth=depth, evaluate=evaluate)
        best = (result.value, result.move)  # noqa: F841 (the append never written)
    return found


def starts_at_two(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """'Depth 1 is trivial': starts at 2."""
    return _search(game, state, evaluate, range(2, max_depth + 1))


def stops_two_short(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, range(1, max_depth - 1))


BUGGY += [
    (own_search_min_and_max_swapped, {names.SWAPPED}),
    (own_search_always_max, {names.NOT_ALTERNATING}),
    (root_loop_picks_the_wrong_side, {names.SWAPPED}),
    (while_test_the_wrong_way, {anytime_checks.NO_ITERATIONS}),
    (append_forgotten, {anytime_checks.NO_ITERATIONS}),
    (starts_at_two, {ex.NOT_ONE_PER_DEPTH}),
    (stops_two_short, {ex.NOT_ONE_PER_DEPTH}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 5 (h27j)
# The depth doubled at each iteration (blind6's id05): only localised ("returns a wrong value") before.


def doubles_for_max_depth_iterations(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    results = []
    for i in range(max_depth):
        found = alphabeta(game, state, depth=2 ** i, evaluate=evaluate)
        results.append((found.value, found.move))
    return results


def doubles_up_to_max_depth(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """'Deepening by doubling saves iterations': depths 1, 2, 4, ... while <= max_depth."""
    results, depth = [], 1
    while depth <= max_depth:
        found = alphabeta(game, state, depth=depth, evaluate=evaluate)
        results.append((found.value, found.move))
        depth *= 2
    return results


BUGGY += [(doubles_for_max_depth_iterations, {ex.NOT_ONE_PER_DEPTH}), (doubles_up_to_max_depth, {ex.NOT_ONE_PER_DEPTH})]


# ---------------------------------------------------------------------- issue 27, round 3 (h27k)
# Its own depth-limited search, reading the root's state where the node's belongs; the root's
# own pick made one way whoever moves.


def own_search_turn_of_root(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(kids) if game.to_move(state) == MAX else min(kids)

    found = []
    for depth in range(1, max_depth + 1):
        scored = [(value(game.result(state, a), depth - 1), a) for a in game.actions(state)]
        found.append((max if game.to_move(state) == MAX else min)(scored, key=lambda pair: pair[0]))
    return found


def own_search_evaluates_root(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(state)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    found = []
    for depth in range(1, max_depth + 1):
        scored = [(value(game.result(state, a), depth - 1), a) for a in game.actions(state)]
        found.append((max if game.to_move(state) == MAX else min)(scored, key=lambda pair: pair[0]))
    return found


def root_always_takes_min(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    MAX = game.players[0]

    def value(s: Any, d: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        if d == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        kids = [value(game.result(s, a), d - 1) for a in game.actions(s)]
        return max(kids) if game.to_move(s) == MAX else min(kids)

    found = []
    for depth in range(1, max_depth + 1):
        best_value, best_move = math.inf, None
        for a in game.actions(state):
            v = value(game.result(state, a), depth - 1)
            if v < best_value:
                best_value, best_move = v, a
        found.append((best_value, best_move))
    return found


BUGGY += [
    (own_search_turn_of_root, {TURN_FROM_ROOT}),
    (own_search_evaluates_root, {EVALUATES_ROOT}),
    (root_always_takes_min, {ex.NOT_ALTERNATING}),
]


# ---------------------------------------------------------------- the search's result objects appended (blind wave 6, id06)
# The exercise asks for (value, move) pairs; alphabeta returns a SearchResult, and appending it
# whole is an API slip of its own: named for the format, whatever the objects hold.


def appends_result_objects(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    found = []
    for depth in range(1, max_depth + 1):
        found.append(alphabeta(game, state, depth=depth, evaluate=evaluate))
    return found


def comprehension_of_minimax_results(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    return [minimax(game, state, depth=depth, evaluate=evaluate) for depth in range(1, max_depth + 1)]


def while_loop_keeps_results(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    found: list[Any] = []
    depth = 1
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append(result)
        depth += 1
    return found


BUGGY += [
    (appends_result_objects, {anytime_checks.RESULT_OBJECTS}),
    (comprehension_of_minimax_results, {anytime_checks.RESULT_OBJECTS}),
    (while_loop_keeps_results, {anytime_checks.RESULT_OBJECTS}),
]



# ---------------------------------------------------------------------- issue 27, blind wave 7 (h27u)
# id02 (a depth-0 iteration first), id03 (moves alone) and id07 (deepest first and one depth short)
# verbatim, then the same classes in other shapes; blind9's two correct variants.


def id02_range_from_zero(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    best_move_list = []
    for depth in range(0, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        best_move_list.append((result.value, result.move))
    return best_move_list


def while_from_zero_inclusive(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    found, depth = [], 0
    while depth <= max_depth:
        result = minimax(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
        depth += 1
    return found


def from_zero_one_past(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """range(max_depth + 2), "to be safe"."""
    return _search(game, state, evaluate, range(max_depth + 2))


def from_two_one_short(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    return _search(game, state, evaluate, range(2, max_depth))


def id03_moves_only(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    best_move = list()
    for i in range(1, max_depth + 1):
        move = alphabeta(game, state, depth=i, evaluate=evaluate).move
        # accumulate best moves
        best_move.append(move)
        print("Depth: %d, Move: %s" % (i, move))  # noqa: UP031  (verbatim)
    return best_move


def moves_by_comprehension(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    return [alphabeta(game, state, depth=d, evaluate=evaluate).move for d in range(1, max_depth + 1)]


def moves_one_short(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
    """Moves alone, and one depth short: two slips, both named (the depths read off the moves)."""
    return [minimax(game, state, depth=d, evaluate=evaluate).move for d in range(1, max_depth)]


def values_only(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[float]:
    values = []
    for depth in range(1, max_depth + 1):
        values.append(alphabeta(game, state, depth=depth, evaluate=evaluate).value)
    return values


def id07_two_reversed_and_short(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    history = []
    for depth in range(1, max_depth):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        history.insert(0, (r.value, r.move))
    return history


def sorted_deepest_first_from_zero(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """range(max_depth), and the list reversed "so the best answer comes first"."""
    found = []
    for depth in range(max_depth):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
    return found[::-1]


def deepest_first_dict_one_more(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    by_depth = {}
    for depth in range(1, max_depth + 2):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        by_depth[depth] = (result.value, result.move)
    return [by_depth[d] for d in sorted(by_depth, reverse=True)]


BUGGY += [
    (id02_range_from_zero, {ex.NOT_ONE_PER_DEPTH}),
    (while_from_zero_inclusive, {ex.NOT_ONE_PER_DEPTH}),
    (from_zero_one_past, {ex.NOT_ONE_PER_DEPTH}),
    (from_two_one_short, {ex.NOT_ONE_PER_DEPTH}),
    (id03_moves_only, {anytime_checks.MOVES_ONLY}),
    (moves_by_comprehension, {anytime_checks.MOVES_ONLY}),
    (moves_one_short, {anytime_checks.MOVES_ONLY, ex.NOT_ONE_PER_DEPTH}),
    (values_only, {anytime_checks.VALUES_ONLY}),
    (id07_two_reversed_and_short, {anytime_checks.DEEPEST_FIRST, ex.NOT_ONE_PER_DEPTH}),
    (sorted_deepest_first_from_zero, {anytime_checks.DEEPEST_FIRST, ex.DEPTH_OFF_BY_ONE}),
    (deepest_first_dict_one_more, {anytime_checks.DEEPEST_FIRST, ex.NOT_ONE_PER_DEPTH}),
]


def depth_value_move(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[int, float, Any]]:
    """The depth kept with each answer "for the log"."""
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((depth, result.value, result.move))
    return found


def value_move_depth_from_zero(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[list[Any]]:
    """[value, move, depth] lists, and depths from 0: two slips, both named."""
    return [[r.value, r.move, d] for d in range(max_depth)
            for r in [alphabeta(game, state, depth=d, evaluate=evaluate)]]


BUGGY += [
    (depth_value_move, {anytime_checks.WITH_DEPTH}),
    (value_move_depth_from_zero, {anytime_checks.WITH_DEPTH, ex.DEPTH_OFF_BY_ONE}),
]


def id_c1_while(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    depth, results = 1, []
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        results.append((result.value, result.move))
        depth = depth + 1
    return results


def id_c2_comprehension(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    searches = [alphabeta(game, state, depth=d, evaluate=evaluate) for d in range(1, max_depth + 1)]
    return [(s.value, s.move) for s in searches]


CORRECT += [id_c1_while, id_c2_comprehension]


# Issue 27, wave 9 (f9b). id_05: 2·d plies at iteration d (FULL_MOVES, the depth-limited checkers' name);
# id_04: an aspiration window of ± 0.25 never re-searched, named with the student's own width.
def id05_w9_plies_vs_moves(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim."""
    out = []
    d = 1
    while d <= max_depth:
        plies = 2 * d  # a "move" is one for each side
        r = alphabeta(game, state, depth=plies, evaluate=evaluate)
        out.append((r.value, r.move))
        d += 1
    return out


def moves_of_both_sides(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """The same slip in a comprehension: a full move (one each) per iteration."""
    return [(r.value, r.move) for r in (alphabeta(game, state, depth=d + d, evaluate=evaluate)
                                        for d in range(1, max_depth + 1))]


def id04_w9_aspiration_no_research(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """Wave 9's student verbatim: (prev - 0.25, prev + 0.25), kept as it comes."""
    found = []
    prev = None
    for depth in range(1, max_depth + 1):
        if prev is None:
            alpha, beta = -math.inf, math.inf
        else:
            alpha, beta = prev - 0.25, prev + 0.25
        r = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta)
        found.append((r.value, r.move))
        prev = r.value
    return found


BUGGY += [
    (id05_w9_plies_vs_moves, {ex.FULL_MOVES}),
    (moves_of_both_sides, {ex.FULL_MOVES}),
    (id04_w9_aspiration_no_research, {anytime_checks.NO_RESEARCH}),
]


def aspiration_without_research(width: float) -> Any:
    """A student whose aspiration window is previous value ± ``width``, never re-searched."""

    def student(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[Any]:
        found: list[Any] = []
        for depth in range(1, max_depth + 1):
            alpha, beta = (-math.inf, math.inf) if not found else (found[-1][0] - width, found[-1][0] + width)
            r = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=beta)
            found.append((r.value, r.move))
        return found

    return student


def _id_w9_deepen(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    depth = 0
    while depth < max_depth:
        depth += 1
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        yield result.value, result.move


def id_w9_correct_generator_list(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """Wave 9's correct variant: a generator, listed."""
    return list(_id_w9_deepen(game, state, evaluate, max_depth))


CORRECT.append(id_w9_correct_generator_list)


# ---------------------------------------------------------------- eleventh wave (k11b): the pair recorded before the move is


def id_w11_move_lags_one_iteration(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """Wave 11's i03 verbatim: appends (value, best_move) before updating best_move (None first)."""
    best_move = None
    found = []
    depth = 1
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        eval_score, move = result.value, result.move
        found.append((eval_score, best_move))
        if move is not None:
            best_move = move
        depth += 1
    return found


def history_then_best(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """An engine loop that logs the current best, then takes the search's move: a dict of depth -> pair."""
    history: dict[int, tuple[float, Any]] = {}
    best = None
    for depth in range(1, max_depth + 1):
        value, move = (lambda r: (r.value, r.move))(alphabeta(game, state, depth=depth, evaluate=evaluate))
        history[depth] = (value, best)
        best = move
    return [history[d] for d in sorted(history)]


def first_legal_move_held(game: Any, state: Any, evaluate: Any, max_depth: int) -> list[tuple[float, Any]]:
    """The move held before any search is the first legal one (so there is always a move to play)."""
    best_move = next(iter(game.actions(state)))
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, best_move))
        best_move = result.move
    return found


def id_w11_correct_shared_table(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """Wave 11's i91 verbatim: one TranspositionTable shared by every iteration."""
    from ttt_lab.search.table import TranspositionTable

    table = TranspositionTable()
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, table=table)
        found.append((result.value, result.move))
    return found


BUGGY += [(id_w11_move_lags_one_iteration, {ex.STALE_MOVE}), (history_then_best, {ex.STALE_MOVE}),
          (first_legal_move_held, {ex.STALE_MOVE})]
CORRECT.append(id_w11_correct_shared_table)


# Issue 27 (l12b, blind19 wave 12): a (value, move) carried across iterations, replaced only where the
# new value is strictly larger (X's rule, whoever moves).


def id_w12_keep_if_better(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    best_value, best_move = float("-inf"), None
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if result.value > best_value:
            best_value, best_move = result.value, result.move
        found.append((best_value, best_move))
    return found


def id_w12_best_pair_while(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """The same slip with a pair kept in a list and a while loop."""
    best = [-math.inf, None]
    history = []
    depth = 1
    while depth <= max_depth:
        r = alphabeta(game, state, depth=depth, evaluate=evaluate)
        if r.value > best[0]:
            best = [r.value, r.move]
        history.append(tuple(best))
        depth += 1
    return history


def _id_w12_deepen(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    depth = 0
    while depth < max_depth:
        depth += 1
        yield alphabeta(game, state, depth=depth, evaluate=evaluate)


def id_w12_correct_generator(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    return [(r.value, r.move) for r in _id_w12_deepen(game, state, evaluate, max_depth)]


BUGGY += [(id_w12_keep_if_better, {anytime_checks.KEEPS_BEST}), (id_w12_best_pair_while, {anytime_checks.KEEPS_BEST})]
CORRECT.append(id_w12_correct_generator)


# ---------------------------------------------------------------- fourteenth wave (blind23): the last move everywhere,
# the previous value as a window bound


def i04_last_move_for_every_depth(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """blind23 i04 verbatim: the values collected per depth, the pairs built after the loop with best_move."""
    values = []
    best_move = None
    for d in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=d, evaluate=evaluate)
        values.append(result.value)
        best_move = result.move
    return [(v, best_move) for v in values]


def values_zipped_with_final_move(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """A dict of values by depth, zipped at the end with one repeated move."""
    value_at = {}
    move = None
    depth = 0
    while depth < max_depth:
        depth += 1
        searched = minimax(game, state, depth=depth, evaluate=evaluate)
        value_at[depth], move = searched.value, searched.move
    return list(zip([value_at[d] for d in sorted(value_at)], [move] * len(value_at), strict=True))


def i03_previous_value_as_alpha(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """blind23 i03 verbatim: the previous value as alpha (X) or beta (O), never searched again."""
    window = (-math.inf, math.inf)
    out = []
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=window[0], beta=window[1])
        out.append((r.value, r.move))
        if game.to_move(state) == game.players[0]:
            window = (r.value, math.inf)
        else:
            window = (-math.inf, r.value)
    return out


def previous_value_always_alpha(game, state, evaluate, max_depth):  # type: ignore[no-untyped-def]
    """'The previous depth already guarantees this much': alpha raised to it, whoever moves."""
    alpha = -math.inf
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate, alpha=alpha, beta=math.inf)
        found.append((result.value, result.move))
        alpha = result.value
    return found


BUGGY += [
    (i04_last_move_for_every_depth, {anytime_checks.LATER_MOVE}),
    (values_zipped_with_final_move, {anytime_checks.LATER_MOVE}),
    (i03_previous_value_as_alpha, {anytime_checks.NO_RESEARCH}),
    (previous_value_always_alpha, {anytime_checks.NO_RESEARCH}),
]
