"""Memory over a long class session of mixed play: it must stay flat.

Run: ``.venv/bin/python benchmarks/bench_memory.py [--rounds N]``, or
``benchmarks/bench_memory.py --table [--entries N]`` for the memory of the transposition table
that ``"alpha-beta+"`` keeps between moves (issue 31).

Each round is what a class does in a few minutes, compressed: boards switched and levels
changed in a ``Board`` widget with moves clicked against the AI, an AI-vs-AI match stepped,
Ultimate games between MCTS and alpha-beta, Cat and Mice games, random playouts and an MCTS
search on a 19x19 board (the caches and trees that once grew without bound). After each
round the table prints the process's resident memory and the widgets alive; a session is
flat when the later rounds add nothing. Figures are reported, never asserted in tests.

With ``--table``: iterative deepening on Ultimate fills one table, as a
:class:`~ttt_lab.players.anytime.DeepeningPlayer` does over the moves of a game, until it
holds ``--entries`` positions; the table prints its bytes per entry (the growth of the
process's resident memory, and the sizes of the objects it holds), and what
:data:`~ttt_lab.players.anytime.TABLE_ENTRIES` entries take at that rate; then twelve
``"alpha-beta+"`` players, one after the other, each dropped after six moves, and how much
resident memory they left behind (a table must be freed with its player).
"""

from __future__ import annotations

import argparse
import gc
import random
import time
import warnings
from pathlib import Path

warnings.simplefilter("ignore", DeprecationWarning)

from ipywidgets.widgets import widget  # noqa: E402

from ttt_lab.arena import play_game  # noqa: E402
from ttt_lab.games import MNK, CatAndMice, Ultimate  # noqa: E402
from ttt_lab.players import RandomPlayer  # noqa: E402
from ttt_lab.players.cat_mice import cat_mice_player  # noqa: E402
from ttt_lab.players.ultimate import ultimate_player  # noqa: E402
from ttt_lab.search import mcts  # noqa: E402
from ttt_lab.widgets import BOARDS, AIMatch, Board  # noqa: E402


def resident_mb() -> float:
    """The process's resident set size (Linux ``/proc``), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def one_round(number: int, board: Board, match: AIMatch) -> None:
    rng = random.Random(number)
    boards = list(BOARDS.values())
    for level in (1, 2, 4, 5, 6, 7, 8):  # every level once, a few moves each
        board.level_menu.value = level
        for _ in range(3):
            free = [button for button in board.cells.values() if not button.disabled]
            if free:
                rng.choice(free).click()
    for game in boards:
        board.board_menu.value = game
        match.board_menu.value = game
        for _ in range(6):
            match.step()
    play_game(Ultimate(), [ultimate_player("mcts", seed=number, iterations=200),
                           ultimate_player("alpha-beta", seed=number, depth=2)], seed=number)
    play_game(CatAndMice(), [cat_mice_player(2, seed=number), cat_mice_player(1, seed=number)], seed=number)
    big = MNK(19, 19, 5)
    for _ in range(30):
        play_game(big, [RandomPlayer(rng.randrange(10**6)), RandomPlayer(rng.randrange(10**6))])
    mcts(big, big.initial_state(), seconds=0.5, seed=number)


def table_memory(entries: int) -> None:
    """Fill one Ultimate table to ``entries`` positions; print its memory per entry."""
    import sys

    from ttt_lab.players.anytime import TABLE_ENTRIES
    from ttt_lab.players.ultimate import ultimate_evaluation
    from ttt_lab.search import Budget, TranspositionTable, iterative_deepening

    game, rng = Ultimate(), random.Random(31)
    table = TranspositionTable()
    state = game.initial_state()
    gc.collect()
    before = resident_mb()
    moves = 0
    while len(table) < entries:
        if game.is_terminal(state):
            state = game.initial_state()
        result = iterative_deepening(game, state, evaluate=ultimate_evaluation, table=table,
                                     budget=Budget(nodes=min(200_000, 4 * (entries - len(table)) + 1_000)))
        # the search's move, or now and then a random one, so that the games differ
        move = result.move if rng.random() < 0.8 else rng.choice(game.actions(state))
        state = game.result(state, move)
        moves += 1
    grown = (resident_mb() - before) * 2**20
    # Every object the table holds, once each (small ints, None and the bounds are shared).
    seen: set[int] = set()
    held = sys.getsizeof(table.entries)
    for key, entry in table.entries.items():
        for item in (key, entry, entry.value, entry.best_move, entry.exact_key):
            if id(item) not in seen:
                seen.add(id(item))
                held += sys.getsizeof(item)
    print(f"{len(table):,} entries after {moves} moves: {held / len(table):.0f} bytes an entry held"
          f" (the dictionary, keys, entries and their values), {grown / len(table):.0f} bytes an entry"
          f" of resident memory grown; TABLE_ENTRIES = {TABLE_ENTRIES:,} entries hold about"
          f" {held / len(table) * TABLE_ENTRIES / 2**20:.0f} MB ({grown / len(table) * TABLE_ENTRIES / 2**20:.0f} MB resident)")
    del table
    # A match makes a new player each game: the last one's table must go with it, at once (a
    # reference cycle once kept every table until the garbage collector, which timed players
    # put off, got round to it: a 1 s match grew to 1.2 GB).
    base = resident_mb()
    for number in range(12):
        player = ultimate_player("alpha-beta+", seed=number, seconds=0.3)
        state = game.initial_state()
        for _ in range(6):
            state = game.result(state, player.decide(game, state).move)
    print(f"12 players, each dropped after 6 moves of 0.3 s: resident memory {resident_mb() - base:+.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--table", action="store_true", help="measure the alpha-beta table's memory instead")
    parser.add_argument("--entries", type=int, default=300_000)
    args = parser.parse_args()
    if args.table:
        table_memory(args.entries)
        return
    rounds = args.rounds
    board, match = Board(x="human", o=1, seed=0), AIMatch(seed=0)
    print(f"{'round':>5}  {'seconds':>8}  {'RSS MB':>8}  {'widgets':>8}")
    start = time.perf_counter()
    sizes = []
    for number in range(1, rounds + 1):
        one_round(number, board, match)
        gc.collect()
        sizes.append(resident_mb())
        print(f"{number:>5}  {time.perf_counter() - start:>8.1f}  {sizes[-1]:>8.1f}  {len(widget._instances):>8}", flush=True)
    half = len(sizes) // 2
    print(f"\ngrowth over the second half of the session: {sizes[-1] - sizes[half]:+.1f} MB"
          f" ({(sizes[-1] - sizes[half]) / max(1, len(sizes) - 1 - half):+.2f} MB a round)")


if __name__ == "__main__":
    main()
