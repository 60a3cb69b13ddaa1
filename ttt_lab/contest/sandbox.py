"""One agent in a process of its own: the child that hosts it, and the parent's handle on it.

The child (:func:`host_agent`) caps its own memory (``RLIMIT_AS`` on Linux) and printed
output, seeds ``random``, loads the agent (:mod:`ttt_lab.contest.loading`), says it is
ready, and then answers each request for a move: it rebuilds the position from the moves
played so far on its own copy of the game, asks the agent, and sends back the move as
text. Whatever the agent does, the child either answers or reports the rule broken
(``"crash"``, ``"exit"``, ``"memory"``, ``"output"``, ...): it catches every exception,
``SystemExit`` included.

The parent (:class:`AgentProcess`) owns the clock: it waits for each answer at most the
time limit and kills the process past it, and it reads the child's death (a signal, an
exit code) as a broken rule too. Messages are small JSON texts, and moves travel as the
``repr`` of plain data read back with ``ast.literal_eval``: nothing the agent builds is
ever unpickled in the parent, so an agent's objects can run no code there.

Example:
    >>> import multiprocessing
    >>> agent = AgentProcess(Entrant("Level 2", level=2), "tictactoe", seed=1, limits=Limits(),
    ...                      context=multiprocessing.get_context("spawn"))
    >>> agent.wait_until_ready(deadline=time.monotonic() + 30)
    >>> answer = agent.ask([(0, 0), (1, 1), (0, 1)])   # O must block at (0, 2)
    >>> answer.text
    '(0, 2)'
    >>> agent.close()
"""

from __future__ import annotations

import ast
import io
import json
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.connection import wait as wait_for
from typing import Any, TextIO, cast

from ttt_lab.contest.games import contest_game
from ttt_lab.contest.loading import AgentLoadError, describe_exception, load_agent
from ttt_lab.core import HasExactSolver

MESSAGE_BYTES = 64 * 1024
"""The longest message the parent reads from a child; a longer one is a malformed answer."""

MOVE_TEXT_CHARS = 2000
"""The longest ``repr`` of a move a child sends: a move of any game here is far shorter."""

MEMORY_EXIT_CODE = 86
"""What a child exits with when it is too short of memory even to say so."""


@dataclass(frozen=True)
class Limits:
    """What an agent may spend.

    Attributes:
        move_seconds: wall-clock seconds per move, as the parent measures them (sending
            the position, thinking, and the answer's way back).
        load_seconds: seconds to start the process and load the agent's file.
        memory_mb: the agent process's address space, in MiB (Linux; ``None``: no cap).
        output_bytes: how much the agent may print (stdout and stderr together) in a game.

    Raises:
        ValueError: a limit that is not a positive number.

    Example:
        >>> Limits(move_seconds=0)
        Traceback (most recent call last):
        ...
        ValueError: move_seconds must be a positive number, got 0
    """

    move_seconds: float = 1.0
    load_seconds: float = 10.0
    memory_mb: int | None = 1024
    output_bytes: int = 100_000

    def __post_init__(self) -> None:
        for name in ("move_seconds", "load_seconds", "memory_mb", "output_bytes"):
            value = getattr(self, name)
            if name == "memory_mb" and value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < float("inf"):
                raise ValueError(f"{name} must be a positive number, got {value!r}")


@dataclass(frozen=True)
class Entrant:
    """Who plays: a student's ``.py`` file or a built-in level of the game.

    Attributes:
        name: the name in the tables (a file's stem, or the level's name).
        path: the agent's file, for a student's agent.
        level: the level number, for a built-in player.
    """

    name: str
    path: str | None = None
    level: int | None = None


@dataclass(frozen=True)
class Failure:
    """A rule an agent broke, as the process machinery saw it: ``rule`` and a ``detail``
    for the student (see ``ttt_lab.contest.FORFEIT_RULES``)."""

    rule: str
    detail: str


@dataclass(frozen=True)
class Answer:
    """A move as the agent's process sent it: the ``repr`` of plain data."""

    text: str


# --------------------------------------------------------------------------- the child


