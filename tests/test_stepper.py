"""The search stepper widget: it shows the replay of a recorded search (tests/test_replay.py) and
never searches itself."""

from __future__ import annotations

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib

matplotlib.use("Agg")

import io
import math
from typing import Any

import pytest

from ttt_lab.games.chance import max_die_min_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import TreeGame, aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, expectimax, minimax
from ttt_lab.search.replay import partial_tree, replay
from ttt_lab.viz.tree_plot import TreePicture, find_artist
from ttt_lab.widgets.stepper import SearchStepper, png_frame


def aima_stepper(plot: bool = False) -> tuple[SearchStepper, SearchTree, TreeGame]:
    game = aima_figure_5_2()
    tree = SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    return SearchStepper(tree, game=game, plot=plot), tree, game


def test_back_then_forward_returns_the_same_view_state() -> None:
    stepper, tree, _ = aima_stepper()
    seen = []
    for _ in range(len(tree.events)):
        stepper.next_button.click()
        seen.append(stepper.view_state())
    assert stepper.step == len(tree.events) and stepper.next_button.disabled
    for i in range(len(tree.events) - 1, 0, -1):
        stepper.back_button.click()
        assert stepper.view_state() == seen[i - 1]
    for i in range(1, len(tree.events)):
        stepper.next_button.click()
        assert stepper.view_state() == seen[i]
    # jumping straight to a step gives the same view as walking there
    stepper.reset_button.click()
    assert stepper.step == 0 and stepper.back_button.disabled
    stepper.step = 9
    assert stepper.view_state() == seen[8]


def test_the_stepper_shows_the_replay_at_its_step_and_back_goes_one_event_back() -> None:
    stepper, tree, game = aima_stepper()
    kinds = [replay(tree, i + 1, game)["event"] for i in range(len(tree.events))]
    cut_step = kinds.index("prune") + 1
    stepper.step = cut_step
    assert stepper.view_state() == replay(tree, cut_step, game)
    assert stepper.view_state()["message"] == "v=2 <= alpha=3 at node C: remaining children c2, c3 pruned"
    assert f"step {cut_step} of {len(tree.events)}" in stepper.message.value
    assert "v=2 &lt;= alpha=3 at node C: remaining children c2, c3 pruned" in stepper.message.value
    stepper.back_button.click()
    assert stepper.step == cut_step - 1
    assert stepper.view_state() == replay(tree, cut_step - 1, game)


def test_the_stepper_refuses_a_step_outside_the_recording() -> None:
    stepper, tree, _ = aima_stepper()
    with pytest.raises(ValueError, match="step must be"):
        stepper.step = -1
    with pytest.raises(ValueError, match="step must be"):
        stepper.step = len(tree.events) + 1
    assert stepper.step == 0


