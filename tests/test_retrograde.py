"""Retrograde analysis on any game: every position valued from the finished ones backwards, the
same values and distances as a quick-win alpha-beta search."""

from __future__ import annotations

from pathlib import Path

import pytest

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import TranspositionTable, alphabeta
from ttt_lab.search.retrograde import RetrogradeTable, retrograde, shipped_table

TTT = TicTacToe()


def reachable(game: MNK) -> list[object]:
    """Every position reachable from the start, by a plain depth-first walk (not the solver's own)."""
    seen: dict[object, object] = {}
    stack = [game.initial_state()]
    while stack:
        state = stack.pop()
        if game.key(state) in seen:
            continue
        seen[game.key(state)] = state
        if not game.is_terminal(state):
            stack.extend(game.result(state, move) for move in game.actions(state))
    return list(seen.values())


def test_tictactoe_has_5478_positions_all_valued_as_quick_win_alphabeta_values_them() -> None:
    table = retrograde(TTT)
    positions = reachable(TTT)
    assert len(table) == len(positions) == 5478
    search_table = TranspositionTable()
    for state in positions:
        searched = alphabeta(TTT, state, quick_wins=True, table=search_table).value
        assert table.value(state, quick_wins=True) == pytest.approx(searched), TTT.board_text(state)
    assert table.value(TTT.initial_state()) == 0


def test_round_zero_holds_the_finished_positions_and_wins_grow_from_them() -> None:
    layers = retrograde(TTT).layers()
    finished = layers[0]
    assert finished == (0, 626, 316, 16)  # FACTS.md: 626 won by X, 316 by O, 16 full-board draws
    assert sum(x + o + d for _, x, o, d in layers) == 5478
    # a position one ply from the end is won by the side to move: X moves after an even count
    table = retrograde(TTT)
    assert table.distance(TTT.parse("XX./OO./...")) == 1 and table.utility(TTT.parse("XX./OO./...")) == 1
    assert table.distance(TTT.parse("XX./OO./X..")) == 1 and table.utility(TTT.parse("XX./OO./X..")) == -1


@pytest.mark.parametrize(("m", "n", "k"), [(3, 2, 3), (4, 3, 3), (2, 2, 2)])
def test_small_boards_agree_with_alphabeta_from_the_start(m: int, n: int, k: int) -> None:
    game = MNK(m, n, k)
    table = retrograde(game)
    searched = alphabeta(game, game.initial_state(), quick_wins=True, table=TranspositionTable()).value
    assert table.value(game.initial_state(), quick_wins=True) == pytest.approx(searched)


def test_a_game_with_other_utilities_than_win_loss_draw_is_refused() -> None:
    with pytest.raises(ValueError, match=r"scores 3 \(not \+1, 0 or -1\)"):
        retrograde(aima_figure_5_2())
    assert retrograde(TreeGame([[1, -1], [0, 1]])).value(()) == 0  # MAX takes the draw


def test_positions_outside_the_table_are_refused_by_name() -> None:
    game = MNK(3, 2, 3)
    table = retrograde(game)
    beyond_the_end = game.result(game.parse("XXX/OO."), (1, 2))  # play stopped at X's line
    with pytest.raises(ValueError, match="is not a position of this table"):
        table.value(beyond_the_end)


def test_a_table_of_positions_found_by_search_cannot_be_saved(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="only a game that numbers its positions"):
        retrograde(TTT).save(tmp_path / "ttt.bin")
    with pytest.raises(ValueError, match="does not number its positions"):
        RetrogradeTable.load(TTT, tmp_path / "ttt.bin")
    with pytest.raises(ValueError, match="does not number its positions"):
        shipped_table(TTT)
    with pytest.raises(ValueError, match="pass numbers="):
        RetrogradeTable(TTT, b"\x01")
