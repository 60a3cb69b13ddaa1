"""The inside of an agent's sandbox: a warden that forks one fresh process per game, and
that process, which loads the agent and answers for its moves.

This module runs only in the sandbox (:mod:`ttt_lab.contest.isolation` starts it), never in
the referee's process. The warden is trusted code: it imports the game and the library's
players before any student code exists in the process, so each game's process is a cheap
``fork`` of it. It keeps the one end of the referee's control socket and never runs agent
code. For each game it forks a child that, before it loads the agent:

- keeps only its two pipes to the referee (every other descriptor is closed, the control
  socket included: an agent cannot ask for more processes);
- when the sandbox isolates, takes a user id of its own (``UID_BASE`` + a slot), so it can
  signal no other process and write nowhere but its own private ``/tmp/<slot>``;
- caps itself: address space (``memory_mb``), no new processes or threads
  (``RLIMIT_NPROC`` = 1), no core dumps, small files, few descriptors; the hard limits
  too, so the agent cannot raise them back;
- sends its printing to a counter (:class:`CappedOutput`) and descriptors 1 and 2 to the
  null device.

The warden reaps each child and tells the referee, on that game's status pipe (which the
child never holds), exactly how it ended: ``exited N`` or ``signal N``.

The messages a game's process sends are single short lines (``ready``, ``move <repr>``,
``fail <code> <detail>``); the referee trusts none of them (:mod:`ttt_lab.contest.sandbox`).
"""

from __future__ import annotations

import ast
import contextlib
import gc
import json
import os
import random
import select
import shutil
import signal
import socket
import sys
from collections.abc import Callable
from typing import Any, TextIO, cast

UID_BASE = 200_000
"""Game processes in an isolating sandbox run as user ``UID_BASE + slot``: ids no real
user or file on the machine has."""

FILE_BYTES = 4 * 1024 * 1024
"""The largest file a game's process may write (in its private ``/tmp``, or in memory with
``memfd_create``: such memory is not in its address space, so this and :data:`OPEN_FILES`
bound it, to 128 MiB)."""

OPEN_FILES = 32
"""How many descriptors a game's process may hold."""

MOVE_TEXT_CHARS = 200
"""The longest ``repr`` of a move a game's process sends: a move of any game here is far shorter."""

FAIL_CODES = ("syntax", "import", "noagent", "crash", "exit", "memory", "output", "move")
"""What a game's process may say went wrong (``fail <code> <detail>``); the referee maps
each code to a forfeit rule and refuses any other."""


# --------------------------------------------------------------------------- the warden


def warden(config: dict[str, Any]) -> None:
    """The sandbox's first process: preload the game, say hello, then fork a game process
    for each ``spawn`` the referee sends, until the control socket closes.

    The referee sends ``spawn <seed>`` with three descriptors (the game's request, answer and
    status pipes), or ``kill <pid>`` for a game process it cannot signal itself.

    ``config`` (from the referee): ``control`` (the socket's descriptor), ``game``,
    ``entrant`` (``{"path": ...}`` or ``{"level": n}``), ``memory_mb``, ``output_bytes``,
    ``isolated`` (take a user id per game).
    """
    control = socket.socket(fileno=config["control"])
    _not_dumpable()
    from ttt_lab.contest.games import contest_game
    from ttt_lab.core import HasExactSolver

    game = contest_game(config["game"]).make()
    if isinstance(game, HasExactSolver):
        game.exact_solver()  # imported once here, not by every game's process
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    signal.set_wakeup_fd(wake_write)
    control.sendall(f"hello {os.getpid()}\n".encode())
    children: dict[int, tuple[int, int]] = {}  # pid -> (status descriptor, slot)
    while True:
        _reap(children, config)
        readable, _, _ = select.select([control.fileno(), wake_read], [], [])
        if wake_read in readable:
            os.read(wake_read, 512)
        if control.fileno() not in readable:
            continue
        try:
            message, fds, _, _ = socket.recv_fds(control, 256, 3)
        except OSError:
            message, fds = b"", []
        if message.startswith(b"kill ") and not fds:  # a game process the referee cannot signal itself
            pid = int(message[5:])
            if pid in children:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
            continue
        if not message or not message.startswith(b"spawn ") or len(fds) != 3:
            for fd in fds:
                os.close(fd)
            break
        seed = json.loads(message[6:])
        slot = min(set(range(len(children) + 1)) - {slot for _, slot in children.values()})
        pid = os.fork()
        if pid == 0:
            _game_process(config, fds[0], fds[1], slot, seed, wake_read, wake_write)
        os.close(fds[0])
        os.close(fds[1])
        children[pid] = (fds[2], slot)
        _write_line(fds[2], f"pid {pid}")
    for pid in children:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    os._exit(0)


