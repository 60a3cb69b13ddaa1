"""The arcade page, served as students serve it (``python -m ttt_lab arcade``), in a real Chromium.

The page loads fast and shows no code; a move is played on each of its four tabs; every
menu is wide enough for each of its options (the level-8 label was cut off); in the dark
theme the boards are dark and the picture of an AI's search is dark too. The AIs are not
seeded here, as on the real page, so the checks count stones rather than replay a game.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, image_pixel, stderr_outputs
from playwright.sync_api import Locator, Page, expect

from ttt_lab.widgets.arcade import ARCADE_CODE, TABS

pytestmark = pytest.mark.browser

ARCADE = Path(__file__).resolve().parents[2] / "notebooks" / "arcade.ipynb"

LOAD_TIMEOUT_MS = 90_000
"""For the first page: Voilà starts a kernel and runs the notebook before the page shows."""

LOAD_BUDGET_S = 20.0
"""The arcade may take this long from the request to the first board (about 2 s here; the
rest is room for a busy machine): a heavy cell would blow it."""

TIMEOUT_MS = 30_000


def stones(board: Locator, stone: str) -> Locator:
    return board.locator("button", has_text=re.compile(f"^{stone}$"))


def open_tab(page: Page, index: int) -> Locator:
    page.locator(".ttt-arcade .lm-TabBar-tab").nth(index).click()
    tab = page.locator(f".ttt-arcade-tab-{index}")
    expect(tab).to_be_visible()
    return tab


MENU_TEXT_ROOM = """
(select) => {
  const style = getComputedStyle(select);
  const context = document.createElement("canvas").getContext("2d");
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [...select.options].map((option) => [option.text, context.measureText(option.text).width, room]);
}
"""
"""For a ``<select>``: each option's text, its width in the menu's font, and the room the menu
has for it (its width without the padding, which holds the arrow)."""


def assert_menus_fit(scope: Locator) -> None:
    """Every option of every menu in ``scope`` shows whole in its menu."""
    selects = scope.locator("select")
    assert selects.count() > 0
    for i in range(selects.count()):
        for text, width, room in selects.nth(i).evaluate(MENU_TEXT_ROOM):
            assert width <= room, f"menu option {text!r} is {width:.0f} px wide in a menu with {room:.0f} px"


def test_the_arcade_plays_a_move_on_every_tab(voila_page: Callable[..., Page]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    started = time.monotonic()
    page = voila_page(ARCADE, arcade_theme="light")
    board = page.locator(".ttt-arcade-tab-0 .ttt-board-widget")
    expect(board.locator("button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    load_seconds = time.monotonic() - started
    assert load_seconds < LOAD_BUDGET_S, f"the arcade took {load_seconds:.1f} s to show its first board"
    expect(page.locator(".ttt-arcade .lm-TabBar-tab")).to_have_text(list(TABS))
    expect(page.locator("body")).not_to_contain_text(ARCADE_CODE.splitlines()[0])  # no code on the page
    expect(page.locator("h1")).to_have_text(re.compile("ttt_lab arcade"))

    # Tic-tac-toe: the level menu holds every level's label whole (level 8's was cut off).
    assert_menus_fit(board)
    # It opens on level 6 as the level menu sets it up: the AI has started (in a corner), and
    # the level's description shows under the menu.
    expect(board.locator(".ttt-level-info")).to_contain_text("the AI starts")
    expect(stones(board, "X")).to_have_count(1, timeout=TIMEOUT_MS)
    board.locator("button.ttt-cell-1-1").click()
    expect(stones(board, "X")).to_have_count(2, timeout=TIMEOUT_MS)  # the AI answered
    expect(board.locator(".ttt-status")).to_have_text("O to move (you)")
    expect(board.locator("button.ttt-cell.ttt-last-move")).to_have_count(1)
    board.screenshot(path=str(ARTIFACTS / "arcade_tab_0.png"))

    ultimate = open_tab(page, 1).locator(".ttt-ultimate")
    expect(ultimate.locator("button.ttt-ucell")).to_have_count(81)
    assert_menus_fit(ultimate)
    ultimate.locator("button.ttt-ucell-4-4").click()
    expect(stones(ultimate.locator(".ttt-ultimate-grid"), "O")).to_have_count(1, timeout=TIMEOUT_MS)
    expect(ultimate.locator(".ttt-status")).to_have_text(re.compile(r"^X \(you\) to move in the .+ board$"))
    ultimate.screenshot(path=str(ARTIFACTS / "arcade_tab_1.png"))

    cat_mice = open_tab(page, 2).locator(".ttt-cat-mice-widget")
    assert_menus_fit(cat_mice)
    cat_mice.locator("button.ttt-square.ttt-cat").click()
    target = cat_mice.locator("button.ttt-square.ttt-target").first
    expect(target).to_be_visible()
    target.click()
    expect(cat_mice.locator(".ttt-status")).to_have_text("cat to move (you)", timeout=TIMEOUT_MS)  # mice moved
    expect(cat_mice.locator("button.ttt-square.ttt-last-move")).to_have_count(2)
    cat_mice.screenshot(path=str(ARTIFACTS / "arcade_tab_2.png"))

    match = open_tab(page, 3).locator(".ttt-match-widget")
    assert_menus_fit(match)
    match.locator("button.ttt-step").click()
    expect(stones(match, "X")).to_have_count(1, timeout=TIMEOUT_MS)
    expect(match.locator(".ttt-status")).to_have_text(re.compile(r"^O \(Level \d, [^()]+\) to move$"))
    match.screenshot(path=str(ARTIFACTS / "arcade_tab_3.png"))
    expect(stderr_outputs(page)).to_have_count(0)


def test_the_dark_arcade_has_dark_boards_and_a_dark_search_picture(voila_page: Callable[..., Page]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page = voila_page(ARCADE, arcade_theme="dark")
    board = page.locator(".ttt-arcade-tab-0 .ttt-board-widget")
    expect(board.locator("button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    cell = board.locator("button.ttt-cell-0-0").evaluate("(b) => getComputedStyle(b).backgroundColor")
    assert cell == "rgb(66, 66, 66)", cell  # JupyterLab Dark's --jp-layout-color2, not a light grey
    board.locator(".ttt-show-search input[type='checkbox']").check()
    board.locator("button.ttt-cell-1-1").click()
    picture = board.locator(".ttt-search img")
    expect(picture).to_be_visible(timeout=TIMEOUT_MS)
    assert image_pixel(picture) == [17, 17, 17]  # the page's #111, told by the arcade command
    board.screenshot(path=str(ARTIFACTS / "arcade_dark_tab_0.png"))
    expect(stderr_outputs(page)).to_have_count(0)
