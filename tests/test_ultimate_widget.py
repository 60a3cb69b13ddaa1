"""The Ultimate board widget, driven the way a student drives it: through the buttons' click handlers.

``Button.click()`` runs the same handlers a click in the browser runs (ipywidgets 8), so
these tests exercise the callbacks, not private shortcuts.
"""

from __future__ import annotations

from typing import Any

import pytest

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.ultimate import Cell, Ultimate, UltimateState, board_of
from ttt_lab.players import HeuristicPlayer
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.widgets.ultimate_board import MODES, UltimateBoard

GAME = Ultimate()

X_WINS_BOARD_0 = """
    .XX|...|...
    .O.|...|...
    ...|...|...
    ---+---+---
    O..|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    next: 0"""
"""X to move in board 0; (0, 0) wins it and sends O back to board 0, now closed."""

X_WINS_THE_GAME = """
    XXX|XXX|XX.
    OO.|OO.|OO.
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|..O
    ...|...|...
    ...|...|O..
    next: 2"""
"""X has won boards 0 and 1 and plays in board 2, where (0, 8) completes the top row."""

BOARD_0_DRAWN = """
    XOX|...|...
    XOO|...|...
    OXX|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    next: 2"""


def output_text(board: UltimateBoard) -> str:
    return "".join(str(out.get("text", "")) for out in board.output.outputs)


def classes(widget: Any) -> list[str]:
    return list(widget._dom_classes)


def click(board: UltimateBoard, row: int, col: int) -> None:
    board.cells[row, col].click()


def stones(board: UltimateBoard, stone: str) -> set[Cell]:
    return {cell for cell, button in board.cells.items() if button.description == stone}


class Scripted:
    """An AI that plays the given moves in order and notes what the board showed meanwhile."""

    def __init__(self, moves: list[Cell], board: list[UltimateBoard] | None = None) -> None:
        self.moves = list(moves)
        self.name = "scripted"
        self.board = board
        self.seen: list[dict[str, Any]] = []

    def choose(self, game: Ultimate, state: UltimateState) -> Cell:
        if self.board:
            shown = self.board[0]
            self.seen.append({
                "status": shown.status,
                "enabled": [cell for cell, b in shown.cells.items() if not b.disabled],
                "undo": shown.undo_button.disabled,
            })
        return self.moves.pop(0)


class Failing:
    name = "failing"

    def choose(self, game: Ultimate, state: UltimateState) -> Cell:
        raise RuntimeError("boom: the AI broke")


# --------------------------------------------------------------------------- layout


def test_the_grid_has_81_cells_in_nine_small_boards_and_the_controls_have_their_classes() -> None:
    board = UltimateBoard(x="human", o="human")
    assert len(board.cells) == 81
    for (row, col), button in board.cells.items():
        assert f"ttt-ucell-{row}-{col}" in classes(button)
        assert button.description.strip() == "" and not button.disabled
    assert len(board.small_boards) == 9
    for b, box in enumerate(board.small_boards):
        assert f"ttt-uboard-{b}" in classes(box)
        cells_here = {board.cells[cell] for cell in board.cells if board_of(cell) == b}
        assert set(box.children[0].children) == cells_here
    # the boards are spaced further apart than the cells inside a board
    assert int(board.grid.layout.grid_gap.rstrip("px")) > int(board.small_boards[0].children[0].layout.grid_gap.rstrip("px"))
    assert "ttt-status" in classes(board.status_label)
    assert "ttt-undo" in classes(board.undo_button)
    assert "ttt-restart" in classes(board.restart_button)
    assert "ttt-output" in classes(board.output)
    assert board.status == "X to move in any open board"
    assert board.allowed_boards() == list(range(9))


def test_bad_arguments_are_value_errors_that_say_what_is_accepted() -> None:
    with pytest.raises(ValueError, match="plays Ultimate"):
        UltimateBoard(TicTacToe())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="a side is 'human', an AI from random, win-block"):
        UltimateBoard(x="alien")
    with pytest.raises(ValueError, match="speed must be"):
        UltimateBoard(speed=0)
    with pytest.raises(ValueError, match="start must be a position"):
        UltimateBoard(start=TicTacToe().initial_state())  # type: ignore[arg-type]


# --------------------------------------------------------------------------- two people


def test_a_move_sends_the_opponent_to_the_matching_board_and_highlights_it() -> None:
    board = UltimateBoard(x="human", o="human")
    click(board, 4, 4)
    assert stones(board, "X") == {(4, 4)}
    # occupied, and still clickable on a person's turn: a click there is answered with the reason
    assert "ttt-occupied" in classes(board.cells[4, 4]) and not board.cells[4, 4].disabled
    assert board.status == "O to move in the centre board"
    assert board.allowed_boards() == [4]
    assert board.small_boards[4].layout.border != board.small_boards[0].layout.border
    click(board, 3, 5)  # top-right cell of the centre board: X goes to the top-right board
    assert board.allowed_boards() == [2]
    assert board.status == "X to move in the top-right board"
    assert board.moves == [(4, 4), (3, 5)]


