"""Step through a recorded search, forward and back, and see why alpha-beta pruned.

:class:`SearchStepper` shows what :func:`ttt_lab.search.replay` makes of the events a
:class:`~ttt_lab.search.SearchTree` recorded (``enter``, ``update``, ``prune``,
``table_hit``, ``leave``); it never searches. The view at step ``i`` is computed from the
first ``i`` events only, so going back and then forward again shows exactly the same thing.

The picture is drawn once, in the layout of the whole tree (a
:class:`~ttt_lab.viz.tree_plot.TreePicture`); each step only changes its artists' data to
the tree so far and renders it, the same picture a full replot of that step would give,
in a fraction of the time (``benchmarks/bench_stepper.py``).

Example:
    >>> from ttt_lab.games.trees import aima_figure_5_2
    >>> from ttt_lab.search import SearchTree, alphabeta
    >>> game = aima_figure_5_2()
    >>> tree = SearchTree()
    >>> _ = alphabeta(game, game.initial_state(), observer=tree)
    >>> stepper = SearchStepper(tree, game=game, plot=False)
    >>> stepper.step = 18
    >>> stepper.view_state()["message"]
    'v=2 <= alpha=3 at node C: remaining children c2, c3 pruned'
"""

from __future__ import annotations

import html
import math
import struct
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ttt_lab.core import format_value
from ttt_lab.search.replay import move_text, partial_tree, replay
from ttt_lab.viz.theme import plot_theme
from ttt_lab.viz.tree_layout import tree_layout
from ttt_lab.viz.tree_plot import TreePicture
from ttt_lab.viz.tree_sizing import DPI
from ttt_lab.widgets.base import make_button, reporting, style_widget
from ttt_lab.widgets.keyboard import BoardAccess
from ttt_lab.widgets.page_theme import PageTheme, follows_page
from ttt_lab.widgets.theme import FOCUS_CSS

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ttt_lab.search.observer import SearchTree

PLOT_LIMIT = 300
"""Trees with more nodes are stepped without a picture unless ``plot=True`` is forced: up to
here a step still shows in well under 100 ms (``benchmarks/bench_stepper.py``), beyond it the
nodes grow too small to read."""

PLOT_DPI = DPI
"""The frames' resolution: the notebook's own (:data:`~ttt_lab.viz.tree_sizing.DPI`), so that
text set at :data:`~ttt_lab.viz.tree_sizing.SMALLEST_FONT` is as many pixels high in a stepper
as in a plot (at 90 dpi the legend came out 9.4 px high, under the 9.7 px promised)."""

PNG_COMPRESSION = 3
"""zlib level of the frames: a tree picture is mostly white, so light compression already
makes it small (about 200 kB for a 300-node tree), and stronger levels cost more than drawing."""


def png_frame(fig: Figure) -> bytes:
    """``fig`` rendered as the stepper shows it: a PNG at :data:`PLOT_DPI` (the figure's dpi is set to it).

    Written here rather than by ``savefig``: Pillow filters every row to compress better, and
    at its fastest setting that took longer than drawing the frame; rows left unfiltered and
    zlib on its own take half the time for pictures of the same size.
    """
    import numpy as np
    from matplotlib.colors import to_rgba

    if fig.dpi != PLOT_DPI:
        fig.set_dpi(PLOT_DPI)
    canvas: Any = fig.canvas  # an Agg canvas (plot_tree's own figures are made on one): it has buffer_rgba
    canvas.draw()
    opaque = to_rgba(fig.get_facecolor())[3] == 1  # the neutral theme's figure has no paper: keep its alpha
    pixels = np.asarray(canvas.buffer_rgba())[:, :, :3] if opaque else np.asarray(canvas.buffer_rgba())
    height, width, channels = pixels.shape
    rows = np.zeros((height, 1 + width * channels), dtype=np.uint8)  # each row: filter type 0 (none), then pixels
    rows[:, 1:] = pixels.reshape(height, -1)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2 if opaque else 6, 0, 0, 0)  # 8 bits per channel, RGB(A)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows.tobytes(), PNG_COMPRESSION)) + chunk(b"IEND", b""))


