"""Accessibility in a real Chromium: a whole game by keyboard alone, moves read out, axe-core clean.

On the arcade (Voilà, as ``python -m ttt_lab arcade`` serves it): from the top of the page,
Tab reaches the board; the arrow keys move between cells; Enter plays; the focus is still on
the board after the AI's reply (the board locks its cells while the AI thinks, which used to
drop the focus to the page); the hidden ``aria-live`` region reads out both moves and, at
the end, the result. Whole games of Ultimate and of Cat and Mice (where the picked-up cat
may go is read out) are played to the end the same way, in the dark theme. axe-core (WCAG 2.1
A and AA rules) finds no serious or critical violation on any of the four tabs, light or dark.
In JupyterLab, the same keys work inside a notebook (JupyterLab's own arrow-key shortcuts do not take them), and the boards pass axe-core
in both themes (``test_theme_browser.py`` audits its boards too).

axe-core comes from npm (``.ci/run`` installs it); without it these tests fail in CI and skip
elsewhere.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from lab_driver import (
    ARTIFACTS,
    JupyterLabServer,
    axe_violations,
    image_pixel,
    open_notebook,
    run_all,
    stderr_outputs,
)
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARCADE = ROOT / "notebooks" / "arcade.ipynb"
NOTEBOOK = Path(__file__).parent / "notebooks" / "keyboard.ipynb"
LOAD_TIMEOUT_MS = 90_000
TIMEOUT_MS = 30_000
RESULT = re.compile(r"^(X wins|O wins|Draw)")

FOCUSED_CELL = """
(scope) => {
  const active = document.activeElement;
  if (!active || !active.closest(scope)) return null;
  const name = [...active.classList].find((c) => /^ttt-cell-\\d+-\\d+$/.test(c));
  return name ? name.split("-").slice(2).map(Number) : null;
}
"""
"""The (row, column) of the m,n,k cell inside ``scope`` that has the keyboard focus, else null."""

EMPTY_CELLS = """
(board) => [...board.querySelectorAll("button.ttt-cell")]
  .filter((b) => !b.textContent.trim())
  .map((b) => [...b.classList].find((c) => /^ttt-cell-\\d+-\\d+$/.test(c)).split("-").slice(2).map(Number))
"""


def focused_cell(page: Page, scope: str) -> tuple[int, int] | None:
    found = page.evaluate(FOCUSED_CELL, scope)
    return None if found is None else (found[0], found[1])


def walk_to(page: Page, scope: str, target: tuple[int, int]) -> None:
    """Move the focus from the focused cell to ``target`` with the arrow keys only."""
    here = focused_cell(page, scope)
    assert here is not None, "no cell has the focus"
    rows, cols = target[0] - here[0], target[1] - here[1]
    for _ in range(abs(rows)):
        page.keyboard.press("ArrowDown" if rows > 0 else "ArrowUp")
    for _ in range(abs(cols)):
        page.keyboard.press("ArrowRight" if cols > 0 else "ArrowLeft")
    assert focused_cell(page, scope) == target


def play_by_keyboard(page: Page, scope: str, board: Locator) -> str:
    """Play the person's side to the end of the game with the arrow keys and Enter; return the final status."""
    status = board.locator(".ttt-status")
    for _ in range(10):
        if RESULT.match(status.inner_text()):
            break
        empty = board.evaluate(EMPTY_CELLS)
        walk_to(page, scope, tuple(empty[0]))
        page.keyboard.press("Enter")
        # The AI has answered (two stones more) or the game is over...
        page.wait_for_function(
            """([board, before]) => board.querySelectorAll("button.ttt-cell").length
                 - [...board.querySelectorAll("button.ttt-cell")].filter((b) => !b.textContent.trim()).length
                 >= before + 2 || /^(X wins|O wins|Draw)/.test(board.querySelector(".ttt-status").textContent)""",
            arg=[board.element_handle(), 9 - len(empty)], timeout=TIMEOUT_MS,
        )
        # ... and the focus is back on the cell that was played, not on the page (unless the AI's
        # answer ended the game: the status may say so a moment after its stone shows).
        page.wait_for_function(
            f"""([board]) => ({FOCUSED_CELL})({scope!r}) !== null
                 || /^(X wins|O wins|Draw)/.test(board.querySelector(".ttt-status").textContent)""",
            arg=[board.element_handle()], timeout=10_000,
        )
    final = status.inner_text()
    assert RESULT.match(final), final
    # Game over, the cells locked: the focus waits on Restart, and Enter starts a new game.
    expect(board.locator("button.ttt-restart")).to_be_focused(timeout=5_000)
    return final


