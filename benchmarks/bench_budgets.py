"""How far past a 1 s budget each search runs, on the biggest boards the package accepts.

Run: ``.venv/bin/python benchmarks/bench_budgets.py [--runs N] [--budget SECONDS]``.

A budget is a promise: a search given ``Budget(seconds=1)`` stops about 1 s later, whatever
its nodes cost (a quiescence node on a crowded 19x19 board once cost 20 ms, and the clock
was read only every 1,024 nodes). For each search, on the empty board and on crowded
positions (seeded random play, nobody won yet) of 19x19 k=5 (slippery 19x19 k=5 for
expectimax), every run is timed from the call to its ``SearchLimitError`` (or its answer),
and the table prints the median and the worst time past the budget, in milliseconds.

Timings are reported, never asserted in tests; the machine's load moves them, so compare
rows of one run.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.games.chance import SlipperyMNK
from ttt_lab.games.mnk import MNK
from ttt_lab.search import (
    Budget,
    SearchLimitError,
    alphabeta,
    expectimax,
    iterative_deepening,
    line_evaluation,
    mcts,
    solve,
)


def crowded(game: MNK, stones: int, seed: int) -> Any:
    """A position after ``stones`` seeded random moves in which nobody has won yet."""
    rng = random.Random(seed)
    while True:
        state = game.initial_state()
        for _ in range(stones):
            child = game.result(state, rng.choice(game.actions(state)))
            if game.is_terminal(child):
                break
            state = child
        else:
            return state


def overshoot(call: Callable[[], Any], budget: float) -> float:
    """Seconds past ``budget`` that ``call`` took (negative: it finished early)."""
    start = time.perf_counter()
    with contextlib.suppress(SearchLimitError):
        call()
    return time.perf_counter() - start - budget


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="positions per search (default 3)")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds (default 1)")
    arguments = parser.parse_args()
    seconds = arguments.budget
    game = MNK(19, 19, 5)
    evaluate = line_evaluation(game)
    positions = [game.initial_state()] + [crowded(game, 100, seed) for seed in range(arguments.runs - 1)]
    slippery = SlipperyMNK(19, 19, 5)

    def budget() -> Budget:
        return Budget(seconds=seconds)

    searches: dict[str, Callable[[Any], Callable[[], Any]]] = {
        "alphabeta depth 3": lambda s: lambda: alphabeta(game, s, depth=3, evaluate=evaluate, budget=budget()),
        "alphabeta + quiescence depth 2": lambda s: lambda: alphabeta(game, s, depth=2, evaluate=evaluate,
                                                                      quiescence=True, budget=budget()),
        "iterative_deepening": lambda s: lambda: iterative_deepening(game, s, evaluate=evaluate, budget=budget()),
        "expectimax (slippery 19x19)": lambda s: lambda: expectimax(slippery, slippery.initial_state(),
                                                                    budget=budget()),
        "mcts seconds=": lambda s: lambda: mcts(game, s, seconds=seconds, seed=0),
        "solve": lambda s: lambda: solve(game, s, budget=budget()),
    }
    print(f"budget {seconds:g} s; {len(positions)} positions of {game!r} (the empty board, then crowded ones)")
    print(f"{'search':34} {'median past budget':>20} {'worst past budget':>18}")
    for name, make in searches.items():
        past = [overshoot(make(state), seconds) * 1000 for state in positions]
        print(f"{name:34} {statistics.median(past):17.1f} ms {max(past):15.1f} ms", flush=True)


if __name__ == "__main__":
    main()
