"""How long one step of the search stepper takes, redrawn in place, against a full replot (issue 17).

Run: ``.venv/bin/python benchmarks/bench_stepper.py [--steps N]``.

Two recorded searches: AIMA Figure 5.2 (alpha-beta, 11 nodes) and an alpha-beta search of
300 nodes on 3x3. For each, the median and slowest time
of a step (the slider moved, everything the widget shows brought up to date, the PNG made),
walking forward over up to ``N`` evenly spaced steps and then back over the same ones.
"full replot" is what every step cost before the stepper learnt to redraw in place:
``plot_tree`` of the tree so far, then ``savefig`` to PNG. Target: <= 100 ms per step.
The timings are medians to read, never test assertions.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("MPLBACKEND", "Agg")

from ttt_lab.games.mnk import TicTacToe
from ttt_lab.games.trees import aima_figure_5_2
from ttt_lab.search import SearchTree, alphabeta, partial_tree, replay
from ttt_lab.viz.tree_layout import tree_layout
from ttt_lab.viz.tree_plot import auto_mini_boards, plot_tree
from ttt_lab.widgets.stepper import PLOT_DPI, SearchStepper

TARGET_SECONDS = 0.1


def figure_5_2() -> tuple[SearchTree, Any]:
    game = aima_figure_5_2()
    return recorded(game, game.initial_state()), game


def about_300_nodes() -> tuple[SearchTree, Any]:
    """Alpha-beta from a 3x3 position three moves in, whose tree has 300 nodes."""
    game = TicTacToe()
    return recorded(game, game.parse("X../.../.XO")), game


def recorded(game: Any, state: Any) -> SearchTree:
    tree = SearchTree()
    alphabeta(game, state, observer=tree)
    return tree


def full_replot_step(tree: SearchTree, game: Any) -> Callable[[int], None]:
    """A step as the stepper drew it before: the whole figure built again, then saved as PNG."""
    layout = tree_layout(tree, max_nodes=len(tree))
    mini_boards = auto_mini_boards(tree, layout, game)

    def step(i: int) -> None:
        view = replay(tree, i, game)
        highlight = [entry["id"] for entry in view["stack"]]
        if view["node"] is not None and view["node"] not in highlight:
            highlight.append(view["node"])
        fig = plot_tree(partial_tree(tree, view), game=game, layout=layout, highlight=highlight, warn=False,
                        mini_boards=mini_boards, title=f"step {i} of {view['total']}")
        fig.savefig(io.BytesIO(), format="png", dpi=PLOT_DPI)

    return step


def in_place_step(tree: SearchTree, game: Any) -> Callable[[int], None]:
    stepper = SearchStepper(tree, game=game, plot=True)

    def step(i: int) -> None:
        stepper.step = i
        if stepper.last_error is not None:
            raise stepper.last_error

    return step


def walk(step: Callable[[int], None], steps: list[int]) -> list[float]:
    times = []
    for i in [*steps, *reversed(steps)]:
        start = time.perf_counter()
        step(i)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=60, help="most steps walked per tree (each way)")
    args = parser.parse_args()
    print(f"{'tree':<26} {'nodes':>5} {'events':>6} {'drawing':<13} {'steps':>5} {'median ms':>9} {'max ms':>7}"
          f"  target <= {TARGET_SECONDS * 1000:.0f} ms")
    for name, build in (("AIMA Figure 5.2", figure_5_2), ("3x3 alpha-beta, ~300 nodes", about_300_nodes)):
        tree, game = build()
        events = len(tree.events)
        stride = max(1, events // args.steps)
        steps = list(range(1, events + 1, stride))
        for drawing, make in (("full replot", full_replot_step), ("in place", in_place_step)):
            times = walk(make(tree, game), steps)
            median = statistics.median(times)
            verdict = "ok" if median <= TARGET_SECONDS else "SLOW"
            print(f"{name:<26} {len(tree):>5} {events:>6} {drawing:<13} {len(times):>5} {median * 1000:>9.1f}"
                  f" {max(times) * 1000:>7.1f}  {verdict}")


if __name__ == "__main__":
    main()
