"""The referee's side of an agent's sandbox: start it, get a fresh process from it for each
game, and read what that process says without trusting a byte of it.

A :class:`Sandbox` is started once per agent and contest (:mod:`ttt_lab.contest.isolation`
says how); inside, a warden forks a fresh process for each game
(:mod:`ttt_lab.contest.host`). The referee talks to a game's process through two pipes it
made itself, passed down the sandbox's control socket (nothing on the file system), and
learns how the process ended from a third pipe that only the warden holds.

What a game's process sends is read as data, never parsed without a bound: one line of at
most :data:`MESSAGE_BYTES` bytes, one message per request, of three shapes only:
``ready``, ``move <text>`` and ``fail <code> <detail>`` with ``code`` one of
:data:`~ttt_lab.contest.host.FAIL_CODES`. Anything else breaks the rule ``"bad message"``.
The referee writes every forfeit's rule itself and makes every detail one short line
(:func:`~ttt_lab.contest.loading.one_line`); an exit code is reported as the exit code it
is, a signal as the signal.

Between its moves a game's process is stopped (``SIGSTOP``): it cannot use the CPU while its
opponent thinks.

Example:
    >>> from ttt_lab.contest.isolation import find_isolation
    >>> sandbox = Sandbox(Entrant("Level 2", level=2), "tictactoe", Limits(), find_isolation())
    >>> sandbox.wait_started(time.monotonic() + 60)
    >>> process = sandbox.spawn(seed=1, deadline=time.monotonic() + 30)
    >>> process.wait_until_ready(deadline=time.monotonic() + 30)
    >>> process.ask([(0, 0), (1, 1), (0, 1)]).text   # O must block at (0, 2)
    '(0, 2)'
    >>> process.close(); sandbox.close()
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from ttt_lab.contest.host import FAIL_CODES
from ttt_lab.contest.isolation import Isolation, launch_command, seccomp_filter
from ttt_lab.contest.loading import one_line
from ttt_lab.players.levels import SAFETY_SECONDS

MESSAGE_BYTES = 1024
"""The longest line a game's process may send; a longer one breaks the rule ``"bad message"``."""

START_SECONDS = 60.0
"""How long a sandbox may take to start (Python and the games loaded): the machinery's
time, not the agent's, so it is no agent's forfeit."""

LEVEL_MOVE_SECONDS = SAFETY_SECONDS
"""The wall-clock seconds per move a built-in level is held to (or ``move_seconds``, if longer):
its far safety net. The levels count their budgets in nodes or playouts, so more time buys them
nothing and the same seed plays the same moves; held to ``move_seconds`` instead, a busy
machine would make Ultimate's levels 5 and 6 (about a second of search each) forfeit on time,
and a regrade give other standings."""

RULE_OF_CODE = {"syntax": "syntax error", "import": "import error", "noagent": "no agent", "crash": "crash",
                "exit": "exit", "memory": "memory", "output": "output", "move": "malformed move"}
"""The forfeit rule of each thing a game's process may say went wrong."""

assert set(RULE_OF_CODE) == set(FAIL_CODES)


@dataclass(frozen=True)
class Limits:
    """What an agent may spend.

    Attributes:
        move_seconds: wall-clock seconds per move, as the referee measures them (sending
            the position, thinking, and the answer's way back); a built-in level is held to
            :data:`LEVEL_MOVE_SECONDS` instead, if longer.
        load_seconds: seconds to start the game's process and load the agent's file.
        memory_mb: the address space of the agent's process, in MiB (Linux; ``None``: no cap).
            The process may start no other process or thread, so this caps all it holds.
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
        name: the name in the tables (a file's stem made safe to show, or the level's name).
        path: the agent's file (its snapshot, for a contest), for a student's agent.
        level: the level number, for a built-in player.
        sha256: the hash of the file's bytes as the contest read them.
        file_name: the file's name in the submissions folder, made safe to show.
        refusal: why the contest does not run the file (too large to read), or ``None``.
    """

    name: str
    path: str | None = None
    level: int | None = None
    sha256: str | None = None
    file_name: str | None = None
    refusal: str | None = None


@dataclass(frozen=True)
class Failure:
    """A rule an agent broke, as the referee saw it: ``rule`` and a one-line ``detail``
    for the student (see ``ttt_lab.contest.FORFEIT_RULES``)."""

    rule: str
    detail: str


