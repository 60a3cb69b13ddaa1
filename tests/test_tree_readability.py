"""Every tree plot stays readable at a notebook's width: text at least 9 px, nothing on top of
anything else, and what does not fit left out (and said) instead of shrunk.

The trees are the course's (notebooks 03, 04, 06), the board's "show search" of level 5 and
trees on bigger boards. JupyterLab shows a PNG at its own size when it is narrower than the
output area (846 px at 1280 px with the file browser open, measured in
``tests/browser/test_tree_browser.py``) and shrinks it otherwise.
"""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from matplotlib.transforms import Bbox

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.players import player_for_level
from ttt_lab.search import SearchTree, alphabeta, line_evaluation, minimax
from ttt_lab.viz.tree_plot import find_artist, plot_tree
from ttt_lab.viz.tree_sizing import DPI, PAGE_WIDTH, SMALLEST_FONT

OUTPUT_AREA_PX = 846
"""JupyterLab's output area at 1280 px with the file browser open (tests/browser/test_tree_browser.py)."""


def course_03() -> tuple[SearchTree, Any, dict[str, Any]]:
    game, tree = TicTacToe(), SearchTree()
    minimax(game, game.parse(".X./X.O/.OX"), observer=tree)
    return tree, game, {}


def course_04_figure() -> tuple[SearchTree, Any, dict[str, Any]]:
    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, (), observer=tree)
    return tree, game, {"show_window": True}


def course_04_position() -> tuple[SearchTree, Any, dict[str, Any]]:
    game, tree = TicTacToe(), SearchTree()
    alphabeta(game, game.parse(".X./X.O/.OX"), observer=tree)
    return tree, game, {}


def course_06_depth_two() -> tuple[SearchTree, Any, dict[str, Any]]:
    game, tree = TicTacToe(), SearchTree()
    alphabeta(game, game.parse("X../.O./..."), depth=2, evaluate=line_evaluation(game), observer=tree)
    return tree, game, {"show_pruned": False}


def level_5_show_search() -> tuple[SearchTree, Any, dict[str, Any]]:
    game = TicTacToe()
    player = player_for_level(5, seed=0)
    player.record = True
    decision = player.decide(game, game.play(game.initial_state(), (0, 0)))
    assert decision.tree is not None and len(decision.tree) > 400
    return decision.tree, game, {}


def seven_by_six() -> tuple[SearchTree, Any, dict[str, Any]]:
    game, tree = MNK(7, 6, 4), SearchTree()
    alphabeta(game, game.initial_state(), depth=2, evaluate=line_evaluation(game), observer=tree)
    return tree, game, {}


def course_09_chance() -> tuple[SearchTree, Any, dict[str, Any]]:
    from ttt_lab.games.chance import max_die_min_tree
    from ttt_lab.search import expectimax

    game, tree = max_die_min_tree(), SearchTree()
    expectimax(game, game.initial_state(), observer=tree)
    return tree, game, {}


TREES: dict[str, Callable[[], tuple[SearchTree, Any, dict[str, Any]]]] = {
    "03 minimax": course_03,
    "04 figure 5.2": course_04_figure,
    "04 position": course_04_position,
    "06 depth 2": course_06_depth_two,
    "09 chance": course_09_chance,
    "level 5 show search": level_5_show_search,
    "7x6 depth 2": seven_by_six,
}


@pytest.fixture(params=sorted(TREES))
def drawn(request: pytest.FixtureRequest) -> Iterator[tuple[Any, SearchTree]]:
    tree, game, options = TREES[request.param]()
    figure = plot_tree(tree, game=game, warn=False, **options)
    figure.canvas.draw()
    yield figure, tree


def text_boxes(figure: Any, gid: str) -> list[Bbox]:
    renderer = figure.canvas.get_renderer()
    return [text.get_window_extent(renderer) for text in figure.axes[0].texts
            if text.get_gid() == gid and text.get_visible()]


