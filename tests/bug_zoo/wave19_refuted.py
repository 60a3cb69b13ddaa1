"""Wave 19 (held out): students whose code visibly contradicts the name the checker gave them.

A model reproduced every value the student returned, so the engine named it, but the student's
code does what the name says it forgets (or lacks what the name says it has). The wave's files are
lost: each student is reconstructed from what its code did and what it was told. Each is asserted
named by a right name, or, where none can be named right, localised and named nothing (an empty
name set: the test then asserts "returns a wrong value" with its lowest wrong node, and no name).
Not reconstructed: qz_01 (the pruning quiz told to lower beta): see OPEN.
"""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import table_entries


# dl_02: negamax form that negates every child's value, and then negates it again (it takes the
# child's value for the opponent's, turns it to its own side, then turns it back): its values are
# those of a search that never negates. Was told "forgets to negate the children's values".
def dl_02_negates_twice(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any, d: int) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d == 0:
            return sign * evaluate(s)  # type: ignore[no-any-return]
        best = -math.inf
        for a in game.actions(s):
            score = -nega(game.result(s, a), d - 1)  # the opponent's value, turned to mine
            score = -score  # ... and turned again
            best = max(best, score)
        return best

    v = nega(state, depth)
    return v if game.to_move(state) == MAX else -v


# ng_04: negamax with the root apart (a wrapper that scores a finished root right) and a helper that
# scores every finished game below it for MAX, not for the side to move. It has no special case
# for finished children, yet was told to drop one.
def ng_04_helper_scores_for_max(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    return max(-_ng_04_value(game, game.result(state, a)) for a in game.actions(state))


def _ng_04_value(game: Any, s: Any) -> float:
    if game.is_terminal(s):
        return game.utility(s, game.players[0])  # type: ignore[no-any-return]
    best = -math.inf
    for a in game.actions(s):
        best = max(best, -_ng_04_value(game, game.result(s, a)))
    return best


# wt_03: tests a line's first cell against " " where the empty cell is "." (a board printed with
# blanks in another course): it already has a test for empty cells, so "test for '.'" must say so.
def wt_03_wrong_empty_marker(board: Any) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line.count(line[0]) == 3 and line[0] != " ":
            return line[0]  # type: ignore[no-any-return]
    return None


# mm_04: a turn flag handed down that never flips back below a MIN node: `not is_max` at MAX nodes,
# False at MIN nodes, so every node below the first MIN node takes the min. Was told that every
# node below the root takes the max.
def mm_04_flag_stuck_at_min(game: Any, state: Any, is_max: bool | None = None) -> tuple[float, Any]:
    if is_max is None:
        is_max = game.to_move(state) == game.players[0]
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if is_max:
        best = -math.inf
        for a in game.actions(state):
            v, _ = mm_04_flag_stuck_at_min(game, game.result(state, a), not is_max)
            if v > best:
                best, best_move = v, a
    else:
        best = math.inf
        for a in game.actions(state):
            v, _ = mm_04_flag_stuck_at_min(game, game.result(state, a), False)
            if v < best:
                best, best_move = v, a
    return best, best_move


# e7: math.floor on the chance node's average.
def e7_floor_average(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    if game.is_chance(state):
        return math.floor(sum(p * e7_floor_average(game, game.result(state, a)) for a, p in game.outcomes(state)))
    values = [e7_floor_average(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


# t3: a negamax table search that stores each value turned to X's view (sign * best) and reads an
# entry back as the side to move's. Was told "does not answer from an exact entry", which it does.
def t3_stored_for_x(game: Any, state: Any, depth: int, evaluate: Any, alpha: float, beta: float, table: Any) -> float:
    MAX = game.players[0]

    def nega(s: Any, d: int, a: float, b: float) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        if d == 0:
            return sign * evaluate(s)  # type: ignore[no-any-return]
        key = game.key(s)
        entry = table.get(key)
        if entry is not None:
            value, flag, searched = entry
            if searched >= d:
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
            best = max(best, -nega(game.result(s, move), d - 1, -b, -a))
            a = max(a, best)
            if a >= b:
                break
        flag = "upper" if best <= a0 else "lower" if best >= b else "exact"
        table[key] = (sign * best, flag, d)
        return best

    sign = 1 if game.to_move(state) == MAX else -1
    low, high = (alpha, beta) if sign > 0 else (-beta, -alpha)
    return sign * nega(state, depth, low, high)


_CHECKS = {
    "dl_02_negates_twice": ex.check_depth_limited_minimax,
    "ng_04_helper_scores_for_max": ex.check_negamax,
    "wt_03_wrong_empty_marker": ex.check_win_test,
    "mm_04_flag_stuck_at_min": lambda fn, quiet=False: ex.check_minimax(fn, with_move=True, quiet=quiet),
    "e7_floor_average": ex.check_expectimax,
    "t3_stored_for_x": ex.check_table_alphabeta,
}


def CHECK(fn: Any, *, quiet: bool = False) -> ex.CheckReport:
    """Each student's own checker, as the notebook calls it."""
    return _CHECKS[fn.__name__](fn, quiet=quiet)  # type: ignore[no-any-return]


BUGGY: list[tuple[Any, set[str]]] = [
    # Negates twice: named, but in words that say the minus is there and cancelled (Mistake.worded).
    (dl_02_negates_twice, {ex.FORGETS_NEGATION}),
    # Finished games below the root scored for MAX, the root apart: no model says so; localised.
    (ng_04_helper_scores_for_max, set()),
    (wt_03_wrong_empty_marker, {ex.EMPTY_LINE_WINS}),
    (mm_04_flag_stuck_at_min, {ex.NOT_ALTERNATING}),
    (e7_floor_average, {ex.INTEGER_DIVISION}),
    (t3_stored_for_x, {table_entries.ENTRY_OTHER_VIEW}),
]

CORRECT: list[Any] = []

OPEN = {"qz_01": "the pruning quiz's answer is a set of leaves, not code: 'never lowers beta' would need a"
                 " refutation read from the answer (a cutoff it marks that only a lowered beta makes), not done;"
                 " and its answer (the leaves it listed) was lost with the wave's files, so no quiz model can be"
                 " checked against it (u74a): it stays open until a quiz answer of that kind turns up again"}
