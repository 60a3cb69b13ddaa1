"""The Cat and Mice board widget, driven the way a student drives it: through the buttons' click handlers."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ttt_lab.games.cat_mice import CatAndMice, CatMiceMove, CatMiceState, Square
from ttt_lab.players import RandomPlayer
from ttt_lab.widgets.cat_mice_board import DARK_COLOUR, CatMiceBoard

GAME = CatAndMice()


class Scripted:
    """An AI that plays the given moves in order (and records the positions it was shown)."""

    def __init__(self, moves: list[CatMiceMove], name: str = "scripted") -> None:
        self.moves = list(moves)
        self.name = name
        self.seen: list[CatMiceState] = []

    def choose(self, game: CatAndMice, state: CatMiceState) -> CatMiceMove:
        self.seen.append(state)
        return self.moves.pop(0)


class Failing:
    name = "failing"

    def choose(self, game: CatAndMice, state: CatMiceState) -> CatMiceMove:
        raise RuntimeError("boom: the AI broke")


def classes(button: Any) -> list[str]:
    return list(button._dom_classes)


def with_class(board: CatMiceBoard, name: str) -> set[Square]:
    return {square for square, button in board.squares.items() if name in classes(button)}


def click(board: CatMiceBoard, square: Square) -> None:
    board.squares[square].click()


def move(board: CatMiceBoard, source: Square, target: Square) -> None:
    click(board, source)
    click(board, target)


def output_text(board: CatMiceBoard) -> str:
    return "".join(str(out.get("text", "")) for out in board.output.outputs)


def snapshot(board: CatMiceBoard) -> tuple[Any, ...]:
    return (list(board.history), list(board.moves), board.selected)


def random_game(winner: str, ending: Callable[[CatMiceState], bool] = lambda state: True) -> list[CatMiceMove]:
    """The moves of the first seeded random game that ``winner`` wins, in a final position where ``ending`` holds."""
    for seed in range(1000):
        rng = random.Random(seed)
        state, moves = GAME.initial_state(), []
        while not GAME.is_terminal(state):
            step = rng.choice(GAME.actions(state))
            moves.append(step)
            state = GAME.play(state, step)
        if GAME.winner(state) == winner and ending(state):
            return moves
    raise AssertionError(f"no random game won by the {winner} that ends so")


# ---------------------------------------------------------------------- the board


def test_a_checkerboard_of_64_buttons_with_the_pieces_on_it() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    assert len(board.squares) == 64
    for (row, col), button in board.squares.items():
        assert f"ttt-sq-{row}-{col}" in classes(button)
        assert ("ttt-dark" if (row + col) % 2 else "ttt-light") in classes(button)
    assert with_class(board, "ttt-cat") == {(0, 3)}
    assert with_class(board, "ttt-mouse") == {(7, 0), (7, 2), (7, 4), (7, 6)}
    assert board.squares[0, 3].description == "🐱" and board.squares[7, 0].description == "🐭"
    assert board.squares[4, 4].description.strip() == ""
    assert board.status == "cat to move"
    dark, light = board.squares[0, 1].style.button_color, board.squares[0, 0].style.button_color
    assert dark != light


def test_letters_instead_of_emoji() -> None:
    board = CatMiceBoard(cat="human", mice="human", pieces="letters")
    assert board.squares[0, 3].description == "C" and board.squares[7, 6].description == "M"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"game": "chess"}, "plays Cat and Mice"),
        ({"cat": "nobody"}, "the cat is played by"),
        ({"mice": 99}, "the mice is played by|no Cat and Mice level"),
        ({"pieces": "stones"}, "pieces must be one of"),
        ({"speed": 0}, "speed must be"),
    ],
)
def test_bad_arguments_are_value_errors(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        CatMiceBoard(**{"cat": "human", "mice": "human", **kwargs})


def test_only_the_pieces_of_the_side_to_move_that_can_move_are_marked_movable() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    assert with_class(board, "ttt-movable") == {(0, 3)}
    move(board, (0, 3), (1, 4))
    assert with_class(board, "ttt-movable") == {(7, 0), (7, 2), (7, 4), (7, 6)}
    # every square takes clicks on a person's turn: the others say why nothing moves
    assert not any(button.disabled for button in board.squares.values())
    click(board, (1, 4))
    assert board.hint == "it is the mice's turn: click a mouse" and board.selected is None


# ---------------------------------------------------------------------- clicks


def test_select_a_piece_then_its_highlighted_targets_then_move() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    click(board, (0, 3))
    assert board.selected == (0, 3) and with_class(board, "ttt-selected") == {(0, 3)}
    assert with_class(board, "ttt-target") == {(1, 2), (1, 4)} == board.targets
    assert not board.squares[1, 2].disabled
    click(board, (1, 2))
    assert board.position == GAME.play(GAME.initial_state(), ((0, 3), (1, 2)))
    assert board.moves == [((0, 3), (1, 2))]
    assert board.selected is None and with_class(board, "ttt-target") == set()
    assert with_class(board, "ttt-last-move") == {(0, 3), (1, 2)}
    assert board.status == "mice to move"
    click(board, (7, 2))
    assert board.targets == {(6, 1), (6, 3)}  # forward only


def test_a_mouse_targets_are_its_forward_diagonals_that_are_free() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    move(board, (0, 3), (1, 4))
    click(board, (7, 0))
    assert board.targets == {(6, 1)}  # the board's edge
    click(board, (7, 6))  # picking another mouse moves the selection
    assert board.selected == (7, 6) and board.targets == {(6, 5), (6, 7)}


def test_clicking_the_selected_piece_again_puts_it_down() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    click(board, (0, 3))
    click(board, (0, 3))
    assert board.selected is None and board.targets == set() and len(board.history) == 1


@pytest.mark.parametrize(
    "clicks",
    [
        [(4, 4)],  # a light, empty square
        [(3, 2)],  # a dark, empty square
        [(7, 0)],  # a mouse on the cat's turn
        [(0, 3), (2, 3)],  # the cat, then a square two rows down
        [(0, 3), (0, 5)],  # the cat, then sideways
        [(0, 3), (7, 2)],  # the cat, then a mouse's square
    ],
)
def test_illegal_clicks_change_nothing(clicks: list[Square]) -> None:
    board = CatMiceBoard(cat="human", mice="human")
    click(board, clicks[0])
    before = snapshot(board)
    for square in clicks[1:]:
        click(board, square)
        assert snapshot(board) == before
    assert board.position == GAME.initial_state() and board.moves == []
    assert output_text(board) == ""  # nothing went wrong, nothing was played
    assert board.hint  # but the line under the board says why


def test_a_mouse_cannot_be_moved_backwards_or_onto_the_cat() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    steps = [((0, 3), (1, 4)), ((7, 4), (6, 5)), ((1, 4), (2, 5)), ((6, 5), (5, 6)), ((2, 5), (3, 4)),
             ((7, 0), (6, 1)), ((3, 4), (4, 5))]
    for step in steps:
        move(board, *step)
    click(board, (5, 6))
    assert board.targets == {(4, 7)}  # (4, 5) holds the cat
    history = list(board.history)
    for square in [(4, 5), (6, 5), (6, 7), (5, 5)]:  # the cat, backwards twice, sideways
        click(board, square)
        assert board.history == history and board.selected == (5, 6)


def test_no_clicks_are_taken_on_an_ai_turn_or_after_the_end() -> None:
    mice = Scripted([])
    board = CatMiceBoard(cat=Failing(), mice=mice)  # the cat AI fails: the board waits
    click(board, (0, 3))
    click(board, (7, 0))
    assert board.moves == [] and board.selected is None


# ---------------------------------------------------------------------- AIs


def test_the_ai_answers_a_human_move() -> None:
    mice = Scripted([((7, 0), (6, 1))])
    board = CatMiceBoard(cat="human", mice=mice)
    assert board.status == "cat to move (you)"
    move(board, (0, 3), (1, 4))
    assert board.moves == [((0, 3), (1, 4)), ((7, 0), (6, 1))]
    assert mice.seen == [GAME.play(GAME.initial_state(), ((0, 3), (1, 4)))]
    assert board.status == "cat to move (you)"


def test_an_ai_cat_moves_first_when_you_play_the_mice() -> None:
    cat = Scripted([((0, 3), (1, 2))])
    board = CatMiceBoard(cat=cat, mice="human")
    assert board.moves == [((0, 3), (1, 2))]
    assert board.status == "mice to move (you)"


def test_a_level_plays_the_mice_against_you() -> None:
    board = CatMiceBoard(cat="human", mice=2, seed=1)
    move(board, (0, 3), (1, 2))
    assert len(board.moves) == 2 and board.game.to_move(board.position) == "cat"
    assert board.mice_menu.label == "2 · Look ahead 2"


def test_errors_in_an_ai_are_shown_not_swallowed() -> None:
    board = CatMiceBoard(cat="human", mice=Failing())
    move(board, (0, 3), (1, 2))
    assert "RuntimeError: boom" in output_text(board)
    assert "failed" in board.status and len(board.moves) == 1
    board.undo()
    assert board.moves == [] and board.status == "cat to move (you)"


def test_an_illegal_ai_move_is_shown_and_the_position_kept() -> None:
    board = CatMiceBoard(cat="human", mice=Scripted([((7, 0), (5, 2))]))
    move(board, (0, 3), (1, 2))
    assert "IllegalMoveError" in output_text(board) and len(board.moves) == 1


# ---------------------------------------------------------------------- undo, restart, the end


def test_undo_takes_back_your_move_and_the_ai_answer() -> None:
    board = CatMiceBoard(cat="human", mice=Scripted([((7, 0), (6, 1)), ((7, 2), (6, 3))]))
    assert board.undo_button.disabled
    board.undo()  # nothing to take back
    assert board.moves == []
    move(board, (0, 3), (1, 4))
    move(board, (1, 4), (2, 5))
    board.undo_button.click()
    assert board.moves == [((0, 3), (1, 4)), ((7, 0), (6, 1))]
    board.undo_button.click()
    assert board.moves == [] and board.position == GAME.initial_state()


def test_undo_a_half_made_selection_and_two_player_moves() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    move(board, (0, 3), (1, 4))
    click(board, (7, 0))
    board.undo()
    assert board.moves == [] and board.selected is None and board.status == "cat to move"


def test_restart_starts_over_with_the_same_sides() -> None:
    board = CatMiceBoard(cat="human", mice=Scripted([((7, 0), (6, 1))] * 2))
    move(board, (0, 3), (1, 4))
    board.restart_button.click()
    assert board.moves == [] and board.position == GAME.initial_state()
    move(board, (0, 3), (1, 4))
    assert len(board.moves) == 2


@pytest.mark.parametrize("winner", ["cat", "mice"])
def test_the_end_of_the_game_shows_the_winner_and_locks_the_board(winner: str) -> None:
    moves = random_game(winner)
    mice = Scripted(moves[1::2])
    board = CatMiceBoard(cat="human", mice=mice)
    for source, target in moves[::2]:
        move(board, source, target)
    assert board.game.winner(board.position) == winner
    assert board.status.startswith(f"the {winner} (") and "win" in board.status
    assert all(button.disabled for button in board.squares.values())
    before = snapshot(board)
    click(board, board.position.cat_square)
    assert snapshot(board) == before


# ---------------------------------------------------------------------- AI vs AI


def test_ai_vs_ai_waits_for_step() -> None:
    board = CatMiceBoard(cat=1, mice=1, seed=3)
    assert board.moves == [] and not board.step_button.disabled
    board.step_button.click()
    assert len(board.moves) == 1 and board.status == "mice (Random) to move"
    board.step()
    assert len(board.moves) == 2
    board.undo()
    assert len(board.moves) == 1  # AI vs AI: undo takes back one move


def test_ai_vs_ai_plays_to_the_end_on_the_clock() -> None:
    board = CatMiceBoard(cat=RandomPlayer(1), mice=RandomPlayer(2))
    board.play_button.click()
    assert board.playing and board.pause_button.disabled is False
    ticks = 0
    while board.playing and ticks < 100:
        board._last_step_end = float("-inf")  # no real clock here: every tick is on time
        board.timer.value += 1
        ticks += 1
    assert board.game.is_terminal(board.position) and not board.playing
    assert len(board.moves) == ticks
    assert "win" in board.status


def test_pause_stops_the_clock() -> None:
    board = CatMiceBoard(cat=1, mice=1)
    board.play()
    board.pause_button.click()
    assert not board.playing
    board.timer.value += 1
    assert board.moves == []


def test_the_same_seed_gives_the_same_ai_game() -> None:
    def game(seed: int) -> list[CatMiceMove]:
        board = CatMiceBoard(cat=1, mice=3, seed=seed)
        while not board.game.is_terminal(board.position):
            board.step()
        return board.moves

    assert game(7) == game(7)


# ---------------------------------------------------------------------- menus


def test_the_side_menus_choose_who_plays() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    board.cat_menu.value = 1  # a random cat: it moves at once against you
    assert len(board.moves) == 1 and board.status == "mice to move (you)"
    board.mice_menu.value = 1  # now AI vs AI: nothing moves by itself
    assert len(board.moves) == 0 and not board.step_button.disabled
    board.cat_menu.value = "human"
    assert board.status == "cat to move (you)" and board.moves == []


def test_the_result_and_the_start_menu_speak_in_the_boards_terms_not_in_coordinates() -> None:
    # The board draws no row or column numbers: "reached row 7" and "(0, 3)" meant nothing (W19).
    moves = random_game("cat", ending=lambda state: state.cat_square[0] == 7)
    board = CatMiceBoard(cat="human", mice=Scripted(moves[1::2]))
    for source, target in moves[::2]:
        move(board, source, target)
    assert board.position.cat_square[0] == 7  # it ran through, not trapped the mice
    assert board.status == "the cat (you) wins: it reached the bottom row, where the mice started"
    # The menu names each start by its place among the top row's dark squares, left to right.
    top_row_dark = [(0, col) for col in range(8) if board.squares[0, col].style.button_color == DARK_COLOUR]
    ordinals = ["1st", "2nd", "3rd", "4th"]
    assert board.start_menu.options == tuple(
        (f"{ordinals[i]} dark square of the top row", square) for i, square in enumerate(top_row_dark)
    )
    assert board.start_menu.label == "2nd dark square of the top row"  # the default, (0, 3)


def test_the_start_menu_moves_the_cat() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    board.start_menu.value = (0, 7)
    assert board.position.cat_square == (0, 7) and with_class(board, "ttt-cat") == {(0, 7)}
    click(board, (0, 7))
    assert board.targets == {(1, 6)}
