"""Notebook 04 in JupyterLab, in a real Chromium: Run All gives no pruning-quiz answer away.

The quiz's check cell runs with an empty answer and must say only what is wrong (no leaf
alpha-beta prunes, no cutoff); the answer cell is commented out and prints nothing. Then a
student asks on purpose, typing ``quiz.show_answer()`` into that cell: the answer appears,
which shows this test can see an answer when there is one.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lab_driver import ARTIFACTS, JupyterLabServer, open_notebook, run_all, stderr_outputs
from playwright.sync_api import Page, expect

from ttt_lab.exercises import random_pruning_quiz

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parents[2] / "notebooks" / "04_alphabeta.ipynb"
TIMEOUT_MS = 60_000


def quiz_seed() -> int:
    found = re.search(r"random_pruning_quiz\(seed=(\d+)\)", NOTEBOOK.read_text(encoding="utf-8"))
    assert found, "notebook 04 makes its quiz with random_pruning_quiz(seed=...)"
    return int(found.group(1))


def test_run_all_shows_no_quiz_answer_until_the_student_asks(jupyter_lab: JupyterLabServer, page: Page) -> None:
    answer = random_pruning_quiz(seed=quiz_seed()).answer()
    told = f"Alpha-beta never looks at {', '.join(answer)}."
    open_notebook(page, jupyter_lab.add_notebook(NOTEBOOK))
    run_all(page)
    cells = page.locator(".jp-Notebook .jp-Cell")
    check_cell = cells.filter(has_text="quiz.check(my_answer)")
    expect(check_cell.locator(".jp-OutputArea-output")).to_contain_text("You have not named any leaf yet")
    outputs = "\n".join(page.locator(".jp-OutputArea-output").all_inner_texts())
    assert told not in outputs
    assert not re.search(r"\b(is|are) pruned\b", outputs), "a cutoff was explained on Run All"
    # Pinned by position: a locator filtered on the cell's text would lose the cell once the
    # student retypes it.
    answer_index = next(i for i, text in enumerate(cells.all_inner_texts()) if "# quiz.show_answer()" in text)
    answer_cell = cells.nth(answer_index)
    expect(answer_cell.locator(".jp-OutputArea-output")).to_have_count(0)
    expect(page.locator(".jp-Notebook")).to_contain_text("check_alphabeta(my_alphabeta): ✔ passed")
    expect(stderr_outputs(page)).to_have_count(0)
    check_cell.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "quiz_run_all.png"))

    # The student asks on purpose: the answer shows.
    answer_cell.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.type("quiz.show_answer()")
    page.keyboard.press("Shift+Enter")
    expect(answer_cell.locator(".jp-OutputArea-output")).to_contain_text(told, timeout=TIMEOUT_MS)
    answer_cell.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "quiz_show_answer.png"))
