"""The Ultimate and Cat and Mice boards in JupyterLab, in a real Chromium: clicks reach the kernel.

The fixture notebook ``notebooks/other_boards.ipynb`` shows an :class:`UltimateBoard` against
the seeded win-block AI and a :class:`CatMiceBoard` against the seeded depth-2 mice. Every
click the browser makes is first replayed here, in the test's own process, on the same
widget with the same seeded AI; after each click the page must show exactly what the Python
widget then shows (stones or pieces, status, which buttons are enabled, the highlighting).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Locator, Page, expect

from ttt_lab.games.cat_mice import CAT
from ttt_lab.widgets import CatMiceBoard, UltimateBoard

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "other_boards.ipynb"

# The widgets exactly as the notebook builds them (checked against its source below).
ULTIMATE_CALL = 'UltimateBoard(x="human", o="win-block", seed=0)'
CAT_MICE_CALL = 'CatMiceBoard(cat="human", mice=2, seed=0, pieces="letters")'


def new_ultimate() -> UltimateBoard:
    return UltimateBoard(x="human", o="win-block", seed=0)


def new_cat_mice() -> CatMiceBoard:
    return CatMiceBoard(cat="human", mice=2, seed=0, pieces="letters")


TIMEOUT_MS = 30_000
"""For every page check: the AI answers inside the kernel, which shares a busy machine."""

STDERR = "[data-mime-type='application/vnd.jupyter.stderr']"


def has_class(name: str) -> re.Pattern[str]:
    """Matches a class attribute that contains the class ``name``."""
    return re.compile(rf"(^|\s){re.escape(name)}(\s|$)")


def expect_classes(locator: Locator, names: list[str]) -> None:
    """The elements of ``locator`` are exactly one per name, in page order, each with its class."""
    if names:
        expect(locator).to_have_class([has_class(name) for name in names], timeout=TIMEOUT_MS)
    else:
        expect(locator).to_have_count(0, timeout=TIMEOUT_MS)


def label(button: Any) -> str:
    """What a button shows on the page (an empty square's label is a space)."""
    return str(button.description).strip()


def errors(widget: UltimateBoard | CatMiceBoard) -> list[str]:
    """The stderr texts in the widget's output area (what its reporter printed)."""
    return [output["text"] for output in widget.output.outputs if output.get("name") == "stderr"]


@dataclass(frozen=True)
class Step:
    """One click the browser makes (a CSS class of a button in the widget) and what the page shows then."""

    click: str | None
    view: dict[str, Any]


def expect_view(root: Locator, view: dict[str, Any]) -> None:
    """The widget ``root`` on the page shows ``view`` (see the ``*_view`` functions)."""
    expect(root.locator(view["cells"])).to_have_text(view["texts"], timeout=TIMEOUT_MS)
    expect(root.locator(".ttt-status")).to_have_text(view["status"], timeout=TIMEOUT_MS)
    for selector, names in view["classes"].items():
        expect_classes(root.locator(selector), names)
    for css, disabled in view["buttons"].items():
        button = root.locator(f"button.{css}")
        if disabled:
            expect(button).to_be_disabled(timeout=TIMEOUT_MS)
        else:
            expect(button).to_be_enabled(timeout=TIMEOUT_MS)
    if "marks" in view:  # Ultimate: the big X or O of each won small board
        marks = root.locator(".ttt-won-board")
        if view["marks"]:
            expect(marks).to_have_text(view["marks"], timeout=TIMEOUT_MS)
        else:
            expect(marks).to_have_count(0, timeout=TIMEOUT_MS)
    if "hint" in view:  # Cat and Mice: the line under the board
        expect(root.locator(".ttt-hint")).to_have_text(view["hint"], timeout=TIMEOUT_MS)
    shown_errors = root.locator(f".ttt-output {STDERR}")
    if view["errors"]:
        expect(shown_errors.first).to_be_visible(timeout=TIMEOUT_MS)
        for text in view["errors"]:
            expect(root.locator(".ttt-output")).to_contain_text(text.strip(), timeout=TIMEOUT_MS)
    elif not view.get("notice"):
        expect(root.locator(".ttt-output [data-mime-type]")).to_have_count(0, timeout=TIMEOUT_MS)
    if view.get("notice"):  # a refused click's notice: plain text, no error
        notice = root.locator(".ttt-output [data-mime-type='application/vnd.jupyter.stdout']")
        expect(notice).to_have_text(view["notice"], timeout=TIMEOUT_MS)


def play(root: Locator, steps: list[Step]) -> None:
    """Make each step's click in the page and check the page then shows the step's view."""
    for step in steps:
        if step.click is not None:
            root.locator(f"button.{step.click}").click()
        expect_view(root, step.view)


def open_other_boards(page: Page, server: JupyterLabServer, name: str) -> None:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    source = "".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "code")
    for call in (ULTIMATE_CALL, CAT_MICE_CALL):
        assert call in source, f"the test replays {call}, which the notebook does not show"
    open_notebook(page, server.add_notebook(NOTEBOOK, name))
    run_all(page)
    expect(page.locator(".ttt-ultimate")).to_have_count(1)
    expect(page.locator(".ttt-cat-mice-widget")).to_have_count(1)


