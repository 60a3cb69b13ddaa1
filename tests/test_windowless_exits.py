"""A search with no window that leaves its loop early is never told it tests the wrong bound
(windowless_exits): an exit on a good-enough value is named and quoted; any other exit leaves the symptom."""

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises.report import Problem
from ttt_lab.exercises.windowless_exits import EXITS_WITHOUT_WINDOW, name_windowless_exit


def stops_at_a_good_child(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    values = []
    for move in game.actions(state):
        value = stops_at_a_good_child(game, game.result(state, move))
        if (value > 0) if maximizing else (value < 0):
            return value
        values.append(value)
    return max(values) if maximizing else min(values)


def stops_after_two_children(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    values = []
    tried = 0
    for move in game.actions(state):
        values.append(stops_after_two_children(game, game.result(state, move)))
        tried += 1  # noqa: SIM113 - a student's own counter, as written
        if tried >= 2:
            break
    return max(values) if maximizing else min(values)


def test_an_exit_on_a_good_value_with_no_window_is_named_and_quoted() -> None:
    report = ex.check_alphabeta(stops_at_a_good_child, quiet=True)
    assert [p.name for p in report.diagnosis if not p.note] == [EXITS_WITHOUT_WINDOW], report.message()
    assert "`if (value > 0) if maximizing else (value < 0): return value`" in report.diagnosis[0].detail
    assert "v <= alpha where v >= beta" not in report.message()


def test_a_counted_exit_with_no_window_is_not_told_a_wrong_bound_nor_a_good_value() -> None:
    report = ex.check_alphabeta(stops_after_two_children, quiet=True)
    names = [p.name for p in report.diagnosis if not p.note]
    assert ex.WRONG_BOUND not in names and EXITS_WITHOUT_WINDOW not in names, report.message()


def stops_at_a_tie_with_the_first(game, state):  # type: ignore[no-untyped-def]
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    maximizing = game.to_move(state) == game.players[0]
    values = []
    for move in game.actions(state):
        value = stops_at_a_tie_with_the_first(game, game.result(state, move))
        values.append(value)
        if len(values) > 1 and value == values[0]:
            break
    return max(values) if maximizing else min(values)


def test_a_tie_with_the_first_child_is_no_good_enough_value() -> None:
    """Numbers inside an index or a count (`values[0]`, `len(values) > 1`) are not a value compared with a constant."""
    report = ex.check_alphabeta(stops_at_a_tie_with_the_first, quiet=True)
    assert EXITS_WITHOUT_WINDOW not in [p.name for p in report.diagnosis], report.message()


def test_the_wrong_bound_story_is_refuted_by_code_that_compares_no_bound() -> None:
    """Code with no bound test at all is never told which bound it tests: the symptom is told instead."""
    told = Problem(ex.WRONG_BOUND, "On the one-level tree [5, 3, 9] from the root A it never looked at a2=3, a3=9."
                   " With beta = +inf at a MAX node nothing can be pruned; stopping there looks like a test such as"
                   " v <= alpha where v >= beta belongs.", "A MAX node stops when v >= beta.")
    (problem,) = name_windowless_exit([told], stops_after_two_children)
    assert problem.name == ex.PRUNES_TOO_MUCH and "compares no alpha or beta" in problem.detail, problem
    assert "v <= alpha where" not in problem.detail, problem