@dataclass(frozen=True)
class Answer:
    """A move as the agent's process sent it: the ``repr`` of plain data, not yet checked."""

    text: str


class SandboxError(RuntimeError):
    """A sandbox that could not start: the machinery failed, not an agent."""


class Sandbox:
    """One agent's sandbox for a contest: its warden process, and the control socket to it.

    Args:
        entrant: who plays in it.
        game_text: the game, as :func:`~ttt_lab.contest.games.contest_game` reads it.
        limits: what each game's process may spend.
        isolation: how to start it (:func:`~ttt_lab.contest.isolation.find_isolation`).
        exclude: folders that must not be on the agent's ``sys.path`` nor visible (the
            submissions' folder, the current folder).
    """

    def __init__(self, entrant: Entrant, game_text: str, limits: Limits, isolation: Isolation,
                 exclude: list[Path] | None = None) -> None:
        self.entrant = entrant
        self.isolation = isolation
        self.limits = limits
        self.lock = threading.Lock()
        self.warden_pid: int | None = None
        config = {"game": game_text, "memory_mb": limits.memory_mb, "output_bytes": limits.output_bytes,
                  "entrant": {"level": entrant.level} if entrant.path is None else {"path": entrant.path},
                  "isolated": False, "switch_users": False}
        self.control, far_end = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        config["control"] = far_end.fileno()
        agent_file = Path(entrant.path) if entrant.path is not None else None
        keep = [far_end.fileno()]
        program = seccomp_filter() if isolation.isolated else None
        if program is not None:  # bubblewrap reads the filter from a pipe it inherits
            filter_read, filter_write = os.pipe()
            os.write(filter_write, program)
            os.close(filter_write)
            keep.append(filter_read)
        command, environment = launch_command(isolation, config, agent_file, exclude or [],
                                              keep[1] if program is not None else None)
        try:
            self.process = subprocess.Popen(
                command, env=environment, pass_fds=keep, stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
                cwd="/",
            )
        finally:
            far_end.close()
            if program is not None:
                os.close(keep[1])

    def wait_started(self, deadline: float) -> None:
        """Wait for the warden's hello.

        Raises:
            SandboxError: it did not start (with what bubblewrap or Python said).
        """
        ready, _, _ = select.select([self.control], [], [], max(0.0, deadline - time.monotonic()))
        hello = self.control.recv(64) if ready else b""
        if not hello.startswith(b"hello "):
            self.process.kill()
            said = self.process.communicate(timeout=10)[1].decode(errors="replace").strip().splitlines()
            raise SandboxError(f"the sandbox of {self.entrant.name} did not start: "
                               + (said[-1] if said else "no answer"))
        assert self.process.stderr is not None
        self.process.stderr.close()
        inner = int(hello.split()[1])
        self.warden_pid = _find_descendant(self.process.pid, inner) if self.isolation.isolated else self.process.pid

    def spawn(self, seed: int | None, deadline: float) -> GameProcess | Failure:
        """A fresh process for one game, or the failure to make one in time."""
        request_read, request_write = os.pipe()
        answer_read, answer_write = os.pipe()
        status_read, status_write = os.pipe()
        try:
            with self.lock:
                socket.send_fds(self.control, [b"spawn " + json.dumps(seed).encode()],
                                [request_read, answer_write, status_write])
        except OSError:  # only an agent that is not isolated can end its own sandbox
            for fd in (request_write, answer_read, status_read):
                os.close(fd)
            return Failure("crash", "the agent's sandbox has ended")
        finally:
            for fd in (request_read, answer_write, status_write):
                os.close(fd)
        return GameProcess(self, request_write, answer_read, status_read, deadline)

    def close(self) -> None:
        """End the sandbox and every process in it: the warden, told by the closed socket,
        kills its games' processes and ends; then, in any case, its whole process group is
        killed (under bubblewrap the kernel also ends everything in its PID namespace)."""
        try:
            self.control.close()
            self.process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            pass
        finally:
            if self.process.poll() is None:
                try:
                    os.killpg(self.process.pid, signal.SIGKILL)
                except OSError:
                    self.process.kill()
            self.process.wait()