# ---------------------------------------------------------------------------- Ultimate


def board_of(cell: tuple[int, int]) -> int:
    return cell[0] // 3 * 3 + cell[1] // 3


def rule_allowed_boards(board: UltimateBoard) -> list[int]:
    """The small boards X or O may play in, by the rules: the one the last move points at, if open."""
    state = board.position
    if board.game.is_terminal(state):
        return []
    status = board.game.small_board_status(state)
    open_boards = [b for b in range(9) if status[b] is None]
    if not board.moves:
        return open_boards
    row, col = board.moves[-1]
    sent_to = row % 3 * 3 + col % 3
    return [sent_to] if status[sent_to] is None else open_boards


def ultimate_view(board: UltimateBoard) -> dict[str, Any]:
    """What the page must show for the Python widget ``board`` (a won board's cells under its big mark too)."""
    allowed = board.allowed_boards()
    assert allowed == rule_allowed_boards(board), (board.moves, allowed)
    won = board.won_boards()
    drawn = list(board.cells)
    line = set(board.game.winning_line(board.position) or ())
    return {
        "cells": "button.ttt-ucell",
        "texts": [label(board.cells[cell]) for cell in drawn],
        "status": board.status,
        "classes": {
            "button.ttt-ucell:enabled": [
                f"ttt-ucell-{r}-{c}" for r, c in drawn if not board.cells[r, c].disabled
            ],
            ".ttt-uboard.ttt-allowed": [f"ttt-uboard-{b}" for b in allowed],
            ".ttt-uboard:has(.ttt-won-board)": [f"ttt-uboard-{b}" for b in sorted(won)],
            ".ttt-uboard:has(.ttt-won-board.ttt-win)": [f"ttt-uboard-{b}" for b in sorted(won) if b in line],
            "button.ttt-ucell.ttt-occupied": [
                f"ttt-ucell-{r}-{c}" for r, c in drawn if board.game.stone_at(board.position, (r, c))
            ],
            "button.ttt-ucell.ttt-last-move": [f"ttt-ucell-{r}-{c}" for r, c in board.moves[-1:]],
        },
        "marks": [won[b] for b in sorted(won)],
        "buttons": {"ttt-undo": board.undo_button.disabled, "ttt-restart": board.restart_button.disabled},
        "errors": errors(board),
        "notice": board.notice,
    }


def ultimate_steps() -> list[Step]:
    """The browser's clicks on the Ultimate board, replayed here with the notebook's widget and AI.

    X always takes the first empty cell of the first allowed board until the game ends;
    Restart; one good move and, after O's answer, a click in a board X was not sent to
    (the game's IllegalMoveError appears under the board, nothing else changes); Restart.
    """
    board = new_ultimate()
    steps = [Step(None, ultimate_view(board))]

    def click(css: str, button: Any) -> None:
        button.click()
        steps.append(Step(css, ultimate_view(board)))

    while not board.game.is_terminal(board.position):
        allowed = board.allowed_boards()
        row, col = next(c for c, b in board.cells.items() if label(b) == "" and board_of(c) in allowed)
        moves = len(board.moves)
        click(f"ttt-ucell-{row}-{col}", board.cells[row, col])
        assert len(board.moves) == moves + 2 or board.game.is_terminal(board.position), (
            "the AI did not answer"
        )
    assert re.fullmatch(r"(X|O) wins \(.+\)|Draw", board.status), board.status
    click("ttt-restart", board.restart_button)
    assert steps[-1].view == steps[0].view, "Restart did not bring back the empty board"
    click("ttt-ucell-0-0", board.cells[0, 0])
    allowed = board.allowed_boards()
    row, col = next(c for c, b in board.cells.items() if label(b) == "" and board_of(c) not in allowed)
    click(f"ttt-ucell-{row}-{col}", board.cells[row, col])
    assert len(board.moves) == 2 and not errors(board) and board.notice.startswith("Not played: "), board.notice
    assert steps[-1].view["texts"] == steps[-2].view["texts"]
    click("ttt-restart", board.restart_button)
    assert steps[-1].view == steps[0].view
    return steps


