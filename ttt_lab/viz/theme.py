"""Light and dark plots: the colours every plot draws with, and how a plot picks its set.

Every plot function (:func:`~ttt_lab.viz.tree_plot.plot_tree`, the stepper's pictures, the
timing, comparison and tournament plots) takes ``theme``:

- ``"light"``: dark ink on white, as printed;
- ``"dark"``: light ink on JupyterLab Dark's page colour, so that a plot is not a glaring
  white block on a dark page;
- ``"auto"``: dark when the page is, as far as the kernel can know it: the
  ``TTT_LAB_PLOT_THEME`` environment variable if set (``light`` or ``dark``; the arcade
  command sets it), else the theme saved in the user's JupyterLab settings (what the Theme
  menu last chose), else light;
- ``None`` (the default): the session's choice, :func:`set_plot_theme`, at first ``"auto"``.

A teacher who projects a dark JupyterLab needs nothing; one who wants every plot of a
notebook dark whatever the page writes ``set_plot_theme("dark")`` in its first cell. A
notebook's own pyplot figures follow the same choice inside ``with themed(): ...`` (notebooks
09 and 10 draw theirs so).

**Switching the theme in the middle of a session**: the boards change at once (their colours
are the page's CSS variables), but a plot is a picture the kernel drew, in the theme it could
see then; it keeps its colours until its cell runs again (Run All redraws them all). The
kernel is never told of the switch: it reads the saved setting each time it draws, so no
restart is needed, only a re-run. We chose this over shipping every plot twice (a light and a
dark picture, the page showing one): twice the drawing time for every plot, for a switch made
once.

Example:
    >>> plot_theme("dark").paper, plot_theme("light").ink
    ('#111111', '#111111')
    >>> set_plot_theme("light"); plot_theme().name
    'light'
    >>> set_plot_theme("auto")
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

THEME_NAMES = ("light", "dark", "auto")
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
    rc: dict[str, Any] = field(default_factory=dict)


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
    "cutoff": ("#e07b00", "#ff9d3a"),            # the depth limit's rings
    "table": ("#2a9d41", "#52c46c"),             # transposition table hits
    "highlight": ("#f2b400", "#ffd042"),         # the stepper's current path
    "name_text": ("#333333", "#d6d6d6"),
    "window_text": ("#444466", "#b3b8e0"),       # alpha-beta windows
    "move_text": ("#225588", "#8fbef0"),
    "note_text": ("#aa3300", "#ff8a5c"),         # what a size limit left out
    "board_paper": ("#fdfaf3", "#262626"),       # mini boards
    "board_edge": ("#999999", "#777777"),
}
"""Each colour of the two themes, side by side. Every text reads at 4.5:1 or more on its
paper, WCAG AA for text, and the pruned moves' outlines at 3:1 or more, AA for graphics: a
pruned move looks faint by its grey, its dashes and its pale fill, never by being hard to
read, since pruning is what notebook 04 is about (``tests/test_tree_plot.py`` measures it)."""


def _theme(name: str, index: int) -> PlotTheme:
    colours = {field_name: pair[index] for field_name, pair in _COLOURS.items()}
    return PlotTheme(name=name, **colours, rc=_rc(colours["paper"], colours["ink"], colours["muted"]))


LIGHT = _theme("light", 0)
"""The printed look: the plots as they have always been."""

DARK = _theme("dark", 1)
"""Light ink on JupyterLab Dark's page colour: the plot sits on the page instead of glaring from it."""

THEMES = {"light": LIGHT, "dark": DARK}

_session = {"theme": "auto"}


def set_plot_theme(theme: str) -> None:
    """The theme of later plots that are not given one: ``"light"``, ``"dark"`` or ``"auto"``.

    Raises:
        ValueError: any other value.
    """
    _session["theme"] = _checked(theme)


def session_theme() -> str:
    """The session's choice (:func:`set_plot_theme`): ``"light"``, ``"dark"`` or ``"auto"``."""
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
            name = "dark" if jupyterlab_is_dark() else "light"
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
    with matplotlib.rc_context(settings):
        yield colours


SETTINGS_BYTES = 64 * 1024
"""The most of JupyterLab's theme settings file that a plot reads (the real file is tiny)."""


def jupyterlab_is_dark(settings_dir: str | os.PathLike[str] | None = None) -> bool:
    """Whether the theme saved in JupyterLab's user settings is a dark one (``False`` if none is saved).

    JupyterLab writes the theme its Theme menu chose to
    ``<settings>/@jupyterlab/apputils-extension/themes.jupyterlab-settings``, where
    ``<settings>`` is ``$JUPYTERLAB_SETTINGS_DIR`` or ``<jupyter config dir>/lab/user-settings``.
    The kernel runs beside the server, so it reads what the student chose; a page that
    follows the system's theme ("adaptive theme") is not known here, and counts as light.
    """
    path = Path(settings_dir or _settings_dir()) / "@jupyterlab" / "apputils-extension" / "themes.jupyterlab-settings"
    try:
        with path.open("rb") as file:  # a settings file is a few hundred bytes: read no more than that
            text = file.read(SETTINGS_BYTES).decode("utf-8", errors="replace")
    except (OSError, UnicodeDecodeError):
        return False
    # The file is JSON5 (JupyterLab keeps the comments of the settings editor): read the one key.
    if re.search(r'"adaptive-theme"\s*:\s*true', text):
        return False
    match = re.search(r'"theme"\s*:\s*"([^"]*)"', text)
    return match is not None and "dark" in match[1].lower()


def _settings_dir() -> str:
    if os.environ.get("JUPYTERLAB_SETTINGS_DIR"):
        return os.environ["JUPYTERLAB_SETTINGS_DIR"]
    try:
        from jupyter_core.paths import jupyter_config_dir
    except ImportError:  # JupyterLab is a dependency, but a plot need not fail without it
        return str(Path.home() / ".jupyter" / "lab" / "user-settings")
    return str(Path(jupyter_config_dir()) / "lab" / "user-settings")


def _checked(theme: str) -> str:
    if theme not in THEME_NAMES:
        raise ValueError(f"theme must be one of {', '.join(map(repr, THEME_NAMES))} or None, got {theme!r}")
    return theme