class SpyGame:
    """A game that counts the rule calls a search needs (actions, result)."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.search_calls = 0

    def actions(self, state: Any) -> Any:
        self.search_calls += 1
        return self.game.actions(state)

    def result(self, state: Any, move: Any) -> Any:
        self.search_calls += 1
        return self.game.result(state, move)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def test_the_stepper_reads_the_tree_and_never_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    import ttt_lab.search as search
    import ttt_lab.search.alphabeta as alphabeta_module
    import ttt_lab.search.minimax as minimax_module

    game = TicTacToe()
    tree = SearchTree()
    alphabeta(game, game.parse("XO./.X./O.."), observer=tree)

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the stepper searched again")

    for module in (search, alphabeta_module, minimax_module):
        monkeypatch.setattr(module, "alphabeta", no_search, raising=False)
        monkeypatch.setattr(module, "minimax", no_search, raising=False)
    spy = SpyGame(game)
    stepper = SearchStepper(tree, game=spy, plot=True)
    for step in (1, 40, len(tree.events) // 2, len(tree.events)):
        stepper.step = step
    assert spy.search_calls == 0
    assert stepper.last_error is None
    assert stepper.picture.value[:4] == b"\x89PNG"


def test_plot_at_every_step_and_errors_land_in_the_output() -> None:
    stepper, tree, _ = aima_stepper(plot=True)
    assert stepper.picture in stepper.children
    pictures = set()
    for step in range(0, len(tree.events) + 1, 5):
        stepper.step = step
        pictures.add(stepper.picture.value)
        assert stepper.picture.value[:4] == b"\x89PNG"
    assert len(pictures) > 1 and stepper.last_error is None

    def broken() -> None:
        raise RuntimeError("drawing failed on purpose")

    stepper._render = broken  # type: ignore[method-assign]
    stepper.next_button.click()
    assert isinstance(stepper.last_error, RuntimeError)
    text = "".join(o.get("text", "") for o in stepper.output.outputs)
    assert "RuntimeError: drawing failed on purpose" in text and "Traceback" in text


def test_controls_have_stable_classes_and_play_is_linked_in_the_browser() -> None:
    stepper, tree, _ = aima_stepper()
    classes = {
        "ttt-stepper-next": stepper.next_button, "ttt-stepper-back": stepper.back_button,
        "ttt-stepper-reset": stepper.reset_button, "ttt-stepper-play": stepper.play,
        "ttt-stepper-slider": stepper.slider, "ttt-stepper-speed": stepper.speed,
        "ttt-stepper-output": stepper.output, "ttt-stepper-message": stepper.message,
    }
    for css, widget in classes.items():
        assert css in widget._dom_classes
    assert stepper.play.max == stepper.slider.max == len(tree.events)
    link = stepper._links[0]
    assert (link.source[0], link.source[1], link.target[0], link.target[1]) == (
        stepper.play, "value", stepper.slider, "value")
    # the slider drives the view, whoever moves it (Play moves it from the browser)
    stepper.slider.value = 3
    assert stepper.step == 3 and "step 3 of" in stepper.message.value


def test_minimax_trees_step_too_and_empty_trees_are_refused() -> None:
    game = aima_figure_5_2()
    tree = SearchTree()
    minimax(game, (), observer=tree)
    stepper = SearchStepper(tree, game=game)
    stepper.step = len(tree.events)
    assert stepper.view_state()["stack"] == [] and len(stepper.view_state()["finished"]) == 13
    with pytest.raises(ValueError, match="no events"):
        SearchStepper(SearchTree())


# ---------------------------------------------------------------------- the picture, redrawn in place


def pixels(png: bytes) -> Any:
    import numpy as np
    from PIL import Image

    with Image.open(io.BytesIO(png)) as image:
        return np.asarray(image.convert("RGB"))


def full_replot(tree: SearchTree, game: Any, step: int, layout: Any, theme: str | None = None) -> bytes:
    """The picture of ``step`` drawn from scratch, on a new picture of the whole tree (its size,
    legend room and automatic choices are the whole search's, as the stepper's are): the tree so
    far, the open path ringed, the last node last."""
    view = replay(tree, step, game)
    highlight = [entry["id"] for entry in view["stack"]]
    if view["node"] is not None and view["node"] not in highlight:
        highlight.append(view["node"])
    picture = TreePicture(tree, layout, game=game, theme=theme)
    fig = picture.show(partial_tree(tree, view), highlight=highlight, title=f"step {step} of {len(tree.events)}")
    return png_frame(fig)


def recorded(case: str) -> tuple[SearchTree, Any]:
    tree = SearchTree()
    if case == "3x3 with mini boards":
        game: Any = TicTacToe()
        alphabeta(game, game.parse("XOX/OO./X.."), observer=tree)  # 9 nodes, 2 pruned moves
    else:
        game = aima_figure_5_2()
        alphabeta(game, (), observer=tree)
    return tree, game


@pytest.mark.parametrize("case", ["figure 5.2", "3x3 with mini boards"])
def test_stepping_forward_and_back_shows_what_a_full_replot_shows(case: str) -> None:
    tree, game = recorded(case)
    stepper = SearchStepper(tree, game=game, plot=True)
    assert stepper.tree_picture is not None
    layout = stepper.tree_picture.layout
    expected = {step: pixels(full_replot(tree, game, step, layout)) for step in range(len(tree.events) + 1)}
    assert len({frame.tobytes() for frame in expected.values()}) > len(tree.events) // 2  # the steps differ
    forward_and_back = [*range(len(tree.events) + 1), *range(len(tree.events) - 1, -1, -1)]
    for step in forward_and_back:
        stepper.step = step
        assert (pixels(stepper.picture.value) == expected[step]).all(), f"step {step}"
    stepper.step = len(tree.events)  # a jump, not a walk
    assert (pixels(stepper.picture.value) == expected[len(tree.events)]).all()
    assert stepper.last_error is None


def test_a_step_changes_the_pictures_data_and_builds_no_new_figure() -> None:
    stepper, tree, _ = aima_stepper(plot=True)
    assert stepper.tree_picture is not None
    figure, axes = stepper.tree_picture.fig, stepper.tree_picture.ax
    for step in range(len(tree.events) + 1):
        stepper.step = step
    artists = len(axes.get_children())
    for step in range(len(tree.events), -1, -1):
        stepper.step = step
        assert stepper.tree_picture.fig is figure and len(axes.get_children()) == artists
    stepper.step = 1  # only the root: every text made for later steps is hidden again
    visible = [text.get_text() for text in axes.texts if text.get_visible()]
    assert visible == ["A"]


def test_a_dark_stepper_draws_every_frame_dark_as_a_dark_replot_would() -> None:
    tree, game = recorded("figure 5.2")
    stepper = SearchStepper(tree, game=game, plot=True, theme="dark")
    assert stepper.tree_picture is not None
    layout = stepper.tree_picture.layout
    for step in [*range(len(tree.events) + 1), 3]:  # forward, then back: later frames redraw legend and title
        stepper.step = step
        frame = pixels(stepper.picture.value)
        assert tuple(frame[0, 0]) == (17, 17, 17), f"step {step}"  # JupyterLab Dark's page colour
    assert (frame == pixels(full_replot(tree, game, 3, layout, theme="dark"))).all()
    with pytest.raises(ValueError, match="theme must be one of"):
        SearchStepper(tree, game=game, plot=False, theme="night")


def test_the_open_path_table_shows_alpha_and_beta_only_where_the_search_keeps_them() -> None:
    game = aima_figure_5_2()
    pruning = SearchTree()
    alphabeta(game, game.initial_state(), observer=pruning)
    stepper = SearchStepper(pruning, game=game, plot=False)
    stepper.step = 6  # alpha-beta has entered b2, a leaf, with beta=3 from B
    assert stepper.shows_window and "<th style='padding:1px 10px; text-align:left'>β</th>" in stepper.stack_view.value
    assert "enter leaf b2, a finished game" in stepper.view_state()["message"]
    assert ">b2</td><td style='padding:1px 10px; text-align:left'>—<" in stepper.stack_view.value.replace("&nbsp;", "")
    chance = max_die_min_tree()
    averaging = SearchTree()
    expectimax(chance, chance.initial_state(), observer=averaging)
    stepper = SearchStepper(averaging, game=chance, plot=False)
    stepper.step = 8
    assert not stepper.shows_window
    assert "α" not in stepper.stack_view.value and "β" not in stepper.stack_view.value
    assert "v so far" in stepper.stack_view.value


def test_a_stepper_frame_keeps_every_ring_and_its_legend_text_readable() -> None:
    from ttt_lab.viz.tree_sizing import DPI, SMALLEST_FONT

    game = aima_figure_5_2()
    tree = SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    stepper = SearchStepper(tree, game=game)
    stepper.step = 6  # the path A, B, b2: b2's ring is on the bottom row
    picture = stepper.tree_picture
    assert picture is not None
    fig = picture.fig
    fig.canvas.draw()
    height_px = fig.get_size_inches()[1] * fig.dpi
    rings: Any = find_artist(fig, "highlight")
    # Every ring lies inside the figure: its centre's distance to the bottom edge exceeds its radius.
    radius_px = math.sqrt(max(rings.get_sizes())) / 2 * fig.dpi / 72 + 2.0 * fig.dpi / 72
    centres = picture.ax.transData.transform(rings.get_offsets())
    assert len(centres) == 3 and all(radius_px <= y <= height_px - radius_px for _, y in centres), (centres, radius_px)
    assert stepper.picture.value[:8] == b"\x89PNG\r\n\x1a\n" and fig.dpi == DPI
    legend = picture.ax.get_legend()
    assert min(text.get_fontsize() for text in legend.get_texts()) * fig.dpi / 72 >= SMALLEST_FONT * DPI / 72 >= 9.7


def test_the_mcts_stepper_keeps_one_picture_size_with_its_whole_legend_title_and_path() -> None:
    from PIL import Image

    from ttt_lab.search import mcts
    from ttt_lab.search.mcts_trace import MCTSTrace
    from ttt_lab.widgets.mcts_stepper import MCTSStepper

    game = TicTacToe()
    trace = MCTSTrace()
    mcts(game, game.parse("XOX/.O./..."), iterations=20, seed=4, trace=trace)  # notebook 10's stepper
    stepper = MCTSStepper(trace)
    picture = stepper.tree_picture
    assert picture is not None and picture.layout.note is None  # every level of the last tree fits
    sizes = set()
    for step in (1, 2, 40, 80):
        stepper.step = step
        sizes.add(Image.open(io.BytesIO(stepper.picture.value)).size)
        index, phase = stepper.position
        tree, path = trace.tree_at(index, phase)
        names = {text.get_text() for text in picture.ax.texts if text.get_gid() == "name" and text.get_visible()}
        assert {node.rule for node in tree.nodes} <= names  # every node's wins/visits is written
        assert len(find_artist(picture.fig, "highlight").get_offsets()) == len(path)  # type: ignore[attr-defined]
    assert len(sizes) == 1 and min(sizes.pop()) > 400  # one size, not a 270x193 first frame
    legend = [text.get_text() for text in picture.ax.get_legend().get_texts()]
    assert legend[:2] == ["MAX to move", "MIN to move"] and "current path" in legend
    picture.fig.canvas.draw()
    title = picture.ax.title.get_window_extent()
    assert title.x0 >= 0 and title.x1 <= picture.fig.bbox.width  # the title is whole
    assert trace.tree_at(0, "backpropagation")[0].root.rule == "1 visit"  # not "1 visits"
    assert trace.tree_at(1, "backpropagation")[0].root.rule == "2 visits"


def test_steppers_left_to_auto_redraw_in_the_pages_theme_when_it_switches() -> None:
    from PIL import Image

    from ttt_lab.search import mcts
    from ttt_lab.search.mcts_trace import MCTSTrace
    from ttt_lab.viz.theme import plot_theme
    from ttt_lab.widgets.mcts_stepper import MCTSStepper

    def corner(png: bytes) -> tuple[int, ...]:
        return tuple(Image.open(io.BytesIO(png)).convert("RGB").getpixel((1, 1)))

    dark_paper = tuple(int(plot_theme("dark").paper[i:i + 2], 16) for i in (1, 3, 5))
    game = aima_figure_5_2()
    tree = SearchTree()
    alphabeta(game, game.initial_state(), observer=tree)
    trace = MCTSTrace()
    mcts(TicTacToe(), TicTacToe().parse("XOX/.O./..."), iterations=5, seed=4, trace=trace)
    for following in (SearchStepper(tree, game=game, theme="auto"), MCTSStepper(trace, theme="auto")):
        following.step = 3
        following.page_theme.dark = False  # the page says light when shown
        assert corner(following.picture.value) == (255, 255, 255)
        following.page_theme.dark = True  # the reader switches JupyterLab to Dark
        assert following.tree_picture is not None and following.tree_picture.colours.name == "dark"
        assert corner(following.picture.value) == dark_paper and following.step == 3
    chosen = SearchStepper(tree, game=game, theme="light")  # a theme chosen on purpose stays
    chosen.page_theme.dark = True
    assert chosen.tree_picture is not None and chosen.tree_picture.colours.name == "light"