def _not_dumpable() -> None:
    """Make this process, and the games forked from it, non-dumpable (Linux): no process of
    the same user id may then read or write its memory (``/proc/PID/mem``) or trace it.
    A game process whose user id changes from root's is non-dumpable anyway; this matters
    where the games and the warden share the teacher's user id."""
    if sys.platform.startswith("linux"):
        import ctypes

        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0


def _reap(children: dict[int, tuple[int, int]], config: dict[str, Any]) -> None:
    """Report each ended child on its status pipe, and remove its private folder."""
    while children:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        if pid not in children or not (os.WIFEXITED(status) or os.WIFSIGNALED(status)):
            continue  # a stop that a tracer sees (a child that asked to be traced): it has not ended
        fd, slot = children.pop(pid)
        if os.WIFSIGNALED(status):
            _write_line(fd, f"signal {os.WTERMSIG(status)}")
        else:
            _write_line(fd, f"exited {os.waitstatus_to_exitcode(status)}")
        os.close(fd)
        if config["isolated"]:
            _remove_folder(f"/tmp/{slot}")


def _remove_folder(folder: str) -> None:
    """Remove a game's private folder, however the game left it: ``shutil.rmtree`` recurses
    once per level, and a tree thousands of levels deep (made with ``mkdir``/``chdir``) would
    raise ``RecursionError`` and end the warden; ``rm -rf`` walks any depth."""
    try:
        shutil.rmtree(folder, ignore_errors=True)
    except RecursionError:
        import subprocess

        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(["rm", "-rf", "--", folder], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=60, check=False)


def _write_line(fd: int, text: str) -> None:
    with contextlib.suppress(OSError):  # the referee may no longer listen
        os.write(fd, text.encode() + b"\n")


# --------------------------------------------------------------------------- one game's process


def _game_process(config: dict[str, Any], request: int, answer: int, slot: int, seed: int | None,
                  *warden_fds: int) -> None:
    """The child's life: confine itself, load the agent, answer until the referee hangs up. Never returns."""
    try:
        import fcntl

        request, answer = (fcntl.fcntl(fd, fcntl.F_DUPFD, 100) for fd in (request, answer))
        os.dup2(request, 3)
        os.dup2(answer, 4)
        os.closerange(5, 1 << 16)  # the control socket, other games' pipes, the warden's wake-up pipe
        del warden_fds
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        _confine(config, slot)
        channel = Channel(3, 4)
        sys.stdout = sys.stderr = cast(TextIO, CappedOutput(channel, config["output_bytes"]))
        _serve(channel, config, seed)
    except BaseException:
        pass
    os._exit(0)


def _confine(config: dict[str, Any], slot: int) -> None:
    """Take the game's own user id and folder (isolated) and cap what the process may spend."""
    import resource

    if config["isolated"]:
        folder = f"/tmp/{slot}"
        os.mkdir(folder, 0o700)
        if config["switch_users"]:
            uid = UID_BASE + slot
            os.chown(folder, uid, uid)
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)  # drops every capability the warden had
        os.chdir(folder)
        os.environ["HOME"] = os.environ["TMPDIR"] = folder
    caps = [(resource.RLIMIT_CORE, 0), (resource.RLIMIT_NPROC, 1), (resource.RLIMIT_FSIZE, FILE_BYTES),
            (resource.RLIMIT_NOFILE, OPEN_FILES)]
    if config["memory_mb"] is not None:
        caps.append((resource.RLIMIT_AS, int(config["memory_mb"] * 1024 * 1024)))
    # No real-time scheduling nor a raised priority (a teacher's account may allow them, and a
    # game spinning at real-time priority would starve the referee), no POSIX message queues
    # (kernel memory outside the address space).
    for name in ("RLIMIT_RTPRIO", "RLIMIT_NICE", "RLIMIT_MSGQUEUE"):
        if hasattr(resource, name):
            caps.append((getattr(resource, name), 0))
    for which, value in caps:
        with contextlib.suppress(ValueError, OSError):  # a system that refuses one (macOS: RLIMIT_AS)
            resource.setrlimit(which, (value, value))


