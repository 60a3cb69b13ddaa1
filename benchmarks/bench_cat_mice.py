"""Cat and Mice benchmarks (issues 9 and 17): the retrograde table (load, build, perfect moves),
the alpha-beta proof, perfect players' moves, the engine.

Run: ``.venv/bin/python benchmarks/bench_cat_mice.py [--repeat N] [--all-starts] [--games G] [--skip-build]``.

The first table times the two ways issue 17 names to have every position's value at hand:
loading the table the package ships (``ttt_lab/data/``) in a fresh process, against
building it with :func:`ttt_lab.search.retrograde` on first use; then the perfect mice's
first move in a fresh process (target <= 0.1 s, the table load reported separately, target
<= 1 s). The second table is the older one: solves, the alpha-beta proof from the start
(issue 9's target, <= 3 s) and the engine's calls. The last table is the perfect mice's
thinking time per move in ``G`` seeded games against each kind of cat. Targets are goals to
report, never test assertions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.arena import play_game
from ttt_lab.games.cat_mice import CatAndMice, CatMiceState, evaluate
from ttt_lab.players.cat_mice import CAT_MICE_LEVELS, cat_mice_player, perfect_player
from ttt_lab.search import TranspositionTable, alphabeta, given_order, retrograde, solve
from ttt_lab.search.ordering import game_order

FRESH_PROCESS = """
import time
start = time.perf_counter()
from ttt_lab.games.cat_mice import CatAndMice
from ttt_lab.players.cat_mice import perfect_player
from ttt_lab.search.retrograde import shipped_table
imported = time.perf_counter()
game = CatAndMice()
shipped_table(game)
loaded = time.perf_counter()
state = game.result(game.initial_state(), ((0, 3), (1, 4)))
perfect_player(seed=0).decide(game, state)
moved = time.perf_counter()
print(imported - start, loaded - imported, moved - loaded)
"""
"""Times, in a new interpreter: the imports, the table load, the perfect mice's first move."""


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


def fresh_process_times(repeat: int) -> list[tuple[float, float, float]]:
    """(imports, table load, first move) in seconds, each in a new interpreter."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", FRESH_PROCESS], capture_output=True, text=True, check=True)
        imports, load, first_move = (float(word) for word in out.stdout.split())
        runs.append((imports, load, first_move))
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--all-starts", action="store_true", help="also prove the other 3 cat starts")
    parser.add_argument("--games", type=int, default=200, help="games per cat level for the perfect mice's move times")
    parser.add_argument("--skip-build", action="store_true", help="do not time the retrograde build (about 15 s)")
    args = parser.parse_args()
    repeat = args.repeat
    game = CatAndMice()
    start = game.initial_state()

    fresh = fresh_process_times(repeat)
    table_rows = [
        ("table load, fresh process (shipped_table)", f"{statistics.median(r[1] for r in fresh) * 1e3:.1f} ms",
         f"{min(r[1] for r in fresh) * 1e3:.1f} ms", "<= 1 s"),
        ("perfect mice's first move after the load", f"{statistics.median(r[2] for r in fresh) * 1e3:.1f} ms",
         f"{min(r[2] for r in fresh) * 1e3:.1f} ms", "<= 0.1 s"),
        ("imports before it (games, players, search)", f"{statistics.median(r[0] for r in fresh) * 1e3:.1f} ms",
         f"{min(r[0] for r in fresh) * 1e3:.1f} ms", ""),
    ]
    state = game.result(start, ((0, 3), (1, 4)))
    warm = [perfect_player(seed=s).decide(game, state).search for s in range(repeat * 20)]
    table_rows.append(("perfect move, table loaded (median of fresh players)",
                       f"{statistics.median(r.seconds for r in warm if r) * 1e3:.2f} ms",
                       f"{min(r.seconds for r in warm if r) * 1e3:.2f} ms", ""))
    if not args.skip_build:
        began = time.perf_counter()
        built = retrograde(game)
        seconds = time.perf_counter() - began
        table_rows.append((f"retrograde(CatAndMice()): build on first use, {len(built):,} positions",
                           f"{seconds:.1f} s", "(one run)", "a few s"))
    print_table(("the retrograde table", "median", "best", "target"), table_rows)
    print()

    rows: list[tuple[str, ...]] = []

    def add(name: str, run: Callable[[], Any], target: str = "", times: int = repeat) -> None:
        seconds, cpu, result = median_seconds(run, times)
        value = getattr(result, "value", "")
        nodes = getattr(result, "nodes", "")
        rows.append(
            (name, f"{seconds:.3f} s", f"{cpu:.3f} s", f"{nodes:,}" if nodes != "" else "", str(value), target)
        )

    add("solve(CatAndMice(), start)  [the table]", lambda: solve(game, start, quick_wins=True))

    def proof(g: CatAndMice) -> Any:
        return alphabeta(g, g.initial_state(), order=game_order, table=TranspositionTable(), alpha=-1, beta=1)

    add("alpha-beta proof, table + ordered_actions", lambda: proof(game), "<= 3 s")
    add(
        "alpha-beta + quick wins (the old perfect players)",
        lambda: alphabeta(game, start, order=game_order, table=TranspositionTable(), quick_wins=True),
        times=max(1, repeat // 3),
    )
    add(
        "alpha-beta + table, plain actions order",
        lambda: alphabeta(game, start, order=given_order, table=TranspositionTable()),
        times=max(1, repeat // 3),
    )
    if args.all_starts:
        for col in (1, 5, 7):
            other = CatAndMice(cat_start=(0, col))
            add(f"alpha-beta proof, CatAndMice(cat_start=(0, {col}))", lambda o=other: proof(o))

    states = sample_states(game, 200, seed=1)
    moves = [game.actions(s)[0] for s in states]
    per_call: list[tuple[str, Callable[[], Any]]] = [
        ("actions", lambda: [game.actions(s) for s in states]),
        ("ordered_actions", lambda: [game.ordered_actions(s) for s in states]),
        ("result", lambda: [game.result(s, m) for s, m in zip(states, moves, strict=True)]),
        ("key", lambda: [game.key(s) for s in states]),
        ("position_index", lambda: [game.position_index(s) for s in states]),
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
    """The perfect mice's seconds per move against each level as the cat (the table already loaded)."""
    mice = perfect_player(seed=0)
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
            cat.name, str(games), str(won), f"{first * 1e3:.2f} ms", f"{statistics.median(later) * 1e3:.2f} ms",
            f"{max(later) * 1e3:.2f} ms", f"{total:.1f} s",
        ))
    return rows


def print_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    for row in [header, tuple("-" * w for w in widths), *rows]:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))


if __name__ == "__main__":
    main()
