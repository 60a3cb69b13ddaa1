"""A search with no window that leaves its loop early is never told it tests the wrong bound
(windowless_exits): an exit on a good-enough value is named and quoted; any other exit leaves the symptom."""

from __future__ import annotations

from ttt_lab import exercises as ex
from ttt_lab.exercises.windowless_exits import EXITS_WITHOUT_WINDOW


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