def test_a_whole_arcade_game_by_keyboard_alone_is_read_out(voila_page: Callable[..., Page]) -> None:
    page = voila_page(ARCADE, arcade_theme="light")
    scope = ".ttt-arcade-tab-0"
    board = page.locator(f"{scope} .ttt-board-widget")
    expect(board.locator("button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    # The tab opens on level 6 as that level is set up: the AI has started, in a corner.
    expect(board.locator("button.ttt-cell-1-1")).to_have_attribute("aria-label", "row 1, column 1: empty")
    expect(board.locator(".ttt-status")).to_have_text("O to move (you)", timeout=TIMEOUT_MS)
    for _ in range(40):  # from the top of the page, as a keyboard user arrives
        page.keyboard.press("Tab")
        if focused_cell(page, scope) is not None:
            break
    assert focused_cell(page, scope) == (0, 0)
    page.keyboard.press("Tab")  # one Tab stop for the whole board: the next one is past it
    assert focused_cell(page, scope) is None
    page.keyboard.press("Shift+Tab")
    assert focused_cell(page, scope) == (0, 0)
    walk_to(page, scope, (1, 1))
    page.keyboard.press("Enter")
    announcer = board.locator(".ttt-announcer")
    expect(announcer).to_have_attribute("aria-live", "polite")
    expect(announcer).to_have_text(re.compile(r"^O played row 1, column 1\. X played row \d, column \d\. "
                                              r"O to move \(you\)$"), timeout=TIMEOUT_MS)
    page.wait_for_function(f"() => ({FOCUSED_CELL})({scope!r}) !== null", timeout=10_000)
    assert focused_cell(page, scope) == (1, 1), "the focus left the board after the AI's reply"
    outline = board.locator("button.ttt-cell-1-1").evaluate("(b) => getComputedStyle(b).outlineWidth")
    assert outline == "3px", outline  # the focus shows: a ring, not ipywidgets' 1 px line
    band = board.locator("button.ttt-cell-1-1").evaluate("(b) => getComputedStyle(b).boxShadow")
    assert band == "rgb(255, 255, 255) 0px 0px 0px 2px", band  # set off from the cell by the page's white
    board.screenshot(path=str(ARTIFACTS / "access_keyboard_focus.png"))
    expect(board.locator("button.ttt-cell-1-1")).to_have_attribute("aria-label", "row 1, column 1: O")
    final = play_by_keyboard(page, scope, board)
    expect(announcer).to_contain_text(final)
    board.screenshot(path=str(ARTIFACTS / "access_keyboard_game.png"))
    page.keyboard.press("Enter")
    expect(board.locator(".ttt-status")).to_have_text("O to move (you)", timeout=TIMEOUT_MS)
    expect(announcer).to_have_text(re.compile(r"^Back to the start\. X played row \d, column \d\. O to move \(you\)$"))
    expect(stderr_outputs(page)).to_have_count(0)


FOCUSED_SQUARE = """
([scope, kind]) => {
  const active = document.activeElement;
  if (!active || !active.closest(scope)) return null;
  const name = [...active.classList].find((c) => new RegExp(`^ttt-${kind}-\\\\d+-\\\\d+$`).test(c));
  return name ? name.split("-").slice(2).map(Number) : null;
}
"""
"""The (row, column) of the focused Ultimate (``kind`` "ucell") or Cat and Mice ("sq") square."""

SQUARES_WITH = """
([board, selector]) => [...board.querySelectorAll(selector)]
  .map((b) => [...b.classList].find((c) => /^ttt-(ucell|sq)-\\d+-\\d+$/.test(c)).split("-").slice(2).map(Number))
"""
"""The (row, column) of every square of ``board`` matching ``selector``, in page order."""


def arrow_to(page: Page, scope: str, kind: str, target: list[int]) -> None:
    """Walk the focus to ``target`` with the arrow keys (no cell is disabled on a person's turn)."""
    here = page.evaluate(FOCUSED_SQUARE, [scope, kind])
    assert here is not None, f"the focus left the board: {page.evaluate('document.activeElement.outerHTML')[:200]}"
    rows, cols = target[0] - here[0], target[1] - here[1]
    for _ in range(abs(rows)):
        page.keyboard.press("ArrowDown" if rows > 0 else "ArrowUp")
    for _ in range(abs(cols)):
        page.keyboard.press("ArrowRight" if cols > 0 else "ArrowLeft")
    assert page.evaluate(FOCUSED_SQUARE, [scope, kind]) == target


def open_tab_by_keyboard(page: Page, index: int) -> None:
    """From the focus anywhere on the page, back to the arcade's tab bar and on to tab ``index``."""
    for _ in range(30):
        if page.evaluate("() => document.activeElement.getAttribute('role')") == "tab":
            break
        page.keyboard.press("Shift+Tab")
    tabs = page.locator(".ttt-arcade .lm-TabBar-tab")
    page.keyboard.press("Home")
    for _ in range(index):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(tabs.nth(index)).to_have_class(re.compile("lm-mod-current"))


def tab_to_board(page: Page, scope: str, kind: str) -> None:
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED_SQUARE, [scope, kind]) is not None:
            return
    raise AssertionError(f"Tab never reached the board in {scope}")


def pick_up_the_cat(page: Page, scope: str, board: Locator) -> None:
    """Walk to the cat and press Enter until the pick-up is read out.

    Choosing the mice's level restarts the game in the kernel; under load that restart can
    arrive after the first Enter and put the cat down again (the board then reads out
    "cat to move (you)" once more): the keypress went to the game before the restart, so it
    is made again, at most three times.
    """
    for _ in range(3):
        (cat,) = page.evaluate(SQUARES_WITH, [board.element_handle(), "button.ttt-movable"])
        arrow_to(page, scope, "sq", cat)
        page.keyboard.press("Enter")
        picked = f"cat on row {cat[0]}, column {cat[1]} picked up: it can go to row "
        try:
            expect(board.locator(".ttt-announcer")).to_contain_text(picked, timeout=10_000)
            return
        except AssertionError:
            if focused_square(page, scope) is None:
                tab_to_board(page, scope, "sq")
    raise AssertionError(f"the cat was never picked up: {board.locator('.ttt-announcer').inner_text()!r}")


def focused_square(page: Page, scope: str) -> list[int] | None:
    return page.evaluate(FOCUSED_SQUARE, [scope, "sq"])  # type: ignore[no-any-return]


def wait_for_answer(page: Page, board: Locator, scope: str, kind: str, said_before: str, result: str) -> None:
    """Until the AI has answered (a new announcement, the person's turn again) or the game is over,
    and the focus is back on a square of the board (Restart, when it is over)."""
    page.wait_for_function(
        """([board, before, result]) => {
             const said = board.querySelector(".ttt-announcer").textContent;
             const status = board.querySelector(".ttt-status").textContent;
             return said && said !== before && (status.includes("(you)") || new RegExp(result).test(status)); }""",
        arg=[board.element_handle(), said_before, result], timeout=TIMEOUT_MS,
    )
    if re.search(result, board.locator(".ttt-status").inner_text()):
        expect(board.locator("button.ttt-restart")).to_be_focused(timeout=5_000)
    else:
        page.wait_for_function(f"() => ({FOCUSED_SQUARE})({[scope, kind]!r}) !== null", timeout=10_000)


def test_whole_ultimate_and_cat_and_mice_games_by_keyboard_alone(voila_page: Callable[..., Page]) -> None:
    """Dark, to the end, on a fast AI: the board keeps the focus through every AI answer; then
    AI vs AI, opened and stepped by keyboard too."""
    page = voila_page(ARCADE, arcade_theme="dark")
    expect(page.locator(".ttt-arcade-tab-0 button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    page.keyboard.press("Tab")
    open_tab_by_keyboard(page, 1)
    scope, board = ".ttt-arcade-tab-1", page.locator(".ttt-arcade-tab-1 .ttt-ultimate")
    expect(board.locator("button.ttt-ucell")).to_have_count(81, timeout=TIMEOUT_MS)
    page.keyboard.press("Tab")  # the mode menu: vs AI, you play X
    page.keyboard.press("Tab")  # the AI menu
    page.keyboard.press("Home")  # random: a whole game in seconds
    expect(board.locator("select").nth(1)).to_have_value("random")
    tab_to_board(page, scope, "ucell")
    result = r"^(X|O) wins|^Draw"
    for _ in range(41):
        if re.search(result, board.locator(".ttt-status").inner_text()):
            break
        legal = page.evaluate(SQUARES_WITH, [board.element_handle(), ".ttt-allowed button.ttt-ucell:not(:disabled)"])
        empty = [cell for cell in legal if not board.locator(f"button.ttt-ucell-{cell[0]}-{cell[1]}").inner_text().strip()]
        arrow_to(page, scope, "ucell", empty[0])
        said = board.locator(".ttt-announcer").inner_text()
        page.keyboard.press("Enter")
        wait_for_answer(page, board, scope, "ucell", said, result)
    final = board.locator(".ttt-status").inner_text()
    assert re.search(result, final), final
    expect(board.locator(".ttt-announcer")).to_contain_text(final)

    open_tab_by_keyboard(page, 2)
    scope, board = ".ttt-arcade-tab-2", page.locator(".ttt-arcade-tab-2 .ttt-cat-mice-widget")
    expect(board.locator("button.ttt-square")).to_have_count(64, timeout=TIMEOUT_MS)
    page.keyboard.press("Tab")  # the cat: you
    page.keyboard.press("Tab")  # the mice: random
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")
    expect(board.locator("select").nth(1)).to_have_value(re.compile("Random"))
    tab_to_board(page, scope, "sq")
    result = r"wins?:"
    for _ in range(40):
        if re.search(result, board.locator(".ttt-status").inner_text()):
            break
        pick_up_the_cat(page, scope, board)
        targets = page.evaluate(SQUARES_WITH, [board.element_handle(), "button.ttt-target"])
        arrow_to(page, scope, "sq", max(targets))  # the cat runs for row 7
        said = board.locator(".ttt-announcer").inner_text()
        page.keyboard.press("Enter")
        wait_for_answer(page, board, scope, "sq", said, result)
    final = board.locator(".ttt-status").inner_text()
    assert re.search(result, final), final
    expect(board.locator(".ttt-announcer")).to_contain_text(final)
    board.screenshot(path=str(ARTIFACTS / "access_keyboard_cat_mice_dark.png"))

    # AI vs AI: the tab opens by keyboard, and Step (Enter on it) plays a move that is read out.
    open_tab_by_keyboard(page, 3)
    match = page.locator(".ttt-arcade-tab-3 .ttt-themed")
    expect(match.locator("button.ttt-step")).to_be_visible(timeout=TIMEOUT_MS)
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('ttt-step')"):
            break
    else:
        raise AssertionError("Tab never reached AI vs AI's Step button")
    page.keyboard.press("Enter")
    expect(match.locator(".ttt-announcer")).to_contain_text("X played row ", timeout=TIMEOUT_MS)
    expect(stderr_outputs(page)).to_have_count(0)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_arcade_tab_passes_axe(voila_page: Callable[..., Page], axe_script: Path, theme: str) -> None:
    page = voila_page(ARCADE, arcade_theme=theme)
    expect(page.locator(".ttt-arcade-tab-0 button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    tabs = page.locator(".ttt-arcade .lm-TabBar-tab")
    found = {}
    for index in range(tabs.count()):
        tabs.nth(index).click()
        expect(page.locator(f".ttt-arcade-tab-{index} .ttt-themed")).to_be_visible(timeout=TIMEOUT_MS)
        found[tabs.nth(index).inner_text()] = axe_violations(page, axe_script)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"access_arcade_{theme}.png"))
    (ARTIFACTS / f"access_arcade_{theme}_axe.json").write_text(json.dumps(found, indent=1), encoding="utf-8")
    assert not any(found.values()), found


def test_keys_work_inside_jupyterlab_and_the_boards_pass_axe(
    jupyter_lab: JupyterLabServer, page: Page, axe_script: Path
) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    scope = ".ttt-keyboard-board"
    board = page.locator(f"{scope}.ttt-board-widget")
    expect(board.locator("button.ttt-cell")).to_have_count(9, timeout=TIMEOUT_MS)
    board.locator("button.ttt-cell-0-0").focus()
    page.keyboard.press("ArrowDown")  # JupyterLab would move to the next notebook cell
    page.keyboard.press("ArrowRight")
    assert focused_cell(page, scope) == (1, 1)
    page.keyboard.press("Enter")
    expect(board.locator(".ttt-announcer")).to_have_text(re.compile(r"^X played row 1, column 1\. O played "),
                                                         timeout=TIMEOUT_MS)
    page.wait_for_function(f"() => ({FOCUSED_CELL})({scope!r}) !== null", timeout=10_000)
    assert focused_cell(page, scope) == (1, 1)

    # Ultimate: the arrows cross from one small board to the next; Enter plays there.
    ultimate = page.locator(".ttt-ultimate")
    ultimate.locator("button.ttt-ucell-4-4").focus()
    page.keyboard.press("ArrowRight")
    expect(ultimate.locator("button.ttt-ucell-4-5")).to_be_focused()
    page.keyboard.press("ArrowRight")  # into the centre-right small board
    expect(ultimate.locator("button.ttt-ucell-4-6")).to_be_focused()
    page.keyboard.press("Enter")
    expect(ultimate.locator("button.ttt-ucell-4-6")).to_have_text("X")
    expect(ultimate.locator(".ttt-announcer")).to_contain_text("X played row 4, column 6.")
    expect(ultimate.locator("button.ttt-ucell-4-6")).to_be_focused()
    # Cat and Mice: Enter picks the cat up, the arrows walk to a square, Enter puts it down.
    cat_mice = page.locator(".ttt-cat-mice-widget")
    cat_mice.locator("button.ttt-sq-0-3").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    expect(cat_mice.locator("button.ttt-sq-1-4")).to_be_focused()
    page.keyboard.press("Enter")
    expect(cat_mice.locator(".ttt-announcer")).to_contain_text("cat played from row 0, column 3 to row 1, column 4.")
    expect(cat_mice.locator("button.ttt-sq-1-4")).to_be_focused()

    expect(page.locator(".ttt-themed")).to_have_count(4)
    violations = axe_violations(page, axe_script, ".ttt-themed, .ttt-stepper")
    board.screenshot(path=str(ARTIFACTS / "access_lab_keyboard.png"))
    (ARTIFACTS / "access_lab_axe.json").write_text(json.dumps(violations, indent=1), encoding="utf-8")
    assert not violations, violations
    expect(stderr_outputs(page)).to_have_count(0)

    # Switched to Dark mid-session, from the Settings menu: the stepper redraws its picture dark
    # without a re-run, and the boards still pass axe-core.
    stepper = page.locator(".ttt-stepper img.ttt-stepper-plot")
    stepper.scroll_into_view_if_needed()
    expect(stepper).to_be_visible()
    assert image_pixel(stepper) == [255, 255, 255]
    try:
        page.locator("#jp-MainMenu .lm-MenuBar-item", has_text=re.compile(r"^Settings$")).click()
        page.locator(".lm-Menu-item[data-type='submenu']", has_text=re.compile(r"^Theme")).hover()
        page.get_by_role("menuitem", name="JupyterLab Dark", exact=True).click()
        expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
        page.wait_for_function("(img) => { const c = document.createElement('canvas'); c.width = c.height = 4;"
                               " const x = c.getContext('2d'); x.drawImage(img, 0, 0);"
                               " return x.getImageData(2, 2, 1, 1).data[0] === 17; }",
                               arg=stepper.element_handle(), timeout=TIMEOUT_MS)
        stepper.screenshot(path=str(ARTIFACTS / "access_lab_stepper_switched_dark.png"))
        violations = axe_violations(page, axe_script, ".ttt-themed, .ttt-stepper")
        assert not violations, violations
    finally:
        jupyter_lab.set_theme(None)  # the other tests share this server


FOCUS_RING = """
() => {
  const active = document.activeElement;
  if (!active || !active.closest(".ttt-arcade")) return null;
  const style = getComputedStyle(active);
  const page = getComputedStyle(document.body).backgroundColor;
  return {what: active.tagName.toLowerCase() + (active.getAttribute("role") ? "/" + active.getAttribute("role") : "")
            + " " + (active.className || "").toString().slice(0, 60),
          width: style.outlineWidth, style: style.outlineStyle, colour: style.outlineColor,
          band: style.boxShadow, page};
}
"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_focusable_control_of_the_arcade_wears_the_focus_ring(voila_page: Callable[..., Page],
                                                                    theme: str) -> None:
    """Tab through every tab of the arcade: each control the focus reaches (menus, tick boxes,
    sliders, buttons, cells, the tabs themselves) shows a 3 px ring that contrasts 3:1 or more
    with the page, set off by a band of the page's colour. AI vs AI's Play, pressed by keyboard,
    hands the focus to Pause instead of dropping it to the page."""
    from test_theme_browser import contrast_ratio

    page = voila_page(ARCADE, arcade_theme=theme)
    expect(page.locator(".ttt-arcade-tab-0 button.ttt-cell")).to_have_count(9, timeout=LOAD_TIMEOUT_MS)
    seen: dict[str, dict[str, str]] = {}
    for index in range(4):
        open_tab_by_keyboard(page, index)
        expect(page.locator(f".ttt-arcade-tab-{index} .ttt-themed")).to_be_visible(timeout=TIMEOUT_MS)
        ring = page.evaluate(FOCUS_RING)  # on the tab itself
        if ring is not None:
            seen[ring["what"]] = ring
        for _ in range(14):
            page.keyboard.press("Tab")
            ring = page.evaluate(FOCUS_RING)
            if ring is None:
                break
            seen[ring["what"]] = ring
    kinds = {what.split(" ")[0] for what in seen}
    assert {"select", "button", "div/slider", "li/tab"} <= kinds, sorted(seen)
    for what, ring in seen.items():
        assert ring["width"] == "3px" and ring["style"] == "solid", (what, json.dumps(ring))
        assert contrast_ratio(ring["colour"], ring["page"]) >= 3, (what, ring)
        assert ring["page"].replace(" ", "") in ring["band"].replace(" ", ""), (what, ring)  # the page's band
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"access_focus_rings_{theme}.json").write_text(json.dumps(seen, indent=1), encoding="utf-8")

    match = page.locator(".ttt-arcade-tab-3 .ttt-themed")
    open_tab_by_keyboard(page, 3)
    for _ in range(14):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('ttt-play')"):
            break
    else:
        raise AssertionError("Tab never reached AI vs AI's Play button")
    page.keyboard.press("Enter")
    expect(match.locator("button.ttt-pause")).to_be_focused(timeout=TIMEOUT_MS)
    match.screenshot(path=str(ARTIFACTS / f"access_play_pause_{theme}.png"))
    page.keyboard.press("Enter")  # Pause, by keyboard too: the focus goes back to Play
    expect(match.locator("button.ttt-play")).to_be_focused(timeout=TIMEOUT_MS)
