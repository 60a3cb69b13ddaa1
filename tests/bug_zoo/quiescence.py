"""Quiescence search as students write it: ``fn(game, state, evaluate) -> value`` for MAX, at the
depth limit, following only forcing moves (a win in one; else forced blocks; else threats, with
the evaluation as the stand-pat)."""

from __future__ import annotations

import math
from typing import Any

# The same students as the first checkers' tests: one copy of each.
from buggy_quiescence import _other
from buggy_quiescence import quiesce_stops_at_horizon as stops_at_horizon

from ttt_lab import exercises as ex
from ttt_lab.exercises import loop_models
from ttt_lab.exercises import quiescence as q
from ttt_lab.exercises.sign_models import NEGATES_BEST


def correct(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [correct(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def correct_two_functions(game: Any, state: Any, evaluate: Any) -> float:
    """MAX-QUIESCE and MIN-QUIESCE, with a running best and the stand-pat as its start."""
    MAX = game.players[0]

    def forcing(s: Any) -> tuple[list[Any], bool]:
        me = game.to_move(s)
        wins = game.completing_cells(s, me)
        if wins:
            return [wins[0]], False
        blocks = game.completing_cells(s, _other(game, me))
        if blocks:
            return list(blocks), False
        return [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)], True

    def max_q(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        moves, may_stand = forcing(s)
        best = evaluate(s) if may_stand else -math.inf
        for m in moves:
            best = max(best, min_q(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    def min_q(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        moves, may_stand = forcing(s)
        best = evaluate(s) if may_stand else math.inf
        for m in moves:
            best = min(best, max_q(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    return max_q(state) if game.to_move(state) == MAX else min_q(state)


def correct_negamax(game: Any, state: Any, evaluate: Any) -> float:
    """Negamax-style: values for the side to move inside, MAX's at the end."""
    MAX = game.players[0]

    def nega(s: Any) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s))  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        best = -math.inf
        if not moves:
            best = sign * evaluate(s)
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in moves:
            best = max(best, -nega(game.result(s, m)))
        return best

    sign = 1 if game.to_move(state) == MAX else -1
    return sign * nega(state)


CORRECT = [correct, correct_two_functions, correct_negamax]



def every_move(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [every_move(game, game.result(state, m), evaluate) for m in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def no_stand_pat(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if not moves:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        if not moves:
            return evaluate(state)  # type: ignore[no-any-return]
    values = [no_stand_pat(game, game.result(state, m), evaluate) for m in moves]
    return max(values) if me == game.players[0] else min(values)


def stand_pat_always(game: Any, state: Any, evaluate: Any) -> float:
    """Starts every node with the stand-pat, as chess quiescence does, even when a block is forced."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    options = [evaluate(state)]
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if not moves:
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [stand_pat_always(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def stand_pat_for_mover(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state) if me == game.players[0] else -evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [stand_pat_for_mover(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def wins_and_blocks_only(game: Any, state: Any, evaluate: Any) -> float:
    """Forgot the threats: a win, a forced block, or else the evaluation."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if not moves:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [wins_and_blocks_only(game, game.result(state, m), evaluate) for m in moves]
    return max(values) if me == game.players[0] else min(values)


def evaluates_children(game: Any, state: Any, evaluate: Any) -> float:
    """Looks one forcing move ahead and evaluates what it leads to."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        child = game.result(state, m)
        options.append(game.utility(child, game.players[0]) if game.is_terminal(child) else evaluate(child))
    return max(options) if me == game.players[0] else min(options)


def blocks_first(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, _other(game, me)) or game.completing_cells(state, me)[:1]
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [blocks_first(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def min_max_swapped(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [min_max_swapped(game, game.result(state, m), evaluate) for m in moves]
    return min(options) if me == game.players[0] else max(options)


def utility_for_mover(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [utility_for_mover(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


BUGGY = [
    (stops_at_horizon, {q.STOPS_AT_HORIZON}),
    (every_move, {q.SEARCHES_QUIET}),
    (no_stand_pat, {q.NO_STAND_PAT}),
    (stand_pat_always, {q.STANDS_PAT_WHEN_FORCED}),
    (stand_pat_for_mover, {q.STAND_PAT_WRONG_SIDE}),
    (wins_and_blocks_only, {q.NO_THREATS}),
    (evaluates_children, {q.ONE_PLY}),
    (blocks_first, {q.BLOCKS_BEFORE_WIN}),
    (min_max_swapped, {ex.SWAPPED}),
    (utility_for_mover, {ex.WRONG_PLAYER}),
]
CHECK = ex.check_quiescence


# ---------------------------------------------------------------------- third wave
# Written blind, as students write them, before any change to the engine for them.


def every_win(game: Any, state: Any, evaluate: Any) -> float:
    """Searches every winning move, not only the first: the same value (correct)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me) or game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [every_win(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def threats_of_the_wrong_side(game: Any, state: Any, evaluate: Any) -> float:
    """Looks for moves after which the opponent can complete a line."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    you = _other(game, me)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), you)]
    options += [threats_of_the_wrong_side(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def never_blocks(game: Any, state: Any, evaluate: Any) -> float:
    """Wins and threats, but an opponent's threat is not answered."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1]
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [never_blocks(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


CORRECT.append(every_win)
BUGGY += [
    # A move never gives the opponent a line to complete (blocks come first), so this code follows
    # no threat at all: the same values, and the same fix, as never following threats.
    (threats_of_the_wrong_side, {q.THREATS_OF_WRONG_SIDE}),
    (never_blocks, {q.NEVER_BLOCKS}),
]


# ---------------------------------------------------------------------- fourth wave
# Written blind, as students write them; measured before any change to the engine for them.


def blocks_and_threats(game: Any, state: Any, evaluate: Any) -> float:
    """When a block is forced, also tries the threats (which lose to the opponent's win)."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    wins = game.completing_cells(state, me)[:1]
    if wins:
        moves = wins
        options = []
    else:
        blocks = game.completing_cells(state, _other(game, me))
        threats = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        moves = list(dict.fromkeys(list(blocks) + threats))
        options = [] if blocks else [evaluate(state)]
    options += [blocks_and_threats(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


# A threat that does not block loses to the opponent's win, so min/max never takes it: the same
# values as the right search, a little more work. A correct variant, as it turned out.
CORRECT.append(blocks_and_threats)


def no_terminal_test(game: Any, state: Any, evaluate: Any) -> float:
    """Treats a finished board like a quiet one: it is evaluated, not scored by its utility."""
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = []
    if not moves or game.is_terminal(state):
        if game.is_terminal(state):
            return evaluate(state)  # type: ignore[no-any-return]
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [no_terminal_test(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


BUGGY += [(no_terminal_test, {ex.EVALUATES_TERMINAL})]


# ---------------------------------------------------------------------- fifth wave (blind)
# Before any change: 4 named right, 1 named wrongly (never_takes_own_win was "searches quiet
# moves too": it went past the node cap, following threats instead of its win), 1 generic.


def _forcing_or_threats(game: Any, state: Any, me: str) -> tuple[list[Any], bool]:
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if moves:
        return moves, False
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)], True


def always_max(game: Any, state: Any, evaluate: Any) -> float:
    """Copied max() into O's branch too."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    moves, quiet = _forcing_or_threats(game, state, game.to_move(state))
    options = ([evaluate(state)] if quiet else []) + [always_max(game, game.result(state, m), evaluate) for m in moves]
    return max(options)


def stand_pat_every_time(game: Any, state: Any, evaluate: Any) -> float:
    """Stands pat even when a threat must be answered."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves, _ = _forcing_or_threats(game, state, me)
    options = [evaluate(state)] + [stand_pat_every_time(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)


def never_takes_own_win(game: Any, state: Any, evaluate: Any) -> float:
    """Only blocks the opponent's lines; its own win in one is never followed."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves = game.completing_cells(state, _other(game, me))
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [never_takes_own_win(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)


def stand_pat_negated_for_o(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    me = game.to_move(state)
    moves, quiet = _forcing_or_threats(game, state, me)
    stand = [evaluate(state) if me == "X" else -evaluate(state)] if quiet else []
    options = stand + [stand_pat_negated_for_o(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == "X" else min(options)


def explicit_branches(game: Any, state: Any, evaluate: Any) -> float:
    """Correct: a win first, then blocks, then the stand-pat against each threat, each spelled out."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    me = game.to_move(state)
    pick = max if me == "X" else min
    mine = game.completing_cells(state, me)
    if mine:
        return explicit_branches(game, game.result(state, mine[0]), evaluate)
    theirs = game.completing_cells(state, _other(game, me))
    if theirs:
        return pick(explicit_branches(game, game.result(state, m), evaluate) for m in theirs)  # type: ignore[no-any-return]
    best = evaluate(state)
    for m in game.actions(state):
        child = game.result(state, m)
        if game.completing_cells(child, me):
            best = pick(best, explicit_branches(game, child, evaluate))
    return best  # type: ignore[no-any-return]


CORRECT.append(explicit_branches)
BUGGY += [
    (always_max, {ex.NOT_ALTERNATING}),
    (stand_pat_every_time, {q.STANDS_PAT_WHEN_FORCED}),
    (never_takes_own_win, {q.NEVER_WINS}),
    (stand_pat_negated_for_o, {q.STAND_PAT_WRONG_SIDE}),
]


# ---------------------------------------------------------------------- issue 27, blind wave 4 (h27f)
# The opponent worked out as the player itself (blind5's qs2), in other shapes: the code calls
# game.completing_cells for the opponent, so the hint must not tell it to.


def opponent_from_players_typo(game: Any, state: Any, evaluate: Any) -> float:
    """players[0] in both branches."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)
    opponent = game.players[0] if me == game.players[0] else game.players[1]
    wins = game.completing_cells(state, me)
    if wins:
        return opponent_from_players_typo(game, game.result(state, wins[0]), evaluate)
    blocks = game.completing_cells(state, opponent)
    options = [] if blocks else [evaluate(state)]
    moves = blocks or [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [opponent_from_players_typo(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def _enemy(game: Any, me: str) -> str:
    return next(p for p in game.players if p == me)  # meant p != me


def opponent_helper_typo(game: Any, state: Any, evaluate: Any) -> float:
    """A helper for the opponent whose test is == where != belongs."""
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    side = game.to_move(state)
    forced = game.completing_cells(state, side)[:1] or game.completing_cells(state, _enemy(game, side))
    values = []
    if not forced:
        values.append(evaluate(state))
        forced = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), side)]
    values += [opponent_helper_typo(game, game.result(state, m), evaluate) for m in forced]
    return max(values) if side == game.players[0] else min(values)


BUGGY += [
    (opponent_from_players_typo, {q.NEVER_BLOCKS}),
    (opponent_helper_typo, {q.NEVER_BLOCKS}),
]


# mut3's class #17 (issue 27): the terminal test's return dedented out of its if, so every position
# is worth its utility (0 on an unfinished board: the same answer everywhere, named from the code).


def utility_return_dedented(game: Any, state: Any, evaluate: Any) -> float:
    if game.is_terminal(state):
        pass
    return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    me = game.to_move(state)  # (never reached)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    options = [] if moves else [evaluate(state)]
    options += [utility_return_dedented(game, game.result(state, m), evaluate) for m in moves]
    return max(options) if me == game.players[0] else min(options)


def utility_for_x_after_the_test(game: Any, state: Any, evaluate: Any) -> float:
    x = game.players[0]
    if game.is_terminal(state):
        print("finished")
    return game.utility(state, x)  # type: ignore[no-any-return]


BUGGY += [
    (utility_return_dedented, {loop_models.UTILITY_EVERYWHERE}),
    (utility_for_x_after_the_test, {loop_models.UTILITY_EVERYWHERE}),
]


# mut3's class #6 (issue 27): a helper given the node stands pat on the outer root's evaluation.


def stands_pat_on_the_root(game: Any, state: Any, evaluate: Any) -> float:
    MAX = game.players[0]

    def q(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = []
        if not moves:
            options.append(evaluate(state))
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        options += [q(game.result(s, m)) for m in moves]
        return max(options) if me == MAX else min(options)

    return q(state)


def negamax_form_stand_pat_on_the_root(game: Any, state: Any, evaluate: Any) -> float:
    MAX = game.players[0]

    def q(s: Any) -> float:
        sign = 1 if game.to_move(s) == MAX else -1
        if game.is_terminal(s):
            return sign * game.utility(s, MAX)  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        best = -math.inf
        if not moves:
            best = sign * evaluate(state)
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        for m in moves:
            best = max(best, -q(game.result(s, m)))
        return best

    return q(state) if game.to_move(state) == MAX else -q(state)


BUGGY += [
    (stands_pat_on_the_root, {"evaluates the root position at the depth limit, not the node's"}),
    (negamax_form_stand_pat_on_the_root, {"evaluates the root position at the depth limit, not the node's"}),
]


# The stand-pat never turned to the side to move's view in negamax-form code (issue 27, round 2 of
# mut3: class #2): named as the stand-pat from the wrong side, told in negamax form.
def negamax_stand_pat_unsigned(game: Any, state: Any, evaluate: Any) -> float:
    """Values for the side to move inside, but the stand-pat is evaluate(s) as it is, MAX's view."""
    def nega(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        wins = game.completing_cells(s, me)
        if wins:
            return -nega(game.result(s, wins[0]))
        blocks = game.completing_cells(s, _other(game, me))
        if blocks:
            return max(-nega(game.result(s, b)) for b in blocks)
        threats = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        return max([evaluate(s)] + [-nega(game.result(s, m)) for m in threats])  # type: ignore[no-any-return]

    value = nega(state)
    return value if game.to_move(state) == game.players[0] else -value


def negamax_colour_left_off_the_stand_pat(game: Any, state: Any, evaluate: Any) -> float:
    """The colour is passed down and flipped, but the stand-pat forgets to multiply by it."""
    def nega(s: Any, colour: int) -> float:
        if game.is_terminal(s):
            return colour * game.utility(s, game.players[0])  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        stand = not moves
        if stand:
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        values = [-nega(game.result(s, m), -colour) for m in moves]
        if stand:
            values.append(evaluate(s))
        return max(values)

    colour = 1 if game.to_move(state) == game.players[0] else -1
    return colour * nega(state, colour)


BUGGY += [
    (negamax_stand_pat_unsigned, {q.STAND_PAT_WRONG_SIDE}),
    (negamax_colour_left_off_the_stand_pat, {q.STAND_PAT_WRONG_SIDE}),
]


def negamax_sign_turned(game: Any, state: Any, evaluate: Any) -> float:
    """The side's sign written the wrong way round inside: -1 where MAX moves, +1 where MIN does."""
    MAX = game.players[0]

    def q(s: Any) -> float:
        me = game.to_move(s)
        if game.is_terminal(s):
            return game.utility(s, me)  # type: ignore[no-any-return]
        sign = -1 if me == MAX else 1
        forced = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        if forced:
            return max(-q(game.result(s, m)) for m in forced)
        best = sign * evaluate(s)
        for m in game.actions(s):
            if game.completing_cells(game.result(s, m), me):
                best = max(best, -q(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    return q(state) if game.to_move(state) == MAX else -q(state)


BUGGY += [(negamax_sign_turned, {q.STAND_PAT_WRONG_SIDE})]


def min_half_negates_its_best(game: Any, state: Any, evaluate: Any) -> float:
    """MAX's view; MIN's half compares each option with its running best negated."""
    MAX = game.players[0]

    def q(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        best = None
        if not moves:
            best = evaluate(s)
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        if me == MAX:
            best = -math.inf if best is None else best
            for m in moves:
                best = max(best, q(game.result(s, m)))
        else:
            best = math.inf if best is None else best
            for m in moves:
                best = min(-best, q(game.result(s, m)))
        return best  # type: ignore[no-any-return]

    return q(state)


BUGGY += [(min_half_negates_its_best, {NEGATES_BEST})]


# Issue 27 (l12b, blind19 wave 12): a memo kept between calls, keyed by the position alone: every
# graded value right, the values of another evaluation answered with the first one's.
Q_W12_CACHE: dict[Any, float] = {}


def q_w12_global_cache(game, state, evaluate):  # type: ignore[no-untyped-def]
    key = game.key(state)
    if key in Q_W12_CACHE:
        return Q_W12_CACHE[key]
    if game.is_terminal(state):
        v = game.utility(state, "X")
    else:
        me = game.to_move(state)
        you = "O" if me == "X" else "X"
        moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
        options = []
        if not moves:
            options.append(evaluate(state))
            moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        options += [q_w12_global_cache(game, game.result(state, m), evaluate) for m in moves]
        v = max(options) if me == "X" else min(options)
    Q_W12_CACHE[key] = v
    return v


def q_w12_default_memo(game, state, evaluate, memo={}):  # type: ignore[no-untyped-def]  # noqa: B006
    """A default argument's dict: one memo for every call, keyed by the board."""
    board = game.board_text(state)
    if board not in memo:
        if game.is_terminal(state):
            memo[board] = game.utility(state, game.players[0])
        else:
            me = game.to_move(state)
            moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
            values = []
            if not moves:
                values.append(evaluate(state))
                moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
            values += [q_w12_default_memo(game, game.result(state, m), evaluate, memo) for m in moves]
            memo[board] = max(values) if me == game.players[0] else min(values)
    return memo[board]


def _q_w12_other(side):  # type: ignore[no-untyped-def]
    return "O" if side == "X" else "X"


def _q_w12_quiesce(game, state, evaluate, alpha, beta):  # type: ignore[no-untyped-def]
    me = game.to_move(state) if not game.is_terminal(state) else None
    if game.is_terminal(state):
        return None
    sign = 1 if me == "X" else -1
    you = _q_w12_other(me)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    if not moves:
        stand_pat = sign * evaluate(state)
        if stand_pat >= beta:
            return beta
        if stand_pat > alpha:
            alpha = stand_pat
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        child = game.result(state, m)
        if game.is_terminal(child):
            score = sign * game.utility(child, "X")
        else:
            score = -_q_w12_quiesce(game, child, evaluate, -beta, -alpha)
        if score >= beta:
            return beta
        if score > alpha:
            alpha = score
    return alpha


def q_w12_correct_negamax_fail_hard(game, state, evaluate):  # type: ignore[no-untyped-def]
    """Wave 12's qc1 verbatim (gochess-style fail-hard negamax, turned back into X's view)."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * _q_w12_quiesce(game, state, evaluate, -math.inf, math.inf)


BUGGY += [
    (q_w12_global_cache, {ex.REMEMBERS_OTHER_GAMES}),
    (q_w12_default_memo, {ex.REMEMBERS_OTHER_GAMES}),
]
CORRECT.append(q_w12_correct_negamax_fail_hard)


def q_w12_own_evaluation(game, state, evaluate):  # type: ignore[no-untyped-def]
    """Not in BUGGY: it ignores the evaluation it is given (the course's own, built in), so it answers the same
    whatever it is handed, as a memo does; it must not be told it remembers values (test_bug_zoo)."""
    from ttt_lab.search import line_evaluation

    own = line_evaluation(game)

    def q(s):  # type: ignore[no-untyped-def]
        if game.is_terminal(s):
            return game.utility(s, "X")
        me = game.to_move(s)
        moves = game.completing_cells(s, me)[:1] or game.completing_cells(s, _other(game, me))
        options = []
        if not moves:
            options.append(own(s))
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
        options += [q(game.result(s, m)) for m in moves]
        return max(options) if me == "X" else min(options)

    return q(state)


# Wave 15: state kept between calls (kept_state's probe: right from a fresh start, wrong after the
# other calls). qs07 verbatim, then a module-level "already searched" dict.
def qs07_mutable_default_seen(game, state, evaluate, seen=set()):  # type: ignore[no-untyped-def]  # noqa: B006
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    if key in seen:
        return evaluate(state)
    seen.add(key)
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    options = []
    if not moves:
        options.append(evaluate(state))
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    options += [qs07_mutable_default_seen(game, game.result(state, m), evaluate, seen) for m in moves]
    return max(options) if me == "X" else min(options)


_SEARCHED: dict[Any, int] = {}


def q_kept_global_visits(game, state, evaluate):  # type: ignore[no-untyped-def]
    """Counts how often each position was searched, to stop repetitions: never emptied, so a position
    met in an earlier call stands pat even where it is not quiet."""
    if game.is_terminal(state):
        return game.utility(state, "X")
    key = game.key(state)
    _SEARCHED[key] = _SEARCHED.get(key, 0) + 1
    if _SEARCHED[key] > 1:
        return evaluate(state)
    me = game.to_move(state)
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, _other(game, me))
    if moves:
        values = [q_kept_global_visits(game, game.result(state, m), evaluate) for m in moves]
    else:
        threats = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
        values = [evaluate(state)] + [q_kept_global_visits(game, game.result(state, m), evaluate) for m in threats]
    return max(values) if me == "X" else min(values)


from ttt_lab.exercises.report import KEEPS_STATE  # noqa: E402

BUGGY += [
    (qs07_mutable_default_seen, {KEEPS_STATE}),
    (q_kept_global_visits, {KEEPS_STATE}),
]


# ---------------------------------------------------------------- sixteenth wave (blind27): negamax whose
# recursion is not negated while finished children are scored right (q01 verbatim, renamed), then the same
# without a window; and the wave's correct fail-soft negamax.
def _q01_forcing(game, state, me, you):
    mine = game.completing_cells(state, me)
    if mine:
        return mine[:1], False
    block = game.completing_cells(state, you)
    if block:
        return block, False
    return [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)], True


def _q01_qs(game, state, evaluate, alpha, beta):
    me = game.to_move(state) if not game.is_terminal(state) else None
    if me is None:
        return game.utility(state, "X")  # caller converts
    sign = 1 if me == "X" else -1
    you = "O" if me == "X" else "X"
    moves, may_stand = _q01_forcing(game, state, me, you)
    best = -math.inf
    if may_stand:
        stand_pat = sign * evaluate(state)
        if stand_pat >= beta:
            return stand_pat
        best = stand_pat
        alpha = max(alpha, stand_pat)
    for m in moves:
        child = game.result(state, m)
        if game.is_terminal(child):
            score = sign * game.utility(child, "X")
        else:
            score = _q01_qs(game, child, evaluate, -beta, -alpha)
        if score >= beta:
            return score
        best = max(best, score)
        alpha = max(alpha, score)
    return best


def q01_missing_negation(game, state, evaluate):
    if game.is_terminal(state):
        return game.utility(state, "X")
    sign = 1 if game.to_move(state) == "X" else -1
    return sign * _q01_qs(game, state, evaluate, -math.inf, math.inf)


def negamax_recursion_unnegated(game, state, evaluate):  # type: ignore[no-untyped-def]
    """No window: the finished child's utility turned to the mover's side, the recursive value taken as it is."""
    def q(s):
        me = game.to_move(s)
        sign = 1 if me == "X" else -1
        you = "O" if me == "X" else "X"
        wins = game.completing_cells(s, me)[:1]
        moves = wins or game.completing_cells(s, you)
        stand = None
        if not moves:
            moves = [m for m in game.actions(s) if game.completing_cells(game.result(s, m), me)]
            stand = sign * evaluate(s)
        values = [] if stand is None else [stand]
        for m in moves:
            child = game.result(s, m)
            values.append(sign * game.utility(child, "X") if game.is_terminal(child) else q(child))
        return max(values)

    if game.is_terminal(state):
        return game.utility(state, "X")
    return (1 if game.to_move(state) == "X" else -1) * q(state)


def _q02_qs(game, state, evaluate, player, alpha, beta):
    if game.is_terminal(state):
        return player * game.utility(state, "X")
    me = game.to_move(state)
    you = "O" if me == "X" else "X"
    moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    best = -math.inf
    if not moves:
        stand_pat = player * evaluate(state)
        if stand_pat >= beta:
            return stand_pat
        best = stand_pat
        alpha = max(alpha, stand_pat)
        moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    for m in moves:
        score = -_q02_qs(game, game.result(state, m), evaluate, -player, -beta, -alpha)
        if score >= beta:
            return score
        best = max(best, score)
        alpha = max(alpha, score)
    return best


def q02_correct_negamax_failsoft(game, state, evaluate):
    player = 1 if game.is_terminal(state) or game.to_move(state) == "X" else -1
    return player * _q02_qs(game, state, evaluate, player, -math.inf, math.inf)


BUGGY += [
    (q01_missing_negation, {ex.FORGETS_NEGATION}),
    (negamax_recursion_unnegated, {ex.FORGETS_NEGATION}),
]
CORRECT.append(q02_correct_negamax_failsoft)
