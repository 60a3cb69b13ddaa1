"""Does the ``"alpha-beta+"`` Ultimate AI keep its time budget on a loaded machine? (issue 31)

Run: ``.venv/bin/python benchmarks/bench_ultimate_budget.py [--seconds S] [--moves N] [--load K]
[--nice N] [--seed K]``

Plays ``"alpha-beta+"`` against itself from seeded 4-move openings, ``--seconds`` a move, with
``--load`` busy loops (``python -c "while 1: pass"``, at nice 0) beside it to make the process
wait for a core, and itself at ``--nice`` (a process at nice 5 waits longer). Games alternate
between two settings of the clock, so both meet the same load:

- ``stall kept back``: the searches stop once the time left is shorter than the longest recent
  stretch between two looks at the clock (:data:`~ttt_lab.search.budget.STALLS`), the default;
- ``deadline only``: :data:`~ttt_lab.search.budget.STALL_SHARE` set to 0, the clock of before.

For each it prints the moves, time / budget (median, p99, max), the moves over 1.05x and 1.1x
and the median depth of the deepest finished iteration; then the longest stretches between two
looks at the clock, wall-clock against CPU time (waiting for a core, not work), and the load
average at the end.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

import ttt_lab.search.budget as budget_module
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players.ultimate import ultimate_player

GAME = Ultimate()
OPENING_MOVES = 4
SETTINGS = {"stall kept back": budget_module.STALL_SHARE, "deadline only": 0.0}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


class StretchWatch:
    """Wraps :meth:`Meter.check` to record each stretch between two looks at the clock:
    (wall seconds, CPU seconds of this thread)."""

    def __init__(self) -> None:
        self.stretches: list[tuple[float, float]] = []
        self._check = budget_module.Meter.check
        watch = self

        def check(meter: Any, nodes: int) -> None:
            now, cpu = time.perf_counter(), time.thread_time()
            last = getattr(meter, "_watch_last", None)
            if last is not None:
                watch.stretches.append((now - last[0], cpu - last[1]))
            meter._watch_last = (now, cpu)
            watch._check(meter, nodes)

        budget_module.Meter.check = check  # type: ignore[method-assign]

    def close(self) -> None:
        budget_module.Meter.check = self._check  # type: ignore[method-assign]


def play_moves(seconds: float, moves: int, seed: int) -> dict[str, dict[str, list[float]]]:
    """Self-play until ``moves`` moves per setting, the settings alternating game by game."""
    rows: dict[str, dict[str, list[float]]] = {name: {"ratios": [], "depths": []} for name in SETTINGS}
    rng = random.Random(seed)
    game_number = 0
    while min(len(row["ratios"]) for row in rows.values()) < moves:
        name = list(SETTINGS)[game_number % len(SETTINGS)]
        budget_module.STALL_SHARE = SETTINGS[name]
        players = [ultimate_player("alpha-beta+", seed + game_number, seconds=seconds) for _ in range(2)]
        state = GAME.initial_state()
        for _ in range(OPENING_MOVES):
            state = GAME.result(state, rng.choice(GAME.actions(state)))
        ply = 0
        while not GAME.is_terminal(state) and len(rows[name]["ratios"]) < moves:
            started = time.perf_counter()
            decision = players[ply % 2].decide(GAME, state)
            rows[name]["ratios"].append((time.perf_counter() - started) / seconds)
            rows[name]["depths"].append(decision.search.depth or 0 if decision.search else 0)
            state = GAME.result(state, decision.move)
            ply += 1
        game_number += 1
    budget_module.STALL_SHARE = SETTINGS["stall kept back"]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--moves", type=int, default=300, help="moves per setting")
    parser.add_argument("--load", type=int, default=2, help="busy loops beside the games")
    parser.add_argument("--nice", type=int, default=0, help="the games' own niceness")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    busy = [subprocess.Popen([sys.executable, "-c", "while 1: pass"]) for _ in range(args.load)]
    os.nice(args.nice)
    watch = StretchWatch()
    try:
        rows = play_moves(args.seconds, args.moves, args.seed)
    finally:
        watch.close()
        for process in busy:
            process.kill()
    print(f"alpha-beta+ self-play at {args.seconds:g} s a move, {args.load} busy loops beside it, nice {args.nice}")
    print(f"{'clock':<16} {'moves':>5} {'median':>7} {'p99':>6} {'max':>6} {'>1.05x':>6} {'>1.1x':>5} {'depth':>5}")
    for name, row in rows.items():
        ratios = row["ratios"]
        print(f"{name:<16} {len(ratios):>5} {statistics.median(ratios):>6.3f}x {percentile(ratios, 0.99):>5.3f}x"
              f" {max(ratios):>5.3f}x {sum(r > 1.05 for r in ratios):>6} {sum(r > 1.1 for r in ratios):>5}"
              f" {statistics.median(row['depths']):>5g}")
    longest = sorted(watch.stretches, reverse=True)[:5]
    print("longest stretches between two looks at the clock (wall / CPU ms):",
          ", ".join(f"{wall * 1000:.0f} / {cpu * 1000:.1f}" for wall, cpu in longest))
    print("load average at the end:", os.getloadavg())


if __name__ == "__main__":
    main()
