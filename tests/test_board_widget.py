"""The board widgets, driven the way a student drives them: through the buttons' click handlers.

``Button.click()`` runs the same handlers a click in the browser runs (ipywidgets 8), so
these tests exercise the callbacks, not private shortcuts.
"""

from __future__ import annotations

import html
import sys
from typing import Any

import pytest
from ipywidgets.widgets import widget as widget_module

from ttt_lab.games.mnk import MNK, Cell, MNKState, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.players import LEVELS, Decision, HeuristicPlayer, PerfectPlayer, RandomPlayer, player_for_level
from ttt_lab.search import SearchTree, alphabeta, line_evaluation
from ttt_lab.widgets import BOARDS, DEFAULT_LEVEL, AIMatch, Board
from ttt_lab.widgets import base as widget_base
from ttt_lab.widgets.base import EMPTY_CELL
from ttt_lab.widgets.cat_mice_board import CatMiceBoard
from ttt_lab.widgets.menus import MIN_LEVEL
from ttt_lab.widgets.ultimate_board import UltimateBoard

# --------------------------------------------------------------------------- helpers


def output_text(widget: Board | AIMatch) -> str:
    return "".join(str(out.get("text", "")) for out in widget.output.outputs)


def cells_with(board: Board | AIMatch, stone: str) -> set[Cell]:
    return {cell for cell, button in board.cells.items() if button.description == stone}


def board_text(board: Board | AIMatch) -> str:
    return board.game.board_text(board.position)


def classes(button: Any) -> list[str]:
    return list(button._dom_classes)


def click(board: Board, row: int, col: int) -> None:
    board.cells[row, col].click()


class Scripted:
    """An AI that plays the given moves in order (and records the positions it was shown)."""

    def __init__(self, moves: list[Cell], name: str = "scripted") -> None:
        self.moves = list(moves)
        self.name = name
        self.seen: list[MNKState] = []

    def choose(self, game: MNK, state: MNKState) -> Cell:
        self.seen.append(state)
        return self.moves.pop(0)


class Failing:
    name = "failing"

    def choose(self, game: MNK, state: MNKState) -> Cell:
        raise RuntimeError("boom: the AI broke")


class Recording:
    """A student's AI that says how it decided, as the library's players do: its decision holds
    the SearchTree of its search. Two plies deep, so that the tree stays small and quick to draw.
    """

    name = "recording"

    def decide(self, game: MNK, state: MNKState) -> Decision:
        tree = SearchTree()
        result = alphabeta(game, state, depth=2, evaluate=line_evaluation(game), observer=tree)
        return Decision(result.move, "search", result, tree)

    def choose(self, game: MNK, state: MNKState) -> Cell:
        return self.decide(game, state).move  # type: ignore[return-value]


# --------------------------------------------------------------------------- Board: layout


def test_every_cell_has_its_css_class_and_the_controls_have_theirs() -> None:
    board = Board(MNK(4, 3, 3), x="human", o="human")
    assert len(board.cells) == 12
    for (row, col), button in board.cells.items():
        assert f"ttt-cell-{row}-{col}" in classes(button)
    assert "ttt-status" in classes(board.status_label)
    assert "ttt-undo" in classes(board.undo_button)
    assert "ttt-restart" in classes(board.restart_button)
    assert "ttt-output" in classes(board.output)
    # a custom board joins the board menu
    assert board.board_menu.value == MNK(4, 3, 3)
    assert len(board.board_menu.options) == len(BOARDS) + 1


def test_bad_arguments_are_value_errors_that_say_what_is_accepted() -> None:
    with pytest.raises(ValueError, match="m,n,k games"):
        Board(aima_figure_5_2())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="a side is 'human', a level"):
        Board(x="alien")
    with pytest.raises(ValueError, match="there is no level 99"):
        Board(o=99)
    with pytest.raises(ValueError, match="must be an AI"):
        AIMatch(x="human")
    with pytest.raises(ValueError, match="games must be"):
        AIMatch(games=0)
    with pytest.raises(ValueError, match="speed must be"):
        AIMatch(speed=1000)


# --------------------------------------------------------------------------- Board: playing


