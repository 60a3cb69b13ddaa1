"""Cat and Mice benchmarks (issue 9): the exact solve from the start, perfect players' moves, the engine.

Run: ``.venv/bin/python benchmarks/bench_cat_mice.py [--repeat N] [--all-starts] [--games G]``.

Prints a table of medians over ``N`` runs, and a second table of the perfect mice's thinking
time per move in ``G`` seeded games against each kind of cat: the first move of the first
game (which proves the game and fills the shared table), and the median and slowest of all
later moves (mostly table hits). The target (issue 9) is the full solve from the
standard start in <= 3 s on the project's 2-core machine; it is a goal to report, never a
test assertion. The proof itself (the mice win) is a test in ``tests/test_cat_mice.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.arena import play_game
from ttt_lab.games.cat_mice import CatAndMice, CatMiceState, evaluate
from ttt_lab.players.cat_mice import CAT_MICE_LEVELS, cat_mice_player, perfect_player
from ttt_lab.search import TranspositionTable, alphabeta, given_order, solve


def median_seconds(run: Callable[[], Any], repeat: int) -> tuple[float, float, Any]:
    """Median wall-clock and median CPU seconds of ``repeat`` runs, and the last result.

    The machine is shared: when other jobs load it, the CPU time is the steadier figure.
    """
    wall, cpu, result = [], [], None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = run()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(wall), statistics.median(cpu), result


def sample_states(game: CatAndMice, games: int, seed: int) -> list[CatMiceState]:
    """The non-terminal states of ``games`` seeded random games."""
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = game.initial_state()
        while not game.is_terminal(state):
            states.append(state)
            state = game.result(state, rng.choice(game.actions(state)))
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--all-starts", action="store_true", help="also solve from the other 3 cat starts")
    parser.add_argument("--games", type=int, default=200, help="games per cat level for the perfect mice's move times")
    args = parser.parse_args()
    repeat = args.repeat
    game = CatAndMice()
    start = game.initial_state()
    rows: list[tuple[str, ...]] = []

    def add(name: str, run: Callable[[], Any], target: str = "", times: int = repeat) -> None:
        seconds, cpu, result = median_seconds(run, times)
        value = getattr(result, "value", "")
        nodes = getattr(result, "nodes", "")
        rows.append(
            (name, f"{seconds:.3f} s", f"{cpu:.3f} s", f"{nodes:,}" if nodes != "" else "", str(value), target)
        )

    add("solve(CatAndMice(), start)  [ordered_actions]", lambda: solve(game, start), "<= 3 s")
    add(
        "solve(..., quick_wins=True)  [perfect players]",
        lambda: solve(game, start, quick_wins=True),
        times=max(1, repeat // 3),
    )
    add(
        "alphabeta + table, plain actions order",
        lambda: alphabeta(game, start, order=given_order, table=TranspositionTable()),
        times=max(1, repeat // 3),
    )
    if args.all_starts:
        for col in (1, 5, 7):
            other = CatAndMice(cat_start=(0, col))
            add(f"solve(CatAndMice(cat_start=(0, {col})), start)", lambda o=other: solve(o, o.initial_state()))

    states = sample_states(game, 200, seed=1)
    moves = [game.actions(s)[0] for s in states]
    per_call: list[tuple[str, Callable[[], Any]]] = [
        ("actions", lambda: [game.actions(s) for s in states]),
        ("ordered_actions", lambda: [game.ordered_actions(s) for s in states]),
        ("result", lambda: [game.result(s, m) for s, m in zip(states, moves, strict=True)]),
        ("key", lambda: [game.key(s) for s in states]),
        ("evaluate", lambda: [evaluate(s) for s in states]),
    ]
    for name, run in per_call:
        seconds, cpu, _ = median_seconds(run, repeat)
        per = len(states) / 1e6
        rows.append(
            (f"{name} per call ({len(states):,} random states)", f"{seconds / per:.2f} µs", f"{cpu / per:.2f} µs")
            + ("",) * 3
        )

    print_table(("case", "median wall", "median cpu", "nodes", "value", "target"), rows)
    print()
    print_table(
        ("perfect mice vs cat level", "games", "mice won", "first move", "later moves: median", "slowest", "total"),
        perfect_mice_move_times(game, args.games),
    )


def perfect_mice_move_times(game: CatAndMice, games: int) -> list[tuple[str, ...]]:
    """The perfect mice's seconds per move against each level as the cat, from a cold table."""
    mice = perfect_player(seed=0, shared=False)  # its own table: the first move starts cold
    rows = []
    for level in sorted(CAT_MICE_LEVELS):
        cat = cat_mice_player(level, seed=level)
        times: list[float] = []
        won = 0
        began = time.perf_counter()
        for seed in range(games):
            record = play_game(game, [cat, mice], seed=seed)
            times.extend(record.seconds_per_move(1))
            won += record.winner == "mice"
        total = time.perf_counter() - began
        first, later = times[0], times[1:]
        rows.append((
            cat.name, str(games), str(won), f"{first:.2f} s", f"{statistics.median(later) * 1e3:.2f} ms",
            f"{max(later):.2f} s", f"{total:.1f} s",
        ))
    return rows


def print_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    for row in [header, tuple("-" * w for w in widths), *rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))


if __name__ == "__main__":
    main()
