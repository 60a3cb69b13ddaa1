"""Player benchmarks (issue 4): time per move of each level, and MCTS iterations per second.

Run: ``.venv/bin/python benchmarks/bench_players.py [--games N] [--repeat N]``.

Each level's AI (a fresh player, so its tables start cold) plays ``--games`` seeded games
against a random mover on 3x3 and on 4x4 (three in a row), half of them moving first; the
table shows the median and the slowest of its thinking times per move (the slowest is
usually the first move, before the tables are warm). Medians are what a student waits for;
targets are goals to report, never test assertions.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.arena import play_game
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import LEVELS, HardAI, MCTSPlayer, RandomPlayer, player_for_level
from ttt_lab.search.mcts import mcts


def move_times(make: Callable[[], Any], game: MNK, games: int) -> list[float]:
    """The AI's thinking time for every move it made in ``games`` games against a random mover."""
    player = make()
    times: list[float] = []
    for g in range(games):
        seats = [player, RandomPlayer()] if g % 2 == 0 else [RandomPlayer(), player]
        record = play_game(game, seats, seed=g)
        times += record.seconds_per_move(seats.index(player))
    return times


def shown(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    boards = [TicTacToe(), MNK(4, 4, 3)]
    entrants: list[tuple[str, Callable[[], Any]]] = [
        (f"{n} {LEVELS[n].title}", lambda n=n: player_for_level(n, seed=n)) for n in LEVELS  # type: ignore[misc]
    ]
    entrants += [("HardAI preset", HardAI), ("MCTS(1000)", lambda: MCTSPlayer(1000, seed=0))]

    print(f"time per move against a random mover, {args.games} games per board (median / slowest)")
    width = max(len(name) for name, _ in entrants)
    print(f"{'player'.ljust(width)}  " + "  ".join(f"{b!r:>22}" for b in boards))
    for name, make in entrants:
        cells = []
        for board in boards:
            times = move_times(make, board, args.games)
            cells.append(f"{shown(statistics.median(times))} / {shown(max(times))}")
        print(f"{name.ljust(width)}  " + "  ".join(f"{c:>22}" for c in cells))

    print("\nMCTS iterations per second (median of --repeat searches of 2,000 iterations from the start)")
    for game in (TicTacToe(), MNK(4, 4, 3), MNK(5, 5, 4), Ultimate()):
        rates = []
        for seed in range(args.repeat):
            start = time.perf_counter()
            result = mcts(game, game.initial_state(), iterations=2000, seed=seed)
            rates.append(result.stats["iterations"] / (time.perf_counter() - start))
        target = "   target >= 20,000 /s" if game == TicTacToe() else ""
        print(f"  {game!r:>16}: {statistics.median(rates):>9,.0f} /s{target}")


if __name__ == "__main__":
    main()
