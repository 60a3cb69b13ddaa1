"""How long plot_tree takes on trees of about 500 nodes (target: <= 2 s each, drawing included).

Run: .venv/bin/python benchmarks/bench_plot.py [runs]

Each case records a search, then times plot_tree(tree) followed by rendering the figure to
PNG (so every artist is really drawn), and prints the median and best of a few runs.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

from ttt_lab.bench import random_position, uniform_tree
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import SearchTree, alphabeta, minimax
from ttt_lab.viz.tree_plot import plot_tree

TARGET_SECONDS = 2.0


def uniform_case() -> tuple[SearchTree, Any]:
    """Minimax over a uniform binary tree of depth 8: 511 nodes."""
    game = uniform_tree(2, 8, "random", seed=1)
    tree = SearchTree()
    minimax(game, game.initial_state(), observer=tree)
    return tree, game


def tictactoe_case() -> tuple[SearchTree, Any]:
    """Alpha-beta on the first seeded random 3x3 position whose tree has 450-550 nodes."""
    import random

    game = TicTacToe()
    rng = random.Random(0)
    for _ in range(500):
        state = random_position(game, 7, rng)
        tree = SearchTree()
        alphabeta(game, state, observer=tree)
        if 450 <= len(tree) <= 550:
            return tree, game
    raise RuntimeError("no 3x3 position with a 450-550 node alpha-beta tree found")


def time_plot(tree: SearchTree, game: Any, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fig = plot_tree(tree, game=game, max_nodes=len(tree))
        fig.savefig(io.BytesIO(), format="png", dpi=80)
        times.append(time.perf_counter() - start)
    return times


def main(runs: int = 5) -> None:
    cases: list[tuple[str, Callable[[], tuple[SearchTree, Any]]]] = [
        ("uniform b=2 d=8, minimax", uniform_case),
        ("3x3, 7 empty, alpha-beta", tictactoe_case),
    ]
    print(f"{'case':<28} {'nodes':>6} {'pruned':>7} {'median s':>9} {'best s':>7}  target <= {TARGET_SECONDS} s")
    for name, build in cases:
        tree, game = build()
        times = time_plot(tree, game, runs)
        median = statistics.median(times)
        verdict = "ok" if median <= TARGET_SECONDS else "SLOW"
        print(f"{name:<28} {len(tree):>6} {tree.pruned_count():>7} {median:>9.3f} {min(times):>7.3f}  {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
