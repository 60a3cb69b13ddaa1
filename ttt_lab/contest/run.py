"""Run a contest: every pair of agents plays both sides, each game refereed in the parent
with the agents in sandboxes of their own, as many games at once as there are cores.

The submissions are read once, at the start: each file's bytes are hashed (``sha256``, in
the report) and copied to a private snapshot, and the agents only ever load that copy.
Each agent's sandbox is started once (:mod:`ttt_lab.contest.sandbox`) and gives every game
a fresh process.

Seeds favour no name: the games of a pair are played in twos, the same opening (the same
seed) with each agent on each side, and the seed of opening ``k`` of a pair comes from the
contest's seed and the two agents' file hashes, never from their names or their place
in the schedule. Renaming files changes no game.

Example:
    >>> result = run_contest(None, "tictactoe", levels=[1, 6], games=2, seed=0, progress=False)
    >>> [(line.name, line.points, line.losses) for line in result.standings]
    [('Level 6 (Perfect)', 1.5, 0), ('Level 1 (Random)', 0.5, 1)]
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from concurrent.futures import wait as wait_for_all
from pathlib import Path

from ttt_lab.arena import GameRecord, ResultCounter, TournamentTable, derive_seed
from ttt_lab.contest.games import contest_game
from ttt_lab.contest.isolation import find_isolation
from ttt_lab.contest.loading import one_line
from ttt_lab.contest.referee import ContestRecord, referee_game
from ttt_lab.contest.sandbox import START_SECONDS, Entrant, Limits, RefusedSandbox, Sandbox
from ttt_lab.contest.standings import ContestResult, leaderboard
from ttt_lab.core import is_int

NAME_CHARS = 40
"""The longest name an agent's file gives it in the tables."""

