"""The board widgets in JupyterLab, in a real Chromium: clicks reach the kernel, the AI answers.

The fixture notebook ``notebooks/board_vs_ai.ipynb`` shows a Board against a fast
deterministic level, a Board against a deliberately slow AI, and an AI-vs-AI match. The
game expected in the browser is replayed here, in the test's own process, with the same
widget and the same seeded level, so the browser must show exactly what the Python
widget computes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from lab_driver import JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

from ttt_lab.games.mnk import Cell
from ttt_lab.widgets import DEFAULT_LEVEL, Board
from ttt_lab.widgets.base import EMPTY_CELL

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "board_vs_ai.ipynb"

SLOW_AI_TIMEOUT_MS = 20_000
"""The slow AI sleeps 2 s; allow for a loaded machine."""


def expected_game() -> tuple[list[tuple[Cell, str, str]], int]:
    """Replay the browser's game here: the human takes the centre, then always the first empty cell.

    The notebook's board is ``Board(o=DEFAULT_LEVEL)`` with the default seed, so this board
    makes the same choices.

    Returns:
        For each human click: the cell, the board text after the AI's answer, the status;
        and how many cells end up highlighted.
    """
    board = Board(o=DEFAULT_LEVEL)
    steps = []
    cell: Cell = (1, 1)
    while True:
        board.cells[cell].click()
        steps.append((cell, board.game.board_text(board.position), board.status))
        if board.game.is_terminal(board.position):
            return steps, len({c for line in board.game.winning_lines(board.position) for c in line})
        cell = next(c for c, button in board.cells.items() if button.description == EMPTY_CELL)


def cell_texts(board_text: str) -> list[str]:
    """What the cell buttons show, in page order, for a board text like ``"X.O/.../..."``."""
    return ["" if symbol == "." else symbol for symbol in board_text.replace("/", "")]


def open_board_notebook(page: Page, server: JupyterLabServer, name: str) -> None:
    open_notebook(page, server.add_notebook(NOTEBOOK, name))
    run_all(page)
    expect(page.locator(".ttt-board-widget")).to_have_count(2)


def test_the_ai_answers_a_click_and_the_game_ends_as_in_python(
    jupyter_lab: JupyterLabServer, page: Page
) -> None:
    steps, highlighted = expected_game()
    assert steps[-1][2] in ("X wins", "O wins", "Draw")
    open_board_notebook(page, jupyter_lab, "board_vs_ai.ipynb")
    board = page.locator(".ttt-board-widget").nth(0)
    cells = board.locator("button.ttt-cell")
    status = board.locator(".ttt-status")
    expect(cells).to_have_count(9)
    expect(status).to_have_text("X to move (you)")
    expect(cells).to_have_text(cell_texts(".../.../..."))

    notice = board.locator(".ttt-output")
    for index, ((row, col), text, expected_status) in enumerate(steps):
        board.locator(f"button.ttt-cell-{row}-{col}").click()
        # the AI's answer arrives through the kernel: one more "O" on the page
        expect(cells).to_have_text(cell_texts(text))
        expect(status).to_have_text(expected_status)
        expect(notice.locator("[data-mime-type]")).to_have_count(0)  # a legal move clears the notice
        expect(board.locator(f"button.ttt-cell-{row}-{col}")).to_have_class(re.compile(r"\bttt-occupied\b"))
        if index == 0:
            # The stone's cell still takes a click, answered by one notice: no pile of them.
            for _ in range(3):
                board.locator(f"button.ttt-cell-{row}-{col}").click()
            expect(notice).to_contain_text(f"row {row}, column {col} is occupied by X")
            expect(notice.locator("[data-mime-type]")).to_have_count(1)
            expect(cells).to_have_text(cell_texts(text))

    expect(board.locator("button.ttt-win")).to_have_count(highlighted)
    expect(board.locator("button.ttt-cell:enabled")).to_have_count(0)
    expect(board.locator(".ttt-output [data-mime-type]")).to_have_count(0)
    ARTIFACTS.mkdir(exist_ok=True)
    board.screenshot(path=str(ARTIFACTS / "board_vs_ai_finished.png"))

    # Restart empties every cell on the page (a button whose label becomes "" keeps its old
    # text in ipywidgets, so this catches a board that only looks restarted in Python).
    board.locator("button.ttt-restart").click()
    expect(status).to_have_text("X to move (you)")
    expect(cells).to_have_text(cell_texts(".../.../..."))
    expect(board.locator("button.ttt-cell:enabled")).to_have_count(9)
    expect(stderr_outputs(page)).to_have_count(0)


def test_a_slow_ai_locks_the_board_while_it_thinks_and_ai_vs_ai_plays_on_its_clock(
    jupyter_lab: JupyterLabServer, page: Page
) -> None:
    open_board_notebook(page, jupyter_lab, "board_vs_slow_ai.ipynb")
    board = page.locator(".ttt-board-widget").nth(1)
    status = board.locator(".ttt-status")
    board.locator("button.ttt-cell-1-1").click()
    # shown before the search ends: the status and the lock reach the browser first
    expect(status).to_have_text("O (slow) is thinking...")
    expect(board.locator("button.ttt-cell:enabled")).to_have_count(0)
    expect(board.locator("button.ttt-undo")).to_be_disabled()
    expect(status).to_have_text("X to move (you)", timeout=SLOW_AI_TIMEOUT_MS)
    expect(board.locator("button.ttt-cell", has_text=re.compile("^O$"))).to_have_count(1)
    # every cell takes clicks again on your turn; two of them hold stones
    expect(board.locator("button.ttt-cell:enabled:not(.ttt-occupied)")).to_have_count(7)
    expect(board.locator("button.ttt-cell:enabled")).to_have_count(9)

    match = page.locator(".ttt-match-widget")
    scoreboard = match.locator(".ttt-scoreboard")
    expect(scoreboard).to_contain_text("games 0:")
    match.locator("button.ttt-play").click()
    # the hidden Play clock drives the steps; the match pauses itself after 3 games
    expect(scoreboard).to_contain_text("games 3:", timeout=60_000)
    expect(match.locator("button.ttt-play")).to_be_enabled()
    expect(match.locator("button.ttt-pause")).to_be_disabled()
    expect(match.locator(".ttt-status")).to_have_text(re.compile("^(X wins|O wins|Draw)$"))
    # the final position is a real one: stones from earlier games were all cleared
    xs = match.locator("button.ttt-cell", has_text=re.compile("^X$")).count()
    os = match.locator("button.ttt-cell", has_text=re.compile("^O$")).count()
    assert xs - os in (0, 1), f"{xs} X and {os} O on the board"
    expect(stderr_outputs(page)).to_have_count(0)
    match.scroll_into_view_if_needed()


def test_the_board_plays_in_voila_too(voila_page: Callable[[Path], Page]) -> None:
    steps, _ = expected_game()
    page = voila_page(NOTEBOOK)  # Voilà runs every cell on load
    board = page.locator(".ttt-board-widget").nth(0)
    cells = board.locator("button.ttt-cell")
    expect(cells).to_have_count(9, timeout=90_000)
    expect(board.locator(".ttt-status")).to_have_text("X to move (you)")
    (row, col), text, status = steps[0]
    board.locator(f"button.ttt-cell-{row}-{col}").click()
    expect(cells).to_have_text(cell_texts(text))
    expect(board.locator(".ttt-status")).to_have_text(status)

    # "show search": the AI records its next search, and the picture of it appears
    board.locator(".ttt-show-search input[type='checkbox']").check()
    expect(board.locator(".ttt-search")).to_contain_text("next search is recorded")
    (row, col), text, status = steps[1]
    board.locator(f"button.ttt-cell-{row}-{col}").click()
    expect(cells).to_have_text(cell_texts(text))  # recording does not change the AI's choice
    expect(board.locator(".ttt-search img")).to_be_visible()
    expect(stderr_outputs(page)).to_have_count(0)
    board.scroll_into_view_if_needed()


FALLBACK_NOTEBOOK = Path(__file__).parent / "notebooks" / "fallback_board.ipynb"
"""A 7x7 board against level 7, whose perfect play cannot be proven there: its move says so."""


def test_a_long_status_line_wraps_instead_of_being_cut_off(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(FALLBACK_NOTEBOOK, "fallback_board.ipynb"))
    run_all(page)
    board = page.locator(".ttt-board-widget").nth(0)
    board.locator("button.ttt-cell-3-3").click()
    status = board.locator(".ttt-status")
    expect(status).to_contain_text("playing the heuristic's best move", timeout=60_000)
    # ipywidgets' labels keep to one 28 px line and hide the rest: every word of the note must show
    assert status.evaluate("e => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight")
    ARTIFACTS.mkdir(exist_ok=True)
    board.screenshot(path=str(ARTIFACTS / "board_fallback_status.png"))
