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
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from ttt_lab.arena import TournamentTable

TITLES = {
    "score": "score (win 1, draw ½) of the row player",
    "wins": "wins of the row player",
    "draws": "draws",
    "losses": "losses of the row player",
    "games": "games played",
}


def plot_tournament(table: TournamentTable, value: str = "score", ax: Axes | None = None,
                    annotate: bool = True, **where: Any) -> Figure:
    """Draw ``table.matrix(value, **where)`` as a coloured grid, row player against column opponent.

    Args:
        table: a tournament's results.
        value: ``"score"`` (default, 0 to 1), ``"wins"``, ``"draws"``, ``"losses"`` or ``"games"``.
        ax: draw here (default: a new Figure, not managed by pyplot).
        annotate: write each cell's number, and with ``value="score"`` its wins/draws/losses.
        where: narrow the rows, e.g. ``side="X"`` (the row player moved first) or ``board="MNK(4, 4, 3)"``.

    Returns:
        The Figure. The grid's image has gid ``"tournament-matrix"``.
    """
    names, cells = table.matrix(value, **where)
    if ax is None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        size = 1.2 + 0.9 * len(names)
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
    ax.set_xticks(range(len(names)), labels=names, rotation=35, ha="right", fontsize=8)
    ax.set_yticks(range(len(names)), labels=names, fontsize=8)
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
                colour = "white" if (value != "score" and shade > 0.6) else "black"
                ax.text(j, i, text, ha="center", va="center", fontsize=7, color=colour, gid="cell-text")
    bar = fig.colorbar(image, ax=ax, shrink=0.8)
    bar.set_label(TITLES.get(value, value), fontsize=8)
    narrowed = ", ".join(f"{k}={v}" for k, v in where.items())
    title = f"Tournament, {table.games_per_pairing} games per pairing"
    if value == "score":
        title += " (cells: score, then W/D/L)"
    ax.set_title(title + (f" [{narrowed}]" if narrowed else ""), fontsize=10)
    return fig  # type: ignore[return-value]