WON_BOARDS = """
(root) => [...root.querySelectorAll(".ttt-uboard.ttt-won")].map((box) => {
  const mark = box.querySelector(".ttt-won-board");
  const cells = box.querySelector(".widget-gridbox, .jupyter-widget-gridbox") || box.firstElementChild;
  const size = (e) => { const r = e.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
  const stones = [...box.querySelectorAll("button.ttt-ucell.ttt-occupied")];
  return {
    mark: size(mark), grid: size(box.querySelector("button.ttt-ucell").parentElement),
    font: getComputedStyle(mark).fontSize, opacity: getComputedStyle(mark).opacity,
    box: getComputedStyle(box).backgroundColor,
    ring: [getComputedStyle(box).boxShadow, box.querySelector(".ttt-last-move") ? getComputedStyle(mark).color : null],
    stones: stones.map((b) => getComputedStyle(b).color),
    names: stones.map((b) => b.getAttribute("aria-label") || b.title),
  };
})
"""
"""Each won small board: its big mark's size and letter size, its cells' grid size, its own
background, and the colour and name of each small stone under the mark."""


def assert_won_boards_read_as_one_mark(root: Locator, marks: list[str]) -> None:
    """Walk-through W16: the small stones showed through and around the big mark, and the last
    board won was drawn with a smaller mark. Now each won board is one mark, alike on every
    board, on an opaque box; its stones are hidden but keep their names."""
    won = root.evaluate(WON_BOARDS)
    assert len(won) == len(marks) >= 1, won
    assert len({(tuple(b["mark"]), b["font"]) for b in won}) == 1, won  # one size on every board
    for board in won:
        assert board["mark"][0] >= board["grid"][0] and board["mark"][1] >= board["grid"][1], board  # covers its cells
        assert board["opacity"] == "1" and not re.search(r"rgba\(.*, 0\)$|transparent", board["box"]), board
        assert board["stones"] and all(re.search(r"rgba\(.*, 0\)$", colour) for colour in board["stones"]), board
        assert all(re.search(r": (X|O)$", name or "") for name in board["names"]), board
        shadow, last_colour = board["ring"]  # the move that won it is ringed round the board, in its colour
        assert (last_colour is not None and shadow.startswith(last_colour)) or (last_colour is None and shadow == "none"), board


def test_ultimate_board_plays_a_whole_game_as_in_python(jupyter_lab: JupyterLabServer, page: Page) -> None:
    steps = ultimate_steps()
    end = next(i for i, step in enumerate(steps) if step.click == "ttt-restart")
    final = steps[end - 1].view
    assert final["marks"], "the replayed game won no small board: the test would not see ttt-won-board"
    assert any(1 < len(step.view["classes"][".ttt-uboard.ttt-allowed"]) < 9 for step in steps[1:end]), (
        "the replayed game never sends X to a closed board: the free move would go unchecked"
    )
    open_other_boards(page, jupyter_lab, "other_boards_ultimate.ipynb")
    root = page.locator(".ttt-ultimate")
    expect(root.locator("button.ttt-ucell")).to_have_count(81)
    expect(root.locator(".ttt-uboard")).to_have_count(9)

    play(root, steps[:end])
    expect(root.locator("button.ttt-ucell:enabled")).to_have_count(0)
    expect(stderr_outputs(page)).to_have_count(0)
    ARTIFACTS.mkdir(exist_ok=True)
    root.screenshot(path=str(ARTIFACTS / "ultimate_board_finished.png"))
    assert_won_boards_read_as_one_mark(root, final["marks"])

    # Restart empties every cell (the won boards show their cells again), then an illegal
    # click is explained under the board, and Restart clears that too.
    play(root, steps[end:])
    expect(root.locator("button.ttt-ucell")).to_have_count(81)
    expect(root.locator("button.ttt-ucell:enabled")).to_have_count(81)
    expect(root.locator(".ttt-won-board")).to_have_count(0)
    expect(stderr_outputs(page)).to_have_count(0)


