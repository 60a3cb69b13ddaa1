"""The one door to perfect play, timed as a newcomer meets it: a fresh Python process, the first call.

Run: ``.venv/bin/python benchmarks/bench_solve.py [--runs N] [--compare-with PATH]``.

Each row is the median over ``--runs`` fresh processes (so nothing is warm: no table, no
cached move lists, no imported module), timing only the call itself after its imports:

- ``import ttt_lab`` (the front door) and, for scale, importing the board widgets;
- ``solve`` on the empty 3x3 board (the m,n,k solver behind it), and the m,n,k solver alone;
- OpenSpiel's ``alpha_beta_search`` on the same board, when ``open_spiel`` is installed
  (``pip install open_spiel``; it is no dependency of ttt_lab): the target is ``solve`` at
  least 10x faster, measured in the same run;
- with ``--compare-with PATH`` (another checkout of ttt_lab), that checkout's ``solve`` too.

Timings are reported, never asserted in tests.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

IMPORT_FRONT_DOOR = """
import time
start = time.perf_counter()
import ttt_lab
print(time.perf_counter() - start, "")
"""

IMPORT_WIDGETS = """
import time
start = time.perf_counter()
from ttt_lab.widgets import Board
print(time.perf_counter() - start, "")
"""

SOLVE_EMPTY_3X3 = """
import time
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search import solve
game = TicTacToe()
state = game.initial_state()
start = time.perf_counter()
result = solve(game, state)
print(time.perf_counter() - start, result.nodes)
"""

SOLVER_ALONE = """
import time
from ttt_lab.games.mnk import TicTacToe
from ttt_lab.search.mnk import MNKSolver
game = TicTacToe()
state = game.initial_state()
start = time.perf_counter()
solver = MNKSolver(game)
solver.best_move(state)
print(time.perf_counter() - start, solver.nodes + solver.distance_nodes)
"""

OPENSPIEL_ALPHA_BETA = """
import time
import pyspiel
from open_spiel.python.algorithms import minimax
game = pyspiel.load_game("tic_tac_toe")
start = time.perf_counter()
value, action = minimax.alpha_beta_search(game)
print(time.perf_counter() - start, "")
"""


def fresh(script: str, runs: int, pythonpath: Path | None = None) -> tuple[float, str] | None:
    """Median seconds printed by ``script`` over ``runs`` fresh interpreters, and its last note."""
    env = dict(os.environ)
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    times, note = [], ""
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                              cwd=pythonpath or ROOT, timeout=600)
        if done.returncode != 0:
            return None
        seconds, note = done.stdout.split(maxsplit=1) if " " in done.stdout.strip() else (done.stdout, "")
        times.append(float(seconds))
    return statistics.median(times), note.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9, help="fresh processes per row (median reported)")
    parser.add_argument("--compare-with", type=Path, help="another ttt_lab checkout to time solve in")
    args = parser.parse_args()
    rows: list[tuple[str, tuple[float, str] | None]] = [
        ("import ttt_lab (the front door)", fresh(IMPORT_FRONT_DOOR, args.runs)),
        ("from ttt_lab.widgets import Board", fresh(IMPORT_WIDGETS, args.runs)),
        ("solve, empty 3x3, first call", fresh(SOLVE_EMPTY_3X3, args.runs)),
        ("MNKSolver.best_move alone, empty 3x3", fresh(SOLVER_ALONE, args.runs)),
        ("OpenSpiel alpha_beta_search, empty 3x3", fresh(OPENSPIEL_ALPHA_BETA, args.runs)),
    ]
    if args.compare_with is not None:
        rows.append((f"solve in {args.compare_with}, first call", fresh(SOLVE_EMPTY_3X3, args.runs, args.compare_with)))
    width = max(len(name) for name, _ in rows)
    print(f"{'fresh process, first call'.ljust(width)}  {'median':>10}  nodes")
    for name, timed in rows:
        shown = "not installed" if timed is None else f"{timed[0] * 1000:.2f} ms"
        print(f"{name.ljust(width)}  {shown:>10}  {'' if timed is None else timed[1]}")
    ours, peer = rows[2][1], rows[4][1]
    if ours is not None and peer is not None:
        print(f"\nsolve is {peer[0] / ours[0]:.1f}x faster than OpenSpiel's alpha_beta_search (target: at least 10x)")


if __name__ == "__main__":
    main()
