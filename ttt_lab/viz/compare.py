"""One position, five searches: how much each idea saves, as numbers and as trees.

:func:`compare_searches` runs minimax, alpha-beta, alpha-beta with move ordering, alpha-beta
with a transposition table and alpha-beta with the strict pruning convention on the same
position, each recorded by a :class:`~ttt_lab.search.SearchTree`; :func:`plot_comparison`
draws their node counts as bars and, for small positions, their trees side by side.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> rows = compare_searches(game, game.parse("XO./.X./O.."))
    >>> [(row["algorithm"], row["nodes"]) for row in rows][:2]
    [('minimax', 182), ('alphabeta', 97)]
    >>> len({row["value"] for row in rows})  # every search agrees on the value
    1
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ttt_lab.bench import algorithms, empty_cells, leaf_count, position_text
from ttt_lab.search import SearchTree
from ttt_lab.search.scoring import Evaluation
from ttt_lab.viz.theme import themed
from ttt_lab.viz.tree_plot import plot_tree

if TYPE_CHECKING:
    from matplotlib.figure import Figure

COMPARED = ("minimax", "alphabeta", "alphabeta+order", "alphabeta+table", "alphabeta strict")
"""The configurations compared, by their names in :func:`ttt_lab.bench.algorithms`."""

TREES_LIMIT = 120
"""Trees are drawn side by side only when the largest has at most this many nodes."""

COLOURS = {
    "minimax": "#888888",
    "alphabeta": "#1f6fb2",
    "alphabeta+order": "#2a9d41",
    "alphabeta+table": "#8e44ad",
    "alphabeta strict": "#d1495b",
}


def compare_searches(
    game: Any,
    state: Any,
    *,
    names: Iterable[str] = COMPARED,
    depth: int | None = None,
    evaluate: Evaluation | None = None,
    max_nodes: int = 200_000,
) -> list[dict[str, Any]]:
    """Search one position with each configuration, recording each tree.

    Args:
        game: any game.
        state: the position.
        names: which configurations (see :data:`COMPARED`).
        depth: a depth limit for every search (needs ``evaluate``).
        evaluate: the evaluation at the depth limit.
        max_nodes: the recorder's cap per search (see :class:`~ttt_lab.search.SearchTree`).

    Returns:
        One tidy row per search: ``algorithm``, ``position``, ``empty_cells``, ``depth``,
        ``nodes``, ``leaves``, ``pruned`` (moves never searched), ``cutoffs``,
        ``table_hits``, ``value``, ``move``, ``seconds`` (with recording) and ``tree``
        (the :class:`~ttt_lab.search.SearchTree`).

    Raises:
        ValueError: an unknown configuration name.
        RecordingLimitError: a search visits more than ``max_nodes`` nodes.
    """
    table = algorithms()
    chosen = list(names)
    unknown = [name for name in chosen if name not in table]
    if unknown:
        raise ValueError(f"unknown configuration {unknown[0]!r}; choose from {', '.join(table)}")
    kwargs: dict[str, Any] = {}
    if depth is not None:
        kwargs.update(depth=depth, evaluate=evaluate)
    rows = []
    for name in chosen:
        tree = SearchTree(max_nodes=max_nodes)
        start = time.perf_counter()
        result = table[name](game, state, observer=tree, **kwargs)
        seconds = time.perf_counter() - start
        rows.append({
            "algorithm": name,
            "position": position_text(game, state),
            "empty_cells": empty_cells(game, state),
            "depth": depth,
            "nodes": result.nodes,
            "leaves": leaf_count(tree),
            "pruned": tree.pruned_count(),
            "cutoffs": result.stats.get("cutoffs", 0),
            "table_hits": result.stats.get("table_hits", 0),
            "value": result.value,
            "move": result.move,
            "seconds": seconds,
            "tree": tree,
        })
    return rows


def plot_comparison(
    rows: Sequence[dict[str, Any]],
    *,
    game: Any = None,
    trees: bool | None = None,
    max_tree_nodes: int = TREES_LIMIT,
    theme: str | None = None,
) -> Figure:
    """Bars of node counts per search and, for small positions, the trees side by side.

    Args:
        rows: from :func:`compare_searches`.
        game: the game, for node names and mini boards in the trees.
        trees: draw the trees (default: when the largest has at most ``max_tree_nodes``).
        max_tree_nodes: the size limit for drawing trees automatically.
        theme: the plot's colours: ``"light"``, ``"dark"``, ``"auto"`` or ``None``, the session's
            choice (see :mod:`ttt_lab.viz.theme`).

    Returns:
        A matplotlib Figure (not managed by pyplot); each bar carries ``gid="node-bar"``.

    Raises:
        ValueError: no rows.

    Example:
        >>> from ttt_lab.games.trees import aima_figure_5_2
        >>> game = aima_figure_5_2()
        >>> fig = plot_comparison(compare_searches(game, game.initial_state()), game=game)
        >>> len(fig.axes)  # the bars and five trees
        6
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    if not rows:
        raise ValueError("nothing to plot: pass the rows of compare_searches(...)")
    with themed(theme):
        biggest = max(row["nodes"] for row in rows)
        if trees is None:
            trees = biggest <= max_tree_nodes and all(row.get("tree") is not None for row in rows)
        n = len(rows)
        if trees:
            fig = Figure(figsize=(max(10.0, 4.2 * min(n, 3)), 3.2 + 3.6 * ((n + 2) // 3)), layout="constrained")
            grid = fig.add_gridspec(1 + (n + 2) // 3, 3, height_ratios=[0.8] + [1.0] * ((n + 2) // 3))
            bar_ax = fig.add_subplot(grid[0, :])
        else:
            fig = Figure(figsize=(8.0, 3.6), layout="constrained")
            bar_ax = fig.add_subplot()
        FigureCanvasAgg(fig)
        labels = [row["algorithm"] for row in rows]
        counts = [row["nodes"] for row in rows]
        bars = bar_ax.barh(labels, counts, color=[COLOURS.get(label, "#555555") for label in labels])
        for bar in bars:
            bar.set_gid("node-bar")
        bar_ax.invert_yaxis()
        bar_ax.set_xlabel("nodes visited")
        bar_ax.bar_label(bars, labels=[f"{c:,}" for c in counts], padding=3, fontsize=9)
        bar_ax.set_xlim(0, biggest * 1.15)
        position = rows[0].get("position", "")
        bar_ax.set_title(f"one position, {n} searches{': ' + position if position else ''}", fontsize=10)
        if trees:
            for k, row in enumerate(rows):
                ax = fig.add_subplot(grid[1 + k // 3, k % 3])
                plot_tree(row["tree"], ax, game=game, legend=k == 0, mini_boards=False, warn=False, theme=theme,
                          fit_width=False,  # panels side by side: each tree whole, for its shape
                          title=f"{row['algorithm']}: {row['nodes']:,} nodes, {row['pruned']:,} pruned")
    return fig
