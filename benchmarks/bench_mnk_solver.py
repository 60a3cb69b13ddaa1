"""Benchmark the pure-Python m,n,k solver (issue 10): solves, per-position answers, ablations.

Prints tables of medians over several runs (the machine is shared and noisy: read medians,
not single runs) with node counts. Targets are those of issue 10 for this 2-core machine.

Issue 17 added 7x5k4 (target 2 s) and tightened 8x4k4 to 20 s; the "one full window" rows
are the same solves without the null-window root (MTD(f)), and the "no threat makers first"
rows without the ordering that tries threat-making moves first (both came with issue 17).

Usage:
    .venv/bin/python benchmarks/bench_mnk_solver.py                # the standard set
    .venv/bin/python benchmarks/bench_mnk_solver.py --slow         # + 8x4x4, 7x7x5 and 7x6x5 without pairing
    .venv/bin/python benchmarks/bench_mnk_solver.py --positions 300 --repeats 5
    .venv/bin/python benchmarks/bench_mnk_solver.py --cold 2000 --skip-solves --skip-ablation
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.games.mnk import MNK, MNKState
from ttt_lab.players import PerfectPlayer
from ttt_lab.search import Budget, SearchLimitError
from ttt_lab.search.mnk import TECHNIQUES, MNKSolver, OpeningBook, ablation


def timed(run: Callable[[], tuple[Any, int]], repeats: int) -> tuple[Any, int, float]:
    """Median seconds of ``run`` (which returns its answer and node count) over ``repeats`` runs."""
    times = []
    answer: Any = None
    nodes = 0
    for _ in range(repeats):
        start = time.perf_counter()
        answer, nodes = run()
        times.append(time.perf_counter() - start)
    return answer, nodes, statistics.median(times)


def cold_value(game: MNK, node_limit: int | None = None, **switches: bool) -> Callable[[], tuple[Any, int]]:
    def run() -> tuple[Any, int]:
        solver = MNKSolver(game, budget=None if node_limit is None else Budget(nodes=node_limit), **switches)
        try:
            value: Any = solver.value(game.initial_state())
        except SearchLimitError:
            value = "gave up"
        return value, solver.nodes

    return run


def cold_best_move(game: MNK) -> Callable[[], tuple[Any, int]]:
    def run() -> tuple[Any, int]:
        solver = MNKSolver(game)
        move = solver.best_move(game.initial_state())
        return move, solver.nodes + solver.distance_nodes

    return run


def random_positions(game: MNK, count: int, seed: int) -> list[MNKState]:
    """Non-terminal positions from seeded random play of random length."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.initial_state()
        stop = rng.randrange(game.size)
        while state.stones < stop and not game.is_terminal(state):
            state = game.result(state, rng.choice(game.actions(state)))
        if not game.is_terminal(state):
            found.append(state)
    return found


def any_position(game: MNK, count: int, seed: int, book: bool = True) -> dict[str, Any]:
    """Time best_move on ``count`` random positions with one solver, as a player in a game.

    The solver (with the package's opening book for the board, as PerfectPlayer uses it,
    unless ``book`` is False) first answers the empty board (the first move of a game,
    which fills the table), then every position in turn with the table kept.
    """
    solver = MNKSolver(game, book=OpeningBook.shipped(game) if book else None)
    start = time.perf_counter()
    solver.best_move(game.initial_state())
    first = time.perf_counter() - start
    times = []
    for state in random_positions(game, count, seed):
        start = time.perf_counter()
        solver.best_move(state)
        times.append(time.perf_counter() - start)
    times.sort()
    return {
        "first": first,
        "median": statistics.median(times),
        "p99": times[min(len(times) - 1, int(0.99 * len(times)))],
        "worst": times[-1],
        "nodes": solver.nodes + solver.distance_nodes,
    }


def cold_positions(game: MNK, stones: int, count: int, seed: int) -> dict[str, Any]:
    """Time a new PerfectPlayer's move on ``count`` random positions with ``stones`` stones.

    Each position goes to a player of its own (an empty table, as when a position set up by
    hand is handed to the AI), so nothing learnt on one position helps the next; the
    package's opening book is loaded once beforehand, as it is once per session.
    """
    OpeningBook.shipped(game)
    rng = random.Random(seed)
    times = []
    book_hits = 0
    while len(times) < count:
        state = game.initial_state()
        while state.stones < stones and not game.is_terminal(state):
            state = game.result(state, rng.choice(game.actions(state)))
        if game.is_terminal(state):
            continue
        player = PerfectPlayer(seed=len(times))
        start = time.perf_counter()
        decision = player.decide(game, state)
        times.append(time.perf_counter() - start)
        book_hits += decision.reason == "book"
    times.sort()
    return {
        "median": statistics.median(times),
        "p99": times[min(len(times) - 1, int(0.99 * len(times)))],
        "worst": times[-1],
        "over": sum(seconds > 0.2 for seconds in times),
        "book": book_hits,
    }