def test_two_people_play_to_a_win_and_the_line_lights_up() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    assert board.status == "X to move"
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        click(board, *cell)
    assert board.status == "X to move"
    assert cells_with(board, "X") == {(0, 0), (0, 1)} and cells_with(board, "O") == {(1, 0), (1, 1)}
    click(board, 0, 2)
    assert board.status == "X wins"
    assert board.grid.highlighted() == {(0, 0), (0, 1), (0, 2)}
    assert all(board.cells[cell].button_style == "success" for cell in [(0, 0), (0, 1), (0, 2)])
    assert all(button.disabled for button in board.cells.values())


def test_a_full_board_without_a_line_is_a_draw_with_nothing_highlighted() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    for cell in [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)]:
        click(board, *cell)
    assert board.status == "Draw"
    assert board.grid.highlighted() == set()
    assert board_text(board) == "XOX/XOO/OXX"


def test_a_human_who_plays_the_first_empty_cell_loses_to_the_perfect_player() -> None:
    game = TicTacToe()
    board = Board(game, x="human", o=PerfectPlayer(seed=0))
    for _ in range(5):
        if game.is_terminal(board.position):
            break
        first_empty = next(cell for cell in game.cells if board.cells[cell].description == EMPTY_CELL)
        stones = board.position.stones
        click(board, *first_empty)
        # the AI answered in the same click (unless the game ended on the human's move)
        assert board.position.stones == stones + 2 or game.is_terminal(board.position)
    assert board.status == "O wins"
    assert game.winner(board.position) == "O"
    expected = {cell for line in game.winning_lines(board.position) for cell in line}
    assert expected and board.grid.highlighted() == expected
    assert all(button.disabled for button in board.cells.values())


def test_a_perfect_player_never_loses_to_random_moves_on_any_offered_board() -> None:
    game = MNK(4, 4, 3)  # a first-player win: the perfect X must win
    board = Board(game, x=PerfectPlayer(seed=0), o="human")
    rng = RandomPlayer(seed=3)
    while not game.is_terminal(board.position):
        click(board, *rng.choose(game, board.position))
    assert board.status == "X wins"


def test_an_occupied_cell_click_changes_nothing_and_shows_the_illegal_move() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    click(board, 1, 1)
    before = (board_text(board), board.status, list(board.moves))
    click(board, 1, 1)  # the button is disabled in the browser; its handler still refuses
    assert (board_text(board), board.status, list(board.moves)) == before
    assert "Not played: row 1, column 1 is occupied by X" in output_text(board)


def test_a_click_after_the_game_is_over_is_refused() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        click(board, *cell)
    click(board, 2, 2)
    assert board_text(board) == "XXX/OO./..."
    assert "the game is over" in output_text(board)


def test_the_board_is_locked_and_says_thinking_while_the_ai_chooses() -> None:
    seen: dict[str, Any] = {}

    class ClickingWhileThinking:
        name = "impatient"

        def choose(self, game: MNK, state: MNKState) -> Cell:
            seen["status"] = board.status
            seen["enabled"] = [cell for cell, b in board.cells.items() if not b.disabled]
            seen["undo"] = board.undo_button.disabled
            board.cells[2, 2].click()  # a click during the search
            board.undo_button.click()
            board.restart_button.click()
            seen["stones"] = board.position.stones
            return (0, 0)

    board = Board(TicTacToe(), x="human", o=ClickingWhileThinking())
    click(board, 1, 1)
    assert seen == {"status": "O (impatient) is thinking...", "enabled": [], "undo": True, "stones": 1}
    assert board_text(board) == "O../.X./..."
    assert board.status == "X to move (you)"
    assert output_text(board) == ""


def test_an_exception_in_the_ai_is_shown_in_the_output_and_the_board_waits() -> None:
    board = Board(TicTacToe(), x="human", o=Failing())
    click(board, 0, 0)
    text = output_text(board)
    assert "Traceback" in text and "RuntimeError: boom: the AI broke" in text
    assert board.status == "O (failing) failed: see the error below; Undo or Restart"
    assert not board.thinking
    # it is the AI's turn: clicks do nothing
    click(board, 2, 2)
    assert board_text(board) == "X../.../..."
    # undo goes back to the human's turn
    board.undo_button.click()
    assert board.position.stones == 0 and board.status == "X to move (you)"
    assert not any(button.disabled for button in board.cells.values())


