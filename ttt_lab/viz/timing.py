"""Plots of the tidy rows that :mod:`ttt_lab.bench` measures.

- :func:`plot_scaling`: nodes (or seconds) against empty cells, one line per algorithm, log y.
- :func:`plot_depth`: nodes (or seconds) against the depth limit, on boards too big to solve.
- :func:`plot_branching`: the effective branching factor of each algorithm.
- :func:`plot_ordering`: alpha-beta's leaves on uniform trees with perfect, random and worst
  move ordering, against the Knuth–Moore best case and minimax's ``b^d``.
- :func:`plot_ablation`: what each technique of the m,n,k solver is worth.

Every function takes the rows, draws on ``ax`` (or a new Figure not managed by pyplot) and
returns the Figure. Points are the individual measurements; lines join the medians. Each
takes ``theme`` too: ``"light"``, ``"dark"``, ``"auto"`` or ``None``, the session's choice
(see :mod:`ttt_lab.viz.theme`).

Example:
    >>> from ttt_lab.bench import scan_ordering
    >>> fig = plot_ordering(scan_ordering([3], [2, 3, 4], trees=2))
    >>> sorted(line.get_label() for line in fig.axes[0].get_lines())[:2]
    ['Knuth–Moore best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1', 'alpha-beta, perfect ordering']
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ttt_lab.bench import effective_branching_factor, knuth_moore_leaves
from ttt_lab.viz.theme import themed

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

Row = dict[str, Any]

ALGORITHM_COLOURS = {
    "minimax": "#888888",
    "alphabeta": "#1f6fb2",
    "alphabeta+order": "#2a9d41",
    "alphabeta+table": "#8e44ad",
    "alphabeta strict": "#d1495b",
}
ORDERING_COLOURS = {"perfect": "#2a9d41", "random": "#1f6fb2", "worst": "#d1495b"}
MEASURES = ("nodes", "seconds", "leaves")


def _axes(ax: Axes | None, size: tuple[float, float] = (6.4, 4.0)) -> tuple[Figure, Axes]:
    if ax is None:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        fig = Figure(figsize=size, layout="constrained")
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
    return ax.figure, ax  # type: ignore[return-value]


def _check(rows: Sequence[Row], needed: Sequence[str]) -> None:
    if not rows:
        raise ValueError("no rows to plot: measure something with ttt_lab.bench first")
    missing = [key for key in needed if key not in rows[0]]
    if missing:
        raise ValueError(f"these rows lack {', '.join(missing)}; they must come from the matching ttt_lab.bench scan")


def _grouped(rows: Sequence[Row], group: str, x: str, y: str) -> dict[Any, dict[Any, list[float]]]:
    """``{group value: {x value: [y values]}}``, skipping rows without a y."""
    table: dict[Any, dict[Any, list[float]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        if row.get(y) is not None and row.get(x) is not None:
            table[row[group]][row[x]].append(float(row[y]))
    return table


def _lines(ax: Axes, rows: Sequence[Row], x: str, y: str, colours: dict[str, str], group: str = "algorithm",
           label: str = "{}") -> None:
    for name, by_x in _grouped(rows, group, x, y).items():
        xs = sorted(by_x)
        colour = colours.get(name)
        for xv in xs:
            ax.scatter([xv] * len(by_x[xv]), by_x[xv], s=12, alpha=0.45, color=colour, linewidths=0)
        ax.plot(xs, [statistics.median(by_x[xv]) for xv in xs], marker="o", color=colour, label=label.format(name))
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))


def _measure(y: str) -> str:
    if y not in MEASURES:
        raise ValueError(f"y must be one of {', '.join(MEASURES)}, got {y!r}")
    return {"nodes": "nodes visited", "seconds": "seconds", "leaves": "leaves examined"}[y]


def plot_scaling(rows: Sequence[Row], y: str = "nodes", ax: Axes | None = None, theme: str | None = None) -> Figure:
    """Nodes (or seconds) against empty cells, one line per algorithm, on a log scale.

    Args:
        rows: from :func:`ttt_lab.bench.scan_empty_cells`.
        y: ``"nodes"`` or ``"seconds"``.
        ax: the Axes to draw on.
        theme: the plot's colours (see :mod:`ttt_lab.viz.theme`).

    Raises:
        ValueError: no rows, rows of another scan, or an unknown ``y``.
    """
    return _log_lines(rows, "empty_cells", y, ax, xlabel="empty cells", title="{} as the position gets emptier",
                      theme=theme)


def plot_depth(rows: Sequence[Row], y: str = "nodes", ax: Axes | None = None, theme: str | None = None) -> Figure:
    """Nodes (or seconds) against the depth limit, one line per algorithm, on a log scale.

    Args:
        rows: from :func:`ttt_lab.bench.scan_depth`.
        y: ``"nodes"`` or ``"seconds"``.
        ax: the Axes to draw on.
        theme: the plot's colours (see :mod:`ttt_lab.viz.theme`).
    """
    return _log_lines(rows, "depth", y, ax, xlabel="depth limit (plies)", title="{} against the depth limit",
                      theme=theme)


def _log_lines(rows: Sequence[Row], x: str, y: str, ax: Axes | None, *, xlabel: str, title: str,
               theme: str | None) -> Figure:
    """One line per algorithm of ``y`` against ``x`` on a log scale; ``title`` has a ``{}`` for the measure."""
    _measure(y)
    _check(rows, ["algorithm", x, y])
    with themed(theme):
        fig, ax = _axes(ax)
        _lines(ax, rows, x, y, ALGORITHM_COLOURS)
        ax.set_yscale("log")
        ax.set_xlabel(xlabel)
        ax.set_ylabel(_measure(y) + " (log scale)")
        ax.set_title(title.format(_measure(y).capitalize()), fontsize=10)
        ax.legend(fontsize=9)
        ax.grid(True, which="major", alpha=0.3)
    return fig


def branching_rows(rows: Sequence[Row]) -> list[Row]:
    """Each row with ``branching_factor``: the effective branching factor of its node count.

    The depth is the row's depth limit, or, for searches to the end, its empty cells (the
    deepest the game can go).

    Example:
        >>> branching_rows([{"algorithm": "x", "nodes": 40, "depth": 3}])[0]["branching_factor"]
        3.0
    """
    out = []
    for row in rows:
        depth = row.get("depth") or row.get("empty_cells")
        if not depth:
            continue
        out.append({**row, "branching_factor": round(effective_branching_factor(int(row["nodes"]), int(depth)), 9)})
    return out


def plot_branching(rows: Sequence[Row], x: str = "empty_cells", ax: Axes | None = None,
                   theme: str | None = None) -> Figure:
    """The effective branching factor ``b*`` of each algorithm against ``x``.

    Args:
        rows: from :func:`ttt_lab.bench.scan_empty_cells` (``x="empty_cells"``) or
            :func:`ttt_lab.bench.scan_depth` (``x="depth"``).
        x: the column for the horizontal axis.
        ax: the Axes to draw on.
        theme: the plot's colours (see :mod:`ttt_lab.viz.theme`).
    """
    _check(rows, ["algorithm", "nodes", x])
    with themed(theme):
        fig, ax = _axes(ax)
        _lines(ax, branching_rows(rows), x, "branching_factor", ALGORITHM_COLOURS)
        ax.set_xlabel("empty cells" if x == "empty_cells" else "depth limit (plies)")
        ax.set_ylabel("effective branching factor b*")
        ax.set_title("Effective branching factor: nodes = 1 + b* + b*² + … + b*^d", fontsize=10)
        ax.set_ylim(bottom=0)
        ax.legend(fontsize=9)
        ax.grid(True, alpha=0.3)
    return fig


def plot_ordering(rows: Sequence[Row], ax: Axes | None = None, branching: int | None = None,
                  theme: str | None = None) -> Figure:
    """Alpha-beta's leaves on uniform trees by move ordering, with the theory's lines.

    Draws, against the depth, the leaves alpha-beta examined with perfect, random and worst
    ordering (log scale), the Knuth–Moore best case ``b^⌈d/2⌉ + b^⌊d/2⌋ − 1`` and
    minimax's ``b^d`` (dashed, computed by :func:`ttt_lab.bench.knuth_moore_leaves`).

    Args:
        rows: from :func:`ttt_lab.bench.scan_ordering`.
        ax: the Axes to draw on.
        branching: which branching factor to show when the rows hold several (default:
            the largest).
        theme: the plot's colours (see :mod:`ttt_lab.viz.theme`).
    """
    _check(rows, ["ordering", "branching", "depth", "leaves"])
    b = max(row["branching"] for row in rows) if branching is None else branching
    chosen = [row for row in rows if row["branching"] == b]
    if not chosen:
        raise ValueError(f"no rows with branching {b}; the rows have {sorted({r['branching'] for r in rows})}")
    with themed(theme) as colours:
        fig, ax = _axes(ax)
        _lines(ax, chosen, "depth", "leaves", ORDERING_COLOURS, group="ordering", label="alpha-beta, {} ordering")
        depths = sorted({row["depth"] for row in chosen})
        ax.plot(depths, [knuth_moore_leaves(b, d) for d in depths], ls="--", color=colours.strong,
                label="Knuth–Moore best case b^⌈d/2⌉ + b^⌊d/2⌋ − 1")
        ax.plot(depths, [b**d for d in depths], ls=":", color=colours.muted, label="minimax b^d")
        ax.set_yscale("log")
        ax.set_xlabel("depth d (plies)")
        ax.set_ylabel("leaves examined (log scale)")
        ax.set_title(f"Move ordering on uniform trees, b = {b}", fontsize=10)
        ax.legend(fontsize=9)
        ax.grid(True, which="major", alpha=0.3)
    return fig


def plot_ablation(rows: Sequence[Row], ax: Axes | None = None, title: str | None = None, log: bool = False,
                  theme: str | None = None) -> Figure:
    """Nodes and time of a solve with every technique on, then with each one switched off.

    Args:
        rows: from :func:`ttt_lab.search.mnk_solver.ablation` (``technique``, ``nodes``,
            ``seconds``, ``finished``); the row with technique ``"none"`` is the baseline.
        ax: the Axes for the node counts (a second one, for the seconds, is added beside it
            only when a new Figure is made).
        title: a title for the figure.
        log: log-scale axes, for counts that span orders of magnitude.
        theme: the plot's colours (see :mod:`ttt_lab.viz.theme`).

    Returns:
        The Figure; the node bars have gid ``"ablation-nodes"``. Solves that gave up at
        the node limit are hatched and labelled "> limit".
    """
    _check(rows, ["technique", "nodes", "seconds"])
    labels = ["all on" if row["technique"] == "none" else f"no {row['technique'].replace('_', ' ')}"
              for row in rows]
    colours = ["#2a9d41" if row["technique"] == "none" else "#1f6fb2" for row in rows]
    with themed(theme):
        ax_time = None
        if ax is None:
            from matplotlib.backends.backend_agg import FigureCanvasAgg
            from matplotlib.figure import Figure

            fig = Figure(figsize=(10, 0.45 * len(rows) + 1.6), layout="constrained")
            FigureCanvasAgg(fig)
            ax, ax_time = fig.subplots(1, 2, sharey=True)
        else:
            fig = ax.get_figure(root=True)  # type: ignore[assignment]
        positions = list(range(len(rows)))[::-1]
        bars = ax.barh(positions, [row["nodes"] for row in rows], color=colours, gid="ablation-nodes")
        for bar, row in zip(bars, rows, strict=True):
            if not row.get("finished", True):
                bar.set_hatch("//")
            note = f"{row['nodes']:,}" + ("" if row.get("finished", True) else " (> limit)")
            ax.annotate(note, (bar.get_width(), bar.get_y() + bar.get_height() / 2), xytext=(3, 0),
                        textcoords="offset points", va="center", fontsize=9)
        ax.set_yticks(positions, labels)
        scale = " (log scale)" if log else ""
        ax.set_xlabel(f"nodes searched{scale}")
        ax.margins(x=0.25)
        if log:
            ax.set_xscale("log")
        if ax_time is not None:
            ax_time.barh(positions, [row["seconds"] for row in rows], color=colours)
            ax_time.set_xlabel(f"seconds{scale}")
            if log:
                ax_time.set_xscale("log")
        if title:
            fig.suptitle(title, fontsize=11)
    return fig
