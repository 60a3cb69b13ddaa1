"""The retrograde checker's game with renamed players, and the name for a table that needs X and O."""

from __future__ import annotations

from ttt_lab.exercises import check_retrograde, report
from ttt_lab.exercises.retrograde_players import RenamedPlayers
from ttt_lab.games.mnk import MNK
from ttt_lab.search import solve
from ttt_lab.search.census import reachable_positions


def test_the_renamed_game_has_the_same_positions_and_values_under_other_names() -> None:
    inner = MNK(3, 2, 3)
    game = RenamedPlayers(inner, ("black", "white"))
    positions = reachable_positions(game)
    assert positions.keys() == reachable_positions(inner).keys()
    for state in positions.values():
        assert game.to_move(state) == {"X": "black", "O": "white"}[inner.to_move(state)]
        assert solve(game, state).value == solve(inner, state).value
        if game.is_terminal(state):
            assert game.utility(state, "black") == inner.utility(state, "X")


def _first_called_x(game):  # type: ignore[no-untyped-def]
    """Right on X and O's games: a memoised minimax of every position, MAX taken to be "X"."""
    table = {}

    def value(state):  # type: ignore[no-untyped-def]
        key = game.key(state)
        if key not in table:
            if game.is_terminal(state):
                table[key] = game.utility(state, "X")
            else:
                values = [value(game.result(state, move)) for move in game.actions(state)]
                table[key] = max(values) if game.to_move(state) == "X" else min(values)
        return table[key]

    value(game.initial_state())
    return table


def _first_from_the_game(game):  # type: ignore[no-untyped-def]
    first = game.players[0]
    table = {}

    def value(state):  # type: ignore[no-untyped-def]
        key = game.key(state)
        if key not in table:
            if game.is_terminal(state):
                table[key] = game.utility(state, first)
            else:
                values = [value(game.result(state, move)) for move in game.actions(state)]
                table[key] = max(values) if game.to_move(state) == first else min(values)
        return table[key]

    value(game.initial_state())
    return table


def test_a_table_that_writes_x_for_the_first_player_is_told_so_and_one_that_asks_the_game_passes() -> None:
    named = check_retrograde(_first_called_x, quiet=True)
    assert named.names == [report.PLAYER_NAMES]
    assert "game.utility(state, 'X')" in named.diagnosis[0].detail
    assert check_retrograde(_first_from_the_game, quiet=True).passed


def _by_play(game):  # type: ignore[no-untyped-def]
    """Right, with the game's checked play() and its board text: the renamed game still has them."""
    first = game.players[0]
    table = {}

    def value(state):  # type: ignore[no-untyped-def]
        key = game.key(state)
        if key not in table:
            assert game.board_text(state)
            if game.is_terminal(state):
                table[key] = game.utility(state, first)
            else:
                values = [value(game.play(state, move)) for move in game.actions(state)]
                table[key] = max(values) if game.to_move(state) == first else min(values)
        return table[key]

    value(game.initial_state())
    return table


def test_a_right_table_built_with_the_games_other_methods_passes() -> None:
    assert check_retrograde(_by_play, quiet=True).passed
