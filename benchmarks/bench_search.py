"""Search benchmarks (issue 3): medians of repeated runs, printed as a table.

Run: ``.venv/bin/python benchmarks/bench_search.py [--repeat N]``. Targets on the project's
2-core machine are in the last column; they are goals to report, never test assertions.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import statistics
import textwrap
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


class DropObserverGuards(ast.NodeTransformer):
    """Deletes every ``if observer is not None:`` block (keeping any ``else``)."""

    def visit_If(self, node: ast.If) -> Any:
        self.generic_visit(node)
        test = node.test
        if (
            isinstance(test, ast.Compare)
            and isinstance(test.left, ast.Name)
            and test.left.id == "observer"
            and isinstance(test.ops[0], ast.IsNot)
        ):
            return node.orelse or None
        return node


def without_observer_guards(module_name: str, function_name: str) -> Callable[..., Any]:
    """The same search compiled from its own source with the observer guards removed.

    Timing it against the real function measures what the guards cost a search nobody
    watches, with no second copy of the algorithm to keep in step.
    """
    module = importlib.import_module(module_name)
    source = textwrap.dedent(inspect.getsource(getattr(module, function_name)))
    tree = ast.fix_missing_locations(DropObserverGuards().visit(ast.parse(source)))
    namespace = dict(vars(module))
    exec(compile(tree, f"<{function_name} without observer guards>", "exec"), namespace)
    return namespace[function_name]  # type: ignore[no-any-return]


def interleaved_medians(first: Callable[[], Any], second: Callable[[], Any], repeat: int) -> tuple[float, float]:
    """Median seconds of two runs timed in turn, so that both meet the same machine load."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(repeat):
        for run, kept in ((first, times[0]), (second, times[1])):
            start = time.perf_counter()
            run()
            kept.append(time.perf_counter() - start)
    return statistics.median(times[0]), statistics.median(times[1])


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
    bare_minimax = without_observer_guards("ttt_lab.search.minimax", "minimax")
    bare = add("minimax: full 3x3 tree, observer guards removed", lambda: bare_minimax(ttt, empty), "", max(1, repeat // 2))
    null = add("minimax: full 3x3 tree, no-op observer", lambda: minimax(ttt, empty, observer=NullObserver()), "", max(1, repeat // 2))
    ab = add("alphabeta: empty 3x3, no observer", lambda: alphabeta(ttt, empty), "")
    bare_alphabeta = without_observer_guards("ttt_lab.search.alphabeta", "alphabeta")
    ab_bare = add("alphabeta: empty 3x3, observer guards removed", lambda: bare_alphabeta(ttt, empty), "")
    rec = add("alphabeta: empty 3x3, SearchTree recorder", lambda: alphabeta(ttt, empty, observer=SearchTree()), "")
    add("alphabeta strict: empty 3x3", lambda: alphabeta(ttt, empty, prune_on_equal=False), "")
    add("solve: empty 4x4x4 (draw)", lambda: solve(g444, g444.initial_state()), "<= 1 s", max(1, repeat // 2))

    width = max(len(r[0]) for r in rows)
    print(f"{'benchmark'.ljust(width)}  {'median':>10}  {'nodes':>8}  target")
    for name, seconds, nodes, target in rows:
        shown = f"{seconds * 1000:.2f} ms" if seconds < 1 else f"{seconds:.2f} s"
        print(f"{name.ljust(width)}  {shown:>10}  {nodes!s:>8}  {target}")
    # The guards' cost is a few per cent: time the two versions in turn, not one after the other.
    plain, bare = interleaved_medians(lambda: minimax(ttt, empty), lambda: bare_minimax(ttt, empty), repeat)
    ab, ab_bare = interleaved_medians(lambda: alphabeta(ttt, empty), lambda: bare_alphabeta(ttt, empty), 4 * repeat)
    print(f"\nguard cost, nobody watching (runs interleaved): {100 * (plain / bare - 1):+.1f}% on minimax,"
          f" {100 * (ab / ab_bare - 1):+.1f}% on alpha-beta (target <= 5%)")
    print(f"event cost with a no-op observer: {100 * (null / plain - 1):+.1f}% on minimax")
    print(f"recording cost (SearchTree): {100 * (rec / ab - 1):+.1f}% on alpha-beta")


if __name__ == "__main__":
    main()