FILE_BYTES = 1024 * 1024
"""The largest submission a contest reads: an agent's file is a page or two of Python."""


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
    isolate: bool | None = None,
) -> ContestResult:
    """A round robin of the agents in ``folder`` (and built-in levels), each in its own sandbox.

    Every ``.py`` file in ``folder`` (not those starting with ``_`` or ``.``, nor symbolic
    links) is an agent, named by its file's stem; see :mod:`ttt_lab.contest.loading` for
    what the file must define. Every pair plays ``games`` games, in twos: the same opening
    with each agent on each side (see the module's notes on seeds). An agent that breaks a
    rule (``ttt_lab.contest.FORFEIT_RULES``) loses that game, and the contest goes on.

    Interrupted (``KeyboardInterrupt``, Ctrl-C), the contest stops its games and returns
    the standings of the games that finished, marked ``partial``.

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
        isolate: ``True`` requires bubblewrap, ``False`` runs agents without it, ``None``
            (default) isolates them where bubblewrap works and says so in the result either way.

    Returns:
        A :class:`~ttt_lab.contest.ContestResult`.

    Raises:
        ValueError: a folder that does not exist, fewer than two agents, a level the game
            does not have, an odd ``games``, a limit that is not positive,
            ``isolate=True`` without a working bubblewrap, a system without ``fork`` (Windows).
    """
    from tqdm.auto import tqdm

    if not hasattr(os, "fork"):
        raise ValueError("a contest needs a POSIX system (Linux, macOS): each agent's sandbox forks its games")
    chosen = contest_game(game)
    limits = Limits(move_seconds, load_seconds, memory_mb, output_bytes)
    if not is_int(games) or games < 2 or games % 2:
        raise ValueError(f"games must be an even int >= 2 (each side moves first half the time), got {games!r}")
    workers = os.cpu_count() or 1 if workers is None else workers
    if not is_int(workers) or workers < 1:
        raise ValueError(f"workers must be an int >= 1, got {workers!r}")
    built_in = level_entrants(chosen.text, levels)
    files = find_entrants(folder, taken=[entrant.name for entrant in built_in]) if folder is not None else []
    entrants = files + built_in
    names = [entrant.name for entrant in entrants]
    if len(entrants) < 2:
        raise ValueError(f"a contest needs at least two agents, got {names} (a folder of .py files, and levels)")
    if len(set(names)) != len(names):
        raise ValueError(f"agents need different names, got {names}")
    isolation = find_isolation(isolate)

    snapshot = Path(tempfile.mkdtemp(prefix="ttt_lab_contest_"))
    stop = threading.Event()
    done: dict[int, ContestRecord] = {}
    sandboxes: list[Sandbox] = []
    interrupted = False
    try:
        entrants = snapshot_entrants(entrants, snapshot)
        schedule = contest_schedule(entrants, games, seed)
        hidden = [snapshot, Path.cwd().resolve()] + ([Path(folder).resolve()] if folder is not None else [])
        for entrant in entrants:
            sandboxes.append(RefusedSandbox(entrant, limits, isolation) if entrant.refusal is not None
                             else Sandbox(entrant, chosen.text, limits, isolation, hidden))
        deadline = time.monotonic() + START_SECONDS
        for sandbox in sandboxes:
            sandbox.wait_started(deadline)
        with ThreadPoolExecutor(workers, thread_name_prefix="referee") as pool, \
                tqdm(total=len(schedule), desc="contest", disable=not progress) as bar:
            futures: dict[Future[ContestRecord], int] = {
                pool.submit(referee_game, chosen.text, (entrants[first], entrants[second]), game_seed, limits,
                            (sandboxes[first], sandboxes[second]), number, stop): number
                for number, (first, second, game_seed) in enumerate(schedule)
            }
            try:
                for future in as_completed(futures):
                    done[futures[future]] = future.result()
                    bar.update()
            except KeyboardInterrupt:
                # Queued games never start; running ones stop before their next move.
                interrupted = True
                stop.set()
                for future in futures:
                    future.cancel()
                wait_for_all(futures)
                for future, number in futures.items():
                    if future.done() and not future.cancelled() and future.exception() is None:
                        done[number] = future.result()
            except BaseException:
                stop.set()
                for future in futures:
                    future.cancel()
                raise
    finally:
        for sandbox in sandboxes:
            sandbox.close()
        shutil.rmtree(snapshot, ignore_errors=True)
    records = [done[number] for number in sorted(done)]
    counter = ResultCounter(names, [chosen.make()])
    for record in records:
        if not record.void:
            counter.add(record)
    table = TournamentTable(players=names, rows=counter.rows(), seed=seed, games_per_pairing=games,
                            records=list[GameRecord](records))
    standings = leaderboard(table, records)
    table.players = [line.name for line in standings]  # the heatmap's rows and columns in leaderboard order
    return ContestResult(game=chosen.text, entrants=entrants, records=records, table=table, standings=standings,
                         limits=limits, seed=seed, games_per_pair=games, isolation=isolation.describe(),
                         games_planned=len(schedule), partial=interrupted)


def find_entrants(folder: str | os.PathLike[str], taken: Sequence[str] = ()) -> list[Entrant]:
    """An :class:`~ttt_lab.contest.sandbox.Entrant` for each ``.py`` file of ``folder``, by name
    (files whose names start with ``_`` or ``.`` are left out, and so are symbolic links:
    a link could point at any file of the teacher's).

    A name is the file's stem made safe to show (:func:`~ttt_lab.contest.loading.one_line`,
    at most :data:`NAME_CHARS` characters); two files whose names show the same get
    ``" (2)"``, ``" (3)"`` ... in the order of their file names, and so does a file whose
    name shows as one of ``taken`` (a built-in level's: ``Level 1 (Random).py`` must not
    stop the contest, nor pass for the level).

    Raises:
        ValueError: ``folder`` is not a folder.

    Example:
        >>> import pathlib, tempfile
        >>> folder = pathlib.Path(tempfile.mkdtemp())
        >>> for name in ("bob.py", "ann.py", "__init__.py", "notes.txt", "ann\\n.py"):
        ...     _ = (folder / name).write_text("")
        >>> [entrant.name for entrant in find_entrants(folder)]
        ['ann', 'ann (2)', 'bob']
        >>> [entrant.name for entrant in find_entrants(folder, taken=["bob"])]
        ['ann', 'ann (2)', 'bob (2)']
    """
    path = Path(folder)
    try:
        is_folder = path.is_dir()
    except OSError as error:  # a name the file system refuses (too long, say): the same short refusal
        raise ValueError(f"{one_line(str(folder))!r} is not a folder (of agents' .py files): {error.strerror}") from None
    if not is_folder:
        raise ValueError(f"{one_line(str(folder))!r} is not a folder (of agents' .py files)")
    files = sorted(file for file in path.glob("*.py")
                   if not file.name.startswith(("_", ".")) and not file.is_symlink() and file.is_file())
    entrants: list[Entrant] = []
    used = set(taken)
    for file in files:
        name = base = one_line(file.stem, NAME_CHARS) or "unnamed"
        copy = 1
        while name in used:
            copy += 1
            name = f"{base} ({copy})"
        used.add(name)
        entrants.append(Entrant(name, path=str(file.resolve()), file_name=one_line(file.name, NAME_CHARS + 10)))
    return entrants


