"""The arcade: every board of the course on one page, in tabs, for playing without code.

``notebooks/arcade.ipynb`` (:func:`arcade_notebook`) shows :func:`arcade` under a title and
nothing else; served with Voilà (``python -m ttt_lab arcade``) it is a page of games:
tic-tac-toe on the m,n,k boards with the board and level menus, Ultimate tic-tac-toe, Cat and
Mice, and AI vs AI, and not a line of code.

Each board is built when its tab is first opened, so the page shows as soon as the first one
is ready (each takes well under 0.1 s, but nothing is spent on tabs a visitor never opens).

Example:
    >>> page = arcade(seed=0)
    >>> [page.get_title(i) for i in range(len(TABS))]
    ['Tic-tac-toe', 'Ultimate', 'Cat and Mice', 'AI vs AI']
    >>> [type(board).__name__ for tab in page.children for board in tab.children]
    ['Board']
    >>> page.selected_index = 2
    >>> [type(board).__name__ for tab in page.children for board in tab.children]
    ['Board', 'CatMiceBoard']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ttt_lab.widgets.ai_vs_ai import AIMatch
from ttt_lab.widgets.base import make_output, traceback_text
from ttt_lab.widgets.board import Board
from ttt_lab.widgets.cat_mice_board import CatMiceBoard
from ttt_lab.widgets.ultimate_board import UltimateBoard

TABS: dict[str, Callable[[int | None], widgets.Widget]] = {
    "Tic-tac-toe": lambda seed: Board(seed=seed),
    "Ultimate": lambda seed: UltimateBoard(seed=seed),
    "Cat and Mice": lambda seed: CatMiceBoard(seed=seed),
    "AI vs AI": lambda seed: AIMatch(seed=seed),
}
"""The arcade's tabs, in order: each title with the board it shows, built from a seed."""


def arcade(seed: int | None = None) -> widgets.Tab:
    """The arcade page: a tab per board of :data:`TABS`, the first one open.

    Args:
        seed: seeds every board's AIs (``None``, the default: new games at each visit).

    Returns:
        An ``ipywidgets.Tab`` (CSS class ``ttt-arcade``) whose tabs are boxes (``ttt-arcade-tab-<i>``)
        holding their board once opened. A board that fails to build shows its traceback there.
    """
    boxes = [widgets.VBox() for _ in TABS]
    for index, box in enumerate(boxes):
        box.add_class(f"ttt-arcade-tab-{index}")
    page = widgets.Tab(boxes, titles=list(TABS))
    page.add_class("ttt-arcade")
    builders = list(TABS.values())

    def open_tab(index: int | None) -> None:
        if index is None or boxes[index].children:
            return
        try:
            board = builders[index](seed)
        except Exception as error:  # shown where the board would be: the page never fails silently
            board = make_output()
            board.append_stderr(traceback_text(error))
        boxes[index].children = (board,)

    def on_select(change: dict[str, Any]) -> None:
        open_tab(change["new"])

    page.observe(on_select, names="selected_index")
    open_tab(0)
    return page


ARCADE_TITLE = "# ttt_lab arcade"

ARCADE_CODE = "from ttt_lab.widgets.arcade import arcade\n\narcade()"


def arcade_notebook() -> dict[str, Any]:
    """The arcade notebook (nbformat 4, as JSON): ``notebooks/arcade.ipynb`` is exactly this.

    The command line writes it out where no copy of the repository is at hand (an installed
    package has no ``notebooks/``). Its code cell is collapsed in JupyterLab too.

    Example:
        >>> [cell["cell_type"] for cell in arcade_notebook()["cells"]]
        ['markdown', 'code']
    """
    from ipykernel.ipkernel import IPythonKernel

    intro = (
        f"{ARCADE_TITLE}\n\nPick a game in the tabs and play: tic-tac-toe against the levels of AI, from random"
        " moves to perfect play, on boards up to 5x5; Ultimate tic-tac-toe; Cat and Mice; or two AIs against"
        " each other."
    )
    return {
        "cells": [
            {"cell_type": "markdown", "id": "arcade-title", "metadata": {}, "source": intro.splitlines(keepends=True)},
            {"cell_type": "code", "execution_count": None, "id": "arcade-page",
             "metadata": {"jupyter": {"source_hidden": True}}, "outputs": [],
             "source": ARCADE_CODE.splitlines(keepends=True)},
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            # What the kernel writes on opening, less the Python version: opening changes nothing.
            "language_info": {key: value for key, value in IPythonKernel.language_info.items() if key != "version"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
