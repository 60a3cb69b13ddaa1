"""Every ttt_lab picture after a mid-session theme switch, in JupyterLab in a real Chromium (issue 28).

The fixture notebook ``notebooks/pictures.ipynb`` draws, in the default theme, a tree, a timing
plot, a tournament heatmap, a notebook's own pyplot figure (in ``themed()``) and the steppers of
notebooks 04, 09 and 10. The page starts Light; the test switches it to Dark through the
Settings menu, as a student does, and runs nothing again. Then:

- the static pictures have no paper (their corner is transparent): the page shows through, and
  the contrasts ``tests/test_plot_neutral.py`` measures against #ffffff and #111111 hold,
  since those are the page colours read here off the output area, in both themes;
- the steppers have redrawn their picture in the page's theme;
- every picture's smallest text, at the size the page shows the picture, is 9 pt or more.

Screenshots of every picture in both themes go to ``test-artifacts/walk/``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Locator, Page, expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "pictures.ipynb"
TIMEOUT_MS = 60_000
SHOTS = ARTIFACTS / "walk"
PAGE_COLOURS = {"light": [255, 255, 255], "dark": [17, 17, 17]}
"""What tests/test_plot_neutral.py measures against: JupyterLab 4's page behind an output."""

STATIC = ["tree", "ordering", "tournament", "own plot"]
STEPPERS = ["stepper 04", "stepper 09", "stepper 10"]

_PIXEL = """(image, [x, y]) => {
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data];
}"""

_BEHIND = """(element) => {
  for (let e = element; e; e = e.parentElement) {
    const colour = getComputedStyle(e).backgroundColor;
    const parts = colour.match(/[\\d.]+/g).map(Number);
    if (parts.length === 3 || parts[3] > 0) return parts.slice(0, 3);
  }
  return null;  // nothing paints behind it: the browser's own white
}"""


def pictures(page: Page) -> dict[str, Locator]:
    """Each picture's <img>, by name: the static ones in output order, then the steppers'."""
    static = page.locator(".jp-RenderedImage img")
    found = {name: static.nth(index) for index, name in enumerate(STATIC)}
    steppers = [".ttt-stepper", ".ttt-stepper", ".ttt-mcts-stepper"]
    plain = page.locator(".ttt-stepper:not(.ttt-mcts-stepper) .ttt-stepper-plot")
    found["stepper 04"], found["stepper 09"] = plain.nth(0), plain.nth(1)
    found["stepper 10"] = page.locator(f"{steppers[2]} .ttt-stepper-plot").first
    return found


def smallest_points(page: Page) -> dict[str, float]:
    texts = page.locator(".jp-OutputArea-output", has_text="smallest text").all_text_contents()
    found = [re.search(r"^([\w ]+): smallest text ([\d.]+) pt", text) for text in texts]
    return {match[1]: float(match[2]) for match in found if match}


def switch_theme(page: Page, theme: str) -> None:
    """Settings > Theme > JupyterLab Dark (or Light), by mouse, as a student switches it."""
    page.locator("#jp-MainMenu .lm-MenuBar-item", has_text=re.compile(r"^Settings$")).click()
    page.locator(".lm-Menu-item", has_text=re.compile(r"^Theme$")).first.click()
    page.locator(".lm-Menu-item[data-command='apputils:change-theme']",
                 has_text=f"JupyterLab {theme.capitalize()}").first.click()
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "true" if theme == "light" else "false",
                                                   timeout=TIMEOUT_MS)


def check_and_shoot(page: Page, theme: str) -> None:
    shown = pictures(page)
    for name in STATIC:
        image = shown[name]
        expect(image).to_be_visible(timeout=TIMEOUT_MS)
        assert image.evaluate(_PIXEL, [1, 1])[3] == 0, (name, theme)  # no paper: the page shows through
        behind = image.evaluate(_BEHIND)
        chain = image.evaluate("""(e) => { const out = []; for (; e; e = e.parentElement)
            out.push(e.className + ' ' + getComputedStyle(e).backgroundColor); return out.slice(0, 12); }""")
        assert behind == PAGE_COLOURS[theme], (name, theme, behind, chain)
    for name in STEPPERS:
        image = shown[name]
        expect(image).to_be_visible(timeout=TIMEOUT_MS)
        page_rgba = [*PAGE_COLOURS[theme], 255]
        # The stepper learns the page's theme and redraws: its corner turns the page's colour.
        assert _wait_pixel(image, page_rgba), (name, theme, image.evaluate(_PIXEL, [1, 1]))
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, image in shown.items():
        image.scroll_into_view_if_needed()
        image.screenshot(path=str(SHOTS / f"lab_{theme}_{name.replace(' ', '_')}.png"))


def _wait_pixel(image: Locator, wanted: list[int], tries: int = 120) -> bool:
    for _ in range(tries):
        if image.evaluate(_PIXEL, [1, 1]) == wanted:
            return True
        image.page.wait_for_timeout(500)
    return False


def test_pictures_read_after_a_switch_to_dark_without_a_rerun(jupyter_lab: JupyterLabServer, page: Page) -> None:
    page.set_viewport_size({"width": 1280, "height": 1000})
    jupyter_lab.set_theme(None)
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    expect(page.locator(".jp-RenderedImage img")).to_have_count(len(STATIC), timeout=TIMEOUT_MS)
    expect(page.locator(".ttt-stepper-plot")).to_have_count(len(STEPPERS), timeout=TIMEOUT_MS)
    expect(stderr_outputs(page)).to_have_count(0)
    points = smallest_points(page)
    assert set(points) >= {"tree", "ordering", "tournament", *STEPPERS}, points
    for name, image in pictures(page).items():
        if name not in points:
            continue
        natural, width = image.evaluate("i => [i.naturalWidth, i.getBoundingClientRect().width]")
        displayed = points[name] * width / natural  # the text's size as the page shows the picture
        print(f"{name}: {natural} px shown at {width:.0f} px, smallest text {displayed:.2f} pt")
        assert displayed >= 9 - 1e-6, (name, natural, width, points[name])
    # A level's description that wraps keeps a paragraph's line spacing, not a control's 28 px.
    info = page.locator(".ttt-level-info :is(.widget-html-content, .jupyter-widget-html-content)").first
    expect(info).to_be_visible(timeout=TIMEOUT_MS)
    line, size, height = info.evaluate("e => { const s = getComputedStyle(e);"
                                       " return [parseFloat(s.lineHeight), parseFloat(s.fontSize),"
                                       " e.getBoundingClientRect().height]; }")
    assert line <= 1.5 * size and height >= 1.8 * line, (line, size, height)  # two lines, close together
    check_and_shoot(page, "light")
    switch_theme(page, "dark")
    try:
        check_and_shoot(page, "dark")
    finally:
        switch_theme(page, "light")  # the server's saved theme is shared with later tests
        jupyter_lab.set_theme(None)
