"""A search that never prunes because its cutoff test stands after its loop is named so (cut_placement)."""

from __future__ import annotations

import math

from ttt_lab import exercises as ex


def dedented(game, state, alpha=-math.inf, beta=math.inf):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        child = dedented(game, game.result(state, a), alpha, beta)
        v = max(v, child) if maximizing else min(v, child)
    if maximizing:  # the window's update and its test, one level too far out: every child is searched first
        alpha = max(alpha, v)
    else:
        beta = min(beta, v)
    if alpha >= beta:
        return v
    return v


def no_window(game, state, alpha=-math.inf, beta=math.inf):  # never prunes, and has no test after a loop
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [no_window(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def test_a_cutoff_test_after_the_loop_names_the_search_that_never_prunes() -> None:
    report = ex.check_alphabeta(dedented, quiet=True)
    problem = next(p for p in report.diagnosis if not p.note)
    assert problem.name == ex.report.CUT_AFTER_LOOP, report.message()
    assert "stands after the loop" in problem.hint


def test_a_search_that_never_prunes_for_another_reason_keeps_its_name() -> None:
    report = ex.check_alphabeta(no_window, quiet=True)
    assert ex.report.CUT_AFTER_LOOP not in report.names, report.message()

