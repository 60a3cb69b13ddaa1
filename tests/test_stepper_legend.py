"""The steppers of notebooks 04, 09 and 10, frame by frame: a legend that holds still, text a
projector's back row reads, and nothing drawn over anything else (issue 28).

A legend that gained a row when the first pruned move appeared pushed the tree down in the
middle of a replay; a 7.5 pt legend was 9.4 px on the page. Every text is measured in points
at the size the page shows the picture: a stepper's picture is no wider than JupyterLab's
output area (846 px at 1280 px with the file browser open), so it is shown at its own size.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest
from matplotlib.text import Text

from ttt_lab.games.chance import max_die_min_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.search import MCTSTrace, SearchTree, alphabeta, expectimax, mcts
from ttt_lab.widgets import MCTSStepper, SearchStepper
from ttt_lab.widgets.stepper import PLOT_DPI

OUTPUT_AREA_PX = 846
PROJECTOR_PT = 9.0
"""The smallest text a projected picture may have, in points at the size it is shown."""


def stepper_04() -> Any:
    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    return SearchStepper(tree, game=game)


def stepper_09() -> Any:
    game, tree = max_die_min_tree(), SearchTree()
    expectimax(game, game.initial_state(), observer=tree)
    return SearchStepper(tree, game=game)


def stepper_10() -> Any:
    game, trace = TicTacToe(), MCTSTrace()
    mcts(game, game.parse("XOX/.O./..."), iterations=20, seed=4, trace=trace)
    return MCTSStepper(trace)


STEPPERS: dict[str, Callable[[], Any]] = {"04": stepper_04, "09": stepper_09, "10": stepper_10}


def frames(stepper: Any) -> list[int]:
    last = int(stepper.slider.max)
    first = int(stepper.slider.min)
    return sorted({first, first + 1, (first + last) // 3, (first + last) // 2, 2 * (first + last) // 3, last})


def shown_texts(fig: Any) -> list[Text]:
    return [text for text in fig.findobj(Text) if text.get_visible() and text.get_text().strip()
            and text.get_gid() != "mini-board"]


@pytest.mark.parametrize("name", sorted(STEPPERS))
def test_the_legend_keeps_its_entries_and_place_on_every_frame(name: str) -> None:
    stepper = STEPPERS[name]()
    picture = stepper.tree_picture
    seen = set()
    for step in frames(stepper):
        stepper.step = step
        picture.fig.canvas.draw()
        legend = picture.ax.get_legend()
        box = legend.get_window_extent()
        seen.add((tuple(text.get_text() for text in legend.get_texts()), tuple(round(v, 1) for v in box.extents)))
        assert box.x0 >= 0 and box.x1 <= picture.fig.bbox.width, (name, step)  # whole, not cut at the edge
    assert len(seen) == 1, (name, seen)


@pytest.mark.parametrize("name", sorted(STEPPERS))
def test_every_text_is_nine_points_at_the_size_shown(name: str) -> None:
    stepper = STEPPERS[name]()
    picture = stepper.tree_picture
    assert int(stepper.picture.width) <= OUTPUT_AREA_PX  # shown at its own size: a point stays a point
    assert picture.fig.dpi == PLOT_DPI
    for step in frames(stepper):
        stepper.step = step
        sizes = {round(text.get_fontsize(), 2) for text in shown_texts(picture.fig)}
        assert min(sizes) >= PROJECTOR_PT, (name, step, sorted(sizes))


@pytest.mark.parametrize("name", sorted(STEPPERS))
def test_no_text_sits_on_another_on_any_frame(name: str) -> None:
    stepper = STEPPERS[name]()
    picture = stepper.tree_picture
    for step in frames(stepper):
        stepper.step = step
        picture.fig.canvas.draw()
        renderer = picture.fig.canvas.get_renderer()
        legend = picture.ax.get_legend()
        own = {id(text) for text in legend.get_texts()}
        boxes = [(text.get_text(), text.get_window_extent(renderer)) for text in shown_texts(picture.fig)
                 if id(text) not in own]
        strip = legend.get_window_extent(renderer)
        assert not [label for label, box in boxes if box.overlaps(strip)], (name, step)  # the legend covers nothing
        shrunk = [(label, box.padded(-0.5)) for label, box in boxes]  # touching is not overlapping
        overlaps = [(a, b) for (a, x), (b, y) in itertools.combinations(shrunk, 2) if x.overlaps(y)]
        assert not overlaps, (name, step, overlaps)