def test_a_click_outside_the_board_you_were_sent_to_changes_nothing_and_says_why() -> None:
    board = UltimateBoard(x="human", o="human")
    click(board, 4, 4)
    before = (board.position, board.status, list(board.moves))
    click(board, 0, 0)  # O was sent to the centre board
    assert (board.position, board.status, list(board.moves)) == before
    text = output_text(board)
    assert text.startswith("Not played: row 0, column 0 is in small board 0 (top-left)")
    assert "O was sent to small board 4 (centre) and must play there" in text
    click(board, 3, 3)  # a legal move answers the notice: it goes, lest it seem about the new position
    assert board.moves == [(4, 4), (3, 3)]
    assert output_text(board) == ""


def test_a_legal_move_keeps_a_traceback_but_drops_move_notices() -> None:
    board = UltimateBoard(x="human", o="human")
    board.output.append_stderr("Traceback (most recent call last):\n  a bug in an AI\n")
    click(board, 0, 0)
    click(board, 5, 5)  # X was sent to the top-left board
    assert "Not played" in output_text(board)
    click(board, 1, 1)
    assert output_text(board) == "Traceback (most recent call last):\n  a bug in an AI\n"


def test_an_occupied_cell_click_is_refused_with_the_reason() -> None:
    board = UltimateBoard(x="human", o="human")
    click(board, 4, 4)
    click(board, 4, 4)  # clickable in the browser too: refused, with the reason
    assert board.moves == [(4, 4)]
    assert "Not played: row 4, column 4 is occupied by X" in output_text(board)


def test_a_won_small_board_shows_one_big_mark_and_frees_the_opponent() -> None:
    board = UltimateBoard(x="human", o="human", start=GAME.parse(X_WINS_BOARD_0))
    assert board.allowed_boards() == [0] and board.won_boards() == {}
    click(board, 0, 0)
    assert board.won_boards() == {0: "X"}
    mark, cells = board.small_boards[0].children
    assert mark.description == "X"
    assert "ttt-won" in classes(board.small_boards[0])
    # the big mark lies under the board's cells, which still show their stones
    assert cells.children[0] is board.cells[0, 0] and board.cells[0, 0].description == "X"
    assert stones(board, "X") == {(0, 0), (0, 1), (0, 2)} and stones(board, "O") == {(1, 1), (3, 0)}
    # sent to the board just won, O may play in any open board
    assert board.allowed_boards() == [1, 2, 3, 4, 5, 6, 7, 8]
    assert board.status == "O to move in any open board"
    # the won board's cells still take clicks, to say why they change nothing
    assert not any(board.cells[cell].disabled for cell in board.cells if board_of(cell) == 0)
    click(board, 2, 2)  # an empty cell of the won board
    assert "closed (won by X)" in output_text(board)
    assert board.moves == [(0, 0)]
    board.undo_button.click()
    assert board.won_boards() == {} and board.allowed_boards() == [0]
    assert board.small_boards[0].children[0].children[0] is board.cells[0, 0]


def test_a_drawn_small_board_keeps_its_cells_greyed_and_counts_for_nobody() -> None:
    board = UltimateBoard(x="human", o="human", start=GAME.parse(BOARD_0_DRAWN))
    assert "ttt-drawn" in classes(board.small_boards[0])
    assert board.won_boards() == {}
    click(board, 1, 1)  # a cell of the drawn board: refused, with the reason
    assert board.moves == [] and "closed (full, a draw)" in board.notice
    assert board.status == "O to move in the top-right board"


def test_a_finished_game_shows_the_winner_and_its_line_and_takes_no_more_moves() -> None:
    board = UltimateBoard(x="human", o="human", start=GAME.parse(X_WINS_THE_GAME))
    click(board, 0, 8)
    assert board.status == "X wins"
    assert board.won_boards() == {0: "X", 1: "X", 2: "X"}
    for b in (0, 1, 2):
        mark = board.small_boards[b].children[0]
        assert "ttt-win" in classes(mark) and mark.button_style == "success"
    assert board.allowed_boards() == []
    assert all(button.disabled for button in board.cells.values())
    click(board, 8, 8)
    assert "the game is over, X has won" in output_text(board)
    assert board.moves == [(0, 8)]


def test_restart_goes_back_to_the_start_and_clears_the_output() -> None:
    start = GAME.parse(X_WINS_BOARD_0)
    board = UltimateBoard(x="human", o="human", start=start)
    click(board, 0, 0)
    click(board, 0, 0)  # an error to clear
    assert output_text(board)
    board.restart_button.click()
    assert board.position == start and board.moves == [] and output_text(board) == ""


# --------------------------------------------------------------------------- against an AI


