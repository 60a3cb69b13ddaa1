"""List boards: the exercises' positions as rows of "X", "O" and ".", read by MNK's rules."""

from __future__ import annotations

import pytest

from ttt_lab.games.list_board import ListBoardGame
from ttt_lab.games.mnk import MNK, TicTacToe


@pytest.mark.parametrize("text", [".../.../...", "XO./.X./...", "XXX/OO./...", "XOX/XOO/OXX", "OOO/XX./X.."])
def test_parse_and_text_round_trip_and_agree_with_mnk(text: str) -> None:
    game = ListBoardGame()
    board = game.parse(text)
    assert board == [list(row) for row in text.split("/")]
    assert game.text(board) == game.key(board) == text
    assert game.mnk_state(board) == TicTacToe().parse(text)
    assert game.board(TicTacToe().parse(text)) == board


def test_result_returns_a_new_board_with_the_side_to_moves_stone() -> None:
    game = ListBoardGame()
    board = game.parse("XO./.X./...")
    child = game.result(board, (2, 2))
    assert game.text(child) == "XO./.X./..O"
    assert game.text(board) == "XO./.X./..."
    assert child[0] is not board[0]  # no row is shared: writing into the child leaves the parent alone


def test_a_board_changed_in_place_is_read_as_it_is_now() -> None:
    game = ListBoardGame()
    board = game.parse("XX./OO./...")
    assert (game.to_move(board), game.winner(board), game.is_terminal(board)) == ("X", None, False)
    board[0][2] = "X"
    state = game.mnk_state(board)
    assert (state.stones, state.winner) == (5, "X")
    assert game.winner(board) == "X" and game.is_terminal(board)
    assert game.actions(board) == []
    assert game.utility(board, "X") == 1 and game.utility(board, "O") == -1


def test_an_unreachable_board_is_read_too() -> None:
    # Students' in-place writes can leave boards no game reaches; they must still be read.
    game = ListBoardGame()
    state = game.mnk_state([["X", "X", "X"], ["X", ".", "."], [".", ".", "."]])
    assert (state.stones, state.winner) == (4, "X")
    assert game.to_move([["X", "X", "X"], ["X", ".", "."], [".", ".", "."]]) == "X"


def test_the_winner_is_named_on_every_board_size() -> None:
    game = ListBoardGame(4, 4, 3)
    board = game.parse("OO../.X../..X./...X")
    assert game.winner(board) == "X"
    assert game.mnk_state(board).winner == "X"
    assert game.winner(game.parse("OOO./XX../X.../....")) == "O"
    assert repr(game) == "ListBoardGame(4, 4, 3)"
    assert game.mnk == MNK(4, 4, 3)


def test_boards_read_again_agree_with_a_first_reading_and_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game remembers the positions of boards it has read (the checkers' models read the same
    boards millions of times); equal cells read alike, other cells read afresh, and a cell that
    cannot be remembered (unhashable) or a bad board is read as before, never remembered."""
    from ttt_lab.games import list_board

    monkeypatch.setattr(list_board, "_READ_LIMIT", 3)
    game = ListBoardGame()
    texts = [".../.../...", "X../.../...", "XO./.../...", "XO./X../...", "XO./XO./X.."]
    for text in texts * 2:
        assert game.mnk_state(game.parse(text)) == TicTacToe().parse(text)
        assert len(game._read) <= 3
    board = game.parse("XX./OO./...")
    assert game.winner(board) is None
    board[0][2] = "X"
    assert game.winner(board) == "X"
    odd = game.parse("X../.../...")
    odd[1][1] = ["O"]  # not a stone: read as an empty cell, as a first reading does
    assert game.mnk_state(odd) == TicTacToe().parse("X../.../...")
    with pytest.raises(ValueError):
        game.mnk_state([[".", ".", "."], [".", ".", "."], [".", ".", "."], ["X", ".", "."]])  # a fourth row
    with pytest.raises(ValueError):  # a bad board is not remembered as a good one
        game.mnk_state([[".", ".", "."], [".", ".", "."], [".", ".", "."], ["X", ".", "."]])  # a fourth row
