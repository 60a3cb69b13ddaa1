"""Boards and plots in JupyterLab Light and Dark, in a real Chromium: colours measured on the page.

The fixture notebook ``notebooks/themes.ipynb`` shows each board mid-game (both sides'
stones, a won line, a won small board with stones under its big mark, the allowed board, a
notice) and a tree plot. In each theme the test reads the computed colour of every mark and
of the cell behind it, computes the WCAG contrast ratio and requires AA (4.5:1); the lowest
ratios are written to ``test-artifacts/theme_<theme>_contrast.json`` and screenshots of each
board to ``test-artifacts/theme_<theme>_*.png``. axe-core finds no serious or critical
violation on the boards in either theme.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from lab_driver import (
    ARTIFACTS,
    JupyterLabServer,
    axe_violations,
    open_notebook,
    run_all,
    stderr_outputs,
)
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "themes.ipynb"

THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}

WCAG_AA = 4.5

MARKS = """
() => {
  // The colour behind an element: its own background, else the first opaque one up the page.
  const behind = (element) => {
    for (let e = element; e; e = e.parentElement) {
      const colour = getComputedStyle(e).backgroundColor;
      if (colour !== "transparent" && !/rgba\\(.*, 0\\)$/.test(colour)) return colour;
    }
    return "rgb(255, 255, 255)";
  };
  const marks = document.querySelectorAll(
    ".ttt-themed button.ttt-occupied:not(.ttt-won button.ttt-ucell), .ttt-themed button.ttt-cat, .ttt-themed button.ttt-mouse");
  return [...marks].map((mark) => ({
    board: ["ttt-board-widget", "ttt-ultimate", "ttt-cat-mice-widget"].find(
      (name) => mark.closest(`.${name}`)),
    cell: [...mark.classList].find((name) => /^ttt-(cell|ucell|sq)-\\d+-\\d+$/.test(name)),
    text: mark.textContent.trim(),
    where: [...mark.classList, ...mark.closest(".ttt-uboard, .ttt-board, .ttt-cat-mice-board").classList]
      .filter((name) => ["ttt-win", "ttt-last-move", "ttt-allowed", "ttt-won", "ttt-in-line", "ttt-won-board"].includes(name)),
    colour: getComputedStyle(mark).color,
    background: behind(mark),
  }));
}
"""
"""Every mark on the page (stones, the cat and mice, the big mark of a won Ultimate board; not
the small stones hidden under it), with its computed colour and the colour behind it."""

def parse_colour(text: str) -> tuple[float, float, float]:
    """A computed CSS colour as sRGB channels from 0 to 1: ``rgb(...)``, ``rgba(...)`` (opaque
    ones; marks and cells have no transparency) or ``color(srgb ...)``, which Chromium gives
    for ``color-mix()``."""
    numbers = [float(n) for n in re.findall(r"-?\d*\.?\d+(?:e-?\d+)?", text)]
    if text.startswith("color(srgb"):
        channels = numbers[:3]
    elif text.startswith("rgb"):
        channels = [n / 255 for n in numbers[:3]]
    else:
        raise ValueError(f"a colour this test cannot read: {text!r}")
    if len(numbers) > 3 and numbers[3] < 1:
        raise ValueError(f"a see-through colour: {text!r}")
    return channels[0], channels[1], channels[2]


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2's contrast ratio of two CSS colours, 1 to 21."""
    from ttt_lab.viz.tournament_plot import relative_luminance

    light, dark = sorted((relative_luminance(parse_colour(first)), relative_luminance(parse_colour(second))),
                         reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_ratio_reads_the_colours_chromium_gives() -> None:
    assert round(contrast_ratio("rgb(0, 0, 0)", "rgb(255, 255, 255)"), 2) == 21
    assert contrast_ratio("color(srgb 0.0588 0.278 0.494)", "rgb(238, 238, 238)") > 7
    with pytest.raises(ValueError, match="see-through"):
        parse_colour("rgba(0, 0, 0, 0.5)")


@pytest.fixture
def theme_restored(jupyter_lab: JupyterLabServer) -> Iterator[JupyterLabServer]:
    yield jupyter_lab
    jupyter_lab.set_theme(None)  # the other tests share this server


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marks_read_against_their_cells_and_the_plot_follows_the_theme(
    theme_restored: JupyterLabServer, page: Page, axe_script: Path, theme: str
) -> None:
    lab = theme_restored
    lab.set_theme(THEMES[theme])
    open_notebook(page, lab.add_notebook(NOTEBOOK, f"themes_{theme}.ipynb"))
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "true" if theme == "light" else "false")
    run_all(page)
    boards = page.locator(".ttt-themed")
    # Widget views render after their cells finish, and the first time the page loads the
    # widgets' code: more than expect's default 5 s on a loaded CI machine.
    expect(boards).to_have_count(4, timeout=30_000)
    # The won small board's class comes with the state the last cells send after the views exist.
    expect(page.locator(".ttt-ultimate .ttt-won-board")).to_have_count(1, timeout=30_000)

    marks = page.evaluate(MARKS)
    for mark in marks:
        mark["ratio"] = round(contrast_ratio(mark["colour"], mark["background"]), 2)
    kinds = {(mark["board"], mark["text"]) for mark in marks}
    assert kinds == {("ttt-board-widget", "X"), ("ttt-board-widget", "O"), ("ttt-ultimate", "X"),
                     ("ttt-ultimate", "O"), ("ttt-cat-mice-widget", "C"), ("ttt-cat-mice-widget", "M")}, kinds
    assert any("ttt-win" in mark["where"] for mark in marks)  # X's won line, on its green
    assert any("ttt-allowed" in mark["where"] for mark in marks)  # O in the board X is sent to
    assert any("ttt-won-board" in mark["where"] for mark in marks)  # a won board's big mark, at full strength
    ARTIFACTS.mkdir(exist_ok=True)
    lowest = {f"{board} {text}": min(m["ratio"] for m in marks if (m["board"], m["text"]) == (board, text))
              for board, text in sorted(kinds)}
    (ARTIFACTS / f"theme_{theme}_contrast.json").write_text(
        json.dumps({"lowest": lowest, "marks": marks}, indent=1), encoding="utf-8")
    too_faint = [mark for mark in marks if mark["ratio"] < WCAG_AA]
    assert not too_faint, too_faint

    # The last move of each board wears its ring; the long notice wraps inside the output area.
    expect(page.locator(".ttt-board-widget button.ttt-last-move")).to_have_count(2)  # two m,n,k boards
    expect(page.locator(".ttt-ultimate button.ttt-last-move")).to_have_count(1)
    expect(page.locator(".ttt-cat-mice-widget button.ttt-last-move")).to_have_count(2)  # from and to
    notice = page.locator(".ttt-ultimate .ttt-output pre")
    expect(notice).to_contain_text("but X was sent to small board 4 (centre)")
    overflow = notice.evaluate("(pre) => [pre.scrollWidth, pre.clientWidth, pre.getBoundingClientRect().height]")
    assert overflow[0] <= overflow[1] and overflow[2] > 25, overflow  # wrapped, on two lines or more

    # The tree plot ("auto": neutral) has no paper in either theme: the page shows through it
    # (tests/test_plot_neutral.py measures its texts and lines against both pages).
    picture = page.locator(".jp-RenderedImage img").last
    expect(picture).to_be_visible()
    assert picture.evaluate(
        """(image) => { const canvas = document.createElement("canvas");
             canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
             const context = canvas.getContext("2d"); context.drawImage(image, 0, 0);
             return context.getImageData(2, 2, 1, 1).data[3]; }""") == 0

    for index in range(4):
        boards.nth(index).screenshot(path=str(ARTIFACTS / f"theme_{theme}_board_{index}.png"))
    picture.screenshot(path=str(ARTIFACTS / f"theme_{theme}_plot.png"))
    expect(stderr_outputs(page)).to_have_count(0)  # a refused click's notice is no error either

    # axe-core (WCAG 2.1 A/AA) on the boards mid-game, notices and won lines included.
    violations = axe_violations(page, axe_script, ".ttt-themed")
    assert not violations, json.dumps(violations, indent=1)
