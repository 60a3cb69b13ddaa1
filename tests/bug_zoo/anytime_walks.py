"""Iterative deepening that searches a later iteration from another position: it plays each
iteration's best move and searches the next depth from the child reached
(:mod:`ttt_lab.exercises.anytime_walk`), and iterative deepening that stops once a search proves a
win or a loss. The seventeenth wave's students verbatim (renamed), other shapes of each (a walk that
plays into a finished game, one kept in a list of positions; a for loop that returns at a proof), and
the wave's correct variant (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from ttt_lab import alphabeta
from ttt_lab import exercises as ex
from ttt_lab.exercises import anytime as anytime_checks
from ttt_lab.exercises.anytime_walk import WALKS_DOWN

CHECK = ex.check_iterative_deepening

# ---------------------------------------------------------------- seventeenth wave (blind29), verbatim


def i06_ordering_from_prev_mutates(game, state, evaluate, max_depth):
    found = []
    pos = state
    for depth in range(1, max_depth + 1):
        r = alphabeta(game, pos, depth=depth, evaluate=evaluate)
        found.append((r.value, r.move))
        if r.move is not None and depth < max_depth and not game.is_terminal(game.result(pos, r.move)):
            pos = game.result(pos, r.move)
    return found


def i03_stop_on_win(game, state, evaluate, max_depth):
    found = []
    depth = 1
    while depth <= max_depth:
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((result.value, result.move))
        if abs(result.value) == 1:
            break
        depth += 1
    return found


# ---------------------------------------------------------------- other shapes


def plays_best_move_even_into_the_end(game, state, evaluate, max_depth):
    """The best move played after every iteration, whatever it leads to (a finished game too)."""
    found = []
    for depth in range(1, max_depth + 1):
        best = alphabeta(game, state, depth=depth, evaluate=evaluate)
        found.append((best.value, best.move))
        if best.move is not None:
            state = game.result(state, best.move)  # "start the next search from the PV"
    return found


def principal_line_of_positions(game, state, evaluate, max_depth):
    """The positions along the best moves kept in a list; each depth searched from the last one."""
    line = [state]
    found = {}
    depth = 1
    while depth <= max_depth:
        result = alphabeta(game, line[-1], depth=depth, evaluate=evaluate)
        found[depth] = (result.value, result.move)
        if result.move is not None and depth < max_depth:
            after = game.result(line[-1], result.move)
            if not game.is_terminal(after):
                line.append(after)
        depth += 1
    return [found[d] for d in sorted(found)]


def returns_at_a_proven_result(game, state, evaluate, max_depth):
    """A for loop that returns as soon as one iteration's value is a win or a loss."""
    found = []
    for depth in range(1, max_depth + 1):
        result = alphabeta(game, state, depth=depth, evaluate=evaluate)
        value, move = result.value, result.move
        found.append((value, move))
        if value in (1, -1):
            return found
    return found


BUGGY = [
    (i06_ordering_from_prev_mutates, {WALKS_DOWN}),
    (plays_best_move_even_into_the_end, {WALKS_DOWN}),
    (principal_line_of_positions, {WALKS_DOWN}),
    (i03_stop_on_win, {anytime_checks.STOPS_AT_PROOF}),
    (returns_at_a_proven_result, {anytime_checks.STOPS_AT_PROOF}),
]


# ---------------------------------------------------------------- the wave's correct variant, verbatim


def i90_correct_dict(game, state, evaluate, max_depth):
    by_depth = {}
    depth = 1
    while depth <= max_depth:
        res = alphabeta(game, state, depth=depth, evaluate=evaluate)
        by_depth[depth] = (res.value, res.move)
        depth += 1
    return [by_depth[d] for d in sorted(by_depth)]


CORRECT = [i90_correct_dict]
