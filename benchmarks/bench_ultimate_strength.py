"""How strong is each MCTS enhancement on Ultimate, and the top level? Games against plain UCT at equal time (issue 31).

Run: ``.venv/bin/python benchmarks/bench_ultimate_strength.py [--seconds S] [--games G] [--config NAME ...]``

Each configuration of :class:`~ttt_lab.players.ultimate.EnhancedMCTSPlayer` plays ``--games``
games against the fixed reference, our own plain UCT (:class:`~ttt_lab.players.MCTSPlayer`,
uniform playouts, ``c = sqrt(2)``), both with ``--seconds`` per move, colours alternating,
one process, one game after the other (so both sides share the machine's load). It prints
W-D-L from the configuration's side with the score (a draw counts half) and its 95% Wilson
interval, then the configuration's iterations per second in the opening (the empty grid)
and how its move times kept to the budget. With no ``--config`` it runs the ablation: every
switch alone, then all together (``"best"``, the ``"mcts+"`` preset), then the top Ultimate
level, ``"alpha-beta+"`` (not MCTS: iterative deepening alpha-beta with the evaluation, the
:class:`~ttt_lab.players.anytime.DeepeningPlayer`; its rate column counts alpha-beta nodes).

Configurations (``--config``): ``plain`` (the enhanced player with every switch off: a check
that the harness is fair, expect about 0.5), ``solver``, ``decisive``, ``reuse``, ``prior``,
``solver+reuse``, ``cutoff`` (early playout termination at once, ``cutoff=0``, with the
small exploration constant its shares of a win need, ``c = 0.2``), ``cutoff+minimax``
(and implicit minimax backups, weight 0.4), ``cutoff+mixing`` (and a whole random playout
weighing 0.3 beside each evaluation, ``c = 0.3``), ``best``
(:data:`~ttt_lab.players.ultimate.BEST_MCTS_OPTIONS`), and ``alpha-beta+``.

Timings and results are from the project's shared 2-core machine: noisy; compare rows of one
run, and read the intervals.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from ttt_lab.arena import play_game
from ttt_lab.bench import score_interval
from ttt_lab.games.ultimate import Ultimate
from ttt_lab.players import BasePlayer, MCTSPlayer
from ttt_lab.players.ultimate import (
    BEST_MCTS_OPTIONS,
    EnhancedMCTSPlayer,
    ultimate_evaluation,
    ultimate_player,
)
from ttt_lab.search import Budget, iterative_deepening
from ttt_lab.search.mcts import DEFAULT_EXPLORATION, mcts

GAME = Ultimate()

OFF: dict[str, Any] = {"exploration": DEFAULT_EXPLORATION, "solver": False, "decisive": False, "prior": None,
                       "reuse": False, "cutoff": None, "minimax": 0.0,
                       "mixing": 0.0}
PRIOR_WEIGHT = 3.0  # the prior's weight in its row (the best of 1, 3 and 10 in earlier runs)
CUTOFF_EXPLORATION = 0.2  # UCT's c for evaluated playouts: their shares of a win lie close to 1/2
CONFIGS: dict[str, dict[str, Any]] = {
    "plain": OFF,
    "solver+reuse": {**OFF, "solver": True, "reuse": True},
    "solver": {**OFF, "solver": True},
    "decisive": {**OFF, "decisive": True},
    "reuse": {**OFF, "reuse": True},
    "prior": {**OFF, "prior": ultimate_evaluation, "prior_weight": PRIOR_WEIGHT},
    "cutoff": {**OFF, "cutoff": 0, "exploration": CUTOFF_EXPLORATION},
    "cutoff+minimax": {**OFF, "cutoff": 0, "exploration": CUTOFF_EXPLORATION, "minimax": 0.4},
    "cutoff+mixing": {**OFF, "cutoff": 0, "exploration": 0.3, "mixing": 0.3},
    "best": dict(BEST_MCTS_OPTIONS),
}
ALPHA_BETA_PLUS = "alpha-beta+"  # the top level: not an MCTS configuration


def opening_rate(name: str, seconds: float) -> float:
    """Iterations per second of one search from the empty grid (alpha-beta nodes for alpha-beta+)."""
    if name == ALPHA_BETA_PLUS:
        deepened = iterative_deepening(GAME, GAME.initial_state(), evaluate=ultimate_evaluation,
                                       budget=Budget(seconds=seconds))
        return deepened.nodes / deepened.seconds
    search = {key: value for key, value in CONFIGS[name].items() if key != "reuse"}
    result = mcts(GAME, GAME.initial_state(), seconds=seconds, seed=0, **search)
    return result.stats["iterations"] / result.seconds


def match(name: str, seconds: float, games: int, seed: int) -> dict[str, Any]:
    """``games`` games of configuration ``name`` against plain UCT, colours alternating."""
    player: BasePlayer
    if name == ALPHA_BETA_PLUS:
        player = ultimate_player(ALPHA_BETA_PLUS, seed, seconds=seconds, name=name)
    else:
        player = EnhancedMCTSPlayer(seconds, seed=seed, name=name, **CONFIGS[name])
    reference = MCTSPlayer(seconds=seconds, seed=seed + 1, name="plain UCT")
    wins = draws = losses = 0
    ratios: list[float] = []
    for number in range(games):
        seats = [player, reference] if number % 2 == 0 else [reference, player]
        record = play_game(GAME, seats, seed=seed * 10_000 + number)
        seat = seats.index(player)
        ratios += [spent / seconds for spent in record.seconds_per_move(seat)]
        if record.winner is None:
            draws += 1
        elif record.winner == GAME.players[seat]:
            wins += 1
        else:
            losses += 1
    score = (wins + draws / 2) / games
    ratios.sort()
    return {"wins": wins, "draws": draws, "losses": losses, "score": score, "interval": score_interval(score, games),
            "p99": ratios[min(len(ratios) - 1, int(0.99 * len(ratios)))], "max": ratios[-1],
            "over": sum(ratio > 1.1 for ratio in ratios), "moves": len(ratios)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=0.25, help="thinking time per move, both sides")
    parser.add_argument("--games", type=int, default=20, help="games per configuration (even: colours alternate)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--config", action="append", choices=[*sorted(CONFIGS), ALPHA_BETA_PLUS],
                        help="configurations to play (repeatable); default: every switch alone, best, alpha-beta+")
    args = parser.parse_args()
    names = args.config or ["solver", "decisive", "reuse", "prior", "cutoff", "cutoff+minimax", "cutoff+mixing",
                            "best", ALPHA_BETA_PLUS]
    print(f"Ultimate: each configuration vs plain UCT (c = {DEFAULT_EXPLORATION:.2f}), {args.seconds:g} s per move"
          f" each, {args.games} games, colours alternating\n")
    header = (f"{'configuration':<14} {'W-D-L':>9} {'score':>6} {'95% interval':>14} {'opening it/s':>13}"
              f" {'p99 time':>9} {'max time':>9} {'>1.1x':>6}")
    print(header)
    print("-" * len(header))
    for name in names:
        started = time.perf_counter()
        row = match(name, args.seconds, args.games, args.seed)
        rate = opening_rate(name, min(args.seconds, 1.0))
        low, high = row["interval"]
        print(f"{name:<14} {row['wins']:>3}-{row['draws']}-{row['losses']:<3} {row['score']:>6.2f}"
              f"  [{low:.2f}, {high:.2f}] {rate:>13,.0f} {row['p99']:>8.2f}x {row['max']:>8.2f}x"
              f" {row['over']:>3}/{row['moves']}   ({time.perf_counter() - started:.0f} s)", flush=True)
    print(f"\nreference plain UCT opening it/s: {opening_rate('plain', min(args.seconds, 1.0)):,.0f}")
    print("time columns: a move's thinking time over the budget (p99 and max of the configuration's moves)")


if __name__ == "__main__":
    main()
