"""How long an AI keeps a board waiting: the worst reply of every level on every board.

Run: ``.venv/bin/python benchmarks/bench_ai_replies.py [--games N]``.

For each board of the board menu, and the big custom boards 7x7 and 9x9 with k=5, each level
plays ``--games`` seeded games against a random mover (on the big boards, the first six AI
moves of each game) with a fresh player, as a board widget would; then Ultimate's AIs and the
Cat and Mice levels. The table gives the median and the worst seconds per move and how many
moves fell back (perfect play or the full look-ahead did not fit in the budget). Target: no
reply over about 2 s on any board. Figures are reported, never asserted in tests.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from ttt_lab.games import MNK, CatAndMice, Ultimate
from ttt_lab.players import LEVELS, RandomPlayer, player_for_level
from ttt_lab.players.base import decision_of
from ttt_lab.players.cat_mice import CAT_MICE_LEVELS, cat_mice_player
from ttt_lab.players.ultimate import ULTIMATE_AIS, ultimate_player
from ttt_lab.widgets import BOARDS


def replies(game: Any, make: Any, games: int, max_moves: int | None) -> tuple[list[float], int]:
    """Seconds of each AI move over ``games`` games against a random mover, and the fallbacks."""
    times, fallbacks = [], 0
    for seed in range(games):
        ai, other = make(seed), RandomPlayer(seed)
        state, ai_moves = game.initial_state(), 0
        ai_side = game.players[seed % 2]
        while not game.is_terminal(state) and (max_moves is None or ai_moves < max_moves):
            if game.to_move(state) == ai_side:
                start = time.perf_counter()
                decision = decision_of(ai, game, state)
                times.append(time.perf_counter() - start)
                fallbacks += decision.reason == "fallback"
                ai_moves += 1
            else:
                decision = decision_of(other, game, state)
            state = game.play(state, decision.move)
    return times, fallbacks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2)
    games = parser.parse_args().games
    rows = []
    boards = [(label, game, None) for label, game in BOARDS.items()]
    boards += [("7x7 k=5", MNK(7, 7, 5), 6), ("9x9 k=5", MNK(9, 9, 5), 6)]
    for label, game, cap in boards:
        for number in sorted(LEVELS):
            times, fallbacks = replies(game, lambda seed, n=number: player_for_level(n, seed), games, cap)
            rows.append((label, f"level {number}", times, fallbacks))
            print(f"  {label} level {number}: worst {max(times):.2f} s", flush=True)
    for kind in ULTIMATE_AIS:
        times, fallbacks = replies(Ultimate(), lambda seed, k=kind: ultimate_player(k, seed), games, 30)
        rows.append(("Ultimate", kind, times, fallbacks))
    for number in sorted(CAT_MICE_LEVELS):
        times, fallbacks = replies(CatAndMice(), lambda seed, n=number: cat_mice_player(n, seed), games, None)
        rows.append(("Cat and Mice", f"level {number}", times, fallbacks))
    print(f"\n{'board':<14}{'AI':<12}{'moves':>6}{'median s':>10}{'worst s':>9}{'fell back':>11}")
    for label, who, times, fallbacks in rows:
        print(f"{label:<14}{who:<12}{len(times):>6}{statistics.median(times):>10.3f}{max(times):>9.2f}{fallbacks:>11}")
    print(f"\nworst reply anywhere: {max(max(times) for *_, times, _ in rows):.2f} s (target: about 2 s at most)")


if __name__ == "__main__":
    main()
