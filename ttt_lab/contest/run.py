"""Run a contest: every pair of agents plays both sides, each game refereed in the parent
with the agents in processes of their own, as many games at once as there are cores.

Example:
    >>> result = run_contest(None, "tictactoe", levels=[1, 6], games=2, seed=0, progress=False)
    >>> [(line.name, line.points, line.losses) for line in result.standings]
    [('Level 6 (Perfect)', 2.0, 0), ('Level 1 (Random)', 0.0, 2)]
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from ttt_lab.arena import ResultCounter, TournamentTable, derive_seed
from ttt_lab.contest.games import contest_game
from ttt_lab.contest.referee import ContestRecord, referee_game
from ttt_lab.contest.sandbox import Entrant, Limits
from ttt_lab.contest.standings import ContestResult, leaderboard
from ttt_lab.core import is_int


def run_contest(
    folder: str | os.PathLike[str] | None,
    game: str = "tictactoe",
    *,
    levels: Sequence[int] = (),
    games: int = 10,
    seed: int | None = 0,
    move_seconds: float = 1.0,
    load_seconds: float = 10.0,
    memory_mb: int | None = 1024,
    output_bytes: int = 100_000,
    workers: int | None = None,
    progress: bool = True,
) -> ContestResult:
    """A round robin of the agents in ``folder`` (and built-in levels), each in its own process.

    Every ``.py`` file in ``folder`` (not those starting with ``_`` or ``.``) is an agent,
    named by its file's stem; see :mod:`ttt_lab.contest.loading` for what the file must
    define. Every pair plays ``games`` games, half with each side first; game ``g`` of
    every pair has the same seed (``derive_seed(seed, "game", g)``), so pairs meet the
    same luck. An agent that breaks a rule (``ttt_lab.contest.FORFEIT_RULES``) loses
    that game, and the contest goes on.

    Args:
        folder: the folder of agents' files (``None``: levels only).
        game: the game, e.g. ``"tictactoe"``, ``"5x5x4"``, ``"ultimate"``, ``"catmice"``.
        levels: built-in levels of the game to enter as sparring partners.
        games: games per pair, an even number.
        seed: the contest's seed: the same seed gives the same games and table.
        move_seconds: wall-clock seconds an agent has for each move.
        load_seconds: seconds to start an agent's process and load its file.
        memory_mb: each agent process's memory cap in MiB (Linux; ``None``: none).
        output_bytes: how much each agent may print per game.
        workers: games played at once (default: the number of cores).
        progress: show a ``tqdm`` progress bar.

    Returns:
        A :class:`~ttt_lab.contest.ContestResult`.

    Raises:
        ValueError: a folder that does not exist, fewer than two agents, repeated names, a
            level the game does not have, an odd ``games``, a limit that is not positive.
    """
    from tqdm.auto import tqdm

    chosen = contest_game(game)
    limits = Limits(move_seconds, load_seconds, memory_mb, output_bytes)
    entrants = (find_entrants(folder) if folder is not None else []) + level_entrants(chosen.text, levels)
    names = [entrant.name for entrant in entrants]
    if len(entrants) < 2:
        raise ValueError(f"a contest needs at least two agents, got {names} (a folder of .py files, and levels)")
    if len(set(names)) != len(names):
        raise ValueError(f"agents need different names, got {names}")
    if not is_int(games) or games < 2 or games % 2:
        raise ValueError(f"games must be an even int >= 2 (each side moves first half the time), got {games!r}")
    workers = os.cpu_count() or 1 if workers is None else workers
    if not is_int(workers) or workers < 1:
        raise ValueError(f"workers must be an int >= 1, got {workers!r}")

    schedule = contest_schedule(len(entrants), games)
    context = agent_context()
    stop = threading.Event()
    records: list[Any] = [None] * len(schedule)
    with ThreadPoolExecutor(workers, thread_name_prefix="referee") as pool, \
            tqdm(total=len(schedule), desc="contest", disable=not progress) as bar:
        futures: dict[Future[ContestRecord], int] = {
            pool.submit(referee_game, chosen.text, (entrants[first], entrants[second]),
                        derive_seed(seed, "game", round_), limits, context, number, stop): number
            for number, (round_, first, second) in enumerate(schedule)
        }
        try:
            for future in as_completed(futures):
                records[futures[future]] = future.result()
                bar.update()
        except BaseException:
            # Interrupted (or a referee failed): queued games never start, running ones
            # stop before their next move, and their agents' processes are killed.
            stop.set()
            for future in futures:
                future.cancel()
            raise
    counter = ResultCounter(names, [chosen.make()])
    for record in records:
        if not record.void:
            counter.add(record)
    table = TournamentTable(players=names, rows=counter.rows(), seed=seed, games_per_pairing=games, records=records)
    standings = leaderboard(table, records)
    table.players = [line.name for line in standings]  # the heatmap's rows and columns in leaderboard order
    return ContestResult(game=chosen.text, entrants=entrants, records=records, table=table, standings=standings,
                         limits=limits, seed=seed, games_per_pair=games)


def find_entrants(folder: str | os.PathLike[str]) -> list[Entrant]:
    """An :class:`~ttt_lab.contest.sandbox.Entrant` for each ``.py`` file of ``folder``, by name
    (files whose names start with ``_`` or ``.`` are left out).

    Raises:
        ValueError: ``folder`` is not a folder.

    Example:
        >>> import pathlib, tempfile
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> for name in ("bob.py", "ann.py", "__init__.py", "notes.txt"):
        ...     _ = (folder / name).write_text("")
        >>> [entrant.name for entrant in find_entrants(folder)]
        ['ann', 'bob']
    """
    path = Path(folder)
    if not path.is_dir():
        raise ValueError(f"{str(folder)!r} is not a folder (of agents' .py files)")
    files = sorted(file for file in path.glob("*.py") if not file.name.startswith(("_", ".")))
    return [Entrant(file.stem, path=str(file.resolve())) for file in files]


def level_entrants(game_text: str, levels: Sequence[int]) -> list[Entrant]:
    """An :class:`~ttt_lab.contest.sandbox.Entrant` for each built-in level, named as the game names it.

    Raises:
        ValueError: a level the game does not have.

    Example:
        >>> level_entrants("catmice", [5])
        [Entrant(name='Level 5 (Perfect)', path=None, level=5)]
    """
    names = contest_game(game_text).level_names
    for level in levels:
        if not is_int(level) or level not in names:
            raise ValueError(f"{game_text} has no level {level!r}: levels are {min(names)} to {max(names)}")
    return [Entrant(names[level], level=level) for level in levels]


def contest_schedule(entrants: int, games: int) -> list[tuple[int, int, int]]:
    """``(round, first, second)`` for every game, round by round: in round ``g`` each pair
    ``i < j`` plays once, ``i`` first when ``g`` is even, ``j`` first when odd.

    Example:
        >>> contest_schedule(3, 2)
        [(0, 0, 1), (0, 0, 2), (0, 1, 2), (1, 1, 0), (1, 2, 0), (1, 2, 1)]
    """
    pairs = [(i, j) for i in range(entrants) for j in range(i + 1, entrants)]
    return [(g, *((i, j) if g % 2 == 0 else (j, i))) for g in range(games) for i, j in pairs]


def agent_context() -> Any:
    """The multiprocessing context for agents' processes: ``forkserver`` where there is one
    (a fork of a small server that has the games loaded: quick, and safe beside a notebook
    kernel's threads, unlike ``fork``), else ``spawn``.

    Example:
        >>> agent_context().get_start_method() in ("forkserver", "spawn")
        True
    """
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        # Only heard before the server's first start; later calls change nothing.
        context.set_forkserver_preload(["ttt_lab.contest.sandbox", "ttt_lab.search.mnk"])
        return context
    return multiprocessing.get_context("spawn")
