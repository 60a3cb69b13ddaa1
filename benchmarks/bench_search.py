"""Search benchmarks (issue 3): medians of repeated runs, printed as a table.

Run: ``.venv/bin/python benchmarks/bench_search.py [--repeat N]``. Targets on the project's
2-core machine are in the last column; they are goals to report, never test assertions.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import SearchTree, TranspositionTable, alphabeta, minimax, solve


class NullObserver:
    """Receives every event and does nothing: the cost of the events themselves."""

    def enter(self, *args: Any) -> None: ...
    def update(self, *args: Any) -> None: ...
    def prune(self, *args: Any) -> None: ...
    def table_hit(self, *args: Any) -> None: ...
    def leave(self, *args: Any) -> None: ...
    def finish(self, *args: Any) -> None: ...


def median_seconds(run: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    ttt = TicTacToe()
    empty = ttt.initial_state()
    g444 = MNK(4, 4, 4)
    rows: list[tuple[str, float, Any, str]] = []

    def add(name: str, run: Callable[[], Any], target: str, times: int = repeat) -> float:
        seconds, result = median_seconds(run, times)
        rows.append((name, seconds, getattr(result, "nodes", ""), target))
        return seconds

    add("solve: perfect move, empty 3x3 (fresh table)", lambda: solve(ttt, empty), "<= 3 ms")
    table = TranspositionTable(symmetric=True)
    solve(ttt, empty, table=table)
    add("solve: perfect move, empty 3x3 (warm table)", lambda: solve(ttt, empty, table=table), "")
    plain = add("minimax: full 3x3 tree, no observer", lambda: minimax(ttt, empty), "<= 0.5 s", max(1, repeat // 2))
    null = add("minimax: full 3x3 tree, no-op observer", lambda: minimax(ttt, empty, observer=NullObserver()), "", max(1, repeat // 2))
    ab = add("alphabeta: empty 3x3, no observer", lambda: alphabeta(ttt, empty), "")
    rec = add("alphabeta: empty 3x3, SearchTree recorder", lambda: alphabeta(ttt, empty, observer=SearchTree()), "")
    add("alphabeta strict: empty 3x3", lambda: alphabeta(ttt, empty, prune_on_equal=False), "")
    add("solve: empty 4x4x4 (draw)", lambda: solve(g444, g444.initial_state()), "<= 1 s", max(1, repeat // 2))

    width = max(len(r[0]) for r in rows)
    print(f"{'benchmark'.ljust(width)}  {'median':>10}  {'nodes':>8}  target")
    for name, seconds, nodes, target in rows:
        shown = f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"
        print(f"{name.ljust(width)}  {shown:>10}  {nodes!s:>8}  {target}")
    print(f"\nevent cost with a no-op observer: {100 * (null / plain - 1):+.1f}% on minimax")
    print(f"recording cost (SearchTree): {100 * (rec / ab - 1):+.1f}% on alpha-beta")
    print("the unobserved search pays one `observer is not None` test per event")


if __name__ == "__main__":
    main()