class RefusedSandbox(Sandbox):
    """The stand-in for the sandbox of a file the contest refused to run (``entrant.refusal``):
    no process at all; each of its games is lost at loading, by the rule ``"file too large"``."""

    def __init__(self, entrant: Entrant, limits: Limits, isolation: Isolation) -> None:
        self.entrant = entrant
        self.limits = limits
        self.isolation = isolation
        self.lock = threading.Lock()
        self.warden_pid = None

    def wait_started(self, deadline: float) -> None:
        pass

    def spawn(self, seed: int | None, deadline: float) -> GameProcess | Failure:
        return Failure("file too large", self.entrant.refusal or "the contest did not run the file")

    def close(self) -> None:
        pass


class GameProcess:
    """The referee's handle on one game's process in a sandbox."""

    def __init__(self, sandbox: Sandbox, request: int, answer: int, status: int, deadline: float) -> None:
        self.sandbox = sandbox
        self.limits = sandbox.limits
        self.request = request
        self.answer = answer
        self.status = status
        self.buffer = b""
        self.status_buffer = b""
        self.pidfd: int | None = None
        self.pid: int | None = None
        self.inner_pid: int | None = None
        self.closed = False
        line = self._status_line(deadline)
        if line is not None and line.startswith("pid "):
            self._track(int(line.split()[1]))

    # ------------------------------------------------------------------ asking

    def wait_until_ready(self, deadline: float) -> Failure | None:
        """``None`` once the agent is loaded (the process is then stopped until its first
        move), or the rule it broke while loading (``deadline`` is a ``time.monotonic()`` time)."""
        message = self._receive(deadline, f"not loaded within {self.limits.load_seconds:g} s", loading=True)
        if isinstance(message, Failure):
            return message
        if message != "ready":
            self.close()
            return Failure("bad message", "the agent's process sent something else than 'ready' after loading")
        self._signal(signal.SIGSTOP)
        return None

    def ask(self, moves: list[object]) -> Answer | Failure:
        """The agent's move in the position after ``moves``, or the rule it broke."""
        self._signal(signal.SIGCONT)
        try:
            os.write(self.request, f"moves {moves!r}\n".encode())
        except OSError:  # the process died since its last answer
            return self._death()
        seconds = self.limits.move_seconds
        if self.sandbox.entrant.level is not None:  # counted, not timed: see LEVEL_MOVE_SECONDS
            seconds = max(seconds, LEVEL_MOVE_SECONDS)
        deadline = time.monotonic() + seconds
        message = self._receive(deadline, f"no move within {seconds:g} s", loading=False)
        if isinstance(message, Failure):
            return message
        self._signal(signal.SIGSTOP)
        if message.startswith("move "):
            return Answer(message[5:])
        self.close()
        return Failure("bad message", "the agent's process sent something else than a move")

    def _receive(self, deadline: float, late: str, loading: bool) -> str | Failure:
        """One line from the process, as text, or the rule broken getting it."""
        if self.buffer:
            self.close()
            return Failure("bad message", "the agent's process sent a message nobody asked for")
        while b"\n" not in self.buffer:
            if len(self.buffer) > MESSAGE_BYTES:
                break
            ready, _, _ = select.select([self.answer], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                self.close()
                return Failure("timeout", late)
            chunk = os.read(self.answer, MESSAGE_BYTES + 1 - len(self.buffer))
            if not chunk:
                return self._death()
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        if len(line) > MESSAGE_BYTES:
            self.close()
            return Failure("bad message", f"the agent's process sent a message longer than {MESSAGE_BYTES} bytes")
        text = line.decode("utf-8", "replace")
        if text.startswith("fail "):
            self.close()
            return self._reported_failure(text[5:], loading)
        return text

    def _reported_failure(self, text: str, loading: bool) -> Failure:
        """The failure that the process reports: a rule from its code, a detail the referee words."""
        code, _, detail = text.partition(" ")
        rule = RULE_OF_CODE.get(code)
        if rule is None:
            return Failure("bad message", "the agent's process sent a message the referee does not know")
        # The process's own word, which its agent's code could have sent: the detail says so.
        if rule == "memory":
            cap = self.limits.memory_mb
            return Failure(rule, "ran out of memory, as its process reported (MemoryError"
                           + (f"; the limit is {cap:g} MiB)" if cap else ")"))
        if rule == "output":
            return Failure(rule, f"printed more than {self.limits.output_bytes:,} bytes, as its process reported")
        if rule in ("syntax error", "import error", "no agent") and not loading:
            return Failure("bad message", "the agent's process reported a loading error after loading")
        return Failure(rule, one_line(detail) or "(no detail)")

    def _death(self) -> Failure:
        """What the end of a process that stopped answering says: its exit code or signal, from the warden."""
        line = self._status_line(time.monotonic() + 2.0, skip_pid=True)
        self.close()
        if line is not None and line.startswith("signal "):
            number = int(line.split()[1])
            try:
                name = signal.Signals(number).name
            except ValueError:
                name = f"signal {number}"
            return Failure("crash", f"the agent's process was killed by {name}")
        if line is not None and line.startswith("exited "):
            return Failure("exit", f"the agent's process ended with exit code {int(line.split()[1])} without answering")
        return Failure("crash", "the agent's process closed its connection to the referee")

    def _status_line(self, deadline: float, skip_pid: bool = False) -> str | None:
        """The warden's next line about this process (trusted: the warden runs no agent code)."""
        while True:
            while b"\n" not in self.status_buffer:
                ready, _, _ = select.select([self.status], [], [], max(0.0, deadline - time.monotonic()))
                chunk = os.read(self.status, 256) if ready else b""
                if not chunk:
                    return None
                self.status_buffer += chunk
            line, _, self.status_buffer = self.status_buffer.partition(b"\n")
            text = line.decode()
            if not (skip_pid and text.startswith("pid ")):
                return text

    # ------------------------------------------------------------------ the process itself

    def _track(self, inner: int) -> None:
        """Find the process outside the sandbox's PID namespace and hold a pidfd on it."""
        self.inner_pid = inner
        warden = self.sandbox.warden_pid
        pid = _find_child(warden, inner) if self.sandbox.isolation.isolated and warden else inner
        if pid is None:
            return
        self.pid = pid
        try:
            self.pidfd = os.pidfd_open(pid)
        except (AttributeError, OSError):  # not Linux: signal by pid
            self.pidfd = None

    def _signal(self, number: int) -> None:
        try:
            if self.pidfd is not None:
                signal.pidfd_send_signal(self.pidfd, number)
            elif self.pid is not None:
                os.kill(self.pid, number)
            elif number == signal.SIGKILL and self.inner_pid is not None:
                # Not found outside its namespace (no /proc?): its warden kills it. It is
                # then not stopped between moves either.
                with self.sandbox.lock:
                    self.sandbox.control.send(f"kill {self.inner_pid}".encode())
        except (OSError, AttributeError):  # already gone
            pass

    def close(self) -> None:
        """Kill the process (it holds nothing worth waiting for) and close its pipes."""
        if self.closed:
            return
        self.closed = True
        self._signal(signal.SIGKILL)
        for fd in (self.request, self.answer, self.status, self.pidfd):
            if fd is not None:
                os.close(fd)


def _children(pid: int) -> list[int]:
    """The child processes of ``pid`` (Linux)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as file:
            return [int(part) for part in file.read().split()]
    except OSError:
        found = []
        for entry in os.listdir("/proc"):
            if entry.isdigit() and _status_field(int(entry), "PPid") == [str(pid)]:
                found.append(int(entry))
        return found


def _status_field(pid: int, field: str) -> list[str]:
    try:
        with open(f"/proc/{pid}/status") as file:
            for line in file:
                if line.startswith(field + ":"):
                    return line.split()[1:]
    except OSError:
        pass
    return []


def _find_child(parent: int, inner: int) -> int | None:
    """The child of ``parent`` whose pid in its own namespace is ``inner``."""
    for child in _children(parent):
        ids = _status_field(child, "NSpid")
        if ids and ids[-1] == str(inner):
            return child
    return None


def _find_descendant(root: int, inner: int) -> int | None:
    """The descendant of ``root`` (bubblewrap) whose pid in its namespace is ``inner`` (the warden)."""
    level = [root]
    for _ in range(4):
        level = [child for pid in level for child in _children(pid)]
        for pid in level:
            ids = _status_field(pid, "NSpid")
            if len(ids) > 1 and ids[-1] == str(inner):
                return pid
    return None