def snapshot_entrants(entrants: list[Entrant], folder: Path) -> list[Entrant]:
    """The entrants with their files read once and copied into ``folder`` (one subfolder
    each, readable by the agents' processes), and each file's ``sha256``.

    A file larger than :data:`FILE_BYTES` is not copied: its entrant has a ``refusal``, and
    loses each of its games at loading (one file must not stop the contest).
    """
    folder.chmod(0o755)
    copied = []
    for number, entrant in enumerate(entrants):
        if entrant.path is None:
            copied.append(entrant)
            continue
        with open(entrant.path, "rb") as file:
            data = file.read(FILE_BYTES + 1)
        if len(data) > FILE_BYTES:
            copied.append(Entrant(entrant.name, sha256=f"not read: larger than {FILE_BYTES:,} bytes",
                                  file_name=entrant.file_name,
                                  refusal=f"the file is larger than {FILE_BYTES:,} bytes: the contest did not run it"))
            continue
        own = folder / str(number)
        own.mkdir(mode=0o755)
        stem = "".join(char if char.isascii() and (char.isalnum() or char in "_-") else "_"
                       for char in Path(entrant.path).stem)
        copy = own / f"{stem or 'agent'}.py"
        copy.write_bytes(data)
        copy.chmod(0o444)
        copied.append(Entrant(entrant.name, path=str(copy), sha256=hashlib.sha256(data).hexdigest(),
                              file_name=entrant.file_name))
    return copied


def level_entrants(game_text: str, levels: Sequence[int]) -> list[Entrant]:
    """An :class:`~ttt_lab.contest.sandbox.Entrant` for each built-in level, named as the game names it.

    Raises:
        ValueError: a level the game does not have.

    Example:
        >>> [(entrant.name, entrant.level) for entrant in level_entrants("catmice", [5])]
        [('Level 5 (Perfect)', 5)]
    """
    names = contest_game(game_text).level_names
    for level in levels:
        if not is_int(level) or level not in names:
            raise ValueError(f"{game_text} has no level {level!r}: levels are {min(names)} to {max(names)}")
    return [Entrant(names[level], level=level) for level in levels]


def contest_schedule(entrants: Sequence[Entrant], games: int, seed: int | None) -> list[tuple[int, int, int | None]]:
    """``(first, second, seed)`` for every game, opening by opening: for each ``k`` below
    ``games / 2``, each pair ``i < j`` plays opening ``k`` twice, once with each agent first.

    An opening's seed comes from the contest's seed and the two agents' identities (a
    file's hash, a level's number) in sorted order; who moves first in the first game of
    the two is decided by the same order. Nothing depends on names.

    Example:
        >>> field = [Entrant("a", sha256="11"), Entrant("b", sha256="22"), Entrant("c", sha256="00")]
        >>> [(first, second) for first, second, _ in contest_schedule(field, 2, seed=0)]
        [(0, 1), (1, 0), (2, 0), (0, 2), (2, 1), (1, 2)]
        >>> schedule = contest_schedule(field, 2, seed=0)
        >>> schedule[0][2] == schedule[1][2] != schedule[2][2]
        True
    """
    identity = [entrant.sha256 or f"level {entrant.level}" for entrant in entrants]
    pairs = [(i, j) for i in range(len(entrants)) for j in range(i + 1, len(entrants))]
    schedule: list[tuple[int, int, int | None]] = []
    for opening in range(games // 2):
        for i, j in pairs:
            low, high = sorted((i, j), key=lambda index: identity[index])
            opening_seed = derive_seed(seed, "opening", identity[low], identity[high], opening)
            schedule += [(low, high, opening_seed), (high, low, opening_seed)]
    return schedule
