"""Raw speed of iterative-deepening alpha-beta on Ultimate (issue 31): nodes/s and depth, as a table.

Run: ``.venv/bin/python benchmarks/bench_alphabeta_speed.py [--repeat N] [--depth D] [--seconds S]
[--config NAME=JSON ...]``.

The positions are fixed: the empty grid and, from three seeded games (four random moves,
then alpha-beta at depth 2 with :func:`~ttt_lab.players.ultimate.ultimate_evaluation` for
both sides), the positions after 12, 24 and 36 stones. Each configuration is a JSON object
of options for :func:`~ttt_lab.search.iterative_deepening` (``{}`` is what
``ultimate_player("alpha-beta+")`` searches with; ``reductions`` may be an object of
:class:`~ttt_lab.search.alphabeta.Reductions`'s fields, see :func:`reductions_option`); for
each one and each position:

- **to depth D**: iterative deepening to ``--depth`` with a fresh table; its nodes (the
  same every run) and nodes per CPU second of the process (median of ``--repeat`` runs:
  CPU time leaves out the waits for a core, so a loaded machine disturbs it less). Fewer
  nodes to the same depth is better move ordering or pruning; more nodes/s a cheaper node;
- **in S seconds**: iterative deepening with a time budget of ``--seconds`` and a fresh
  table; the depth of the deepest finished iteration and the nodes per second, the
  interrupted iteration's nodes included (median of ``--repeat`` runs);
- the evaluation's share of the depth-D CPU time: the same leaves evaluated alone.

Configurations take turns within each repeat, so the machine's load (2 shared cores) falls
on all alike; the figures are still noisy, and the load is printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from ttt_lab.games.ultimate import Ultimate, UltimateState
from ttt_lab.players.ultimate import ultimate_evaluation
from ttt_lab.search import Budget, alphabeta, iterative_deepening

GAME = Ultimate()


def positions() -> list[UltimateState]:
    """The empty grid and the positions after 12, 24 and 36 stones of three seeded games."""
    found = [GAME.initial_state()]
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = GAME.initial_state()
        for ply in range(1, 37):
            if GAME.is_terminal(state):
                break
            if ply <= 4:
                move = rng.choice(GAME.actions(state))
            else:
                move = alphabeta(GAME, state, depth=2, evaluate=ultimate_evaluation, quick_wins=True).move
            state = GAME.result(state, move)
            if ply in (12, 24, 36):
                found.append(state)
    return found


def search_options(config: dict[str, Any]) -> dict[str, Any]:
    """The options of iterative_deepening for a configuration: ``killers`` and ``history``
    (true or false) become a new :class:`MoveHistory`, one per search."""
    options = {name: value for name, value in config.items() if name not in ("killers", "history")}
    if "reductions" in config:
        options["reductions"] = reductions_option(config["reductions"])
    if config.get("killers") or config.get("history"):
        from ttt_lab.search.history import MoveHistory  # here: the benchmark also runs on trees without it

        options["history"] = MoveHistory(killers=bool(config.get("killers")), history=bool(config.get("history")))
    return options


def reductions_option(value: Any) -> Any:
    """``reductions`` from JSON: true/false, or an object of
    :class:`~ttt_lab.search.alphabeta.Reductions`'s fields whose ``unreduced`` names a function
    of :mod:`ttt_lab.search.ultimate_order` (e.g. ``{"late_moves": 5, "unreduced": "tactical_moves"}``)."""
    if not isinstance(value, dict):
        return value
    from ttt_lab.search import ultimate_order  # here: the benchmark also runs on trees without it
    from ttt_lab.search.alphabeta import Reductions

    fields = dict(value)
    if fields.get("unreduced") is not None:
        fields["unreduced"] = getattr(ultimate_order, fields["unreduced"])
    return Reductions(**fields)


def to_depth(state: UltimateState, depth: int, options: dict[str, Any]) -> tuple[int, float]:
    """Nodes and CPU seconds (the process's own: what waiting for a core costs is left out)
    of iterative deepening to ``depth`` with a fresh table."""
    start = time.process_time()
    result = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, max_depth=depth,
                                  **search_options(options))
    return result.nodes, time.process_time() - start


def in_time(state: UltimateState, seconds: float, options: dict[str, Any]) -> tuple[int, int, float]:
    """Depth reached, nodes (the interrupted iteration's too) and seconds in a time budget."""
    start = time.perf_counter()
    result = iterative_deepening(GAME, state, evaluate=ultimate_evaluation, budget=Budget(seconds=seconds),
                                 **search_options(options))
    return result.depth or 0, result.nodes, time.perf_counter() - start


def evaluation_seconds(state: UltimateState, depth: int, options: dict[str, Any]) -> float:
    """The time the leaves of the depth-``depth`` search take to evaluate alone."""
    leaves: list[UltimateState] = []

    def recording(leaf: UltimateState) -> float:
        leaves.append(leaf)
        return ultimate_evaluation(leaf)

    iterative_deepening(GAME, state, evaluate=recording, max_depth=depth, **search_options(options))
    start = time.process_time()
    for leaf in leaves:
        ultimate_evaluation(leaf)
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--config", action="append", default=[],
                        help='NAME=JSON options of iterative_deepening, e.g. plain={} (repeatable)')
    parser.add_argument("--no-time", action="store_true", help="skip the fixed-time runs")
    args = parser.parse_args()
    configs = {"default": {}} if not args.config else {
        name: json.loads(text) for name, text in (item.split("=", 1) for item in args.config)}
    states = positions()
    nodes: dict[str, list[int]] = {name: [0] * len(states) for name in configs}
    rates: dict[str, list[list[float]]] = {name: [[] for _ in states] for name in configs}
    depths: dict[str, list[list[int]]] = {name: [[] for _ in states] for name in configs}
    timed_rates: dict[str, list[list[float]]] = {name: [[] for _ in states] for name in configs}
    shares: dict[str, list[float]] = {name: [] for name in configs}
    loads = [os.getloadavg()[0]]
    for _ in range(args.repeat):
        for name, options in configs.items():
            for i, state in enumerate(states):
                count, seconds = to_depth(state, args.depth, options)
                nodes[name][i] = count
                rates[name][i].append(count / seconds)
                if not args.no_time:
                    depth, count, seconds = in_time(state, args.seconds, options)
                    depths[name][i].append(depth)
                    timed_rates[name][i].append(count / seconds)
        loads.append(os.getloadavg()[0])
    for name, options in configs.items():  # the evaluation's share, once
        for i, state in enumerate(states):
            shares[name].append(evaluation_seconds(state, args.depth, options) * statistics.median(rates[name][i])
                                / nodes[name][i])
    print(f"{len(states)} positions (stones: {[s.stones for s in states]}), {args.repeat} repeats,"
          f" load average {min(loads):.1f}-{max(loads):.1f} on {os.cpu_count()} cores")
    header = (f"| configuration | nodes to depth {args.depth} (sum) | nodes per CPU s to depth {args.depth} (median)"
              f" | evaluation share | depth in {args.seconds:g} s (median; min-max) | nodes/s in {args.seconds:g} s, wall clock (median) |")
    print(header)
    print("|---|---|---|---|---|---|")
    for name in configs:
        all_depths = [d for row in depths[name] for d in row]
        per_position_depth = [statistics.median(row) for row in depths[name] if row]
        timed = [statistics.median(row) for row in timed_rates[name] if row]
        depth_text = (f"{statistics.median(per_position_depth):g}; {min(all_depths)}-{max(all_depths)}"
                      if all_depths else "-")
        timed_text = f"{statistics.median(timed):,.0f}" if timed else "-"
        print(f"| {name} {json.dumps(configs[name])} | {sum(nodes[name]):,} |"
              f" {statistics.median(statistics.median(row) for row in rates[name]):,.0f} |"
              f" {statistics.median(shares[name]):.2f} | {depth_text} | {timed_text} |")
    print()
    print("per position (nodes to depth; depth in time, median):")
    for name in configs:
        print(f"  {name}: " + " ".join(
            f"{n:,}/{statistics.median(d) if d else '-'}" for n, d in zip(nodes[name], depths[name], strict=True)))


if __name__ == "__main__":
    main()
