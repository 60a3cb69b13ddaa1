"""Does a search enhancement make alpha-beta stronger on Ultimate? Head-to-head at equal time (issue 31).

Run: ``.venv/bin/python benchmarks/bench_alphabeta_head_to_head.py [--seconds S] [--games G]
[--seed N] --config NAME=JSON [--config ...]``

Each configuration is a JSON object of :class:`~ttt_lab.players.anytime.DeepeningPlayer`
options (``history``, ``killers``, ``null_window``, ``aspiration``, ``reductions``, ``unfinished``,
``keep_history``; ``reductions`` may be an object of
:class:`~ttt_lab.search.alphabeta.Reductions`'s fields, e.g. ``{"late_moves": 5}`` or
``{"unreduced": "tactical_moves"}``; the ones not given keep
``DeepeningPlayer``'s defaults) and plays ``--games`` games against the reference, a
``DeepeningPlayer`` with :func:`~ttt_lab.players.ultimate.ultimate_evaluation` and every
enhancement off (:data:`REFERENCE`, what ``"alpha-beta+"`` was before them; ``--reference JSON``
gives other options, ``'{}'`` ``DeepeningPlayer``'s defaults), both with
``--seconds`` per move. Two deterministic alpha-beta players would replay one game, so each pair of games
starts from its own opening of four seeded random moves, played once with each colour. It
prints W-D-L from the configuration's side, the score (a draw counts half) with its 95% Wilson
interval, both sides' median depth per move, and how the configuration's move times kept to
the budget (p99 and max of time / budget, moves over 1.1x).

Games are played one after the other in one process, so both sides share the machine's load
(2 shared cores); the load average is printed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
from typing import Any

from bench_alphabeta_speed import reductions_option  # the benchmark beside this script

from ttt_lab.arena import play_game
from ttt_lab.bench import score_interval
from ttt_lab.games.ultimate import Ultimate, UltimateState
from ttt_lab.players.anytime import DeepeningPlayer
from ttt_lab.players.base import Decision
from ttt_lab.players.ultimate import ultimate_evaluation

GAME = Ultimate()
OPENING_MOVES = 4
REFERENCE = {"history": False, "killers": False, "null_window": False, "aspiration": None, "reductions": False,
             "unfinished": False}
"""The reference's options: every enhancement off, the ``"alpha-beta+"`` of before issue 31's."""


def opening(seed: int) -> UltimateState:
    """Four random moves from the empty grid, seeded."""
    rng = random.Random(seed)
    state = GAME.initial_state()
    for _ in range(OPENING_MOVES):
        state = GAME.result(state, rng.choice(GAME.actions(state)))
    return state


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


class CountingPlayer(DeepeningPlayer):
    """A :class:`DeepeningPlayer` that remembers the depth of each move's search."""

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self.depths: list[int] = []

    def decide(self, game: Any, state: Any) -> Decision:
        decision = super().decide(game, state)
        if decision.search is not None:
            self.depths.append(decision.search.depth or 0)
        return decision


def player_options(config: dict[str, Any]) -> dict[str, Any]:
    """DeepeningPlayer's options from JSON: ``reductions`` may be an object of
    :class:`~ttt_lab.search.alphabeta.Reductions`'s fields (see ``bench_alphabeta_speed.reductions_option``)."""
    options = dict(config)
    if "reductions" in options:
        options["reductions"] = reductions_option(options["reductions"])
    return options


def head_to_head(options: dict[str, Any], seconds: float, games: int, seed: int,
                 reference_options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play the configuration against the reference; tally from the configuration's side."""
    wins = draws = losses = 0
    depths: dict[str, list[int]] = {"new": [], "reference": []}
    ratios: list[float] = []
    for number in range(games):
        new = CountingPlayer(seconds, ultimate_evaluation, name="new", **player_options(options))
        reference = CountingPlayer(seconds, ultimate_evaluation, name="reference",
                                   **player_options(REFERENCE if reference_options is None else reference_options))
        new_seat = number % 2  # colours alternate; each opening is played once with each
        players = [new, reference] if new_seat == 0 else [reference, new]
        record = play_game(GAME, players, seed=seed + number, start=opening(seed + number // 2))
        depths["new"] += new.depths
        depths["reference"] += reference.depths
        ratios += [spent / seconds for spent in record.seconds_per_move(new_seat)]
        winner = record.winner
        if winner is None:
            draws += 1
        elif GAME.players.index(winner) == new_seat:
            wins += 1
        else:
            losses += 1
    return {"wins": wins, "draws": draws, "losses": losses, "depths": depths, "ratios": ratios}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--config", action="append", required=True,
                        help='NAME=JSON options of DeepeningPlayer, e.g. pvs={"null_window": true}')
    parser.add_argument("--reference", default=None,
                        help="JSON options of the reference DeepeningPlayer (default: every enhancement off)")
    args = parser.parse_args()
    reference = None if args.reference is None else json.loads(args.reference)
    print(f"{args.games} games a configuration at {args.seconds:g} s a move, seed {args.seed},"
          f" load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    against = "every enhancement off" if reference is None else f"reference {args.reference}"
    print(f"| configuration vs {against} | W-D-L | score [95% CI] | depth per move, new / reference (median)"
          " | time / budget p99, max | over 1.1x | load |")
    print("|---|---|---|---|---|---|---|")
    for item in args.config:
        name, text = item.split("=", 1)
        tally = head_to_head(json.loads(text), args.seconds, args.games, args.seed, reference)
        games = tally["wins"] + tally["draws"] + tally["losses"]
        score = (tally["wins"] + tally["draws"] / 2) / games
        low, high = score_interval(score, games)
        ratios = tally["ratios"]
        depth_new = statistics.median(tally["depths"]["new"])
        depth_reference = statistics.median(tally["depths"]["reference"])
        print(f"| {name} {text} | {tally['wins']}-{tally['draws']}-{tally['losses']} | {score:.2f}"
              f" [{low:.2f}, {high:.2f}] | {depth_new:g} / {depth_reference:g} |"
              f" {percentile(ratios, 0.99):.2f}, {max(ratios):.2f} | {sum(r > 1.1 for r in ratios)} of {len(ratios)} |"
              f" {os.getloadavg()[0]:.1f} |", flush=True)


if __name__ == "__main__":
    main()
