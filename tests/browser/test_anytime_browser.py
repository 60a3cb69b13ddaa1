"""Notebook 11 in JupyterLab, in a real Chromium: the Ultimate boards of iterative deepening.

Run All must finish without an error. The position searched shows as an Ultimate board, and
below the table of finished iterations there is one small board per iteration, its move
outlined and captioned with its depth and move: as many boards as the table has rows,
whatever depth this machine reached in its half second.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

from ttt_lab.viz.ultimate_boards import HIGHLIGHT

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "11_anytime.ipynb"
TIMEOUT_MS = 60_000


def test_every_finished_iteration_shows_the_board_it_chose(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    notebook = page.locator(".jp-Notebook")
    expect(notebook).to_contain_text("check_quiescence(my_quiescence): ✔ passed", timeout=TIMEOUT_MS)
    cells = page.locator(".jp-Notebook .jp-Cell")

    position = cells.nth(1).locator(".jp-OutputArea .jp-RenderedHTMLCommon svg")
    expect(position).to_have_count(1)
    assert position.bounding_box()["width"] > 150  # type: ignore[index]  # a board to read, not a speck

    table_cell = cells.nth(3)
    table_cell.scroll_into_view_if_needed()  # JupyterLab may leave cells out of view unrendered
    output = table_cell.locator(".jp-OutputArea-output")
    expect(output).to_contain_text("stopped by the", timeout=TIMEOUT_MS)
    table = output.text_content() or ""
    rows = re.findall(r"^\s*(\d+)\s+\((\d+), (\d+)\)", table, flags=re.MULTILINE)
    assert rows, table
    cells.nth(5).scroll_into_view_if_needed()
    figures = cells.nth(5).locator(".jp-OutputArea figure")
    expect(figures).to_have_count(len(rows))
    for figure, (depth, *move) in zip(figures.all(), rows, strict=True):
        expect(figure.locator("svg")).to_have_count(1)
        expect(figure.locator(f'svg rect[stroke="{HIGHLIGHT}"]')).to_have_count(1)  # the move, outlined
        expect(figure.locator("figcaption")).to_have_text(f"depth {depth}: ({move[0]}, {move[1]})")
        assert figure.bounding_box()["width"] > 80  # type: ignore[index]
    cells.nth(5).screenshot(path=str(ARTIFACTS / "anytime_iteration_boards.png"))
    expect(stderr_outputs(page)).to_have_count(0)
