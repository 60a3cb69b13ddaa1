"""The search stepper in JupyterLab, in a real Chromium: Next, Back and Play redraw the tree.

The fixture notebook ``notebooks/stepper.ipynb`` records alpha-beta on AIMA Figure 5.2 and
shows it in a :class:`SearchStepper` with its picture. Each press must reach the kernel and
come back as the step's sentence and a new picture; Play must run to the last step on its own
(the Play widget and the slider are linked in the browser), and nothing may print an error.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "stepper.ipynb"


def recorded_steps() -> tuple[int, int]:
    """The events alpha-beta records on Figure 5.2, and the step of C's cutoff (its prune)."""
    from ttt_lab.games.trees import aima_figure_5_2
    from ttt_lab.search import SearchTree, alphabeta

    tree, game = SearchTree(), aima_figure_5_2()
    alphabeta(game, game.initial_state(), observer=tree)
    return len(tree.events), [event.kind for event in tree.events].index("prune") + 1


STEPS, CUT_STEP = recorded_steps()

TIMEOUT_MS = 30_000
"""For every page check: the kernel shares a busy machine."""


def test_next_back_and_play_step_the_picture(jupyter_lab: JupyterLabServer, page: Page) -> None:
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    root = page.locator(".ttt-stepper")
    message = root.locator(".ttt-stepper-message")
    picture = root.locator("img.ttt-stepper-plot")
    expect(message).to_contain_text(f"step 0 of {STEPS}", timeout=TIMEOUT_MS)
    expect(picture).to_be_visible(timeout=TIMEOUT_MS)

    pictures = {picture.get_attribute("src")}
    for step in range(1, CUT_STEP + 1):
        root.locator("button.ttt-stepper-next").click()
        expect(message).to_contain_text(f"step {step} of {STEPS}", timeout=TIMEOUT_MS)
        pictures.add(picture.get_attribute("src"))
    expect(message).to_contain_text("v=2 <= alpha=3 at node C: remaining children c2, c3 pruned")
    assert len(pictures) == CUT_STEP + 1  # a new picture at every step
    root.screenshot(path=str(ARTIFACTS / "stepper_cutoff_at_C.png"))

    root.locator("button.ttt-stepper-back").click()
    expect(message).to_contain_text(f"step {CUT_STEP - 1} of {STEPS}", timeout=TIMEOUT_MS)
    expect(message).to_contain_text("node C: best so far v=2, and v <= alpha=3")

    started = time.perf_counter()
    root.locator(".ttt-stepper-play button").first.click()
    expect(message).to_contain_text(f"step {STEPS} of {STEPS}", timeout=TIMEOUT_MS)
    expect(message).to_contain_text("the search is over")
    played = time.perf_counter() - started
    print(f"Play: steps {CUT_STEP - 1} to {STEPS} at 200 ms a step shown in {played:.1f} s")
    expect(root.locator("button.ttt-stepper-next")).to_be_disabled(timeout=TIMEOUT_MS)
    root.screenshot(path=str(ARTIFACTS / "stepper_played.png"))
    expect(stderr_outputs(page)).to_have_count(0)
