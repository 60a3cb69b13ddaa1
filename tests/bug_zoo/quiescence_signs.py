"""Quiescence search with the slips every tree search shares (issue 27, round 3: the mutation
sweep's 30 quiescence mutants that were localised only): a negation too many or too few (in one
branch or everywhere, minimax or negamax form), the running best started or compared wrongly, the
last move skipped, the terminal test missing, ``and`` for ``or``, the opponent fixed as MIN.

Each student is written as a student would, in shapes other than the mutants' own."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab import exercises as ex
from ttt_lab.exercises import quiescence as q
from ttt_lab.exercises import report as rep

CHECK = ex.check_quiescence


def _other(game: Any, me: Any) -> Any:
    return game.players[1] if me == game.players[0] else game.players[0]


def _threats(game: Any, state: Any, me: Any) -> list[Any]:
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]


# ---------------------------------------------------------------------- a minus too many (minimax form)


def negated_return(game: Any, state: Any, evaluate: Any) -> float:
    """Borrowed negamax's minus: returns -max(...) / -min(...)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = [] if moves else [evaluate(state)]
    moves = moves or _threats(game, state, me)
    options += [negated_return(game, game.result(state, m), evaluate) for m in moves]
    best = max(options) if me == game.players[0] else min(options)
    return -best


def negated_running_best(game: Any, state: Any, evaluate: Any) -> float:
    """Three branches; the quiet one keeps a running best from the stand-pat and returns it negated."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    me = game.to_move(state)
    pick = max if me == MAX else min
    win = game.completing_cells(state, me)
    if win:
        return negated_running_best(game, game.result(state, win[0]), evaluate)
    blocks = game.completing_cells(state, _other(game, me))
    if blocks:
        return pick(negated_running_best(game, game.result(state, m), evaluate) for m in blocks)  # type: ignore[no-any-return]
    best = evaluate(state)
    for m in _threats(game, state, me):
        best = pick(best, negated_running_best(game, game.result(state, m), evaluate))
    return -best  # type: ignore[no-any-return]


# ---------------------------------------------------------------------- a minus too few (negamax form)


def negamax_without_minus(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form, values for the side to move, but the children's values taken as they are."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        sign = 1 if me == X else -1
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        values = [] if moves else [sign * evaluate(s)]
        moves = moves or _threats(game, s, me)
        values += [nega(game.result(s, m)) for m in moves]
        return max(values)

    value = nega(state)
    return value if game.to_move(state) == X else -value


def negamax_threats_unnegated(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form: the win and the blocks negated right, the threats' loop without its minus."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        wins = game.completing_cells(s, me)
        if wins:
            return -nega(game.result(s, wins[0]))
        blocks = game.completing_cells(s, _other(game, me))
        if blocks:
            return max(-nega(game.result(s, m)) for m in blocks)
        best = evaluate(s) if me == X else -evaluate(s)
        for m in _threats(game, s, me):
            best = max(best, nega(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    value = nega(state)
    return value if game.to_move(state) == X else -value


def negamax_not_converted(game: Any, state: Any, evaluate: Any) -> float:
    """A right negamax whose value is returned as it is, the side to move's, also where O moves."""

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        best = -math.inf
        if not moves:
            best = evaluate(s) if me == game.players[0] else -evaluate(s)
            moves = _threats(game, s, me)
        for m in moves:
            best = max(best, -nega(game.result(s, m)))
        return best

    return nega(state)