def test_an_ai_playing_an_illegal_move_is_reported_and_the_board_is_unchanged() -> None:
    board = Board(TicTacToe(), x="human", o=Scripted([(0, 0)]))
    click(board, 0, 0)
    assert board_text(board) == "X../.../..."
    assert "IllegalMoveError: cell (0, 0) is occupied by X" in output_text(board)


def test_undo_against_an_ai_goes_back_to_the_humans_previous_turn() -> None:
    ai = Scripted([(0, 0), (0, 1), (2, 2)])
    board = Board(TicTacToe(), x="human", o=ai)
    assert board.undo_button.disabled
    click(board, 1, 1)
    click(board, 2, 0)
    assert board_text(board) == "OO./.X./X.."
    board.undo_button.click()
    assert board_text(board) == "O../.X./..." and board.status == "X to move (you)"
    board.undo_button.click()
    assert board_text(board) == ".../.../..." and board.undo_button.disabled
    board.undo_button.click()  # nothing left to undo
    assert board_text(board) == ".../.../..."
    # the AI is asked again after undo
    click(board, 1, 1)
    assert board_text(board) == ".../.X./..O"


def test_undo_when_the_ai_moves_first_keeps_its_opening_move() -> None:
    board = Board(TicTacToe(), x=Scripted([(1, 1), (0, 0)]), o="human")
    assert board_text(board) == ".../.X./..." and board.status == "O to move (you)"
    click(board, 2, 2)
    assert board_text(board) == "X../.X./..O"
    board.undo_button.click()
    assert board_text(board) == ".../.X./..."
    assert board.undo_button.disabled


def test_undo_between_two_people_takes_back_one_move() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    click(board, 0, 0)
    click(board, 1, 1)
    board.undo_button.click()
    assert board_text(board) == "X../.../..." and board.status == "O to move"


def test_restart_clears_the_board_errors_and_lets_an_ai_x_open_again() -> None:
    ai = Scripted([(1, 1), (0, 0), (2, 2)])
    board = Board(TicTacToe(), x=ai, o="human")
    click(board, 0, 2)
    click(board, 0, 2)  # illegal: shown
    assert output_text(board)
    board.restart_button.click()
    assert board_text(board) == ".../.../..X"  # the AI opened again, with its next scripted move
    assert cells_with(board, "X") == {(2, 2)} and cells_with(board, "O") == set()
    # never an empty label: the browser's button view would keep the old stone on screen
    assert all(button.description.strip() in ("", "X") and button.description for button in board.cells.values())
    assert output_text(board) == ""
    assert board.status == "O to move (you)"


def test_the_menus_change_sides_opponent_and_board() -> None:
    perfect = PerfectPlayer(seed=0)
    board = Board(TicTacToe(), x="human", o=perfect)
    assert board.level_menu.value == 0  # "custom": the player given
    board.side_menu.value = "O"
    assert board.players == {"X": perfect, "O": "human"} and board.position.stones == 1
    assert board.status == "O to move (you)"
    board.side_menu.value = "both"
    assert board.players == {"X": "human", "O": "human"} and board.position.stones == 0
    board.side_menu.value = "X"
    assert board.players == {"X": "human", "O": perfect}

    board = Board(TicTacToe(), x="human", o=RandomPlayer(seed=0))  # perfect play on 5x5 is slow
    board.board_menu.value = BOARDS["5x5 k=4"]
    assert board.game == MNK(5, 5, 4) and len(board.cells) == 25
    assert "ttt-cell-4-4" in classes(board.cells[4, 4])
    click(board, 4, 4)
    assert board.position.stones == 2
    assert output_text(board) == ""


def test_a_level_number_picks_that_level_and_its_board_and_shows_it_in_the_menu() -> None:
    level = max(LEVELS)
    board = Board(o=level)
    assert board.level_menu.value == level
    assert board.players["O"].name == player_for_level(level).name
    assert board.game == LEVELS[level].game and len(board.cells) == board.game.m * board.game.n
    # the level's description shows only while the board is set up as the level designs it
    designed = LEVELS[level].ai_side == "O"
    assert board.level_info.value == (f"<i>{html.escape(LEVELS[level].description)}</i>" if designed else "")
    # without a level, the default opponent is the strongest one on 3x3
    board = Board()
    assert board.level_menu.value == DEFAULT_LEVEL and board.game == TicTacToe()