class CappedOutput(io.TextIOBase):
    """``sys.stdout`` and ``sys.stderr`` of an agent's process: counts what is printed and
    throws it away; past the limit it reports the broken rule and ends the process at once
    (raising would let an agent's own ``except`` swallow it)."""

    def __init__(self, connection: Connection, limit: int) -> None:
        self.connection = connection
        self.limit = limit
        self.written = 0

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self.written += len(text.encode("utf-8", "replace"))
        if self.written > self.limit:
            send(self.connection, rule="output", detail=f"printed more than {self.limit:,} bytes")
            os._exit(0)
        return len(text)

    def writable(self) -> bool:
        return True


def send(connection: Connection, **message: Any) -> None:
    """Send ``message`` as a JSON text."""
    connection.send_bytes(json.dumps(message).encode())


def plain_text(value: Any, depth: int = 0) -> str | None:
    """``repr(value)`` if ``value`` is plain data that ``ast.literal_eval`` reads back (ints,
    floats, strings, ``None``, bools, and tuples or lists of them), else ``None``.

    Example:
        >>> plain_text((1, 2)), plain_text("b2"), plain_text(object()), plain_text([1, {2}])
        ('(1, 2)', "'b2'", None, None)
    """
    if value is None or type(value) in (bool, int, float, str):
        try:
            return repr(value)
        except ValueError:  # an int too long to write out
            return None
    if type(value) in (tuple, list) and depth < 8 and len(value) <= 100:
        parts = [plain_text(part, depth + 1) for part in value]
        if any(part is None for part in parts):
            return None
        return repr(value)
    return None