def negamax_block_unnegated(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form: the blocks' values taken without their minus."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        wins = game.completing_cells(s, me)
        if wins:
            return -nega(game.result(s, wins[0]))
        blocks = game.completing_cells(s, _other(game, me))
        if blocks:
            return max(nega(game.result(s, m)) for m in blocks)
        options = [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in _threats(game, s, me)]
        return max(options)

    value = nega(state)
    return value if game.to_move(state) == X else -value


def negamax_win_unnegated(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form: the win in one returned without its minus."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        wins = game.completing_cells(s, me)
        if wins:
            return nega(game.result(s, wins[0]))
        moves = game.completing_cells(s, _other(game, me))
        options = [] if moves else [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in moves or _threats(game, s, me)]
        return max(options)

    value = nega(state)
    return value if game.to_move(state) == X else -value


def utility_negated(game: Any, state: Any, evaluate: Any) -> float:
    """Minimax form with the finished game's utility negated."""
    if game.is_terminal(state):
        return -game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = [] if moves else [evaluate(state)]
    options += [utility_negated(game, game.result(state, m), evaluate) for m in moves or _threats(game, state, me)]
    return max(options) if me == game.players[0] else min(options)


BUGGY: list[tuple[Any, set[str]]] = [
    (negated_return, {ex.NEGATES_RESULT}),
    (negated_running_best, {ex.NEGATES_RESULT}),
    (negamax_without_minus, {ex.FORGETS_NEGATION}),
    (negamax_threats_unnegated, {ex.FORGETS_NEGATION}),
    (negamax_not_converted, {ex.NOT_CONVERTED}),
    (negamax_block_unnegated, {q.BRANCH_SIGN}),
    (negamax_win_unnegated, {q.WIN_SIGN}),
    (utility_negated, {q.WIN_SIGN}),
]


# ---------------------------------------------------------------------- the running best, the loop


def max_starts_high(game: Any, state: Any, evaluate: Any) -> float:
    """MAX-QUIESCE / MIN-QUIESCE whose running best starts at the wrong infinity where a move is forced."""
    X = game.players[0]

    def forced(s: Any) -> list[Any]:
        me = game.to_move(s)
        return game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))  # type: ignore[no-any-return]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, X)  # type: ignore[no-any-return]
        moves = forced(s)
        best = math.inf if moves else evaluate(s)  # meant -math.inf
        for m in moves or _threats(game, s, X):
            best = max(best, min_value(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, X)  # type: ignore[no-any-return]
        moves = forced(s)
        best = math.inf if moves else evaluate(s)
        for m in moves or _threats(game, s, game.to_move(s)):
            best = min(best, max_value(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    return max_value(state) if game.to_move(state) == X else min_value(state)


def min_everywhere(game: Any, state: Any, evaluate: Any) -> float:
    """Takes min() of the options at every position."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = [] if moves else [evaluate(state)]
    options += [min_everywhere(game, game.result(state, m), evaluate) for m in moves or _threats(game, state, me)]
    return min(options)


def min_skips_last(game: Any, state: Any, evaluate: Any) -> float:
    """A running best per side; MIN's loop runs over range(len(moves) - 1)."""
    X = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    stand = not moves
    moves = list(moves or _threats(game, state, me))
    if me == X:
        best = evaluate(state) if stand else -math.inf
        for m in moves:
            best = max(best, min_skips_last(game, game.result(state, m), evaluate))
        return best  # type: ignore[no-any-return]
    best = evaluate(state) if stand else math.inf
    for i in range(len(moves) - 1):
        best = min(best, min_skips_last(game, game.result(state, moves[i]), evaluate))
    return best  # type: ignore[no-any-return]


BUGGY += [
    (max_starts_high, {ex.WRONG_START}),
    (min_everywhere, {ex.NOT_ALTERNATING}),
    (min_skips_last, {rep.SKIPS_LAST_MOVE}),
]


# ---------------------------------------------------------------------- the forcing moves


def terminal_test_on_the_root(game: Any, state: Any, evaluate: Any) -> float:
    """The terminal test reads the root's state inside the helper, so finished boards are searched on."""

    def value(s: Any) -> float:
        if game.is_terminal(state):
            return game.utility(s, game.players[0])  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if moves else [evaluate(s)]
        options += [value(game.result(s, m)) for m in moves or _threats(game, s, me)]
        return max(options) if me == game.players[0] else min(options)

    return value(state)


def wins_and_blocks(game: Any, state: Any, evaluate: Any) -> float:
    """`and` where `or` belongs between the wins and the blocks."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    wins = game.completing_cells(state, me)[:1]
    blocks = game.completing_cells(state, _other(game, me))
    forced = wins and blocks
    options = [] if forced else [evaluate(state)]
    options += [wins_and_blocks(game, game.result(state, m), evaluate) for m in forced or _threats(game, state, me)]
    return max(options) if me == game.players[0] else min(options)


def opponent_always_o(game: Any, state: Any, evaluate: Any) -> float:
    """The opponent worked out once, as players[1], whoever is to move."""
    X, second = game.players
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, second)
    options = [] if moves else [evaluate(state)]
    options += [opponent_always_o(game, game.result(state, m), evaluate) for m in moves or _threats(game, state, me)]
    return max(options) if me == X else min(options)


BUGGY += [
    (terminal_test_on_the_root, {ex.IGNORES_TERMINAL}),
    (wins_and_blocks, {q.WINS_AND_BLOCKS}),
    (opponent_always_o, {q.NEVER_BLOCKS}),
]


def correct_negamax(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form, converted to MAX's view at the top."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if moves else [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in moves or _threats(game, s, me)]
        return max(options)

    value = nega(state)
    return value if game.to_move(state) == X else -value


CORRECT = [correct_negamax]


# ---------------------------------------------------------------------- issue 27, session h27t: the threats of
# the wrong side, the running best started above every value in negamax form, a root sign of 0


def threats_for_x_in_negamax(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form; the quiet moves followed are those after which "X" has a line to complete."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        if forced:
            return max(-nega(game.result(s, m)) for m in forced)
        best = evaluate(s) if me == X else -evaluate(s)
        for m in game.actions(s):
            child = game.result(s, m)
            if game.completing_cells(child, "X"):
                best = max(best, -nega(child))
        return best

    v = nega(state)
    return v if game.to_move(state) == X else -v


def threats_for_x_only(game: Any, state: Any, evaluate: Any) -> float:
    """Minimax form; the threat filter written once, for X, and used by O's nodes too."""
    X = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    forced = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if forced:
        values = [threats_for_x_only(game, game.result(state, m), evaluate) for m in forced]
    else:
        values = [evaluate(state)] + [threats_for_x_only(game, game.result(state, m), evaluate)
                                      for m in game.actions(state) if game.completing_cells(game.result(state, m), X)]
    return max(values) if me == X else min(values)


def negamax_best_from_plus_infinity(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form with a running best that starts at +inf, the stand-pat replacing it when quiet."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        best = math.inf
        if not moves:
            best = evaluate(s) if me == X else -evaluate(s)
            moves = _threats(game, s, me)
        for m in moves:
            best = max(best, -nega(game.result(s, m)))
        return best

    colour = 1 if game.to_move(state) == X else -1
    return colour * nega(state)


def minimax_bests_swapped(game: Any, state: Any, evaluate: Any) -> float:
    """Minimax form, MAX's best starting at +inf and MIN's at -inf where a move is forced."""
    X = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if moves:
        best = math.inf if me == X else -math.inf
    else:
        best = evaluate(state)
        moves = _threats(game, state, me)
    for m in moves:
        v = minimax_bests_swapped(game, game.result(state, m), evaluate)
        best = max(best, v) if me == X else min(best, v)
    return best  # type: ignore[no-any-return]


def root_sign_zero(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form; the sign at the top 0 where -1 belongs (a slip of the finger)."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if moves else [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in moves or _threats(game, s, me)]
        return max(options)

    sign = 1 if game.to_move(state) == X else 0
    return sign * nega(state)


BUGGY += [
    (threats_for_x_only, {q.THREATS_OF_WRONG_SIDE}),
    (threats_for_x_in_negamax, {q.THREATS_OF_WRONG_SIDE}),
    (negamax_best_from_plus_infinity, {ex.WRONG_START}),
    (minimax_bests_swapped, {ex.WRONG_START}),
    (root_sign_zero, {ex.NOT_CONVERTED}),
]


# ---------------------------------------------------------------------- the threats' children evaluated, not
# searched (the wins and the blocks searched on)


def threats_evaluated_one_ply(game: Any, state: Any, evaluate: Any) -> float:
    """Minimax form: wins and blocks searched on, each threat's child only evaluated."""
    X = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    forced = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if forced:
        values = [threats_evaluated_one_ply(game, game.result(state, m), evaluate) for m in forced]
    else:
        values = [evaluate(state)] + [evaluate(game.result(state, m)) for m in _threats(game, state, me)]
    return max(values) if me == X else min(values)


def negamax_threats_evaluated(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form: a threat's child scored by the evaluation turned to the mover, never searched."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        sign = 1 if me == X else -1
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        if forced:
            return max(-nega(game.result(s, m)) for m in forced)
        best = sign * evaluate(s)
        for m in _threats(game, s, me):
            best = max(best, sign * evaluate(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    v = nega(state)
    return v if game.to_move(state) == X else -v


BUGGY += [
    (threats_evaluated_one_ply, {q.ONE_PLY}),
    (negamax_threats_evaluated, {q.ONE_PLY}),
]


# ---------------------------------------------------------------------- the threats asked of the opponent
# (completing_cells(child, you)): the same values as no threats at all, told from the code


def threats_asked_of_the_opponent(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form; the quiet moves kept are those after which the opponent can complete a line."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        you = _other(game, me)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, you)
        if forced:
            return max(-nega(game.result(s, m)) for m in forced)
        best = evaluate(s) if me == X else -evaluate(s)
        for m in game.actions(s):
            child = game.result(s, m)
            if game.completing_cells(child, you):
                best = max(best, -nega(child))
        return best

    v = nega(state)
    return v if game.to_move(state) == X else -v


def threat_filter_for_the_next_player(game: Any, state: Any, evaluate: Any) -> float:
    """Minimax form; the threat test asks the player to move at the child, who is the opponent."""
    X = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, X)  # type: ignore[no-any-return]
    me = game.to_move(state)
    forced = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    values = [] if forced else [evaluate(state)]
    for m in forced or game.actions(state):
        after = game.result(state, m)
        if forced or game.completing_cells(after, game.to_move(after)):
            values.append(threat_filter_for_the_next_player(game, after, evaluate))
    return max(values) if me == X else min(values)


BUGGY += [
    (threats_asked_of_the_opponent, {q.THREATS_OF_WRONG_SIDE}),
    (threat_filter_for_the_next_player, {q.THREATS_OF_WRONG_SIDE}),
]


# ---------------------------------------------------------------------- issue 27 (h27t, blind9 wave 7): a depth
# cap of its own, the first threats alone, a finished root left for the side to move


def forcing_line_capped_at_three(game: Any, state: Any, evaluate: Any) -> float:
    X = game.players[0]

    def q(s: Any, plies_left: int) -> float:
        if game.is_terminal(s):
            return game.utility(s, X)  # type: ignore[no-any-return]
        if plies_left == 0:
            return evaluate(s)  # type: ignore[no-any-return]
        me = game.to_move(s)
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if forced else [evaluate(s)]
        options += [q(game.result(s, m), plies_left - 1) for m in forced or _threats(game, s, me)]
        return max(options) if me == X else min(options)

    return q(state, 3)


def first_threat_only(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form; of the threats it could make, only the first is followed."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if forced else [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in forced or _threats(game, s, me)[:1]]
        return max(options)

    v = nega(state)
    return v if game.to_move(state) == X else -v


def finished_root_for_the_mover(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax form whose top converts only a position still in play."""
    X = game.players[0]

    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = [] if forced else [evaluate(s) if me == X else -evaluate(s)]
        options += [-nega(game.result(s, m)) for m in forced or _threats(game, s, me)]
        return max(options)

    if game.is_terminal(state):
        return nega(state)
    return nega(state) * (1 if game.to_move(state) == X else -1)


BUGGY += [
    (forcing_line_capped_at_three, {q.CAPS_DEPTH}),
    (first_threat_only, {q.FIRST_THREATS_ONLY}),
    (finished_root_for_the_mover, {ex.NOT_CONVERTED}),
]
