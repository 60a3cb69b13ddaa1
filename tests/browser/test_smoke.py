"""The browser harness works end to end: JupyterLab runs a notebook whose widget answers clicks.

If this fails, every other browser test will too: look here first.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from lab_driver import KERNEL_TIMEOUT_MS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).parent / "notebooks"


def test_widget_button_click_round_trips_through_the_kernel(
    jupyter_lab: JupyterLabServer, page: Page
) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOKS / "smoke_widget.ipynb"))
    run_all(page)

    button = page.locator("button.ttt-smoke-button")
    label = page.locator(".ttt-smoke-label")
    expect(label).to_have_text("not clicked yet")
    button.click()
    expect(label).to_have_text("clicked 1 time")
    button.click()
    expect(label).to_have_text("clicked 2 times")
    expect(stderr_outputs(page)).to_have_count(0)


def test_kernel_dialog_is_accepted_and_stderr_is_seen(
    jupyter_lab: JupyterLabServer, page: Page, tmp_path: Path
) -> None:
    # A notebook without kernelspec asks for a kernel first; and the stderr check the other
    # tests rely on must be able to fail, so one cell writes to stderr.
    notebook = json.loads((NOTEBOOKS / "smoke_widget.ipynb").read_text(encoding="utf-8"))
    del notebook["metadata"]["kernelspec"]
    notebook["cells"].append(
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "stderr-cell",
            "metadata": {},
            "outputs": [],
            "source": ["import sys\n", "print('something went wrong', file=sys.stderr)"],
        }
    )
    source = tmp_path / "no_kernelspec_with_stderr.ipynb"
    source.write_text(json.dumps(notebook), encoding="utf-8")

    open_notebook(page, jupyter_lab.add_notebook(source))
    run_all(page)

    page.locator("button.ttt-smoke-button").click()
    expect(page.locator(".ttt-smoke-label")).to_have_text("clicked 1 time")
    expect(stderr_outputs(page)).to_have_count(1)
    expect(stderr_outputs(page)).to_contain_text("something went wrong")


def test_widget_button_works_in_voila(voila_page: Callable[[Path], Page]) -> None:
    page = voila_page(NOTEBOOKS / "smoke_widget.ipynb")

    label = page.locator(".ttt-smoke-label")
    expect(label).to_have_text("not clicked yet", timeout=KERNEL_TIMEOUT_MS)
    page.locator("button.ttt-smoke-button").click()
    expect(label).to_have_text("clicked 1 time")
    expect(stderr_outputs(page)).to_have_count(0)