def test_the_ai_answers_in_the_board_it_was_sent_to_while_the_board_is_locked() -> None:
    holder: list[UltimateBoard] = []
    ai = Scripted([(3, 3), (0, 4)], holder)
    board = UltimateBoard(x="human", o=ai)
    holder.append(board)
    click(board, 4, 4)
    assert board.moves == [(4, 4), (3, 3)]
    assert ai.seen[0]["status"] == "O (scripted) is thinking..."
    assert ai.seen[0]["enabled"] == [] and ai.seen[0]["undo"] is True
    assert board.status == "X (you) to move in the top-left board"
    click(board, 2, 2)  # X sends O to board 8; the script's (0, 4) is illegal there
    assert board.moves == [(4, 4), (3, 3), (2, 2)]
    assert "IllegalMoveError: cell (0, 4) is in small board 1 (top)" in output_text(board)
    assert board.status.startswith("O (scripted) failed: see the error below")
    assert not board.thinking


def test_the_named_ais_play_legal_moves_and_undo_takes_back_a_whole_turn() -> None:
    board = UltimateBoard(x="human", o="win-block", seed=3)
    assert board.ai_menu.value == "win-block" and board.mode_menu.value == "ai-o"
    click(board, 4, 4)
    click(board, *GAME.actions(board.position)[0])
    assert len(board.moves) == 4
    for state, move in zip(board.history, board.moves, strict=False):
        assert GAME.is_legal(state, move)
    board.undo_button.click()
    assert len(board.moves) == 2 and GAME.to_move(board.position) == "X"
    board.undo_button.click()
    assert board.moves == [] and board.undo_button.disabled


def test_an_alpha_beta_ai_playing_x_moves_first_and_wins_a_board_when_it_can() -> None:
    ai = HeuristicPlayer(2, ultimate_evaluation, seed=0, name="alpha-beta d2")
    board = UltimateBoard(x=ai, o="human", start=GAME.parse(X_WINS_BOARD_0))
    assert board.moves == [(0, 0)]  # the AI, to move at the start, took the board at once
    assert board.won_boards() == {0: "X"}
    assert board.status == "O (you) to move in any open board"


def test_an_ai_that_raises_shows_its_traceback_and_unlocks_the_board() -> None:
    board = UltimateBoard(x="human", o=Failing())
    click(board, 4, 4)
    text = output_text(board)
    assert "RuntimeError: boom: the AI broke" in text and "Traceback" in text
    assert not board.thinking and board.status.startswith("O (failing) failed")
    click(board, 3, 3)  # still the AI's turn: the click is refused, with the reason
    assert "which an AI plays" in output_text(board)
    board.undo_button.click()
    assert board.moves == [] and board.status == "X (you) to move in any open board"


def test_the_mode_menu_switches_sides_and_an_ai_playing_x_moves_at_once() -> None:
    board = UltimateBoard(x="human", o="human", seed=5)
    assert board.mode == "friend" and set(MODES) == {"friend", "ai-o", "ai-x", "ai-ai"}
    board.ai_menu.value = "random"
    board.mode_menu.value = "ai-x"
    assert board.players["O"] == "human" and board.players["X"].name == "Random"  # type: ignore[union-attr]
    assert len(board.moves) == 1 and board.status.startswith("O (you) to move")
    board.mode_menu.value = "friend"
    assert board.moves == [] and board.status == "X to move in any open board"


# --------------------------------------------------------------------------- AI vs AI


def test_ai_vs_ai_moves_only_on_step_and_plays_a_whole_game() -> None:
    board = UltimateBoard(x="random", o="win-block", seed=1)
    assert board.mode == "ai-ai" and board.moves == []
    board.step_button.click()
    assert len(board.moves) == 1 and board.status.startswith("O (Ultimate WinBlock) to move")
    click(board, 0, 0)
    assert len(board.moves) == 1 and "which an AI plays" in output_text(board)
    for _ in range(81):
        board.step()
    assert GAME.is_terminal(board.position)
    assert board.status in ("X wins (Random)", "O wins (Ultimate WinBlock)", "Draw")
    assert board.step_button.disabled
    for state, move in zip(board.history, board.moves, strict=False):
        assert GAME.is_legal(state, move)
    same = UltimateBoard(x="random", o="win-block", seed=1)
    while not GAME.is_terminal(same.position):
        same.step()
    assert same.moves == board.moves  # same seed, same game


def test_play_runs_the_clock_each_tick_is_a_move_and_pause_stops_it() -> None:
    board = UltimateBoard(x="random", o="random", seed=2, speed=20)
    board.play_button.click()
    assert board.playing and board.pause_button.disabled is False and board.step_button.disabled
    board._last_step_end = float("-inf")
    board.timer.value += 1  # what the browser's clock does on each tick
    assert len(board.moves) == 1
    board.pause_button.click()
    assert not board.playing
    board.timer.value += 1
    assert len(board.moves) == 1
    board.undo_button.click()
    assert board.moves == []


def test_play_outside_ai_vs_ai_is_refused_in_the_output() -> None:
    board = UltimateBoard(x="human", o="human")
    assert board.play_button.disabled and board.step_button.disabled
    board.play_button.click()
    assert "Play runs AI-vs-AI games" in output_text(board) and not board.playing