class SearchStepper(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """A widget to step through a recorded search: Back, Next, Play at a chosen speed, Reset.

    At each step it shows the path of open nodes with their alpha and beta, the rule that
    fired, and (for trees up to :data:`PLOT_LIMIT` nodes) the tree so far, drawn in the
    layout of the whole tree so nodes stay in place.

    Args:
        tree: a :class:`~ttt_lab.search.SearchTree` filled by a search.
        game: the game searched (for node names such as AIMA's A, B, C and mini boards).
        plot: draw the tree at each step (default: when the tree has at most
            :data:`PLOT_LIMIT` nodes).
        interval: milliseconds per step when playing.
        theme: the picture's ``"light"``, ``"dark"`` or ``"auto"`` colours (default: the session's
            choice; see :mod:`ttt_lab.viz.theme`).

    Raises:
        ValueError: the tree recorded nothing, or ``theme`` is no theme.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> from ttt_lab.search import SearchTree, alphabeta
        >>> tree = SearchTree()
        >>> _ = alphabeta(aima_figure_5_2(), (), observer=tree)
        >>> stepper = SearchStepper(tree, game=aima_figure_5_2(), plot=False)
        >>> stepper.next_button.click(); stepper.next_button.click(); stepper.back_button.click()
        >>> stepper.step, stepper.view_state()["message"]
        (1, 'start at the root A (MAX to move), alpha=-∞, beta=+∞')
    """

    def __init__(self, tree: SearchTree, game: Any = None, *, plot: bool | None = None,
                 interval: int = 800, theme: str | None = None) -> None:
        if not tree.events:
            raise ValueError("the tree recorded no events: pass it as a search's observer=... first")
        super().__init__()
        self.add_class("ttt-stepper")
        self.tree = tree
        self.game = game
        self.plot = len(tree.nodes) <= PLOT_LIMIT if plot is None else plot
        self.last_error: BaseException | None = None
        total = len(tree.events)
        # Expectimax and minimax keep no window: their α and β would be ±∞ on every row.
        self.shows_window = any(math.isfinite(event.alpha) or math.isfinite(event.beta) for event in tree.events)
        # One picture in the layout of the whole tree: nodes keep their place and the picture its
        # size from step to step, and a step changes the artists' data instead of replotting.
        colours = plot_theme(theme)  # checked even when nothing is drawn
        self._layout = tree_layout(tree, max_nodes=max(len(tree.nodes), 1)) if self.plot else None
        self.tree_picture = TreePicture(tree, self._layout, game=game, theme=colours) if self._layout else None
        # Left to "auto", the picture follows the page's theme, switched mid-session too.
        self.page_theme = PageTheme()
        if self.tree_picture is not None and follows_page(theme):
            self.page_theme.observe(self._guard(self._on_page_theme), names="dark")

        self.reset_button = make_button("Reset", "ttt-stepper-reset", "fast-backward", "back to the start", 90)
        self.back_button = make_button("Back", "ttt-stepper-back", "step-backward", "one event back", 90)
        self.next_button = make_button("Next", "ttt-stepper-next", "step-forward", "one event forward", 90)
        self.play = widgets.Play(value=0, min=0, max=total, step=1, interval=interval,
                                 description="Play", show_repeat=False)
        self.play.add_class("ttt-stepper-play")
        self.slider = widgets.IntSlider(value=0, min=0, max=total, description="step",
                                        continuous_update=True, layout=widgets.Layout(width="360px"))
        self.slider.add_class("ttt-stepper-slider")
        self.speed = widgets.IntSlider(value=interval, min=100, max=3000, step=100, description="ms/step",
                                       layout=widgets.Layout(width="300px"))
        self.speed.add_class("ttt-stepper-speed")
        # Linked in the browser, so playing runs without a Python loop blocking the kernel.
        self._links = [
            widgets.jslink((self.play, "value"), (self.slider, "value")),
            widgets.jslink((self.speed, "value"), (self.play, "interval")),
        ]
        self.message = widgets.HTML()
        self.message.add_class("ttt-stepper-message")
        self.stack_view = widgets.HTML()
        self.stack_view.add_class("ttt-stepper-stack")
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%"))
        self.picture.add_class("ttt-stepper-plot")
        self.access = BoardAccess(root=".ttt-stepper")  # names the sliders, buttons and picture
        self.output = widgets.Output()
        self.output.add_class("ttt-stepper-output")

        self.reset_button.on_click(self._guard(lambda _: self._go(0)))
        self.back_button.on_click(self._guard(lambda _: self._go(self.step - 1)))
        self.next_button.on_click(self._guard(lambda _: self._go(self.step + 1)))
        self.slider.observe(self._guard(lambda change: self._render()), names="value")

        controls = widgets.HBox([self.reset_button, self.back_button, self.next_button, self.play])
        sliders = widgets.HBox([self.slider, self.speed])
        children: list[widgets.Widget] = [controls, sliders, self.message]
        if self.tree_picture is not None:
            # Some front ends stretch images to the page width: pin the picture to its own size.
            width, _ = self.tree_picture.fig.get_size_inches()
            self.picture.width = str(round(width * PLOT_DPI))
            # Above the table of open nodes, whose height changes at every step: the tree holds still.
            children.append(self.picture)
        children += [self.stack_view, self.output, self.page_theme, self.access,
                     style_widget(f"<style>{FOCUS_CSS}</style>")]  # the focus ring of its buttons and sliders
        self.children = children
        self._guard(lambda _: self._render())(None)

    # ------------------------------------------------------------------ public state

    @property
    def step(self) -> int:
        """How many recorded events have been applied (0: nothing yet)."""
        return int(self.slider.value)

    @step.setter
    def step(self, value: int) -> None:
        total = len(self.tree.events)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= total:
            raise ValueError(f"step must be an int from 0 to {total}, got {value!r}")
        self.slider.value = value  # the observer redraws

    def view_state(self) -> dict[str, Any]:
        """What the widget shows at the current step (see :func:`replay`)."""
        return replay(self.tree, self.step, self.game)

    # ------------------------------------------------------------------ callbacks

    def _guard(self, callback: Callable[[Any], None]) -> Callable[[Any], None]:
        """Run a callback so that whatever it raises is written in the Output area."""
        return reporting(self, callback)

    def _go(self, step: int) -> None:
        self.slider.value = max(0, min(len(self.tree.events), step))

    def _on_page_theme(self, _change: Any) -> None:
        """Redraw the picture in the page's theme, if it is not drawn in it already."""
        name = self.page_theme.theme_name()
        if name is None or self.tree_picture is None or self._layout is None or name == self.tree_picture.colours.name:
            return
        self.tree_picture = TreePicture(self.tree, self._layout, game=self.game, theme=name)
        self._render()

    def _render(self) -> None:
        view = self.view_state()
        total = view["total"]
        # The picture first: the browser then never shows a step's sentence beside the last step's tree.
        if self.tree_picture is not None:
            self.picture.value = png_frame(self._draw(view))
        self.back_button.disabled = self.reset_button.disabled = view["step"] == 0
        self.next_button.disabled = view["step"] == total
        self.message.value = (f"<b>step {view['step']} of {total}</b>"
                              f" &nbsp; {html.escape(view['message'], quote=False)}")
        self.access.picture = f"the search tree at step {view['step']} of {total}: {view['message']}"
        self.stack_view.value = _stack_table(view["stack"], window=self.shows_window)

    def _draw(self, view: dict[str, Any]) -> Figure:
        """The picture at ``view``: the tree so far, the open path ringed, the last node strongest."""
        assert self.tree_picture is not None
        highlight = [entry["id"] for entry in view["stack"]]
        if view["node"] is not None and view["node"] not in highlight:
            highlight.append(view["node"])
        return self.tree_picture.show(partial_tree(self.tree, view), highlight=highlight,
                                      title=f"step {view['step']} of {view['total']}")


def _stack_table(stack: list[dict[str, Any]], *, window: bool = True) -> str:
    """The open nodes as a table, root first; without the α and β columns if not ``window``."""
    if not stack:
        return "<i>no open nodes</i>"
    cell = "style='padding:1px 10px; text-align:left'"
    values = ("alpha", "beta", "value") if window else ("value",)

    def row(depth: int, entry: dict[str, Any]) -> str:
        texts = [
            "&nbsp;" * 2 * depth + html.escape(entry["name"], quote=False),
            entry["player"],
            html.escape(move_text(entry["move"]), quote=False),
            *(format_value(entry[key]) for key in values),
        ]
        return "<tr>" + "".join(f"<td {cell}>{text}</td>" for text in texts) + "</tr>"

    rows = "".join(row(depth, entry) for depth, entry in enumerate(stack))
    heads = ("node", "to move", "move", *(("α", "β") if window else ()), "v so far")
    head = "".join(f"<th {cell}>{h}</th>" for h in heads)
    return f"<table class='ttt-stepper-stack-table'><tr>{head}</tr>{rows}</table>"