def snapshot(board: Board) -> tuple[Any, ...]:
    """What a player sees of a board's set-up: menus, level text, sides, status and position."""
    sides = {side: player if player == "human" else player.name for side, player in board.players.items()}
    return (board.level_menu.value, board.side_menu.value, board.side_menu.options, board.level_info.value,
            board.level_info.layout.display, sides, board.status, board_text(board))


def test_the_default_board_is_the_default_level_exactly_as_picking_it_in_the_menu_sets_it_up() -> None:
    # The arcade's first tab is Board(seed=...): one level, however it is reached (walk-through W20).
    from ttt_lab.widgets.arcade import arcade

    # The boards are compared move for move: the AI's opening does not depend on how busy the machine is
    # (its budget is counted in nodes; a loaded CI worker once left Level 6's 1 s short of proving 3x3).

    picked = Board(x="human", o=MIN_LEVEL, seed=3)
    picked.level_menu.value = DEFAULT_LEVEL
    level = LEVELS[DEFAULT_LEVEL]
    assert picked.level_info.value == f"<i>{html.escape(level.description)}</i>"
    assert Board(seed=3).players[level.ai_side] != "human"
    assert snapshot(Board(seed=3)) == snapshot(picked)
    (arcade_board,) = arcade(seed=3).children[0].children
    assert snapshot(arcade_board) == snapshot(picked)
    # one side given: the other keeps its documented default
    assert Board(o=MIN_LEVEL).players["X"] == "human"
    assert Board(x="human").level_menu.value == DEFAULT_LEVEL


@pytest.mark.parametrize("number", sorted(LEVELS))
def test_picking_a_level_in_the_menu_sets_up_its_board_sides_and_ai(number: int) -> None:
    level = LEVELS[number]
    board = Board(MNK(5, 5, 4), x="human", o=RandomPlayer(seed=0))
    assert board.level_menu.value == 0  # "custom"
    board.level_menu.value = number
    assert board.game == level.game
    assert board.players[level.human_side] == "human"
    assert board.players[level.ai_side].name == player_for_level(number).name
    # an AI that starts has already moved; otherwise the board waits for the human
    assert board.position.stones == (1 if level.ai_moves_first else 0)
    assert board.status == f"{level.human_side} to move (you)"
    assert board.side_menu.value == level.human_side
    assert html.escape(level.description) in board.level_info.value
    board.side_menu.value = "both"  # no longer the level's set-up
    assert board.level_info.value == "" and board.level_info.layout.display == "none"
    assert output_text(board) == ""


def test_show_search_draws_the_recorded_tree_after_each_ai_move() -> None:
    board = Board(TicTacToe(), x="human", o=Recording(), show_search=True)
    click(board, 0, 0)
    picture, *explorer = board.search_output.outputs
    assert picture["data"]["image/png"]
    assert "nodes" in picture["data"]["text/plain"]
    # a whole game tree is too big to draw whole: the explorer opens it under the picture
    assert [next(iter(shown["data"])) for shown in explorer] == ["application/vnd.jupyter.widget-view+json"]
    model_id = explorer[0]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]
    assert model_id in widget_module._instances
    board.show_search_box.value = False
    assert board.search_output.outputs == ()
    assert model_id not in widget_module._instances  # closed with the search area


def test_show_search_makes_a_level_player_record_its_search_and_stops_after() -> None:
    ai = HeuristicPlayer(depth=1, seed=0)
    kept = HeuristicPlayer(depth=1, seed=0, record=True)
    board = Board(TicTacToe(), x="human", o=ai)
    click(board, 0, 0)
    assert board.last_decisions["O"].tree is None and board.search_output.outputs == ()
    board.show_search_box.value = True
    assert ai.record
    assert "next search is recorded" in board.search_output.outputs[0]["text"]
    click(board, 2, 2)
    assert board.last_decisions["O"].tree is not None
    assert "image/png" in board.search_output.outputs[0]["data"]
    board.show_search_box.value = False
    assert not ai.record

    board = Board(TicTacToe(), x="human", o=kept, show_search=True)
    board.show_search_box.value = False
    assert kept.record  # built recording: left recording