class Channel:
    """The game process's two pipes: requests in (from the trusted referee), lines out."""

    def __init__(self, incoming: int, outgoing: int) -> None:
        self.incoming = incoming
        self.outgoing = outgoing
        self.buffer = b""

    def send(self, line: str) -> None:
        data = line.encode("utf-8", "replace") + b"\n"
        while data:
            data = data[os.write(self.outgoing, data):]

    def receive(self) -> str:
        while b"\n" not in self.buffer:
            chunk = os.read(self.incoming, 65536)
            if not chunk:
                raise EOFError("the referee hung up")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()


class CappedOutput:
    """``sys.stdout`` and ``sys.stderr`` of a game's process: counts what is printed and
    throws it away; past the limit it reports the broken rule and ends the process at once
    (raising would let an agent's own ``except`` swallow it)."""

    def __init__(self, channel: Channel, limit: int) -> None:
        self.channel = channel
        self.limit = limit
        self.written = 0

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self.written += len(text.encode("utf-8", "replace"))
        if self.written > self.limit:
            self.channel.send(f"fail output printed more than {self.limit:,} bytes")
            os._exit(0)
        return len(text)

    def flush(self) -> None:
        pass

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False


def _serve(channel: Channel, config: dict[str, Any], seed: int | None) -> None:
    """Load the agent, say so, then answer each request for a move until one breaks a rule."""
    from ttt_lab.contest.games import contest_game
    from ttt_lab.contest.loading import AgentLoadError, describe_exception, load_agent

    out_of_memory = b"fail memory MemoryError\n"  # made now: there may be no memory to make it later
    random.seed(seed)
    chosen = contest_game(config["game"])
    game = chosen.make()
    path = config["entrant"].get("path")
    try:
        try:
            if path is None:
                choose: Callable[[Any, Any], Any] = chosen.level_player(config["entrant"]["level"], seed).choose
            else:
                choose = load_agent(path, seed)
        except AgentLoadError as error:
            code = {"syntax error": "syntax", "import error": "import", "no agent": "noagent"}[error.rule]
            channel.send(f"fail {code} {error.detail}")
            return
        except SystemExit as error:
            channel.send(f"fail exit the file called sys.exit({_short_repr(error.code)}) while loading")
            return
        gc.collect()
        channel.send("ready")
        while True:
            request = channel.receive()
            state = game.initial_state()
            for move in ast.literal_eval(request.removeprefix("moves ")):
                state = game.result(state, move)  # the referee checked every one
            try:
                move = choose(game, state)
            except MemoryError:
                raise
            except SystemExit as error:
                channel.send(f"fail exit the agent called sys.exit({_short_repr(error.code)})")
                return
            except BaseException as error:
                channel.send(f"fail crash {describe_exception(error, path)}")
                return
            text = plain_text(move)
            if text is None or len(text) > MOVE_TEXT_CHARS:
                channel.send(f"fail move the agent returned a {type(move).__name__}, which is not a move of {game!r}")
                return
            channel.send(f"move {text}")
    except MemoryError:
        os.write(channel.outgoing, out_of_memory)


def _short_repr(value: Any) -> str:
    """``repr(value)`` of what an agent passed to ``sys.exit``, kept short (the referee cuts it anyway)."""
    try:
        text = repr(value)
    except BaseException:
        return "..."
    return text if len(text) <= 40 else text[:37] + "..."


def plain_text(value: Any, depth: int = 0) -> str | None:
    """``repr(value)`` if ``value`` is plain data that ``ast.literal_eval`` reads back (ints,
    floats, strings, ``None``, bools, and tuples or lists of them), else ``None``.

    Example:
        >>> plain_text((1, 2)), plain_text("b2"), plain_text(object()), plain_text([1, {2}])
        ('(1, 2)', "'b2'", None, None)
    """
    if value is None or type(value) in (bool, int, float, str):
        if type(value) is str and len(value) > MOVE_TEXT_CHARS:
            return None
        try:
            return repr(value)
        except ValueError:  # an int too long to write out
            return None
    if type(value) in (tuple, list) and depth < 4 and len(value) <= 10:
        parts = [plain_text(part, depth + 1) for part in value]
        if any(part is None for part in parts):
            return None
        return repr(value)
    return None