def value_boxes(figure: Any) -> list[Bbox]:
    """The values are outlines in one collection: each path's extent in pixels, at its node."""
    values = find_artist(figure, "values")
    scale = figure.dpi / 72  # the paths are in points, at size 1
    boxes = []
    for path, (x, y) in zip(values.get_paths(), values.get_offsets(), strict=True):  # type: ignore[attr-defined]
        px, py = figure.axes[0].transData.transform((x, y))
        extent = path.get_extents()
        boxes.append(Bbox.from_extents(px + extent.x0 * scale, py + extent.y0 * scale,
                                       px + extent.x1 * scale, py + extent.y1 * scale))
    return boxes


def overlapping(boxes: list[Bbox]) -> list[tuple[int, int]]:
    shrunk = [box.expanded(1.0, 1.0).padded(-0.5) for box in boxes]  # touching is not overlapping
    return [(i, j) for (i, a), (j, b) in itertools.combinations(enumerate(shrunk), 2) if a.overlaps(b)]


def test_the_figure_fits_the_notebook(drawn: tuple[Any, SearchTree]) -> None:
    figure, _ = drawn
    assert figure.get_figwidth() <= PAGE_WIDTH + 1e-9
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight")  # as the inline backend does
    from PIL import Image

    with Image.open(io.BytesIO(buffer.getvalue())) as image:
        assert image.width <= OUTPUT_AREA_PX  # shown at its own size: nothing is shrunk


def test_every_text_is_at_least_nine_pixels(drawn: tuple[Any, SearchTree]) -> None:
    figure, _ = drawn
    texts = [text for text in figure.findobj(lambda artist: hasattr(artist, "get_fontsize"))
             if getattr(artist_text(text), "strip", lambda: "")()]
    assert texts
    smallest = min(text.get_fontsize() for text in texts)
    assert smallest >= SMALLEST_FONT and smallest * DPI / 72 >= 9
    heights = [box.height for box in value_boxes(figure)]
    digit_height = 0.7 * SMALLEST_FONT * DPI / 72  # a digit is about 0.7 of the font size
    assert heights and min(heights) >= digit_height - 0.5


def artist_text(artist: Any) -> Any:
    return artist.get_text() if hasattr(artist, "get_text") else ""


def test_no_label_sits_on_another(drawn: tuple[Any, SearchTree]) -> None:
    figure, _ = drawn
    assert overlapping(value_boxes(figure)) == []
    for gid in ("move", "name", "mini-board", "window"):
        assert overlapping(text_boxes(figure, gid)) == [], gid
    # nor on a label of another kind: 09's "c2 (2/3)" ran into the name G of the node it leads to
    kinds = [(gid, box) for gid in ("move", "name", "mini-board", "window") for box in text_boxes(figure, gid)]
    crossing = [(kinds[i][0], kinds[j][0]) for i, j in overlapping([box for _, box in kinds])
                if kinds[i][0] != kinds[j][0]]
    assert crossing == []


def test_what_is_left_out_is_said_and_the_explorer_named(drawn: tuple[Any, SearchTree]) -> None:
    figure, tree = drawn
    shown = sum(len(find_artist(figure, gid).get_offsets())  # type: ignore[attr-defined]
                for gid in ("nodes-max", "nodes-min", "nodes-chance"))
    notes = [text.get_text() for text in figure.axes[0].texts if text.get_gid() == "size-note"]
    if shown < len(tree):
        assert notes and f"showing {shown:,} of {len(tree):,} nodes" in notes[0] and "TreeExplorer" in notes[0]
    else:
        assert notes == []


def test_the_course_trees_are_drawn_whole() -> None:
    """The trees 03 and 04 teach from fit at a readable size: none of their nodes is left out."""
    for make in (course_03, course_04_figure, course_04_position):
        tree, game, options = make()
        figure = plot_tree(tree, game=game, **options)
        shown = len(find_artist(figure, "nodes-max").get_offsets()) + len(find_artist(figure, "nodes-min").get_offsets())  # type: ignore[attr-defined]
        assert shown == len(tree), make.__name__


def test_fit_width_false_draws_everything_as_wide_as_it_takes() -> None:
    tree, game, _ = level_5_show_search()
    figure = plot_tree(tree, game=game, fit_width=False, warn=False, max_nodes=len(tree))
    shown = len(find_artist(figure, "nodes-max").get_offsets()) + len(find_artist(figure, "nodes-min").get_offsets())  # type: ignore[attr-defined]
    assert shown == len(tree) and figure.get_figwidth() > PAGE_WIDTH