def test_show_search_explains_when_there_is_no_tree_or_no_viewer(monkeypatch: pytest.MonkeyPatch) -> None:
    board = Board(TicTacToe(), x="human", o=Scripted([(1, 1)]), show_search=True)
    click(board, 0, 0)
    assert "recorded no search tree" in board.search_output.outputs[0]["text"]

    monkeypatch.setitem(sys.modules, "ttt_lab.viz.tree_plot", None)  # import now fails
    board = Board(TicTacToe(), x="human", o=Recording())
    click(board, 0, 0)
    assert board.search_output.outputs == ()
    board.show_search_box.value = True  # ticking the box shows the last AI move's search
    assert "tree viewer (ttt_lab.viz.tree_plot) is not installed" in board.search_output.outputs[0]["text"]
    assert output_text(board) == ""


# --------------------------------------------------------------------------- AI vs AI


def play_out(match: AIMatch, games: int) -> None:
    while match.games_played < games:
        match.step_button.click()


def test_ai_vs_ai_runs_to_the_end_with_the_scoreboard_of_the_same_games_replayed() -> None:
    game = TicTacToe()
    match = AIMatch(game, x=RandomPlayer(seed=5), o=PerfectPlayer(seed=1), games=6)
    play_out(match, 6)
    assert match.games_played == 6 and not match.playing

    # the same players, freshly seeded, replayed without the widget
    x, o = RandomPlayer(seed=5), PerfectPlayer(seed=1)
    expected = {"X": 0, "O": 0, "draw": 0}
    for _ in range(6):
        state = game.initial_state()
        while not game.is_terminal(state):
            mover = x if game.to_move(state) == "X" else o
            state = game.play(state, mover.choose(game, state))
        expected[game.winner(state) or "draw"] += 1
    assert match.scores == expected
    assert expected["X"] == 0  # random moves never beat perfect play
    assert match.scoreboard.startswith(f"games 6: X ({x.name}) won 0, O ({o.name}) won {expected['O']}")


def test_ai_vs_ai_step_shows_each_move_and_then_the_next_game() -> None:
    match = AIMatch(TicTacToe(), x=Scripted([(0, 0), (0, 1), (0, 2)]), o=Scripted([(1, 0), (1, 1)]))
    assert match.status == "X (scripted) to move"
    match.step_button.click()
    assert board_text(match) == "X../.../..." and match.status == "O (scripted) to move"
    for _ in range(4):
        match.step_button.click()
    assert match.status == "X wins" and match.scores == {"X": 1, "O": 0, "draw": 0}
    assert match.grid.highlighted() == {(0, 0), (0, 1), (0, 2)}
    match.step_button.click()  # the next game starts on an empty board
    assert board_text(match) == ".../.../..." and match.scores["X"] == 1
    match.new_match_button.click()
    assert match.scores == {"X": 0, "O": 0, "draw": 0}


def test_ai_vs_ai_play_steps_on_clock_ticks_and_pause_stops_it(monkeypatch: pytest.MonkeyPatch) -> None:
    now = [100.0]
    monkeypatch.setattr(widget_base.time, "monotonic", lambda: now[0])  # the clock lives in widgets.base
    match = AIMatch(TicTacToe(), x=PerfectPlayer(seed=0), o=PerfectPlayer(seed=1), speed=4)
    assert match.timer.interval == 250
    match.timer.value += 1  # a tick while paused does nothing
    assert match.moves == []
    match.play_button.click()
    assert match.playing and match.play_button.disabled and match.step_button.disabled
    match.timer.value += 1
    assert len(match.moves) == 1
    match.timer.value += 1  # a tick that queued behind the last move: dropped
    assert len(match.moves) == 1
    now[0] += 0.25
    match.timer.value += 1
    assert len(match.moves) == 2
    match.speed_slider.value = 10
    assert match.timer.interval == 100
    match.pause_button.click()
    now[0] += 1
    match.timer.value += 1
    assert len(match.moves) == 2 and not match.playing


def test_ai_vs_ai_pauses_by_itself_after_the_requested_number_of_games() -> None:
    match = AIMatch(TicTacToe(), x=PerfectPlayer(seed=0), o=PerfectPlayer(seed=1), games=2)
    match.play()
    while match.playing:
        match.step()
    assert match.scores == {"X": 0, "O": 0, "draw": 2}  # perfect play draws


def test_ai_vs_ai_shows_a_failing_player_and_pauses() -> None:
    match = AIMatch(TicTacToe(), x=Failing(), o=PerfectPlayer(seed=0))
    match.play()
    match.step()
    assert "RuntimeError: boom: the AI broke" in output_text(match)
    assert not match.playing and match.status == "X (failing) failed: see the error below"
    assert match.position.stones == 0


