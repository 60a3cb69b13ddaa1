"""A 10-agent tournament of students' agents (issues 18, 26): wall time on the local cores,
with each agent isolated under bubblewrap and without, on the same schedule.

Run: ``.venv/bin/python benchmarks/bench_contest.py [--games 10] [--repeats 3] [--workers 1 2]``.

Ten agents' files, written the ways students write them (a random mover, first free
cell, centre first, a hand-written win-or-block, a one-move look-ahead, a hand-written
memoised minimax, and four that enter the library's players), play a round robin of
tic-tac-toe: 45 pairs, ``--games`` games each (half with each side first), every agent in
a process of its own with 1 s per move. Each row is the median of ``--repeats`` runs with
``--workers`` games at once; the overhead column is what the machinery costs beyond the
agents' own thinking (wall time x workers - the moves' measured time, per game: starting
two processes, loading two files, sending positions and moves). Each row is run isolated
(every agent in its bubblewrap sandbox, a fresh process per game forked by the sandbox's
warden, stopped between its moves) and not isolated (the same machinery without bubblewrap),
alternating runs so that the machine's load falls on both alike; the last column is what
isolation adds. The sandboxes' start (one per agent and contest) is inside the wall time.
The machine's load average is printed first: other work on the cores slows every row.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from ttt_lab.contest import run_contest

AGENTS = {
    "random_mover": "import random\n\ndef agent(game, state):\n    return random.choice(game.actions(state))\n",
    "first_free": "def agent(game, state):\n    return game.actions(state)[0]\n",
    "centre_first": (
        "PREFERENCE = [(1, 1), (0, 0), (0, 2), (2, 0), (2, 2), (0, 1), (1, 0), (1, 2), (2, 1)]\n\n"
        "def agent(game, state):\n    moves = game.actions(state)\n"
        "    return next(cell for cell in PREFERENCE if cell in moves)\n"
    ),
    "win_block": (
        "import random\n\n"
        "def agent(game, state):\n    me = game.to_move(state)\n    moves = game.actions(state)\n"
        "    for move in moves:\n        if game.winner(game.result(state, move)) == me:\n            return move\n"
        "    for move in moves:\n        other = game.parse(str(game.result(state, move)))\n"
        "        if any(game.winner(game.result(other, reply)) not in (None, me) for reply in game.actions(other)):\n"
        "            continue\n        return move\n    return random.choice(moves)\n"
    ),
    "one_ply": (
        "def agent(game, state):\n    me = game.to_move(state)\n"
        "    def score(move):\n        after = game.result(state, move)\n"
        "        return game.utility(after, me) if game.is_terminal(after) else 0\n"
        "    return max(game.actions(state), key=score)\n"
    ),
    "minimax_memo": (
        "from functools import lru_cache\n\n"
        "def agent(game, state):\n    me = game.to_move(state)\n\n"
        "    @lru_cache(maxsize=None)\n    def value(key):\n        node = positions[key]\n"
        "        if game.is_terminal(node):\n            return game.utility(node, me)\n"
        "        children = [game.result(node, move) for move in game.actions(node)]\n"
        "        for child in children:\n            positions[game.key(child)] = child\n"
        "        scores = [value(game.key(child)) for child in children]\n"
        "        return max(scores) if game.to_move(node) == me else min(scores)\n\n"
        "    positions = {}\n    best, best_score = None, -2\n"
        "    for move in game.actions(state):\n        child = game.result(state, move)\n"
        "        positions[game.key(child)] = child\n        score = value(game.key(child))\n"
        "        if score > best_score:\n            best, best_score = move, score\n    return best\n"
    ),
    "library_perfect": "from ttt_lab.players import PerfectPlayer\n\nplayer = PerfectPlayer()\n",
    "library_mcts": "from ttt_lab.players import MCTSPlayer\n\nplayer = MCTSPlayer(200)\n",
    "library_heuristic": "from ttt_lab.players import HeuristicPlayer\n\nplayer = HeuristicPlayer(2)\n",
    "library_humanlike": "from ttt_lab.players import HumanlikePlayer\n\nagent = HumanlikePlayer\n",
}


def run_once(folder: Path, games: int, workers: int, isolate: bool) -> tuple[float, float, int, int]:
    """One contest: (wall seconds, seconds the agents' moves took, games, forfeits)."""
    began = time.perf_counter()
    result = run_contest(folder, "tictactoe", games=games, seed=0, workers=workers, progress=False, isolate=isolate)
    wall = time.perf_counter() - began
    thinking = sum(sum(record.seconds) for record in result.records)
    return wall, thinking, len(result.records), len(result.forfeits)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=10, help="games per pair (even)")
    parser.add_argument("--repeats", type=int, default=3, help="runs per row; the row shows their median")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="games at once, one row each")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for name, source in AGENTS.items():
            (Path(folder) / f"{name}.py").write_text(source, encoding="utf-8")
        print(f"{len(AGENTS)} agents, {len(AGENTS) * (len(AGENTS) - 1) // 2} pairs, {options.games} games per pair,"
              f" tic-tac-toe, 1 s per move; median of {options.repeats} runs; {os.cpu_count()} cores,"
              f" load average {os.getloadavg()[0]:.1f} at the start")
        print(f"{'workers':>7}  {'isolated':>8}  {'games':>5}  {'wall s':>7}  {'games/s':>7}  {'moves s':>7}"
              f"  {'overhead ms/game':>16}  {'forfeits':>8}  {'isolation adds':>14}")
        for workers in options.workers:
            runs: dict[bool, list[tuple[float, float, int, int]]] = {True: [], False: []}
            for _ in range(options.repeats):
                for isolate in (False, True):
                    runs[isolate].append(run_once(Path(folder), options.games, workers, isolate))
            walls = {isolate: statistics.median(run[0] for run in runs[isolate]) for isolate in runs}
            for isolate in (False, True):
                wall = walls[isolate]
                thinking = statistics.median(run[1] for run in runs[isolate])
                played, forfeits = runs[isolate][0][2], runs[isolate][0][3]
                overhead = (wall * workers - thinking) / played * 1000
                added = f"{(walls[True] / walls[False] - 1) * 100:+.0f}%" if isolate else ""
                print(f"{workers:>7}  {'yes' if isolate else 'no':>8}  {played:>5}  {wall:>7.1f}  {played / wall:>7.1f}"
                      f"  {thinking:>7.1f}  {overhead:>16.0f}  {forfeits:>8}  {added:>14}")


if __name__ == "__main__":
    main()
