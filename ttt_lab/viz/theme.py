"""Light, dark and neutral plots: the colours every plot draws with, and how a plot picks its set.

Every plot function (:func:`~ttt_lab.viz.tree_plot.plot_tree`, the stepper's pictures, the
timing, comparison and tournament plots) takes ``theme``:

- ``"light"``: dark ink on white, as printed;
- ``"dark"``: light ink on JupyterLab Dark's page colour;
- ``"neutral"``: a picture that reads on a light page and on a dark one alike: no background
  (the page shows through), lines and outlines in mid-tones that contrast 3:1 or more with
  white and with JupyterLab Dark's page, every text in dark ink on a white halo (or box) of
  its own, so that it reads at 4.5:1 or more whatever is behind it, and marker faces pale
  enough for the dark values in them;
- ``"auto"``: ``"neutral"``, unless the ``TTT_LAB_PLOT_THEME`` environment variable says
  ``light`` or ``dark`` (the arcade command sets it: a Voilà page keeps its theme);
- ``None`` (the default): the session's choice, :func:`set_plot_theme`, at first ``"auto"``.

**Why neutral by default**: a plot is a picture the kernel drew, and a student may switch
JupyterLab's theme after it was drawn (the kernel is never told). A picture drawn light
then stays a white block on the dark page, one drawn dark a black block on the light page,
until its cell runs again. A neutral picture is right on both, with no re-run, in a trusted
notebook or not, and in any viewer of the saved notebook. The steppers, which are widgets,
do better still: they learn the page's theme and redraw their picture in it
(:mod:`ttt_lab.widgets.page_theme`). A teacher who wants every plot printed light or
projected dark writes ``set_plot_theme("light")`` (or ``"dark"``) in a notebook's first
cell. A notebook's own pyplot figures follow the same choice inside ``with themed(): ...``
(notebooks 08 to 12 draw theirs so): in the neutral theme, every artist made in the block
gets the halo (every text, and filled shapes a thin rim, which a light page does not show).

Example:
    >>> plot_theme("dark").paper, plot_theme("light").ink, plot_theme().name
    ('#111111', '#111111', 'neutral')
    >>> set_plot_theme("light"); plot_theme().name
    'light'
    >>> set_plot_theme("auto")
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

THEME_NAMES = ("light", "dark", "neutral", "auto")
"""The values ``theme`` takes (besides ``None``, the session's choice)."""

ENVIRONMENT_VARIABLE = "TTT_LAB_PLOT_THEME"
"""Set to ``light`` or ``dark``, it decides what ``"auto"`` means (before JupyterLab's settings)."""


@dataclass(frozen=True)
class PlotTheme:
    """The colours of one theme. ``rc`` holds matplotlib settings for what the plots do not colour
    themselves (figure and axes backgrounds, ticks, labels, legends, grids)."""

    name: str
    paper: str
    ink: str
    muted: str
    edge: str
    max_face: str
    min_face: str
    chance_face: str
    leaf_face: str
    open_face: str
    ghost_face: str
    pruned: str
    pruned_text: str
    cutoff: str
    table: str
    highlight: str
    name_text: str
    window_text: str
    move_text: str
    note_text: str
    board_paper: str
    board_edge: str
    strong: str
    halo: str
    rc: dict[str, Any] = field(default_factory=dict)

    @property
    def transparent(self) -> bool:
        """Whether the page shows through the picture (the neutral theme): its texts need halos."""
        return self.paper == "none"


def _rc(paper: str, ink: str, muted: str) -> dict[str, Any]:
    return {
        "figure.facecolor": paper, "figure.edgecolor": paper, "axes.facecolor": paper,
        "savefig.facecolor": paper, "savefig.edgecolor": paper,
        "text.color": ink, "axes.labelcolor": ink, "axes.edgecolor": muted, "axes.titlecolor": ink,
        "xtick.color": ink, "ytick.color": ink, "xtick.labelcolor": ink, "ytick.labelcolor": ink,
        "grid.color": muted, "legend.facecolor": paper, "legend.edgecolor": muted, "legend.labelcolor": ink,
        "patch.edgecolor": ink, "hatch.color": ink, "boxplot.flierprops.markeredgecolor": ink,
    }


_COLOURS = {
    # field: (light, dark)                         what it colours
    "paper": ("#ffffff", "#111111"),             # the figure; dark: JupyterLab Dark's page (--jp-layout-color0)
    "ink": ("#111111", "#eeeeee"),               # texts, values, the principal variation
    "muted": ("#888888", "#8a8a8a"),             # secondary lines, grids, legend frames
    "edge": ("#555555", "#b0b0b0"),              # tree edges and marker outlines
    "max_face": ("#cfe3f7", "#1d4670"),          # MAX to move
    "min_face": ("#f7d4d8", "#6b2a33"),          # MIN to move
    "chance_face": ("#f6e7b8", "#5c4a16"),       # chance moves (expectimax)
    "leaf_face": ("#ffffff", "#262626"),
    "open_face": ("#f3f3f3", "#333333"),         # the stepper's nodes still open
    "ghost_face": ("#f5f5f5", "#1c1c1c"),        # pruned moves, never searched: a faint fill
    "pruned": ("#858585", "#6e6e6e"),            # their dashed outlines and edges: 3.7:1 on the paper
    "pruned_text": ("#6e6e6e", "#8a8a8a"),       # their moves' names: 5.1:1 and 5.5:1, grey beside the blue moves
    "cutoff": ("#d97400", "#ff9d3a"),            # the depth limit's rings: 3.2:1 and 9.1:1
    "table": ("#2a9d41", "#52c46c"),             # transposition table hits
    "highlight": ("#b88000", "#ffd042"),         # the stepper's current path: 3.4:1 (a yellow was 1.9:1 on white)
    "name_text": ("#333333", "#d6d6d6"),
    "window_text": ("#444466", "#b3b8e0"),       # alpha-beta windows
    "move_text": ("#225588", "#8fbef0"),
    "note_text": ("#aa3300", "#ff8a5c"),         # what a size limit left out
    "board_paper": ("#fdfaf3", "#262626"),       # mini boards
    "board_edge": ("#999999", "#777777"),
    "strong": ("#111111", "#eeeeee"),            # the principal variation's edges
    "halo": ("#ffffff", "#111111"),              # behind texts: the paper, or a page of either colour
}
"""Each colour of the two themes, side by side. Every text reads at 4.5:1 or more on its
paper, WCAG AA for text, and the pruned moves' outlines at 3:1 or more, AA for graphics: a
pruned move looks faint by its grey, its dashes and its pale fill, never by being hard to
read, since pruning is what notebook 04 is about (``tests/test_tree_plot.py`` measures it)."""

_NEUTRAL = {
    **{field_name: light for field_name, (light, _) in _COLOURS.items()},
    # No paper: the page shows through. Every text is drawn in the light theme's ink on a white
    # halo or box (``halo``); what is drawn without one contrasts 3:1 or more with white AND
    # with JupyterLab Dark's page (#111111): lines, outlines and rings in mid-tones.
    "paper": "none",
    "muted": "#808080",        # grids, legend frames: 3.9:1 on white, 4.8:1 on #111111
    "edge": "#777777",         # tree edges and marker outlines: 4.5:1 and 4.2:1
    "pruned": "#858585",       # 3.7:1 and 5.1:1
    "cutoff": "#c46a00",       # 3.9:1 and 4.9:1
    "table": "#2a9d41",        # 3.5:1 and 5.4:1
    "board_edge": "#808080",
    "strong": "#5b5bd6",       # the principal variation: 5.4:1 and 3.5:1
}
"""The neutral theme's colours: the light theme's, but for the background and what is drawn
on it without a halo."""


def _theme(name: str, colours: dict[str, str]) -> PlotTheme:
    rc = _rc(colours["paper"], colours["ink"], colours["muted"])
    if colours["paper"] == "none":
        rc.update({"xtick.color": colours["edge"], "ytick.color": colours["edge"], "axes.edgecolor": colours["edge"],
                   "path.effects": halo_effects(colours["halo"])})
    return PlotTheme(name=name, **colours, rc=rc)


HALO_PT = 2.5
"""The width of the stroke of page-independent colour around a text of the neutral theme, in points."""


def halo_effects(colour: str) -> list[Any]:
    """matplotlib path effects that draw a text (or a filled shape) over a rim of ``colour``, its
    halo; a line is drawn as it is (its mid-tone reads on either page, and rims on every grid
    line and spine would frame the plot in white on a dark page)."""
    from matplotlib import patheffects

    class Halo(patheffects.withStroke):  # type: ignore[misc]  # matplotlib's types do not cover it
        def draw_path(self, renderer: Any, gc: Any, tpath: Any, affine: Any, rgbFace: Any = None) -> None:  # noqa: N803  # matplotlib's name
            if rgbFace is None:  # a line (or an unfilled marker): no face, no halo
                renderer.draw_path(gc, tpath, affine, rgbFace)
            else:
                super().draw_path(renderer, gc, tpath, affine, rgbFace)

    return [Halo(linewidth=HALO_PT, foreground=colour)]


def add_halos(fig: Any, colours: PlotTheme, skip: tuple[str, ...] = ()) -> None:
    """Give every text of ``fig`` a halo of ``colours.halo``, in the neutral theme (else nothing).

    Ticks made later copy their first tick's halo. Texts whose ``gid`` is in ``skip`` keep none:
    a text on a cell of its own colour (a heatmap's) reads against the cell, not the page.
    """
    from matplotlib.text import Text

    if not colours.transparent:
        return
    for text in fig.findobj(Text):
        if text.get_gid() not in skip:
            text.set_path_effects(halo_effects(colours.halo))


LIGHT = _theme("light", {field_name: pair[0] for field_name, pair in _COLOURS.items()})
"""The printed look: dark ink on white."""

DARK = _theme("dark", {field_name: pair[1] for field_name, pair in _COLOURS.items()})
"""Light ink on JupyterLab Dark's page colour: the plot sits on the page instead of glaring from it."""

NEUTRAL = _theme("neutral", _NEUTRAL)
"""No background, and every text on a halo: right on a light page and on a dark one."""

THEMES = {"light": LIGHT, "dark": DARK, "neutral": NEUTRAL}

_session = {"theme": "auto"}


def set_plot_theme(theme: str) -> None:
    """The theme of later plots that are not given one: ``"light"``, ``"dark"``, ``"neutral"`` or ``"auto"``.

    Raises:
        ValueError: any other value.
    """
    _session["theme"] = _checked(theme)


def session_theme() -> str:
    """The session's choice (:func:`set_plot_theme`): ``"light"``, ``"dark"``, ``"neutral"`` or ``"auto"``."""
    return _session["theme"]


def plot_theme(theme: str | PlotTheme | None = None) -> PlotTheme:
    """The colours for ``theme`` (see the module's description); ``None``: the session's choice.

    Raises:
        ValueError: a name that is not a theme.
    """
    if isinstance(theme, PlotTheme):
        return theme
    name = _checked(_session["theme"] if theme is None else theme)
    if name == "auto":
        name = os.environ.get(ENVIRONMENT_VARIABLE, "").strip().lower()
        if name not in THEMES:
            name = "neutral"
    return THEMES[name]


@contextlib.contextmanager
def themed(theme: str | PlotTheme | None = None) -> Iterator[PlotTheme]:
    """Draw in ``theme``: matplotlib's settings follow it inside the block, which gets its colours.

    Example:
        >>> from matplotlib.figure import Figure
        >>> with themed("dark") as colours:
        ...     figure = Figure()
        >>> figure.get_facecolor() == (17 / 255, 17 / 255, 17 / 255, 1.0), colours.name
        (True, 'dark')
    """
    import matplotlib

    colours = plot_theme(theme)
    settings: Any = colours.rc  # matplotlib types its keys as the literal names of its settings
    with matplotlib.rc_context(settings), _no_background_asked(colours.transparent):
        yield colours


@contextlib.contextmanager
def _no_background_asked(neutral: bool) -> Iterator[None]:
    """Inside the block, ``plt.show()`` in a notebook shows a neutral figure without a background.

    The inline backend labels a figure without paper and with dark tick labels
    ``needs_background: light``, and JupyterLab Dark then paints it white: the very white block
    the neutral theme avoids, and needless, since every text of it has its halo. So, while a
    neutral ``themed()`` block runs, the backend's label is left off the figures it shows (its
    private helper is swapped back afterwards; without the backend nothing changes).
    """
    backend: Any = None
    if neutral:
        with contextlib.suppress(ImportError):
            import matplotlib_inline.backend_inline as backend
    original = getattr(backend, "_fetch_figure_metadata", None)
    if original is None:
        yield
        return
    backend._fetch_figure_metadata = lambda figure: None
    try:
        yield
    finally:
        backend._fetch_figure_metadata = original


def _checked(theme: str) -> str:
    if theme not in THEME_NAMES:
        raise ValueError(f"theme must be one of {', '.join(map(repr, THEME_NAMES))} or None, got {theme!r}")
    return theme
