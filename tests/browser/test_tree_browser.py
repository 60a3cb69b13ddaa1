"""Trees in JupyterLab, in a real Chromium: text big enough to read, and the explorer clicked through.

The fixture notebook ``notebooks/trees.ipynb`` draws notebook 03's tree, opens a level-5
search (475 nodes) in a :class:`TreeExplorer`, and shows a board with "show search" ticked.

The tree's text is measured as the student sees it: the PNG's smallest text in pixels
(points x dpi / 72, printed by the notebook) times the ratio of the width JupyterLab shows
the image at to its own width. The explorer's text is measured from the page's computed styles.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "trees.ipynb"
TIMEOUT_MS = 30_000
"""For every page check: the kernel shares a busy machine."""


def test_tree_text_is_at_least_nine_pixels_on_the_page(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    said = page.locator(".jp-OutputArea-output", has_text="smallest text").first
    expect(said).to_be_visible(timeout=TIMEOUT_MS)
    found = re.search(r"smallest text ([\d.]+) pt at ([\d.]+) dpi", said.inner_text())
    assert found is not None
    points, dpi = float(found[1]), float(found[2])
    image = page.locator(".jp-OutputArea-output img").first
    expect(image).to_be_visible(timeout=TIMEOUT_MS)
    natural, shown, room = image.evaluate("i => [i.naturalWidth, i.getBoundingClientRect().width,"
                                          " i.closest('.jp-OutputArea-output').clientWidth]")
    smallest_px = points * dpi / 72 * shown / natural
    print(f"tree image {natural} px wide, shown at {shown:.0f} px in an output {room} px wide:"
          f" smallest text {smallest_px:.1f} px")
    assert natural <= room  # shown at its own size, not shrunk to fit
    assert smallest_px >= 9
    image.screenshot(path=str(ARTIFACTS / "tree_03_in_lab.png"))
    expect(stderr_outputs(page)).to_have_count(0)


def test_the_explorer_opens_folds_and_goes_back(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    said = page.locator(".jp-OutputArea-output", has_text="explorer:").first
    expect(said).to_be_visible(timeout=TIMEOUT_MS)
    found = re.search(r"explorer: (\d+) nodes, first child (\d+) with (\d+) children", said.inner_text())
    assert found is not None
    first, grandchildren = int(found[2]), int(found[3])
    explorer = page.locator(".ttt-explorer").first
    rows = explorer.locator(".ttt-explorer-row")
    expect(rows.first).to_be_visible(timeout=TIMEOUT_MS)
    children = rows.count() - 1
    assert children >= 2  # the root and its children

    font_px = explorer.locator(".ttt-explorer-info").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert font_px >= 9

    toggle = explorer.locator(f".ttt-explorer-node-{first}")
    toggle.click()  # open the first child
    expect(rows).to_have_count(1 + children + grandchildren, timeout=TIMEOUT_MS)
    board = explorer.locator(".ttt-explorer-board").nth(2)
    assert board.evaluate("e => parseFloat(getComputedStyle(e).fontSize)") >= 9
    explorer.screenshot(path=str(ARTIFACTS / "tree_explorer_open.png"))
    toggle.click()  # fold it again
    expect(rows).to_have_count(1 + children, timeout=TIMEOUT_MS)

    row = explorer.locator(".ttt-explorer-row", has=page.locator(f".ttt-explorer-node-{first}"))
    row.locator(".ttt-explorer-enter").click()  # make it the top of the view
    crumbs = explorer.locator(".ttt-explorer-crumb")
    expect(crumbs).to_have_count(2, timeout=TIMEOUT_MS)
    expect(rows).to_have_count(1 + grandchildren, timeout=TIMEOUT_MS)
    crumbs.first.click()  # and back up to the root
    expect(crumbs).to_have_count(1, timeout=TIMEOUT_MS)
    expect(rows.first).to_contain_text("root", timeout=TIMEOUT_MS)
    expect(explorer.locator(".ttt-explorer-output [data-mime-type='application/vnd.jupyter.stderr']")).to_have_count(0)
    expect(stderr_outputs(page)).to_have_count(0)


def test_show_search_opens_an_explorer_under_the_board(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    board = page.locator(".ttt-board-widget").first
    expect(board).to_be_visible(timeout=TIMEOUT_MS)
    board.locator("button.ttt-cell-0-0").click()
    search = board.locator(".ttt-search")
    expect(search.locator("img")).to_be_visible(timeout=TIMEOUT_MS)
    expect(search.locator(".ttt-explorer .ttt-explorer-row").first).to_be_visible(timeout=TIMEOUT_MS)
    search.locator(".ttt-explorer .ttt-explorer-toggle").nth(1).click()
    expect(search.locator(".ttt-explorer-toggle", has_text="▾")).to_have_count(2, timeout=TIMEOUT_MS)
    board.screenshot(path=str(ARTIFACTS / "tree_show_search.png"))
    expect(stderr_outputs(page)).to_have_count(0)
