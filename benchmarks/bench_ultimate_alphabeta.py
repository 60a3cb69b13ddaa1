"""What the ``"alpha-beta+"`` AI's search gets from a move order and from a faster evaluation,
on a fixed set of Ultimate positions (issue 31): medians, as tables.

Run: ``.venv/bin/python benchmarks/bench_ultimate_alphabeta.py [--positions N] [--depth D]
[--seconds S] [--repeat R] [--match G --seed K]``.

The positions: every 6th position (plies 6 to 48) of seeded games of depth-3 alpha-beta
with the evaluation against itself after 4 random opening moves (positions that hold the
threats of a real game, unlike random play's), unfinished ones only.

- evaluations per CPU second: :func:`~ttt_lab.players.ultimate.ultimate_evaluation` over
  the positions and all their children (median of ``--repeat`` passes);
- nodes to a fixed depth: :func:`~ttt_lab.search.iterative_deepening` to ``--depth`` plies
  (as the player searches: one table, the last iteration's best moves first), per move order;
  the median nodes over the positions, the median ratio to no order, the median CPU seconds
  and the nodes per CPU second over all of them;
- depth reached in a fixed time: iterative deepening with ``--seconds`` (a fresh table, no
  table kept from an earlier move as the player has), per move order: the median depth of
  the deepest finished iteration and the median nodes/s;
- with ``--match G``: G games of a :class:`~ttt_lab.players.anytime.DeepeningPlayer` with
  ``ultimate_order`` against one without, ``--seconds`` a move each (:func:`head_to_head`).

Times are of one core of the project's shared 2-core machine: noisy, so compare the rows of
one run (the configurations run side by side, position by position). The fixed-work figures
count CPU seconds (``time.process_time``), which waiting for a core does not inflate; the
fixed-time ones are wall-clock, as a move's budget is.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.arena import play_game
from ttt_lab.bench import score_interval
from ttt_lab.games.ultimate import Ultimate, UltimateState
from ttt_lab.players import BasePlayer
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.searching import HeuristicPlayer
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import Budget, iterative_deepening
from ttt_lab.search.ultimate_order import ultimate_order

GAME = Ultimate()
OPENING_PLIES = 4
"""Seeded random moves each head-to-head pair of games starts from."""
ORDERS: dict[str, Callable[..., Any] | None] = {"none (row-major)": None, "ultimate_order": ultimate_order}


def positions(count: int, seed: int = 0) -> list[UltimateState]:
    """``count`` unfinished positions (every 6th ply, 6 to 48) from seeded games of depth-3
    alpha-beta with the evaluation against itself, after 4 random opening moves."""
    found: list[UltimateState] = []
    game_seed = seed
    while len(found) < count:
        opener = random.Random(game_seed)
        player = HeuristicPlayer(3, ultimate_evaluation, seed=game_seed)
        state = GAME.initial_state()
        ply = 0
        while not GAME.is_terminal(state) and len(found) < count:
            if ply and ply % 6 == 0 and ply <= 48:
                found.append(state)
            moves = GAME.actions(state)
            state = GAME.result(state, opener.choice(moves) if ply < 4 else player.choose(GAME, state))
            ply += 1
        game_seed += 1
    return found


def evaluation_rate(states: list[UltimateState], repeat: int) -> tuple[float, int]:
    """Median evaluations/s over ``states`` and their children, and how many were evaluated."""
    batch = [child for s in states for child in (GAME.result(s, m) for m in GAME.actions(s))
             if not GAME.is_terminal(child)] + states
    rates = []
    for _ in range(repeat):
        start = time.process_time()
        for s in batch:
            ultimate_evaluation(s)
        rates.append(len(batch) / (time.process_time() - start))
    return statistics.median(rates), len(batch)


class DepthLog:
    """A player that notes the depth of each search it makes (the player it wraps decides)."""

    def __init__(self, player: BasePlayer) -> None:
        self.player, self.name, self.depths = player, player.name, []  # type: ignore[var-annotated]

    def reset(self, seed: int | None = None) -> None:
        self.player.reset(seed)

    def choose(self, game: Any, state: Any) -> Any:
        decision = self.player.decide(game, state)
        self.depths.append(decision.search.depth if decision.search is not None else 0)
        return decision.move


def head_to_head(new: BasePlayer, old: BasePlayer, seconds: float, games: int, seed: int) -> dict[str, Any]:
    """``games`` games of ``new`` against ``old``, in pairs: each pair starts from the same
    :data:`OPENING_PLIES` seeded random moves, ``new`` playing X in one game and O in the
    other (two deterministic searches would otherwise replay one game). Scores are ``new``'s."""
    wins = draws = losses = 0
    ratios: list[float] = []
    logged = {"new": DepthLog(new), "old": DepthLog(old)}
    for number in range(games):
        opener = random.Random(seed * 10_000 + number // 2)
        start = GAME.initial_state()
        for _ in range(OPENING_PLIES):
            start = GAME.result(start, opener.choice(GAME.actions(start)))
        seat = number % 2
        seats = [logged["new"], logged["old"]] if seat == 0 else [logged["old"], logged["new"]]
        record = play_game(GAME, seats, seed=seed * 10_000 + number, start=start)
        ratios += [spent / seconds for spent in record.seconds_per_move(seat)]
        if record.winner is None:
            draws += 1
        elif record.winner == GAME.players[seat]:
            wins += 1
        else:
            losses += 1
        print(f"  game {number + 1}: {new.name} as {GAME.players[seat]}: W-D-L {wins}-{draws}-{losses}", flush=True)
    score = (wins + draws / 2) / games
    ratios.sort()
    return {"wins": wins, "draws": draws, "losses": losses, "score": score, "interval": score_interval(score, games),
            "p99": ratios[min(len(ratios) - 1, int(0.99 * len(ratios)))], "max": ratios[-1],
            "over": sum(ratio > 1.1 for ratio in ratios), "moves": len(ratios),
            "depth": statistics.median(logged["new"].depths), "old depth": statistics.median(logged["old"].depths)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--depth", type=int, default=5, help="plies of the fixed-depth searches")
    parser.add_argument("--seconds", type=float, default=0.25, help="time per move of the fixed-time searches")
    parser.add_argument("--repeat", type=int, default=5, help="passes of the evaluation timing")
    parser.add_argument("--skip", action="append", default=[], choices=["eval", "depth", "time"])
    parser.add_argument("--match", type=int, default=0,
                        help="then this many games (even) of ultimate_order against no order at --seconds a move")
    parser.add_argument("--seed", type=int, default=0, help="the match's seed")
    args = parser.parse_args()
    states = positions(args.positions)
    print(f"{len(states)} positions (plies {min(s.stones for s in states)}-{max(s.stones for s in states)})")

    if "eval" not in args.skip:
        rate, count = evaluation_rate(states, args.repeat)
        print(f"\nultimate_evaluation: {rate:,.0f} evaluations per CPU second (median of {args.repeat} passes over"
              f" {count:,} positions)")

    if "depth" not in args.skip:
        nodes: dict[str, list[int]] = {name: [] for name in ORDERS}
        seconds: dict[str, list[float]] = {name: [] for name in ORDERS}
        for state in states:
            for name, order in ORDERS.items():
                started = time.process_time()
                result = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=args.depth,
                                             order=order)
                nodes[name].append(result.nodes)
                seconds[name].append(time.process_time() - started)
        base = nodes[next(iter(ORDERS))]
        print(f"\nnodes of iterative deepening to depth {args.depth} (median over the positions)")
        print(f"{'order':<20} {'nodes':>9} {'ratio to none':>14} {'CPU s':>8} {'nodes per CPU s':>16}")
        for name in ORDERS:
            ratio = statistics.median(n / b for n, b in zip(nodes[name], base, strict=True))
            rate = sum(nodes[name]) / sum(seconds[name])
            print(f"{name:<20} {statistics.median(nodes[name]):>9,.0f} {ratio:>14.2f}"
                  f" {statistics.median(seconds[name]):>8.3f} {rate:>16,.0f}")

    if "time" not in args.skip:
        depths: dict[str, list[int]] = {name: [] for name in ORDERS}
        rates: dict[str, list[float]] = {name: [] for name in ORDERS}
        for state in states:
            for name, order in ORDERS.items():
                result = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, order=order,
                                             budget=Budget(seconds=args.seconds))
                depths[name].append(result.depth or 0)
                rates[name].append(result.nodes / result.seconds)
        print(f"\ndepth reached in {args.seconds:g} s (fresh table; median over the positions)")
        print(f"{'order':<20} {'depth':>6} {'mean depth':>11} {'nodes/s':>8}")
        for name in ORDERS:
            print(f"{name:<20} {statistics.median(depths[name]):>6} {statistics.mean(depths[name]):>11.2f}"
                  f" {statistics.median(rates[name]):>8,.0f}")


    if args.match:
        print(f"\nhead-to-head at {args.seconds:g} s a move, {args.match} games (pairs from the same"
              f" {OPENING_PLIES} random moves, colours swapped), seed {args.seed}")
        new = DeepeningPlayer(args.seconds, ultimate_evaluation, seed=args.seed, order=ultimate_order,
                              name="ultimate_order")
        old = DeepeningPlayer(args.seconds, ultimate_evaluation, seed=args.seed + 1, name="no order")
        row = head_to_head(new, old, args.seconds, args.match, args.seed)
        low, high = row["interval"]
        print(f"ultimate_order vs no order: W-D-L {row['wins']}-{row['draws']}-{row['losses']}, score"
              f" {row['score']:.2f} [{low:.2f}, {high:.2f}]; median depth {row['depth']} vs {row['old depth']};"
              f" time p99 {row['p99']:.2f}x, max {row['max']:.2f}x, over 1.1x: {row['over']} of {row['moves']}")


if __name__ == "__main__":
    main()
