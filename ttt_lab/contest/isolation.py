"""How an agent's sandbox is started: under bubblewrap where it is installed, else as an
ordinary process of the teacher's user, and the contest says so.

Under bubblewrap (``bwrap``, Debian's ``bubblewrap``) the sandbox has its own PID, network,
IPC and UTS namespaces (it sees no other process and reaches no network), a read-only view
of Python's own library (at ``/python``), the installed packages (``/site/N``) and the
``ttt_lab`` package (``/lab/ttt_lab``), its own submission's snapshot (``/agent/NAME.py``),
a small private ``/tmp``, a clean environment, and nothing else of the file system; a
seccomp filter refuses System V shared memory, key rings, new namespaces, ptrace, io_uring
and a few other calls no agent needs (:func:`seccomp_filter`). It dies with the referee.
Its first process keeps only the capabilities it needs to give each game's process a user
id of its own (:mod:`ttt_lab.contest.host`); every game's process holds none.

The child's ``sys.path`` is set explicitly (``python -S``): the folder the command was run
from, and the submissions' folder, are never on it, so a student's ``json.py`` shadows
nothing, in the sandbox or in the referee.

Example:
    >>> find_isolation(False).isolated, find_isolation(False).describe()[:16]
    (False, 'NOT ISOLATED: ag')
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

TMP_BYTES = 64 * 1024 * 1024
"""The size of a sandbox's private ``/tmp`` (in memory, shared by that agent's games)."""

BOOT = ("import json, sys; config = json.loads(sys.argv[1]); sys.path[:] = config['path'];"
        " from ttt_lab.contest.host import warden; warden(config)")
"""What the sandbox's Python runs first: its path, then the warden."""

ENVIRONMENT = {
    "PATH": "/usr/bin:/bin",
    "LANG": "C.UTF-8",
    "PYTHONHASHSEED": "0",  # the same seed plays the same games, even for agents that iterate over sets
    "OMP_NUM_THREADS": "1",  # numerical libraries must not try to start threads (they would be refused)
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "MPLBACKEND": "Agg",
}
"""The whole environment of an agent's process: nothing of the teacher's."""

_CAPABILITIES = ("CAP_SETUID", "CAP_SETGID", "CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FOWNER", "CAP_KILL")


@dataclass(frozen=True)
class Isolation:
    """How the agents' sandboxes are made.

    Attributes:
        bwrap: the ``bwrap`` program, or ``None`` when agents run as ordinary processes.
        reason: why they are not isolated (when ``bwrap`` is ``None``).
    """

    bwrap: str | None
    reason: str = ""

    @property
    def isolated(self) -> bool:
        return self.bwrap is not None

    @property
    def switch_users(self) -> bool:
        """Whether each game's process takes a user id of its own (the referee runs as root)."""
        return self.isolated and os.geteuid() == 0

    def describe(self) -> str:
        """One sentence for the terminal and the report."""
        if self.isolated:
            return ("isolated: each agent ran under bubblewrap, in its own PID and network namespaces, with a"
                    " read-only view of Python and ttt_lab, its own submission only, a private /tmp, no"
                    " environment, and no way to start processes or threads")
        return ("NOT ISOLATED: agents ran as ordinary processes of the teacher's user, able to read the"
                f" teacher's files and each other's, and to reach the network ({self.reason})")


def find_isolation(isolate: bool | None = None) -> Isolation:
    """The isolation to use: ``True`` requires bubblewrap, ``False`` goes without it,
    ``None`` uses it when it is installed and works.

    Raises:
        ValueError: ``isolate=True`` where bubblewrap is missing or does not work.
    """
    if isolate is False:
        return Isolation(None, "isolation was turned off")
    reason = _bwrap_problem()
    if reason is None:
        return Isolation(shutil.which("bwrap"))
    if isolate:
        raise ValueError(f"cannot isolate the agents: {reason}")
    return Isolation(None, reason)


