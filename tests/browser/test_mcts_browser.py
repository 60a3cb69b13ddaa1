"""Notebook 10 in JupyterLab, in a real Chromium: the MCTS stepper walks the four phases of
each iteration forward and back, with UCB1's arithmetic on screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "10_mcts.ipynb"
TIMEOUT_MS = 60_000
PHASES = ("selection", "expansion", "playout", "backpropagation")


def test_the_mcts_stepper_walks_the_four_phases_forward_and_back(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    expect(page.locator(".jp-Notebook")).to_contain_text("check_backpropagation(my_backpropagate): ✔ passed",
                                                          timeout=TIMEOUT_MS)
    root = page.locator(".ttt-mcts-stepper")
    message = root.locator(".ttt-stepper-message")
    picture = root.locator("img.ttt-stepper-plot")
    expect(message).to_contain_text("iteration 1 of 20 · selection", timeout=TIMEOUT_MS)

    # The picture's src is a new blob each time it is sent: compare what Chromium draws.
    shown: dict[int, tuple[str, bytes]] = {1: (message.inner_text(), picture.screenshot())}
    for step in range(2, 30):
        root.locator("button.ttt-stepper-next").click()
        iteration, phase = divmod(step - 1, 4)
        expect(message).to_contain_text(f"iteration {iteration + 1} of 20 · {PHASES[phase]}", timeout=TIMEOUT_MS)
        shown[step] = (message.inner_text(), picture.screenshot())
    selections = [shown[step][0] for step in range(1, 30, 4)]
    assert any("·√(ln " in text for text in selections), "UCB1's arithmetic shows at some selection"
    assert "random moves" in shown[3][0] and "one more visit" in shown[4][0]
    root.screenshot(path=str(ARTIFACTS / "mcts_stepper_step_29.png"))

    for step in (28, 27, 26):
        root.locator("button.ttt-stepper-back").click()
        iteration, phase = divmod(step - 1, 4)
        expect(message).to_contain_text(f"iteration {iteration + 1} of 20 · {PHASES[phase]}", timeout=TIMEOUT_MS)
        assert (message.inner_text(), picture.screenshot()) == shown[step]
    expect(stderr_outputs(page)).to_have_count(0)
