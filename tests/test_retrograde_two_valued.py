"""A retrograde solver that knows only win and loss (ttt_lab.exercises.retrograde_two_valued): named over code with
no draw value, its default quoted; code that has a draw value keeps the finished games' story."""

from __future__ import annotations

from typing import Any

from ttt_lab.exercises import check_retrograde
from ttt_lab.exercises.hint_checks import read_source
from ttt_lab.exercises.retrograde_names import FINISHED_WRONG
from ttt_lab.exercises.retrograde_two_valued import TWO_VALUED_LOSS, default_line, has_a_draw_value


def _solve(game: Any, state: Any, table: dict[Any, Any]) -> bool:  # is the side to move won?
    key = game.key(state)
    if key not in table:
        won = False  # no draw: whatever no move wins is lost
        moves = [] if game.is_terminal(state) else game.actions(state)
        for child in [game.result(state, move) for move in moves]:
            if not _solve(game, child, table):
                won = True
        table[key] = (won, state)
    return bool(table[key][0])


def win_or_loss(game):  # type: ignore[no-untyped-def]
    table: dict[Any, Any] = {}
    _solve(game, game.initial_state(), table)
    first = game.players[0]
    return {key: 1 if won == (game.to_move(state) == first) else -1 for key, (won, state) in table.items()}


def win_or_loss_with_a_draw_name(game):  # type: ignore[no-untyped-def]
    DRAW_SEEN = False  # the word alone says the code knows of draws
    table: dict[Any, Any] = {}
    _solve(game, game.initial_state(), table)
    first = game.players[0]
    return {key: 1 if won == (game.to_move(state) == first) or DRAW_SEEN else -1 for key, (won, state) in table.items()}


def test_a_solver_with_no_draw_value_is_named_two_valued_with_its_default_quoted() -> None:
    report = check_retrograde(win_or_loss, quiet=True)
    assert report.names == [TWO_VALUED_LOSS]
    assert "`won = False`" in report.diagnosis[0].detail
    assert default_line(read_source(win_or_loss), -1) == "won = False"


def test_code_with_a_draw_value_keeps_the_finished_games_story() -> None:
    assert has_a_draw_value(read_source(win_or_loss_with_a_draw_name))
    assert check_retrograde(win_or_loss_with_a_draw_name, quiet=True).names == [FINISHED_WRONG]


def test_an_index_zero_is_no_draw_value() -> None:
    def first_player_only(game):  # type: ignore[no-untyped-def]
        return game.players[0]
    assert not has_a_draw_value(read_source(first_player_only))