@lru_cache(maxsize=1)
def _bwrap_problem() -> str | None:
    """Why bubblewrap cannot be used here, or ``None`` when a trial sandbox ran."""
    if not sys.platform.startswith("linux"):
        return f"bubblewrap runs on Linux only, this is {sys.platform}"
    program = shutil.which("bwrap")
    if program is None:
        return "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
    trial = [program, *_namespaces(), *_system_binds(), "--proc", "/proc", "--dev", "/dev", "--", "/usr/bin/true"]
    try:
        done = subprocess.run(trial, capture_output=True, timeout=30, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"bwrap did not run: {error}"
    if done.returncode != 0:
        return f"bwrap failed: {done.stderr.decode(errors='replace').strip()[:200]}"
    return None


def _namespaces() -> list[str]:
    if os.geteuid() == 0:
        # No user namespace: as root, that would map only uid 0, and the warden must hand out others.
        return ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"]
    return ["--unshare-all"]


def _system_binds() -> list[str]:
    """``/usr`` read-only, and ``/lib``, ``/lib64``, ``/bin`` as they are (symbolic links into it, or folders)."""
    arguments = ["--ro-bind", "/usr", "/usr"]
    for name in ("/lib", "/lib64", "/lib32", "/bin", "/sbin"):
        if os.path.islink(name):
            arguments += ["--symlink", os.readlink(name), name]
        elif os.path.isdir(name):
            arguments += ["--ro-bind", name, name]
    return arguments


def python_folders(exclude: list[Path]) -> tuple[Path, list[Path], Path]:
    """Python's own prefix, the installed packages' folders, and the ``ttt_lab`` package's folder
    that an agent's Python needs, read from this process's ``sys.path``.

    Folders of ``exclude`` (the submissions, the current folder) and anything inside them are left out.
    """
    import ttt_lab

    prefix = Path(sys.base_prefix).resolve()
    package = Path(ttt_lab.__file__).resolve().parent
    sites: list[Path] = []
    for entry in sys.path:
        if not entry or not os.path.isdir(entry):
            continue
        folder = Path(entry).resolve()
        if any(folder == other or other in folder.parents for other in exclude):
            continue
        if folder.name in ("site-packages", "dist-packages") and folder not in sites:
            sites.append(folder)
    return prefix, sites, package


REFUSED_CALLS = {
    # machine: (the kernel's audit number of the architecture, {call: its number})
    "x86_64": (0xC000003E, {"shmget": 29, "semget": 64, "msgget": 68, "ptrace": 101, "process_vm_readv": 310,
                            "process_vm_writev": 311, "add_key": 248, "request_key": 249,
                            "keyctl": 250, "unshare": 272, "perf_event_open": 298, "setns": 308, "bpf": 321,
                            "userfaultfd": 323, "io_uring_setup": 425, "io_uring_enter": 426,
                            "io_uring_register": 427}),
    "aarch64": (0xC00000B7, {"shmget": 194, "semget": 190, "msgget": 186, "ptrace": 117, "process_vm_readv": 270,
                             "process_vm_writev": 271, "add_key": 217, "request_key": 218,
                             "keyctl": 219, "unshare": 97, "perf_event_open": 241, "setns": 268, "bpf": 280,
                             "userfaultfd": 282, "io_uring_setup": 425, "io_uring_enter": 426,
                             "io_uring_register": 427}),
}
"""The system calls a sandbox refuses, and why:

- System V shared memory, semaphores and message queues hold memory that no process's
  address space counts, for as long as the sandbox lives: an agent would hoard memory
  past its limit.
- ``ptrace`` and ``process_vm_readv``/``writev``: a game's process that made the warden its
  tracer (``PTRACE_TRACEME``) stopped in a way the warden had to understand; and where
  the games share the warden's user id (a teacher who is not root), they could write
  into the warden and have it start processes past every limit.
- The kernel's key rings are kept per user id, not per sandbox: game processes with the
  same slot in different sandboxes share a user id, so keys would carry data from one
  agent's game to another's (and from game to game).
- ``unshare`` and ``setns``: a game process could make a user namespace of its own and
  hold every capability in it, opening the kernel's less-tested paths (new processes are
  refused anyway).
- ``io_uring``, ``bpf``, ``perf_event_open``, ``userfaultfd``: large attack surfaces of the
  kernel that no agent needs (container runtimes refuse them by default too).
"""


def seccomp_filter(machine: str | None = None) -> bytes | None:
    """A seccomp filter (classic BPF, as bubblewrap's ``--seccomp`` reads it) that refuses
    the calls of :data:`REFUSED_CALLS` (``EPERM``) and every system call of another
    architecture; ``None`` for a machine it does not know.

    Example:
        >>> len(seccomp_filter("x86_64")) // 8, seccomp_filter("sparc")
        (24, None)
    """
    machine = machine or os.uname().machine
    if machine not in REFUSED_CALLS:
        return None
    architecture, numbers = REFUSED_CALLS[machine]
    calls = sorted(numbers.values())
    load, equal, at_least, answer = 0x20, 0x15, 0x35, 0x06
    allow, refuse = 0x7FFF0000, 0x00050000 | 1  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EPERM
    # Jumps count instructions after the next one; the refusal is the last instruction.
    program = [(load, 0, 0, 4), (equal, 1, 0, architecture)]
    tail = len(calls) + 1  # from the x32 check to the refusal: the calls' checks and "allow" between
    program += [(answer, 0, 0, refuse), (load, 0, 0, 0), (at_least, tail, 0, 0x40000000)]  # x32 calls too
    for index, number in enumerate(calls):
        program.append((equal, tail - 1 - index, 0, number))
    program += [(answer, 0, 0, allow), (answer, 0, 0, refuse)]
    return b"".join(struct.pack("=HBBI", *instruction) for instruction in program)


def launch_command(isolation: Isolation, config: dict[str, Any], agent_file: Path | None,
                   exclude: list[Path], seccomp_fd: int | None = None) -> tuple[list[str], dict[str, str]]:
    """The command line and environment that start an agent's sandbox (its warden).

    ``config`` is completed with the child's ``path`` and, for a submission, the path its
    file has inside (``entrant.path``).
    """
    prefix, sites, package = python_folders(exclude)
    executable = Path(sys.executable).resolve()
    config = {**config, "entrant": dict(config["entrant"])}
    if not isolation.isolated:
        stdlib = [entry for entry in sys.path if entry and Path(entry).resolve().is_relative_to(prefix)]
        config["path"] = [str(package.parent), *stdlib, *map(str, sites)]
        if agent_file is not None:
            config["entrant"]["path"] = str(agent_file)
        return [str(executable), "-S", "-s", "-B", "-c", BOOT, json.dumps(config)], dict(ENVIRONMENT)
    if not executable.is_relative_to(prefix):
        raise ValueError(f"cannot isolate the agents: Python {executable} is not inside its prefix {prefix}")
    inside_stdlib = ["/python/" + str(Path(entry).resolve().relative_to(prefix)) for entry in sys.path
                     if entry and Path(entry).resolve().is_relative_to(prefix)]
    arguments = [str(isolation.bwrap), *_namespaces(), "--die-with-parent", "--new-session", *_system_binds()]
    for folder in ("/lab", "/site", "/agent"):  # made readable by all: bubblewrap's own are its user's only
        arguments += ["--perms", "0755", "--dir", folder]
    arguments += ["--ro-bind", str(prefix), "/python", "--ro-bind", str(package), "/lab/ttt_lab"]
    for number, site in enumerate(sites):
        arguments += ["--ro-bind", str(site), f"/site/{number}"]
    if agent_file is not None:
        inside = f"/agent/{agent_file.name}"
        arguments += ["--ro-bind", str(agent_file), inside]
        config["entrant"]["path"] = inside
    arguments += ["--proc", "/proc", "--dev", "/dev", "--size", str(TMP_BYTES),
                  "--perms", "0755" if isolation.switch_users else "0700", "--tmpfs", "/tmp",
                  "--chdir", "/", "--clearenv"]
    for name, value in ENVIRONMENT.items():
        arguments += ["--setenv", name, value]
    if seccomp_fd is not None:
        arguments += ["--seccomp", str(seccomp_fd)]
    if isolation.switch_users:
        arguments += ["--cap-drop", "ALL"]
        for capability in _CAPABILITIES:
            arguments += ["--cap-add", capability]
    config["path"] = ["/lab", *inside_stdlib, *(f"/site/{number}" for number in range(len(sites)))]
    config["isolated"] = True
    config["switch_users"] = isolation.switch_users
    python = "/python/" + str(executable.relative_to(prefix))
    arguments += ["--", python, "-S", "-s", "-B", "-c", BOOT, json.dumps(config)]
    return arguments, {"PATH": ENVIRONMENT["PATH"]}