def test_ai_vs_ai_menus_pick_levels_and_boards() -> None:
    match = AIMatch(TicTacToe(), x=min(LEVELS), o=DEFAULT_LEVEL)
    match.step()
    match.o_menu.value = min(LEVELS)
    assert match.position.stones == 0 and match.players["O"].name == player_for_level(min(LEVELS)).name
    match.board_menu.value = BOARDS["4x4 k=3"]
    assert len(match.cells) == 16 and match.game == MNK(4, 4, 3)
    play_out(match, 1)
    assert output_text(match) == ""


# --------------------------------------------------------------------------- screen readers


def test_moves_and_the_result_are_read_out_once_the_ai_has_answered() -> None:
    board = Board(TicTacToe(), x="human", o=Scripted([(0, 0), (0, 1), (2, 0)]))
    said: list[str] = []
    board.access.observe(lambda change: said.append(board.access.message), names="serial")
    click(board, 1, 1)
    # one announcement for the person's move and the AI's answer, none for "O is thinking"
    assert said == ["X played row 1, column 1. O played row 0, column 0. X to move (you)"]
    click(board, 1, 1)
    # Shown and read out without the position's text ("O dot dot slash..."): the board is right there.
    assert said[-1] == board.notice == "Not played: row 1, column 1 is occupied by X"
    for cell in [(2, 2), (1, 0)]:
        click(board, *cell)
    assert "ttt-game-over" not in board._dom_classes
    click(board, 1, 2)
    assert said[-1] == "X played row 1, column 2. X wins" and "ttt-game-over" in board._dom_classes
    assert len(said) == 5  # one per click: never a message for "O is thinking..."
    board.restart_button.click()
    assert said[-1] == "Back to the start. X to move (you)" and "ttt-game-over" not in board._dom_classes


def test_a_restart_is_read_out_as_a_new_game_even_when_the_ai_opens_it_as_before() -> None:
    # The AI starts both games with the same move: comparing moves alone said "Moves taken back."
    board = Board(TicTacToe(), x=Scripted([(0, 0), (2, 2), (0, 0)]), o="human")
    said: list[str] = []
    board.access.observe(lambda change: said.append(board.access.message), names="serial")
    click(board, 1, 1)
    assert said[-1] == "O played row 1, column 1. X played row 2, column 2. O to move (you)"
    board.restart_button.click()
    assert said[-1] == "Back to the start. X played row 0, column 0. O to move (you)"


def test_ai_vs_ai_reads_out_each_move() -> None:
    match = AIMatch(TicTacToe(), x=Scripted([(1, 1)]), o=Scripted([(0, 0)]))
    match.step()
    assert match.access.message.startswith("X played row 1, column 1. O (")
    match.step()
    assert match.access.message.startswith("O played row 0, column 0. X (")


def test_an_ultimate_refusal_is_shown_and_read_out_as_the_same_plain_sentence() -> None:
    board = UltimateBoard(x="human", o="random", seed=3)
    said: list[str] = []
    board.access.observe(lambda change: said.append(board.access.message), names="serial")
    board.cells[4, 4].click()  # O answers in the centre board and sends X to one board
    (allowed,) = board.game.allowed_boards(board.position)
    wrong = (0, 0) if allowed != 0 else (8, 8)
    board.cells[wrong].click()
    where = f", in {board.game.board_text(board.position)}"
    assert board.notice.startswith(f"Not played: row {wrong[0]}, column {wrong[1]} is in small board")
    assert where not in board.notice
    assert said[-1] == board.notice and board.notice.endswith("must play there")
    assert output_text(board) == board.notice + "\n"  # what the page shows: no position text after it


def test_cat_and_mice_read_out_where_a_picked_up_piece_may_go() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    said: list[str] = []
    board.access.observe(lambda change: said.append(board.access.message), names="serial")
    board.squares[0, 3].click()
    assert said[-1] == "cat on row 0, column 3 picked up: it can go to row 1, column 2 or row 1, column 4"
    board.squares[0, 3].click()
    assert said[-1] == "cat put down on row 0, column 3"
    board.squares[7, 0].click()  # a mouse, on the cat's turn: the hint under the board, read out
    assert said[-1] == board.hint == "it is the cat's turn: click the cat"
    assert board.moves == []