# ---------------------------------------------------------------------------- Cat and Mice


def cat_mice_view(board: CatMiceBoard) -> dict[str, Any]:
    """What the page must show for the Python widget ``board``."""
    squares = board.squares

    def having(name: str) -> list[str]:
        return [f"ttt-sq-{r}-{c}" for (r, c), button in squares.items() if name in button._dom_classes]

    return {
        "cells": "button.ttt-square",
        "texts": [label(button) for button in squares.values()],
        "status": board.status,
        "classes": {
            **{
                f"button.ttt-square.{name}": having(name)
                for name in ("ttt-cat", "ttt-mouse", "ttt-selected", "ttt-target", "ttt-last-move")
            },
            "button.ttt-square:enabled": [
                f"ttt-sq-{r}-{c}" for (r, c), b in squares.items() if not b.disabled
            ],
        },
        "hint": board.hint,
        "buttons": {"ttt-undo": board.undo_button.disabled, "ttt-restart": board.restart_button.disabled},
        "errors": errors(board),
        "notice": board.notice,
    }


def cat_mice_steps() -> list[Step]:
    """The browser's clicks on the Cat and Mice board, replayed here with the notebook's widget and AI.

    The cat is picked up, put down, picked up again and moved to its last target; the mice
    answer. Two more moves the same way, then Undo (back before the last move) and Restart.
    """
    board = new_cat_mice()
    game = board.game
    steps = [Step(None, cat_mice_view(board))]

    def click_square(square: tuple[int, int]) -> None:
        board.squares[square].click()
        steps.append(Step("ttt-sq-{}-{}".format(*square), cat_mice_view(board)))

    def pick_up_cat() -> list[tuple[int, int]]:
        cat = board.position.cat_square
        click_square(cat)
        targets = sorted(to for source, to in game.actions(board.position) if source == cat)
        assert board.selected == cat and sorted(board.targets) == targets and targets
        assert steps[-1].view["classes"]["button.ttt-square.ttt-selected"] == ["ttt-sq-{}-{}".format(*cat)]
        assert steps[-1].view["classes"]["button.ttt-square.ttt-target"] == [
            "ttt-sq-{}-{}".format(*square) for square in targets
        ]
        return targets

    pick_up_cat()
    click_square(board.position.cat_square)  # a second click puts it down
    assert board.selected is None and steps[-1].view == steps[0].view
    for _ in range(3):
        target = pick_up_cat()[-1]
        moves = len(board.moves)
        click_square(target)
        assert board.position.cat_square == target and len(board.moves) == moves + 2, (
            "the mice did not answer"
        )
        assert game.to_move(board.position) == CAT and not game.is_terminal(board.position)
        assert not steps[-1].view["classes"]["button.ttt-square.ttt-selected"]
    board.undo_button.click()
    steps.append(Step("ttt-undo", cat_mice_view(board)))
    assert len(board.moves) == 4 and steps[-1].view == steps[-4].view
    board.restart_button.click()
    steps.append(Step("ttt-restart", cat_mice_view(board)))
    assert steps[-1].view == steps[0].view
    return steps


def test_cat_mice_board_moves_a_picked_up_piece_and_the_mice_answer_as_in_python(
    jupyter_lab: JupyterLabServer, page: Page
) -> None:
    steps = cat_mice_steps()
    open_other_boards(page, jupyter_lab, "other_boards_cat_mice.ipynb")
    root = page.locator(".ttt-cat-mice-widget")
    expect(root.locator("button.ttt-square")).to_have_count(64)

    undo = next(i for i, step in enumerate(steps) if step.click == "ttt-undo")
    play(root, steps[:undo])
    expect(stderr_outputs(page)).to_have_count(0)
    ARTIFACTS.mkdir(exist_ok=True)
    root.screenshot(path=str(ARTIFACTS / "cat_mice_board_finished.png"))

    play(root, steps[undo:])
    expect(root.locator("button.ttt-square.ttt-cat")).to_have_class(has_class("ttt-sq-0-3"))
    expect(root.locator("button.ttt-square.ttt-mouse")).to_have_count(4)
    expect(root.locator("button.ttt-square.ttt-last-move")).to_have_count(0)
    expect(stderr_outputs(page)).to_have_count(0)
