"""Benchmark what watching MCTS costs: iterations untraced (the players' case) and traced.

An untraced search pays one ``is not None`` test per selection step and playout move for
the trace's sake; a traced one records every child's UCB1 terms at every selection step.

Usage:
    .venv/bin/python benchmarks/bench_mcts_trace.py [--iterations 3000] [--repeats 7]
"""

from __future__ import annotations

import argparse
import statistics
import time

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import MCTSTrace, mcts


def median_ms(run: object, repeats: int) -> float:
    times = []
    for seed in range(repeats):
        start = time.perf_counter()
        run(seed)  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    print(f"{'board':10} {'iterations':>10} {'untraced ms':>12} {'traced ms':>10}")
    for game in (TicTacToe(), MNK(5, 5, 4)):
        def run(seed: int, traced: bool, game: MNK = game) -> None:
            trace = MCTSTrace(max_iterations=args.iterations) if traced else None
            mcts(game, game.initial_state(), iterations=args.iterations, seed=seed, trace=trace)

        plain = median_ms(lambda seed: run(seed, False), args.repeats)
        traced = median_ms(lambda seed: run(seed, True), args.repeats)
        print(f"{game.m}x{game.n}k{game.k:<5} {args.iterations:>10} {plain:>12.0f} {traced:>10.0f}")


if __name__ == "__main__":
    main()
