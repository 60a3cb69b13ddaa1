"""Ultimate tic-tac-toe acceptance tournament (issue 8), full size: prints the results table.

Run: ``.venv/bin/python benchmarks/bench_ultimate_tournament.py [--games 200] [--workers 2]
[--pairings mcts-random alphabeta-winblock ...]``.

Each pairing plays ``--games`` seeded games, each side moving first in half of them, with
the seat seeds of :func:`ttt_lab.arena.tournament` (game ``g`` of a pairing is seeded by
``derive_seed(seed, "board", 0, "game", g)``): the table is the one ``tournament`` would
print for that pairing, whatever ``--workers`` is. Acceptance (issue 8): MCTS with 2,000
iterations wins >= 95 % of its games against random; alpha-beta at depth 4 with
:func:`~ttt_lab.players.ultimate.ultimate_evaluation` wins >= 80 % against win-block. The tests
(``tests/test_ultimate_ai.py``) play a smaller version of the same tournament.

The last column is the median thinking time per move of the first-named player.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ttt_lab.arena import derive_seed, play_game
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import BasePlayer
from ttt_lab.players.ultimate import ultimate_player

PAIRINGS: dict[str, tuple[tuple[str, dict[str, Any]], tuple[str, dict[str, Any]], float]] = {
    # name: (player, opponent, the player's required share of wins)
    "mcts-random": (("mcts", {"iterations": 2000}), ("random", {}), 0.95),
    "alphabeta-winblock": (("alpha-beta", {"depth": 4}), ("win-block", {}), 0.80),
    "winblock-random": (("win-block", {}), ("random", {}), 0.0),
    "alphabeta-random": (("alpha-beta", {"depth": 4}), ("random", {}), 0.0),
    "mcts-winblock": (("mcts", {"iterations": 2000}), ("win-block", {}), 0.0),
    "alphabeta-mcts": (("alpha-beta", {"depth": 4}), ("mcts", {"iterations": 2000}), 0.0),
}
DEFAULT_PAIRINGS = ["mcts-random", "alphabeta-winblock"]


def _make(spec: tuple[str, dict[str, Any]]) -> BasePlayer:
    kind, options = spec
    return ultimate_player(kind, **options)


def play_one(pairing: str, seed: int, g: int) -> tuple[str | None, str, list[float]]:
    """Game ``g`` of a pairing: (winning side, the first-named player's side, its move times)."""
    first, second, _ = PAIRINGS[pairing]
    game = Ultimate()
    players = [_make(first), _make(second)]
    seats = (0, 1) if g % 2 == 0 else (1, 0)
    record = play_game(game, [players[seats[0]], players[seats[1]]], seed=derive_seed(seed, "board", 0, "game", g))
    side = game.players[seats.index(0)]
    return record.winner, side, record.seconds_per_move(seats.index(0))


def run_pairing(pairing: str, games: int, seed: int, workers: int) -> dict[str, Any]:
    start = time.perf_counter()
    outcomes = []
    pool = ProcessPoolExecutor(workers) if workers > 1 else None
    try:
        results = (pool.map(play_one, [pairing] * games, [seed] * games, range(games)) if pool is not None
                   else (play_one(pairing, seed, g) for g in range(games)))
        for g, outcome in enumerate(results):
            outcomes.append(outcome)
            # One line per game on stderr: a long run can be watched, and read if cut short.
            print(f"{pairing} game {g}: {outcome[1]} = first-named player, winner {outcome[0]}",
                  file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    wins = sum(winner == side for winner, side, _ in outcomes)
    draws = sum(winner is None for winner, _, _ in outcomes)
    as_x = [(winner, side) for winner, side, _ in outcomes if side == "X"]
    times = [t for _, _, ts in outcomes for t in ts]
    first, second, required = PAIRINGS[pairing]
    return {
        "pairing": f"{_make(first).name} vs {_make(second).name}",
        "games": games, "wins": wins, "draws": draws, "losses": games - wins - draws,
        "wins_as_x": sum(w == s for w, s in as_x), "games_as_x": len(as_x),
        "win_share": wins / games, "required": required,
        "median_move_s": statistics.median(times) if times else float("nan"),
        "minutes": (time.perf_counter() - start) / 60,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per pairing (even)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="processes playing games in parallel")
    parser.add_argument("--pairings", nargs="+", default=DEFAULT_PAIRINGS, choices=sorted(PAIRINGS))
    args = parser.parse_args()
    if args.games < 2 or args.games % 2:
        parser.error("--games must be an even number >= 2")
    print(f"Ultimate tournament: {args.games} games per pairing, seed {args.seed}, {args.workers} worker(s)\n")
    header = (f"{'pairing':<44} {'games':>5} {'wins':>5} {'draws':>5} {'losses':>6} {'wins as X':>10}"
              f" {'win %':>6} {'needs':>6} {'ok':>3} {'median move':>12} {'minutes':>8}")
    print(header)
    for pairing in args.pairings:
        row = run_pairing(pairing, args.games, args.seed, args.workers)
        ok = "yes" if row["win_share"] >= row["required"] else "NO"
        print(f"{row['pairing']:<44} {row['games']:>5} {row['wins']:>5} {row['draws']:>5} {row['losses']:>6}"
              f" {row['wins_as_x']:>4}/{row['games_as_x']:<5} {100 * row['win_share']:>6.1f}"
              f" {100 * row['required']:>5.0f}% {ok:>3} {1000 * row['median_move_s']:>9.2f} ms"
              f" {row['minutes']:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
