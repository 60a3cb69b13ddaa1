"""Notebook 09 in JupyterLab, in a real Chromium: the expectimax tree steps forward and back.

Run All must finish without an error; the stepper under the chance tree must then say, at
each chance node, what each outcome adds to the average, draw a new picture at every step,
and go back to the sentence and picture it showed before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

from ttt_lab.games.chance import max_die_min_tree
from ttt_lab.search import SearchTree, expectimax

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "09_chance.ipynb"
TIMEOUT_MS = 60_000


def steps() -> int:
    tree = SearchTree()
    expectimax(max_die_min_tree(), (), observer=tree)
    return len(tree.events)


def test_the_expectimax_tree_steps_forward_and_back(jupyter_lab: JupyterLabServer, page: Page) -> None:
    total = steps()
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    expect(page.locator(".jp-Notebook")).to_contain_text("check_expectimax(my_expectimax): ✔ passed",
                                                          timeout=TIMEOUT_MS)
    root = page.locator(".ttt-stepper")
    message = root.locator(".ttt-stepper-message")
    picture = root.locator("img.ttt-stepper-plot")
    expect(message).to_contain_text(f"step 0 of {total}", timeout=TIMEOUT_MS)

    # The picture's src is a new blob each time it is sent: compare what Chromium draws.
    shown: dict[int, tuple[str, bytes]] = {}
    for step in range(1, 11):
        root.locator("button.ttt-stepper-next").click()
        expect(message).to_contain_text(f"step {step} of {total}", timeout=TIMEOUT_MS)
        shown[step] = (message.inner_text(), picture.screenshot())
    assert "chance moves here, with outcomes b1 (1/3), b2 (2/3)" in shown[2][0]
    assert "chance node B: adds 1/3 × 2 = 0.667 to its expected value, now 0.667" in shown[10][0]
    assert len({src for _, src in shown.values()}) == 10  # a new picture at every step
    root.screenshot(path=str(ARTIFACTS / "chance_stepper_step_10.png"))

    for step in (9, 8):
        root.locator("button.ttt-stepper-back").click()
        expect(message).to_contain_text(f"step {step} of {total}", timeout=TIMEOUT_MS)
        assert (message.inner_text(), picture.screenshot()) == shown[step]
    expect(stderr_outputs(page)).to_have_count(0)
