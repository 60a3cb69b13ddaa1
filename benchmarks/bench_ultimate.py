"""Ultimate tic-tac-toe engine benchmarks (issue 8): medians of repeated runs, as a table.

Run: ``.venv/bin/python benchmarks/bench_ultimate.py [--repeat N] [--games G]``.

- random playouts/s: whole games from the empty grid, moves drawn with a seeded
  ``random.Random`` from ``actions`` and applied with ``result`` (what a generic MCTS
  rollout does), and the same with :meth:`Ultimate.playout` on bare ints (what MCTS runs
  on Ultimate, the ``HasPlayout`` capability), uniform and decisive;
- ``result()`` calls/s and ``actions()`` calls/s: replaying the recorded moves of those
  games, so the generator is not timed;
- ``play()`` calls/s (the checked call) and ``key``/``canonical_key`` calls/s for comparison;
- MCTS iterations/s: :func:`ttt_lab.search.mcts.mcts` (UCT, random playouts) with
  ``--iterations`` per search, from the empty grid and from every 8th position of the
  random games (later positions have shorter playouts), and the same for the top level's
  search (``BEST_MCTS_OPTIONS``: solver and evaluated playouts, ``cutoff=0``);
- :func:`ttt_lab.players.ultimate.ultimate_evaluation` calls/s, and nodes/s of a depth-4
  alpha-beta search with it from the same positions (what the ``"alpha-beta"`` AI runs).

Rates are per second of one core on the project's shared 2-core machine: noisy, so each
figure is the median of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from ttt_lab.games.ultimate import Cell, Ultimate, UltimateState
from ttt_lab.players.ultimate import BEST_MCTS_OPTIONS, ultimate_evaluation
from ttt_lab.search import alphabeta
from ttt_lab.search.mcts import mcts

GAME = Ultimate()


def playouts(seeds: range) -> int:
    """Play one random game per seed; return the number of moves made."""
    actions, result, is_terminal = GAME.actions, GAME.result, GAME.is_terminal
    moves = 0
    for seed in seeds:
        choice = random.Random(seed).choice
        state = GAME.initial_state()
        while not is_terminal(state):
            state = result(state, choice(actions(state)))
            moves += 1
    return moves


def fast_playouts(seeds: range, decisive: bool) -> None:
    """One :meth:`Ultimate.playout` per seed from the empty grid."""
    start = GAME.initial_state()
    for seed in seeds:
        GAME.playout(start, random.Random(seed).random, decisive)


def recorded(seeds: range) -> list[tuple[UltimateState, Cell]]:
    """Every (state, move) pair of the seeded random games."""
    pairs = []
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.initial_state()
        while not GAME.is_terminal(state):
            move = rng.choice(GAME.actions(state))
            pairs.append((state, move))
            state = GAME.result(state, move)
    return pairs


def rate(run: Callable[[], object], count: int, repeat: int) -> float:
    """Median count per second over ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return count / statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=2000, help="MCTS iterations per search")
    args = parser.parse_args()
    seeds = range(args.games)
    pairs = recorded(seeds)
    states = [state for state, _ in pairs]
    moves_per_game = len(pairs) / args.games

    def replay_result() -> None:
        result = GAME.result
        for state, move in pairs:
            result(state, move)

    def replay_actions() -> None:
        actions = GAME.actions
        for state in states:
            actions(state)

    def replay_play() -> None:
        play = GAME.play
        for state, move in pairs:
            play(state, move)

    def keys() -> None:
        key = GAME.key
        for state in states:
            key(state)

    def canonical_keys() -> None:
        canonical_key = GAME.canonical_key
        for state in states:
            canonical_key(state)

    def evaluations() -> None:
        for state in states:
            ultimate_evaluation(state)

    sample = [state for state in states[::8] if not GAME.is_terminal(state)][:40]
    searched = {"nodes": 0}

    def mcts_empty() -> None:
        mcts(GAME, GAME.initial_state(), iterations=args.iterations, seed=0)

    def mcts_positions() -> None:
        for i, state in enumerate(sample[:5]):
            mcts(GAME, state, iterations=args.iterations, seed=i)

    top_level = {key: value for key, value in BEST_MCTS_OPTIONS.items() if key != "reuse"}

    def mcts_plus_empty() -> None:
        searched["plus empty"] = mcts(GAME, GAME.initial_state(), iterations=args.iterations, seed=0,
                                      **top_level).stats["iterations"]

    def mcts_plus_positions() -> None:
        # the solver may prove a position and stop early: count the iterations run (seeded: the same each run)
        searched["plus positions"] = sum(mcts(GAME, state, iterations=args.iterations, seed=i,
                                              **top_level).stats["iterations"] for i, state in enumerate(sample[:5]))

    def alphabeta_positions() -> None:
        searched["nodes"] = sum(
            alphabeta(GAME, state, depth=4, evaluate=ultimate_evaluation).nodes for state in sample
        )

    alphabeta_positions()  # counts the nodes (the same on every run)
    mcts_plus_empty()
    mcts_plus_positions()  # and the iterations
    GAME.canonical_key(GAME.initial_state())  # build the symmetry tables outside the timing
    rows = [
        ("random playouts (actions + result + choice)", rate(lambda: playouts(seeds), args.games, args.repeat),
         "games/s"),
        ("Ultimate.playout() on bare ints, uniform", rate(lambda: fast_playouts(seeds, False), args.games,
                                                          args.repeat), "games/s"),
        ("Ultimate.playout() on bare ints, decisive", rate(lambda: fast_playouts(seeds, True), args.games,
                                                           args.repeat), "games/s"),
        ("result()", rate(replay_result, len(pairs), args.repeat), "calls/s"),
        ("actions()", rate(replay_actions, len(states), args.repeat), "calls/s"),
        ("play() (checked)", rate(replay_play, len(pairs), args.repeat), "calls/s"),
        ("key()", rate(keys, len(states), args.repeat), "calls/s"),
        ("canonical_key() (8 symmetries)", rate(canonical_keys, len(states), args.repeat), "calls/s"),
        ("MCTS iterations, empty grid", rate(mcts_empty, args.iterations, args.repeat), "iterations/s"),
        ("MCTS iterations, mid-game positions", rate(mcts_positions, args.iterations * len(sample[:5]), args.repeat),
         "iterations/s"),
        ("mcts+ iterations (cutoff 0), empty grid", rate(mcts_plus_empty, searched["plus empty"], args.repeat),
         "iterations/s"),
        ("mcts+ iterations (cutoff 0), mid-game positions",
         rate(mcts_plus_positions, searched["plus positions"], args.repeat), "iterations/s"),
        ("ultimate_evaluation()", rate(evaluations, len(states), args.repeat), "calls/s"),
        (f"alpha-beta depth 4 + evaluation ({len(sample)} positions)",
         rate(alphabeta_positions, searched["nodes"], args.repeat), "nodes/s"),
    ]
    width = max(len(name) for name, _, _ in rows)
    print(f"{args.games} seeded random games, {moves_per_game:.1f} moves each on average;"
          f" median of {args.repeat} runs\n")
    print(f"{'benchmark'.ljust(width)}  {'median rate':>14}  unit")
    for name, value, unit in rows:
        print(f"{name.ljust(width)}  {value:>14,.0f}  {unit}")


if __name__ == "__main__":
    main()
