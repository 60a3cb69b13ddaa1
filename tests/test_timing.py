"""Timing plots read the tidy rows of ttt_lab.bench: check the lines they draw."""

from __future__ import annotations

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib

matplotlib.use("Agg")

import statistics
from collections.abc import Iterator
from typing import Any

import pytest

from ttt_lab.bench import knuth_moore_leaves, scan_depth, scan_empty_cells, scan_ordering
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.viz.timing import branching_rows, plot_branching, plot_depth, plot_ordering, plot_scaling


@pytest.fixture(autouse=True)
def _close_figures() -> Iterator[None]:
    yield
    import matplotlib.pyplot as plt

    plt.close("all")


@pytest.fixture(scope="module")
def empty_rows() -> list[dict[str, Any]]:
    return scan_empty_cells(TicTacToe(), ["minimax", "alphabeta", "alphabeta+order"], empties=[3, 4, 5, 6],
                            positions=2, seed=2)


def lines_by_label(fig: Any) -> dict[str, Any]:
    return {line.get_label(): line for line in fig.axes[0].get_lines()}


def medians(rows: list[dict[str, Any]], algorithm: str, x: str, y: str) -> list[float]:
    xs = sorted({r[x] for r in rows if r["algorithm"] == algorithm})
    return [statistics.median(r[y] for r in rows if r["algorithm"] == algorithm and r[x] == v) for v in xs]


def test_scaling_plot_has_a_median_line_per_algorithm_on_log_scale(empty_rows: list[dict[str, Any]]) -> None:
    fig = plot_scaling(empty_rows)
    lines = lines_by_label(fig)
    assert set(lines) == {"minimax", "alphabeta", "alphabeta+order"}
    assert fig.axes[0].get_yscale() == "log"
    for name, line in lines.items():
        assert list(line.get_xdata()) == [3, 4, 5, 6]
        assert list(line.get_ydata()) == medians(empty_rows, name, "empty_cells", "nodes")
    assert all(a >= b for a, b in zip(lines["minimax"].get_ydata(), lines["alphabeta"].get_ydata(), strict=True))
    fig = plot_scaling(empty_rows, y="seconds")
    assert "seconds" in fig.axes[0].get_ylabel()
    with pytest.raises(ValueError, match="y must be"):
        plot_scaling(empty_rows, y="joules")
    with pytest.raises(ValueError, match="no rows"):
        plot_scaling([])


def test_depth_plot() -> None:
    game = MNK(4, 4, 3)
    rows = scan_depth(game, ["alphabeta", "alphabeta+order"], [1, 2, 3], evaluate=lambda s: 0.0)
    fig = plot_depth(rows)
    lines = lines_by_label(fig)
    assert list(lines["alphabeta"].get_xdata()) == [1, 2, 3]
    assert list(lines["alphabeta"].get_ydata()) == [r["nodes"] for r in rows if r["algorithm"] == "alphabeta"]
    with pytest.raises(ValueError, match="lack"):
        plot_depth([{"algorithm": "x", "nodes": 3}])


def test_branching_plot(empty_rows: list[dict[str, Any]]) -> None:
    assert branching_rows([{"algorithm": "m", "nodes": 1 + 4 + 16, "depth": 2}])[0]["branching_factor"] == 4.0
    fig = plot_branching(empty_rows)
    lines = lines_by_label(fig)
    enriched = branching_rows(empty_rows)
    assert list(lines["alphabeta"].get_ydata()) == medians(enriched, "alphabeta", "empty_cells", "branching_factor")
    # pruning shrinks the effective branching factor below minimax's
    assert all(a < m for a, m in zip(lines["alphabeta"].get_ydata(), lines["minimax"].get_ydata(), strict=True))


def test_ordering_plot_against_knuth_moore_and_minimax() -> None:
    rows = scan_ordering([3], [2, 3, 4, 5], trees=2)
    fig = plot_ordering(rows)
    lines = lines_by_label(fig)
    km = next(line for label, line in lines.items() if label.startswith("Knuth–Moore"))
    assert list(km.get_ydata()) == [knuth_moore_leaves(3, d) for d in (2, 3, 4, 5)]
    assert list(lines["minimax b^d"].get_ydata()) == [3**d for d in (2, 3, 4, 5)]
    # the perfectly ordered trees lie exactly on the Knuth–Moore line
    assert list(lines["alpha-beta, perfect ordering"].get_ydata()) == list(km.get_ydata())
    worst = lines["alpha-beta, worst ordering"].get_ydata()
    assert all(w > k for w, k in zip(worst[1:], km.get_ydata()[1:], strict=True))
    assert fig.axes[0].get_yscale() == "log"
    with pytest.raises(ValueError, match="branching 7"):
        plot_ordering(rows, branching=7)


def test_ablation_plot_draws_one_bar_per_solve_and_hatches_the_ones_that_gave_up() -> None:
    from ttt_lab.search.mnk import ablation
    from ttt_lab.viz.timing import plot_ablation

    rows = ablation(MNK(4, 4, 3), node_limit=30)
    fig = plot_ablation(rows, title="4x4, k=3")
    bars = [patch for patch in fig.axes[0].patches if patch.get_gid() == "ablation-nodes"]
    assert len(bars) == len(rows)
    hatched = [bar for bar in bars if bar.get_hatch()]
    assert len(hatched) == sum(1 for row in rows if not row["finished"]) > 0
    assert [bar.get_width() for bar in bars] == [row["nodes"] for row in rows]
    labels = [tick.get_text() for tick in fig.axes[0].get_yticklabels()]
    assert "all on" in labels and len(labels) == len(rows)
