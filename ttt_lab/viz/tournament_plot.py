"""A tournament's results as a matrix: each row player's result against each column opponent.

It only reads the :class:`~ttt_lab.arena.TournamentTable` that :func:`~ttt_lab.arena.tournament`
returns; it plays no games.

Example:
    >>> from ttt_lab.arena import tournament
    >>> from ttt_lab.players import PerfectPlayer, RandomPlayer, WinBlockPlayer
    >>> table = tournament([PerfectPlayer(), WinBlockPlayer(), RandomPlayer()], games=10, seed=0, progress=False)
    >>> fig = plot_tournament(table)
    >>> [t.get_text() for t in fig.axes[0].get_yticklabels()]
    ['Perfect', 'WinBlock', 'Random']
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ttt_lab.viz.theme import themed

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from ttt_lab.arena import TournamentTable

CELL_FONT_POINTS = 9
"""The size of each cell's text: a score and its wins/draws/losses, readable at a glance."""

TITLES = {
    "score": "score (win 1, draw ½) of the row player",
    "wins": "wins of the row player",
    "draws": "draws",
    "losses": "losses of the row player",
    "games": "games played",
}


def plot_tournament(table: TournamentTable, value: str = "score", ax: Axes | None = None,
                    annotate: bool = True, theme: str | None = None, **where: Any) -> Figure:
    """Draw ``table.matrix(value, **where)`` as a coloured grid, row player against column opponent.

    Args:
        table: a tournament's results.
        value: ``"score"`` (default, 0 to 1), ``"wins"``, ``"draws"``, ``"losses"`` or ``"games"``.
        ax: draw here (default: a new Figure, not managed by pyplot).
        annotate: write each cell's number, and with ``value="score"`` its wins/draws/losses.
        theme: the plot's colours around the grid: ``"light"``, ``"dark"``, ``"auto"`` or ``None``,
            the session's choice (see :mod:`ttt_lab.viz.theme`).
        where: narrow the rows, e.g. ``side="X"`` (the row player moved first) or ``board="MNK(4, 4, 3)"``.

    Returns:
        The Figure. The grid's image has gid ``"tournament-matrix"``.
    """
    names, cells = table.matrix(value, **where)
    labels = [name.replace("$", r"\$") for name in names]  # a name is text, never mathtext (agents choose them)
    with themed(theme):
        if ax is None:
            from matplotlib.backends.backend_agg import FigureCanvasAgg
            from matplotlib.figure import Figure

            size = 1.4 + 1.1 * len(names)  # room for two lines of 9 pt text in each cell
            fig = Figure(figsize=(size + 1.5, size), layout="constrained")
            FigureCanvasAgg(fig)
            ax = fig.add_subplot()
        fig = ax.figure  # type: ignore[assignment]
        finite = [c for line in cells for c in line if not math.isnan(c)]
        if value == "score":
            low, high, cmap = 0.0, 1.0, "RdYlGn"
        else:
            low, high, cmap = 0.0, max(finite, default=1.0) or 1.0, "Blues"
        image = ax.imshow(cells, cmap=cmap, vmin=low, vmax=high)
        image.set_gid("tournament-matrix")
        ax.set_xticks(range(len(names)), labels=labels, rotation=35, ha="right", fontsize=9)
        ax.set_yticks(range(len(names)), labels=labels, fontsize=9)
        ax.set_xlabel("opponent")
        ax.set_ylabel("player")
        if annotate:
            _, wins = table.matrix("wins", **where)
            _, draws = table.matrix("draws", **where)
            _, losses = table.matrix("losses", **where)
            for i in range(len(names)):
                for j in range(len(names)):
                    cell = cells[i][j]
                    if math.isnan(cell):
                        continue
                    text = f"{cell:.2f}" if value == "score" else f"{cell:g}"
                    if value == "score":
                        text += f"\n{wins[i][j]:g}/{draws[i][j]:g}/{losses[i][j]:g}"
                    shade = (cell - low) / (high - low) if high > low else 0.5
                    colour = text_colour_on(tuple(image.cmap(shade)))
                    ax.text(j, i, text, ha="center", va="center", fontsize=CELL_FONT_POINTS, color=colour,
                            gid="cell-text", path_effects=[])  # read on its cell: no halo of the page's
        bar = fig.colorbar(image, ax=ax, shrink=0.8)
        bar.set_label(TITLES.get(value, value), fontsize=9)
        narrowed = ", ".join(f"{k}={v}" for k, v in where.items())
        title = f"Tournament, {table.games_per_pairing} games per pairing"
        if value == "score":
            title += " (cells: score, then W/D/L)"
        ax.set_title(title + (f" [{narrowed}]" if narrowed else ""), fontsize=10)
    return fig  # type: ignore[return-value]


def relative_luminance(rgb: Sequence[float]) -> float:
    """The relative luminance of an sRGB colour (channels 0 to 1), as WCAG defines it: 0 for
    black, 1 for white.

    Example:
        >>> relative_luminance((0, 0, 0)), relative_luminance((1, 1, 1))
        (0.0, 1.0)
    """
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in rgb[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def text_colour_on(background: Sequence[float]) -> str:
    """``"black"`` or ``"white"``, whichever contrasts more with ``background`` (WCAG
    contrast ratio): white on dark red and dark blue, black on yellow and light green.

    Example:
        >>> text_colour_on((0.65, 0.0, 0.15)), text_colour_on((1.0, 1.0, 0.75))
        ('white', 'black')
    """
    luminance = relative_luminance(background)
    # Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L = 0.179.
    return "black" if (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) else "white"
