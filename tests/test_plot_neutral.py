"""The neutral theme, what a plot is drawn in by default: it must read on JupyterLab's light page
and on its dark one, since a student may switch the theme after the plot was drawn (issue 28).

Measured on the artists: every text against what is right behind it (its halo or its box, laid
over either page), every line and outline against both pages. The pages' colours are
JupyterLab 4's ``--jp-layout-color0`` in Light and Dark (tests/browser/test_theme_browser.py
reads them off a real page).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from matplotlib.colors import to_rgba
from matplotlib.patheffects import Stroke
from matplotlib.text import Text

from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta
from ttt_lab.viz.theme import ENVIRONMENT_VARIABLE, NEUTRAL, plot_theme
from ttt_lab.viz.tournament_plot import relative_luminance
from ttt_lab.viz.tree_plot import find_artist, plot_tree

PAGES = {"light": "#ffffff", "dark": "#111111"}


@pytest.fixture(autouse=True)
def _auto(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    yield
    import matplotlib.pyplot as plt

    plt.close("all")


def over(colour: Any, page: str) -> tuple[float, float, float]:
    """``colour`` (with its alpha) laid over ``page``."""
    red, green, blue, alpha = to_rgba(colour)
    back = to_rgba(page)
    return tuple(alpha * c + (1 - alpha) * b for c, b in zip((red, green, blue), back[:3], strict=True))  # type: ignore[return-value]


def contrast(a: Any, b: Any) -> float:
    light, dark = sorted((relative_luminance(to_rgba(a)), relative_luminance(to_rgba(b))), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def behind(text: Text, page: str) -> tuple[float, float, float]:
    """What a text is read against on ``page``: its box, else its halo, else the page."""
    box = text.get_bbox_patch()
    if box is not None:
        return over(box.get_facecolor(), page)
    halos = [effect for effect in text.get_path_effects() if isinstance(effect, Stroke)]
    if halos:
        return over(halos[0]._gc["foreground"], page)
    return over("none", page)


def figures() -> dict[str, Any]:
    from ttt_lab.arena import tournament
    from ttt_lab.bench import scan_ordering
    from ttt_lab.players import RandomPlayer
    from ttt_lab.viz.compare import compare_searches, plot_comparison
    from ttt_lab.viz.timing import plot_ordering
    from ttt_lab.viz.tournament_plot import plot_tournament

    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, (), observer=tree)
    table = tournament([RandomPlayer(seed=1, name="a"), RandomPlayer(seed=2, name="b")], games=2, progress=False)
    return {
        "tree": plot_tree(tree, game=game, show_window=True),
        "tree with rings": plot_tree(tree, game=game, highlight=[0, 1]),
        "comparison": plot_comparison(compare_searches(game, game.initial_state()), game=game),
        "ordering": plot_ordering(scan_ordering([2], [2, 3], trees=1)),
        "tournament": plot_tournament(table),
    }


@pytest.fixture(scope="module")
def drawn() -> dict[str, Any]:
    import os

    saved = os.environ.pop(ENVIRONMENT_VARIABLE, None)
    try:
        made = figures()
    finally:
        if saved is not None:
            os.environ[ENVIRONMENT_VARIABLE] = saved
    for fig in made.values():
        fig.canvas.draw()  # ticks and legends as shown
    return made


@pytest.mark.parametrize("name", ["tree", "tree with rings", "comparison", "ordering", "tournament"])
def test_a_default_plot_has_no_paper_the_page_shows_through(drawn: dict[str, Any], name: str) -> None:
    fig = drawn[name]
    assert fig.get_facecolor()[3] == 0
    assert all(ax.get_facecolor()[3] == 0 for ax in fig.axes if ax.get_label() != "<colorbar>")


@pytest.mark.parametrize("name", ["tree", "tree with rings", "comparison", "ordering", "tournament"])
@pytest.mark.parametrize("page", ["light", "dark"])
def test_every_text_reads_at_aa_on_either_page(drawn: dict[str, Any], name: str, page: str) -> None:
    fig = drawn[name]
    texts = [text for text in fig.findobj(Text) if text.get_visible() and text.get_text().strip()]
    assert len(texts) > 5
    for text in texts:
        if text.get_gid() == "cell-text":  # a heatmap's number reads against its own cell
            continue
        ratio = contrast(text.get_color(), behind(text, PAGES[page]))
        assert ratio >= 4.5, (name, page, text.get_text(), round(ratio, 2))


@pytest.mark.parametrize("page", ["light", "dark"])
def test_every_edge_outline_and_ring_of_a_tree_contrasts_3_to_1_with_either_page(
    drawn: dict[str, Any], page: str
) -> None:
    fig = drawn["tree with rings"]
    for gid in ("edges", "pv-edges", "pruned-edges"):
        for colour in find_artist(fig, gid).get_colors():  # type: ignore[attr-defined]
            assert contrast(colour, PAGES[page]) >= 3, (gid, page)
    for gid in ("nodes-max", "nodes-min", "pruned", "highlight"):
        for colour in find_artist(fig, gid).get_edgecolors():  # type: ignore[attr-defined]
            assert contrast(colour, PAGES[page]) >= 3, (gid, page)
    # the values: dark ink in pale markers, on a white halo where they run over the edge
    assert contrast(NEUTRAL.ink, NEUTRAL.halo) >= 4.5
    for face in (NEUTRAL.max_face, NEUTRAL.min_face, NEUTRAL.leaf_face, NEUTRAL.open_face, NEUTRAL.chance_face):
        assert contrast(NEUTRAL.ink, face) >= 4.5


def test_the_neutral_themes_colours_that_stand_on_the_page_contrast_with_both() -> None:
    for name in ("edge", "muted", "pruned", "cutoff", "table", "highlight", "strong", "board_edge"):
        for page, colour in PAGES.items():
            assert contrast(getattr(NEUTRAL, name), colour) >= 3, (name, page)


@pytest.mark.parametrize("page", ["light", "dark"])
def test_a_line_plot_s_axes_and_lines_read_on_either_page(drawn: dict[str, Any], page: str) -> None:
    ax = drawn["ordering"].axes[0]
    for spine in ax.spines.values():
        assert contrast(spine.get_edgecolor(), PAGES[page]) >= 3
    for line in ax.get_lines():
        assert contrast(line.get_color(), PAGES[page]) >= 3, line.get_label()


def test_a_steppers_tree_is_neutral_too_until_the_page_says() -> None:
    from ttt_lab.games.mnk import TicTacToe
    from ttt_lab.search import MCTSTrace, mcts
    from ttt_lab.widgets import MCTSStepper, SearchStepper

    game, tree = aima_figure_5_2(), SearchTree()
    alphabeta(game, (), observer=tree)
    trace = MCTSTrace()
    mcts(TicTacToe(), TicTacToe().parse("XOX/.O./..."), iterations=5, seed=4, trace=trace)
    for stepper in (SearchStepper(tree, game=game), MCTSStepper(trace)):
        assert stepper.tree_picture is not None and stepper.tree_picture.colours is plot_theme("neutral")
        assert stepper.picture.value[25] == 6  # a PNG with alpha: the page shows through until it says its theme