def print_table(title: str, header: list[str], rows: list[list[str]]) -> None:
    widths = [max(len(header[i]), *(len(row[i]) for row in rows)) for i in range(len(header))]
    print(f"\n{title}")
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3, help="runs per timing (median reported)")
    parser.add_argument("--positions", type=int, default=200, help="random positions per board")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--slow", action="store_true", help="also prove 8x4x4 and 7x7x5 draws, and try 7x6x5 without pairing")
    parser.add_argument("--cold", type=int, default=300, help="positions per stone count for the cold 5x5k4 table")
    parser.add_argument("--skip-solves", action="store_true")
    parser.add_argument("--skip-positions", action="store_true")
    parser.add_argument("--skip-ablation", action="store_true")
    args = parser.parse_args()

    solves: list[tuple[str, Callable[[], tuple[Any, int]], str, int]] = [
        ("3x3k3 best move, empty board", cold_best_move(MNK(3, 3, 3)), "-", args.repeats),
        ("4x4k4 value (draw)", cold_value(MNK(4, 4, 4)), "0.05 s", args.repeats),
        ("5x5k4 value (draw)", cold_value(MNK(5, 5, 4)), "1 s", args.repeats),
        ("6x5k4 value (X wins)", cold_value(MNK(6, 5, 4)), "1 s", args.repeats),
        ("6x6k5 value (draw)", cold_value(MNK(6, 6, 5)), "1 s", args.repeats),
        ("7x4k4 value (draw)", cold_value(MNK(7, 4, 4)), "5 s", args.repeats),
        ("7x5k4 value (X wins)", cold_value(MNK(7, 5, 4)), "2 s", args.repeats),
        ("7x5k4, one full window", cold_value(MNK(7, 5, 4), null_windows=False), "-", 1),
        ("7x5k4, no threat makers first", cold_value(MNK(7, 5, 4), threat_makers=False), "-", 1),
        ("7x6k5 value (stretch goal)", cold_value(MNK(7, 6, 5)), "solved", args.repeats),
    ]
    if args.slow:
        solves.append(("8x4k4 value (draw)", cold_value(MNK(8, 4, 4)), "20 s", 1))
        solves.append(("8x4k4, one full window", cold_value(MNK(8, 4, 4), null_windows=False), "-", 1))
        solves.append(("8x4k4, no threat makers first", cold_value(MNK(8, 4, 4), threat_makers=False), "-", 1))
        solves.append(("7x7k5 value (draw, proved here)", cold_value(MNK(7, 7, 5)), "-", 1))
    if args.skip_solves:
        solves = []
    rows = []
    for name, run, target, repeats in solves:
        answer, nodes, seconds = timed(run, repeats)
        rows.append([name, str(answer), f"{seconds:.3f}", target, f"{nodes:,}", str(repeats)])
        print(f"  {name}: {answer} in {seconds:.3f} s, {nodes:,} nodes", flush=True)
    if rows:
        header = ["solve", "answer", "median s", "target", "nodes", "runs"]
        print_table("Cold solves (new solver each run)", header, rows)

    if not args.skip_positions:
        rows = []
        boards = [(MNK(3, 3, 3), True), (MNK(4, 4, 3), True), (MNK(4, 4, 4), True), (MNK(5, 5, 4), False),
                  (MNK(5, 5, 4), True)]
        for game, book in boards:
            result = any_position(game, args.positions, args.seed, book)
            has_book = OpeningBook.shipped(game) is not None
            rows.append(
                [
                    repr(game) + (" book" if book and has_book else " no book" if not book else ""),
                    f"{result['first']:.3f}",
                    f"{result['median'] * 1000:.1f}",
                    f"{result['p99'] * 1000:.1f}",
                    f"{result['worst'] * 1000:.1f}",
                    f"{result['nodes']:,}",
                ]
            )
            print(f"  {rows[-1][0]}: worst {result['worst'] * 1000:.1f} ms", flush=True)
        print_table(
            f"best_move on {args.positions} seeded random positions, one solver per board (target: worst <= 200 ms)",
            ["board", "first move s", "median ms", "p99 ms", "worst ms", "nodes"],
            rows,
        )

        game = MNK(5, 5, 4)
        loads = []
        for _ in range(args.repeats):
            start = time.perf_counter()
            OpeningBook.load(game)
            loads.append(time.perf_counter() - start)
        print(f"\nLoading the {game!r} opening book: median {statistics.median(loads) * 1000:.0f} ms (once per session)")
        rows = []
        for stones in range(5, 11):
            result = cold_positions(game, stones, args.cold, args.seed + stones)
            rows.append(
                [
                    str(stones),
                    f"{result['book']}/{args.cold}",
                    f"{result['median'] * 1000:.1f}",
                    f"{result['p99'] * 1000:.1f}",
                    f"{result['worst'] * 1000:.1f}",
                    str(result["over"]),
                ]
            )
            print(f"  {stones} stones: worst {result['worst'] * 1000:.1f} ms", flush=True)
        print_table(
            f"A new PerfectPlayer per position on {game!r} ({args.cold} seeded random positions per row; target <= 200 ms)",
            ["stones", "from book", "median ms", "p99 ms", "worst ms", "over 200 ms"],
            rows,
        )

    if not args.skip_ablation:
        ablations: list[tuple[MNK, tuple[str, ...], int]] = [
            (MNK(4, 4, 4), TECHNIQUES, args.repeats),
            (MNK(5, 5, 4), TECHNIQUES, args.repeats),
            (MNK(7, 4, 4), ("pairing",), 1),
        ]
        if args.slow:
            ablations.append((MNK(7, 6, 5), ("pairing",), 1))
        for game, techniques, repeats in ablations:
            table = ablation(game, techniques=techniques, repeats=repeats, node_limit=3_000_000)
            rows = [
                [
                    row["technique"],
                    str(row["value"]) if row["finished"] else "gave up",
                    f"{row['seconds']:.3f}",
                    f"{row['nodes']:,}",
                ]
                for row in table
            ]
            print_table(
                f"Ablation on {game!r}: each technique off in turn (node limit 3,000,000)",
                ["off", "value", "median s", "nodes"],
                rows,
            )


if __name__ == "__main__":
    main()