def _exit_with_parent() -> None:
    """End this process when the parent ends, even if the agent is stuck in a loop."""
    import multiprocessing

    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait_for([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="exit with parent", daemon=True).start()


def _cap_resources(limits: Limits) -> None:
    """Cap the process's memory (Linux: ``RLIMIT_AS``) and turn off core dumps, where the
    system allows it (elsewhere the memory is not capped)."""
    try:
        import resource
    except ImportError:  # Windows
        return
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if limits.memory_mb is not None:
            cap = int(limits.memory_mb * 1024 * 1024)
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (ValueError, OSError):  # macOS refuses RLIMIT_AS
        pass


def _silence_output(connection: Connection, limits: Limits) -> None:
    """Count and discard the agent's printing: Python's ``print`` through
    :class:`CappedOutput`, and anything written to file descriptors 1 and 2 into the null device."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 1)
    os.dup2(null, 2)
    os.close(null)
    sys.stdout = sys.stderr = cast(TextIO, CappedOutput(connection, limits.output_bytes))


def host_agent(connection: Connection, entrant: Entrant, game_text: str, seed: int | None, limits: Limits) -> None:
    """The life of an agent's process (the target of :class:`AgentProcess`): load the
    agent, then answer requests for moves until the parent hangs up."""
    _exit_with_parent()
    _silence_output(connection, limits)
    _cap_resources(limits)
    try:
        _serve(connection, entrant, game_text, seed, limits)
    except MemoryError:
        try:
            send(connection, rule="memory", detail=_memory_detail(limits))
        except BaseException:
            os._exit(MEMORY_EXIT_CODE)
    except (EOFError, OSError):  # the parent hung up
        pass


def _serve(connection: Connection, entrant: Entrant, game_text: str, seed: int | None, limits: Limits) -> None:
    """Load the agent, say so, then answer each request for a move until one breaks a rule."""
    random.seed(seed)
    chosen = contest_game(game_text)
    game = chosen.make()
    try:
        if entrant.level is not None:
            choose: Callable[[Any, Any], Any] = chosen.level_player(entrant.level, seed).choose
        else:
            choose = load_agent(entrant.path or "", seed)
    except AgentLoadError as error:
        send(connection, rule=error.rule, detail=error.detail)
        return
    except SystemExit as error:
        send(connection, rule="exit", detail=f"the file called sys.exit({error.code!r}) while loading")
        return
    if isinstance(game, HasExactSolver):
        game.exact_solver()  # imports the solver now, on the loading clock rather than the first move's
    send(connection, ready=True)
    while True:
        request = json.loads(connection.recv_bytes())
        state = game.initial_state()
        for move in ast.literal_eval(request["moves"]):
            state = game.result(state, move)  # the parent checked every one
        try:
            move = choose(game, state)
        except MemoryError:
            raise
        except SystemExit as error:
            send(connection, rule="exit", detail=f"the agent called sys.exit({error.code!r})")
            return
        except BaseException as error:
            send(connection, rule="crash", detail=describe_exception(error, entrant.path))
            return
        text = plain_text(move)
        if text is None or len(text) > MOVE_TEXT_CHARS:
            send(connection, rule="malformed move",
                 detail=f"the agent returned a {type(move).__name__}, which is not a move of {game!r}")
            return
        send(connection, move=text)


def _memory_detail(limits: Limits) -> str:
    """The detail of a memory forfeit."""
    return "ran out of memory" + (f" (the limit is {limits.memory_mb:g} MiB)" if limits.memory_mb else "")


# --------------------------------------------------------------------------- the parent


class AgentProcess:
    """The parent's handle on one agent's process, for one game.

    Args:
        entrant: who plays.
        game_text: the game, as :func:`~ttt_lab.contest.games.contest_game` reads it.
        seed: seeds the child's ``random`` and a level's or player's ``reset``.
        limits: what the agent may spend.
        context: the multiprocessing context that starts the process (``spawn`` or
            ``forkserver``: a notebook kernel's threads make ``fork`` unsafe).
    """

    def __init__(self, entrant: Entrant, game_text: str, seed: int | None, limits: Limits, context: Any) -> None:
        self.entrant = entrant
        self.limits = limits
        self.connection, child_end = context.Pipe()
        self.process = context.Process(
            target=host_agent, args=(child_end, entrant, game_text, seed, limits),
            name=f"agent {entrant.name}", daemon=True,
        )
        self.process.start()
        child_end.close()

    def wait_until_ready(self, deadline: float) -> Failure | None:
        """``None`` once the agent is loaded, or the rule it broke while loading (``deadline``
        is a ``time.monotonic()`` time)."""
        message = self._receive(deadline, f"not loaded within {self.limits.load_seconds:g} s")
        if isinstance(message, Failure):
            return message
        return None if message.get("ready") is True else Failure("malformed move", "an unreadable message")

    def ask(self, moves: list[Any]) -> Answer | Failure:
        """The agent's move in the position after ``moves``, or the rule it broke."""
        try:
            send(self.connection, moves=repr(moves))
        except OSError:  # the process died since its last answer
            return self._death()
        deadline = time.monotonic() + self.limits.move_seconds
        message = self._receive(deadline, f"no move within {self.limits.move_seconds:g} s")
        if isinstance(message, Failure):
            return message
        if isinstance(message.get("move"), str):
            return Answer(message["move"])
        return Failure("malformed move", "an unreadable answer")

    def _receive(self, deadline: float, late: str) -> dict[str, Any] | Failure:
        if not self.connection.poll(max(0.0, deadline - time.monotonic())):
            self.close()
            return Failure("timeout", late)
        try:
            message = json.loads(self.connection.recv_bytes(MESSAGE_BYTES))
        except (EOFError, ConnectionError):
            return self._death()
        except (OSError, ValueError):  # longer than MESSAGE_BYTES, or not JSON
            return Failure("malformed move", "an unreadable answer")
        if not isinstance(message, dict):
            return Failure("malformed move", "an unreadable answer")
        if isinstance(message.get("rule"), str):
            return Failure(message["rule"], str(message.get("detail", "")))
        return message

    def _death(self) -> Failure:
        """What the end of a process that stopped answering says."""
        self.process.join(timeout=1.0)
        code = self.process.exitcode
        self.close()
        if code == MEMORY_EXIT_CODE:
            return Failure("memory", _memory_detail(self.limits))
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return Failure("crash", f"the agent's process was killed by {name}")
        return Failure("exit", f"the agent's process ended (exit code {code}) without answering")

    def close(self) -> None:
        """End the process (at once: it holds nothing worth waiting for) and free its resources."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()
