"""What every board shares: colours from the page's theme, the last move marked, one notice at a
time, occupied cells that say why a click changed nothing, status lines that read well, and
the arcade page that holds them all.

Driven through the buttons' click handlers, as in the other widget tests; what the colours
look like on a real page is measured in ``tests/browser/test_theme_browser.py``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

from ttt_lab.games.mnk import MNK, MNKState, TicTacToe
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import LEVELS, player_for_level
from ttt_lab.widgets import AIMatch, Board, CatMiceBoard, UltimateBoard
from ttt_lab.widgets.arcade import TABS, arcade
from ttt_lab.widgets.base import EMPTY_CELL
from ttt_lab.widgets.menus import level_options, menu_width, side_name, unbracketed
from ttt_lab.widgets.theme import BOARD_CSS, THEMED

TRACEBACK = "Traceback (most recent call last):\n  a bug somewhere\n"


def classes(widget: Any) -> list[str]:
    return list(widget._dom_classes)


def stderr_texts(board: Any) -> list[str]:
    return [shown["text"] for shown in board.output.outputs if shown.get("name") == "stderr"]


def output_texts(board: Any) -> list[str]:
    return [shown["text"] for shown in board.output.outputs]


class Scripted:
    """An AI that plays the given moves in order."""

    def __init__(self, moves: list[Any], name: str = "scripted") -> None:
        self.moves, self.name = list(moves), name

    def choose(self, game: Any, state: Any) -> Any:
        return self.moves.pop(0)


# --------------------------------------------------------------------------- colours from the theme


@pytest.mark.parametrize("make", [lambda: Board(x="human", o="human"), lambda: UltimateBoard(x="human", o="human"),
                                  lambda: CatMiceBoard(cat="human", mice="human"), lambda: AIMatch(x=1, o=1)])
def test_every_board_carries_the_theme_style_and_its_class(make: Any) -> None:
    board = make()
    assert THEMED in classes(board)
    style = board.children[0]
    assert style.layout.display == "none" and BOARD_CSS in style.value and style.value.startswith("<style>")


def test_stones_are_coloured_by_the_themes_classes_never_by_inline_colours() -> None:
    board = Board(x="human", o="human")
    for cell in [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]:
        board.cells[cell].click()
    for cell, button in board.cells.items():
        stone = board.game.stone_at(board.position, cell)
        assert button.style.text_color is None and button.style.button_color is None
        assert [c for c in classes(button) if c.startswith("ttt-stone-")] == ([f"ttt-stone-{stone}"] if stone else [])
    assert board.grid.highlighted() == {(0, 0), (0, 1), (0, 2)}
    assert all("ttt-win" in classes(board.cells[0, col]) for col in range(3))

    ultimate = UltimateBoard(x="human", o="human")
    ultimate.cells[4, 4].click()
    assert "ttt-stone-X" in classes(ultimate.cells[4, 4]) and ultimate.cells[4, 4].style.text_color is None


def test_the_theme_css_uses_jupyterlab_variables_with_fallbacks_for_pages_without_them() -> None:
    for variable in ("--jp-ui-font-color0", "--jp-layout-color0", "--jp-layout-color2", "--jp-brand-color1",
                     "--jp-error-color1", "--jp-success-color1", "--jp-warn-color1"):
        assert re.search(rf"var\({variable}, #[0-9a-f]{{3,6}}\)", BOARD_CSS), variable
    assert "@supports not (color: color-mix(" in BOARD_CSS  # older browsers get the light mixtures


# --------------------------------------------------------------------------- the last move


def test_the_mnk_board_marks_the_last_move_of_either_side_and_undo_moves_the_mark_back() -> None:
    board = Board(TicTacToe(), x="human", o=Scripted([(0, 0), (0, 1)]))
    assert board.grid.last_move() is None
    board.cells[1, 1].click()
    assert board.grid.last_move() == (0, 0)  # the AI's answer
    assert [c for c, b in board.cells.items() if "ttt-last-move" in classes(b)] == [(0, 0)]
    board.cells[2, 2].click()
    assert board.grid.last_move() == (0, 1)
    board.undo_button.click()
    assert board.grid.last_move() == (0, 0)
    board.restart_button.click()
    assert board.grid.last_move() is None


def test_ai_vs_ai_marks_the_last_move() -> None:
    match = AIMatch(TicTacToe(), x=Scripted([(1, 1)]), o=Scripted([(0, 0)]))
    match.step()
    match.step()
    assert match.grid.last_move() == (0, 0)


def test_ultimate_marks_the_last_move_even_on_a_won_boards_big_mark() -> None:
    start = Ultimate().parse(".XX|...|.../.O.|...|.../...|...|.../O..|...|.../...|...|.../...|...|.../"
                             "...|...|.../...|...|.../...|...|... next: 0")
    board = UltimateBoard(x="human", o="human", start=start)
    assert board.last_move() is None
    board.cells[0, 0].click()  # wins the top-left board
    assert board.won_boards() == {0: "X"} and board.last_move() == (0, 0)
    assert board.cells[0, 0].description == "X"  # the cell keeps its stone (and name); the page hides it under the big X
    board.cells[4, 4].click()
    assert board.last_move() == (4, 4)


def test_cat_and_mice_ring_both_squares_of_the_last_move() -> None:
    board = CatMiceBoard(cat="human", mice=Scripted([((7, 0), (6, 1))]))
    board.squares[0, 3].click()
    board.squares[1, 4].click()
    ringed = {square for square, button in board.squares.items() if "ttt-last-move" in classes(button)}
    assert ringed == {(7, 0), (6, 1)}  # the mice's answer is the last move
    # the ring is a class, never a change of the square's wood colour
    assert board.squares[6, 1].style.button_color == board.squares[4, 1].style.button_color


# --------------------------------------------------------------------------- notices


def test_an_occupied_cell_takes_the_click_and_says_why_nothing_changed() -> None:
    board = Board(TicTacToe(), x="human", o="human")
    board.cells[1, 1].click()
    assert not board.cells[1, 1].disabled and "ttt-occupied" in classes(board.cells[1, 1])
    board.cells[1, 1].click()
    assert board.notice == "Not played: row 1, column 1 is occupied by X"  # the board shows the position
    # plain text, not a pink stderr box: a refused click is no error
    assert [shown["name"] for shown in board.output.outputs] == ["stdout"]
    assert board.game.board_text(board.position) == ".../.X./..."


@pytest.mark.parametrize(("kind", "moves", "legal"), [("mnk", [(1, 1), (0, 0)], (2, 2)),
                                                     ("ultimate", [(1, 1), (4, 4)], (3, 3))])
def test_one_notice_replaced_by_the_next_and_cleared_by_the_next_legal_move(
    kind: str, moves: list[tuple[int, int]], legal: tuple[int, int]
) -> None:
    board: Any = Board(x="human", o="human") if kind == "mnk" else UltimateBoard(x="human", o="human")
    board.output.append_stderr(TRACEBACK)  # a bug's traceback: it stays through it all
    for cell in moves:
        board.cells[cell].click()
    first, second = moves[1], moves[0]
    for _ in range(300):
        board.cells[first].click()
    assert output_texts(board) == [TRACEBACK, board.notice + "\n"] and f"row {first[0]}, column {first[1]} is occupied" in board.notice
    board.cells[second].click()  # refused too: its notice replaces the other
    assert output_texts(board) == [TRACEBACK, board.notice + "\n"] and f"row {second[0]}, column {second[1]} is" in board.notice
    board.cells[legal].click()
    assert output_texts(board) == [TRACEBACK] and board.notice == ""


def test_restart_clears_the_notice_and_a_new_one_shows_after() -> None:
    board = Board(x="human", o="human")
    board.cells[0, 0].click()
    board.cells[0, 0].click()
    board.restart_button.click()
    assert board.output.outputs == () and board.notice == ""
    board.cells[0, 0].click()
    board.cells[0, 0].click()
    assert board.notice.startswith("Not played: row 0, column 0 is occupied")


def test_an_ais_failure_is_no_notice_it_stays_until_undo_or_restart() -> None:
    ultimate = UltimateBoard(x="human", o=Scripted([(0, 0)]))
    ultimate.cells[4, 4].click()  # the AI answers outside the centre board
    failure = "IllegalMoveError: cell (0, 0) is in small board 0 (top-left)"
    assert stderr_texts(ultimate)[0].startswith(failure) and ultimate.notice == ""
    ultimate.cells[3, 3].click()  # the person's click on the AI's turn: a notice, beside the failure
    assert stderr_texts(ultimate)[0].startswith(failure) and "which an AI plays" in ultimate.notice


def test_menus_changed_while_an_ai_thinks_leave_one_notice() -> None:
    class Changing:
        name = "changing"

        def choose(self, game: MNK, state: MNKState) -> Any:
            for level in (1, 2, 3):
                board.level_menu.value = level  # refused: the menus wait
            return next(cell for cell in game.cells if game.stone_at(state, cell) is None)

    board = Board(TicTacToe(), x="human", o=Changing())
    board.cells[1, 1].click()
    assert output_texts(board) == ["The menus wait while O is thinking: change them after its move.\n"]


def test_cat_and_mice_explain_every_square_a_person_clicks_on_their_turn() -> None:
    board = CatMiceBoard(cat="human", mice="human")
    assert not any(button.disabled for button in board.squares.values())
    board.squares[7, 0].click()
    assert board.hint == "it is the cat's turn: click the cat"
    board.squares[0, 3].click()
    board.squares[5, 5].click()
    assert board.hint == "Row 5, column 5 is not a move of the piece on row 0, column 3"
    board.squares[1, 4].click()
    assert board.hint == "" and len(board.moves) == 1


# --------------------------------------------------------------------------- words and menus


def test_level_names_read_without_nested_brackets_in_statuses_and_scoreboards() -> None:
    assert player_for_level(2).name == "Level 2 (WinBlock)"
    match = AIMatch(TicTacToe(), x=2, o=3)
    assert match.status == "X (Level 2, WinBlock) to move"
    assert "O (Level 3, MCTS 30) won 0" in match.scoreboard
    for number in LEVELS:
        name = side_name(player_for_level(number))
        assert "(" not in name and ")" not in name, name
    assert unbracketed("AlphaBeta(depth=3)") == "AlphaBeta, depth=3"


def test_the_mice_are_thinking() -> None:
    seen: list[str] = []

    class Watching:
        name = "Perfect"

        def __init__(self, moves: list[Any]) -> None:
            self.moves = moves

        def choose(self, game: Any, state: Any) -> Any:
            seen.append(board.status)
            return self.moves.pop(0)

    board = CatMiceBoard(cat=Watching([((0, 3), (1, 4))]), mice=Watching([((7, 0), (6, 1))]))
    board.step()
    board.step()
    assert seen == ["the cat is thinking...", "the mice are thinking..."]
    assert board.status == "cat (Perfect) to move"


def test_friend_mode_hides_the_opponent_menus() -> None:
    board = Board(TicTacToe(), x="human", o=1)
    assert board.level_menu.layout.display is None
    board.side_menu.value = "both"
    assert board.level_menu.layout.display == "none"
    board.side_menu.value = "X"
    assert board.level_menu.layout.display is None and board.players["O"] != "human"

    ultimate = UltimateBoard(x="human", o="human")
    assert ultimate.ai_menu.layout.display == "none"
    ultimate.mode_menu.value = "ai-o"
    assert ultimate.ai_menu.layout.display is None


def test_a_menu_is_wide_enough_for_its_longest_option() -> None:
    longest = max(level_options(), key=lambda option: len(option[0]))[0]
    assert longest == "8 · Perfect 4x4, three in a row"
    board = Board(x="human", o=8)
    width = int(board.level_menu.layout.width.removesuffix("px"))
    assert width == int(menu_width("Opponent", level_options()).removesuffix("px")) > 260
    # at 8 px a character the label and the option fit, with room left for the arrow
    assert width - 8 * len("Opponent" + longest) >= 48

# --------------------------------------------------------------------------- the arcade


def test_the_arcade_builds_each_board_when_its_tab_is_opened_and_a_move_plays_on_each() -> None:
    page = arcade(seed=0)
    assert [page.get_title(i) for i in range(len(TABS))] == ["Tic-tac-toe", "Ultimate", "Cat and Mice", "AI vs AI"]
    assert "ttt-arcade" in classes(page)
    boards: list[Any] = []
    for index in range(len(TABS)):
        page.selected_index = index
        (board,) = page.children[index].children
        boards.append(board)
        page.selected_index = 0
        assert page.children[index].children == (board,)  # built once, kept when the tab is left
    tictactoe, ultimate, cat_mice, match = boards
    assert [type(board) for board in boards] == [Board, UltimateBoard, CatMiceBoard, AIMatch]

    empty = next(cell for cell, button in tictactoe.cells.items() if button.description == EMPTY_CELL)
    stones = tictactoe.position.stones
    tictactoe.cells[empty].click()
    assert tictactoe.position.stones == stones + 2  # yours and the AI's answer
    ultimate.cells[4, 4].click()
    assert len(ultimate.moves) == 2
    cat = cat_mice.position.cat_square
    cat_mice.squares[cat].click()
    cat_mice.squares[sorted(cat_mice.targets)[0]].click()
    assert len(cat_mice.moves) == 2
    match.step_button.click()
    assert len(match.moves) == 1
    assert all(board.output.outputs == () for board in boards)


def test_a_board_that_fails_to_build_shows_its_traceback_in_its_tab(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(seed: int | None) -> Any:
        raise RuntimeError("boom: no board today")

    monkeypatch.setitem(TABS, "Ultimate", broken)
    page = arcade()
    page.selected_index = 1
    (shown,) = page.children[1].children
    text = "".join(output["text"] for output in shown.outputs)
    assert "Traceback" in text and "RuntimeError: boom: no board today" in text


# --------------------------------------------------------------------------- the notebooks' own plots


PYPLOT_NOTEBOOKS = sorted(path.name for path in (Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb")
                          if "plt." in path.read_text(encoding="utf-8"))


def test_the_notebooks_that_draw_with_pyplot_are_the_ones_checked_below() -> None:
    assert {"08_cat_and_mice.ipynb", "09_chance.ipynb", "10_mcts.ipynb", "11_anytime.ipynb",
            "12_tables.ipynb"} <= set(PYPLOT_NOTEBOOKS)


@pytest.mark.parametrize("name", PYPLOT_NOTEBOOKS)
def test_the_notebooks_own_plots_are_drawn_in_the_pages_theme(name: str) -> None:
    # A plot made with plain pyplot stays a white block on a dark page (issue 28): every figure a
    # notebook makes itself is made and shown inside ttt_lab's themed() block.
    import ast
    import json
    from pathlib import Path

    notebook = json.loads((Path(__file__).resolve().parents[1] / "notebooks" / name).read_text(encoding="utf-8"))
    figures = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(line for line in cell["source"] if not line.startswith("%"))
        tree = ast.parse(source)
        themed_blocks = [node for node in ast.walk(tree) if isinstance(node, ast.With) and any(
            isinstance(item.context_expr, ast.Call) and getattr(item.context_expr.func, "id", "") == "themed"
            for item in node.items)]
        inside = {id(inner) for block in themed_blocks for inner in ast.walk(block)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
                    "subplots", "figure", "show") and getattr(node.func.value, "id", "") == "plt":
                figures += 1
                assert id(node) in inside, f"{name}: plt.{node.func.attr} outside `with themed():`"
    assert figures >= 1


def test_every_focusable_control_carries_the_focus_ring_not_only_the_cells() -> None:
    # Menus, tick boxes and sliders kept ipywidgets' thin outline (a dropdown none at all:
    # "outline: none !important"); the browser test measures the ring on every arcade control.
    from ttt_lab.games.trees import aima_figure_5_2
    from ttt_lab.search import MCTSTrace, SearchTree, alphabeta, mcts
    from ttt_lab.widgets import MCTSStepper, SearchStepper, TreeExplorer
    from ttt_lab.widgets.theme import FOCUS_CSS

    for control in ("select", "input", "[tabindex]", "[contenteditable]", "button"):
        assert control in FOCUS_CSS
    assert "3px solid" in FOCUS_CSS and "!important" in FOCUS_CSS and "--jp-layout-color0" in FOCUS_CSS
    assert FOCUS_CSS in BOARD_CSS
    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, (), observer=tree)
    trace = MCTSTrace()
    mcts(TicTacToe(), TicTacToe().initial_state(), iterations=3, seed=1, trace=trace)
    for widget in (SearchStepper(tree, game=game, plot=False), MCTSStepper(trace, plot=False), TreeExplorer(tree)):
        styles = [child.value for child in widget.children if isinstance(child, widgets.HTML)]
        assert any(FOCUS_CSS in style for style in styles), type(widget).__name__
