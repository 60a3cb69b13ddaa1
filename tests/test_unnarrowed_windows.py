"""A search whose nodes never narrow the window they were given is named so from its code (unnarrowed_windows)."""

from __future__ import annotations

import math

from bug_zoo import blind56_wave29_zoo as zoo

from ttt_lab import exercises as ex
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.unnarrowed_windows import unnarrowed_searches


def test_cs50_helpers_that_never_assign_a_bound_are_named_by_it_and_their_tests_quoted() -> None:
    report = zoo.CHECK(zoo._ALL["w29_ab_08_window_at_draw_cs50"], quiet=True)
    [problem] = [p for p in report.diagnosis if not p.note]
    assert problem.name == ex.report.NEVER_NARROWS, report.message()
    assert "`if v < alpha:`" in problem.detail and "(-inf, +inf)" in problem.hint


def helpers_inline(game, state, alpha=-math.inf, beta=math.inf):  # narrows in its calls, assigns nothing: right
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    v = -math.inf if maximizing else math.inf
    for a in game.actions(state):
        if maximizing:
            v = max(v, helpers_inline(game, game.result(state, a), max(alpha, v), beta))
            if v >= beta:
                return v
        else:
            v = min(v, helpers_inline(game, game.result(state, a), alpha, min(beta, v)))
            if v <= alpha:
                return v
    return v


def test_a_window_narrowed_in_the_call_is_no_window_left_unnarrowed() -> None:
    assert ex.check_alphabeta(helpers_inline, quiet=True).passed
    assert unnarrowed_searches(read_source(helpers_inline)) == []
