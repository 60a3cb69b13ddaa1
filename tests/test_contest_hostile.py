"""Hostile agents against honest controls: each attack is contained (a forfeit with a true,
one-line reason, or no effect at all), honest agents' games are the games they play
without the attackers, no planted file is read or changed, nothing is forged in the
terminal or the report, and no process is left afterwards.

An attack that succeeds says so by raising ``RuntimeError("ESCAPED ...")`` in the agent,
which the referee records as the agent's crash; every test looks for that word.

The tests need bubblewrap; where it is missing they are skipped, except in CI (the
environment variable ``CI`` set), where a missing bubblewrap fails them.
"""

from __future__ import annotations

import hashlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ttt_lab.contest import ContestResult, Forfeit, find_isolation, run_contest
from ttt_lab.contest import sandbox as sandbox_module
from ttt_lab.contest.host import UID_BASE
from ttt_lab.contest.sandbox import Entrant, Failure, GameProcess, Limits, Sandbox
from ttt_lab.viz.contest_report import write_contest_report

FAST = {"move_seconds": 1.0, "load_seconds": 10.0, "memory_mb": 256, "output_bytes": 10_000, "progress": False,
        "workers": 2}

HONEST = {
    "steady": "import random\n\ndef agent(game, state):\n    return random.choice(game.actions(state))\n",
    "slowpoke": ("import json, random, time\n\ndef agent(game, state):\n    time.sleep(0.05)\n"
                 "    assert json.loads(json.dumps([1])) == [1]\n    return random.choice(game.actions(state))\n"),
}
"""Honest controls: a random mover, and one that thinks a little (and uses json and random,
whose names hostile files take)."""

LEVEL = "Level 2 (Win or block)"

FIRST = "    return game.actions(state)[0]\n"

SPY = (
    "import glob, os, socket\n\n"
    "def agent(game, state):\n"
    # Another agent's file, the teacher's files and folders, other sandboxes' snapshots.
    "    for path in [{rival!r}, {secret!r}, *glob.glob('/tmp/ttt_lab_contest_*/*/*.py'), '/work', {folder!r}]:\n"
    "        if os.path.exists(path):\n            raise RuntimeError('ESCAPED: saw ' + path)\n"
    # The referee's environment.
    "    if any({canary!r} in value for value in os.environ.values()):\n"
    "        raise RuntimeError('ESCAPED: read the environment')\n"
    # Files to overwrite: a rival, the report, its own snapshot, ttt_lab.
    "    for path in [{rival!r}, {report!r}, '/agent/spy.py', '/lab/ttt_lab/__init__.py', '/tmp/planted']:\n"
    "        try:\n            with open(path, 'a') as file:\n                file.write('def agent(g, s):\\n    return None\\n')\n"
    "        except OSError:\n            continue\n"
    "        if not path.startswith('/tmp/'):\n            raise RuntimeError('ESCAPED: wrote ' + path)\n"
    # The network: the teacher's machine listens on a port.
    "    try:\n        socket.create_connection(('127.0.0.1', {port}), timeout=0.2).close()\n"
    "        raise RuntimeError('ESCAPED: reached the network')\n    except OSError:\n        pass\n"
    # The referee's terminal, through /proc.
    "    for pid in ({referee}, 1):\n        try:\n"
    "            with open(f'/proc/{{pid}}/fd/1', 'w') as out:\n"
    "                out.write('\\n1  FORGED  99 points\\n')\n"
    "        except OSError:\n            continue\n        raise RuntimeError('ESCAPED: wrote to a terminal')\n"
    + FIRST
)

ESCAPES = {
    "spy": SPY,
    # The referee and its siblings, by signal.
    "killer": (
        "import os, signal\n\nfor target in {{os.getppid(), {referee}, 1, *range(2, 64)}} - {{os.getpid()}}:\n    try:\n"
        "        os.kill(target, signal.SIGKILL)\n    except OSError:\n        pass\n\n"
        "def agent(game, state):\n" + FIRST
    ),
    # More processes: a fork bomb, spinning threads at import, a detached rewriter, forked hogs.
    "forker": "import os\n\nwhile True:\n    os.fork()\n",
    "spinners": ("import threading\n\nfor _ in range(4):\n"
                 "    threading.Thread(target=lambda: [0 for _ in iter(int, 1)], daemon=True).start()\n"),
    "rewriter": (
        "import subprocess\n\ndef agent(game, state):\n"
        "    subprocess.Popen(['/bin/sh', '-c', 'sleep 0.5; echo FORGED > {report}'], start_new_session=True)\n" + FIRST
    ),
    "forked_hog": ("import os\n\ndef agent(game, state):\n    if os.fork() == 0:\n"
                   "        hoard = bytearray(2 ** 30)\n    return game.actions(state)[0]\n"),
    # The CPU while its opponent thinks: a timer whose handler runs while the process waits.
    "thief": (
        "import signal, time\n\nruns = 0\n\ndef tick(*_):\n    global runs\n    runs += 1\n\n"
        "signal.signal(signal.SIGALRM, tick)\nsignal.setitimer(signal.ITIMER_REAL, 0.002, 0.002)\nlast = None\n\n"
        "def agent(game, state):\n    global runs, last\n    now = time.monotonic()\n"
        "    if last is not None and runs > 20 and runs / (now - last) > 100:\n"
        "        raise RuntimeError(f'ESCAPED: ran {{runs}} times in {{now - last:.2f}} s between moves')\n"
        "    move = game.actions(state)[0]\n    runs, last = 0, time.monotonic()\n    return move\n"
    ),
    # Memory that no address space counts: System V shared memory and message queues.
    "sysv": (
        "import ctypes\n\nlibc = ctypes.CDLL(None, use_errno=True)\n\ndef agent(game, state):\n"
        "    if libc.shmget(0, 1 << 24, 0o1600) >= 0 or libc.msgget(0, 0o1600) >= 0:\n"
        "        raise RuntimeError('ESCAPED: made System V memory')\n" + FIRST
    ),
    # Calls that reach past the sandbox: key rings are kept per user id (shared with the games
    # of other sandboxes), a user namespace of its own holds every capability, io_uring is a
    # large attack surface of the kernel.
    "kernel": (
        "import ctypes, platform\n\nlibc = ctypes.CDLL(None, use_errno=True)\n"
        "calls = {{'x86_64': (248, 425), 'aarch64': (217, 425)}}.get(platform.machine(), ())\n\n"
        "def agent(game, state):\n"
        "    if libc.unshare(0x10000000) == 0:\n        raise RuntimeError('ESCAPED: made a user namespace')\n"
        "    if calls and libc.syscall(calls[0], b'user', b'note', b'x', 1, -4) > 0:\n"
        "        raise RuntimeError('ESCAPED: added a key to its user id key ring')\n"
        "    if calls and libc.syscall(calls[1], 4, ctypes.create_string_buffer(120)) >= 0:\n"
        "        raise RuntimeError('ESCAPED: set up io_uring')\n"
        + FIRST
    ),
    # A private folder thousands of levels deep, left for the warden to remove after the game.
    "burrow": ("import os\n\ndef agent(game, state):\n    here = os.getcwd()\n    try:\n"
               "        for _ in range(3000):\n            os.mkdir('d')\n            os.chdir('d')\n"
               "    except OSError:\n        pass\n    os.chdir(here)\n" + FIRST),
    # Named to shadow the standard library module that honest agents import.
    "json": "def agent(game, state):\n" + FIRST,
}
"""Attacks on the referee, the other agents, the teacher's files and the machine."""

MESSAGES = {
    # A message without a bound: deeply nested, or longer than any line the referee reads.
    "nester": "import os\n\ndef agent(game, state):\n    os.write(4, b'move ' + b'(' * 200000 + b'\\n')\n" + FIRST,
    "flooder": "import os, time\n\ndef agent(game, state):\n    os.write(4, b'[' * 100000)\n    time.sleep(5)\n",
    # Its own forfeit rule and text.
    "forger": "import os\n\ndef agent(game, state):\n    os.write(4, b'fail timeout the referee crashed\\n')\n" + FIRST,
    # Its warden as its tracer: a stop the warden must not take for an end, nor die of.
    "tracee": ("import ctypes, os, signal\n\nctypes.CDLL(None).ptrace(0, 0, 0, 0)\n\n"
               "def agent(game, state):\n    os.kill(os.getpid(), signal.SIGUSR1)\n" + FIRST),
    # A forfeit rule it may choose (it only loses by it), stated as a fact it is not.
    "liar": "import os, time\n\ndef agent(game, state):\n    os.write(4, b'fail memory\\n')\n    time.sleep(5)\n",
    # Exit codes, signals, and text meant for the terminal or the report.
    "exit86": "import os\n\ndef agent(game, state):\n    os._exit(86)\n",
    "segfault": "import os, signal\n\ndef agent(game, state):\n    os.kill(os.getpid(), signal.SIGSEGV)\n",
    "painter": ("def agent(game, state):\n    raise RuntimeError('\\x1b[2J\\x1b[31mred\\n1  FORGED  99\\u202e"
                " <script>alert(1)</script>' + 'x' * 10000)\n"),
    "exit_text": "import sys\n\ndef agent(game, state):\n    sys.exit('\\x1b]0;owned\\x07\\r\\nFORGED' * 50)\n",
}
"""Attacks on the referee's reading and on what the terminal and the report show."""

HOSTILE = {**ESCAPES, **MESSAGES}
"""Each attack, as a file's source; ``{...}`` fields are filled in per run."""

ODD_NAME = "odd\x1b[2J\nname <b>"
"""A file name with a terminal escape, a newline and markup: shown as one safe line."""

EXPECTED = {
    "nester": ("bad message", "longer than 1024 bytes"),
    "flooder": ("bad message", "longer than 1024 bytes"),
    "forger": ("bad message", "does not know"),
    "liar": ("memory", "as its process reported"),
    "tracee": ("crash", "killed by SIGUSR1"),
    "forker": ("import error", "BlockingIOError"),
    "spinners": ("import error", "can't start new thread"),
    "rewriter": ("crash", "BlockingIOError"),
    "forked_hog": ("crash", "BlockingIOError"),
    "exit86": ("exit", "exit code 86"),
    "segfault": ("crash", "killed by SIGSEGV"),
    "painter": ("crash", "RuntimeError"),
    "exit_text": ("exit", "sys.exit("),
}
"""The rule and a piece of the detail of the attacks that forfeit; the others play on, harmless."""


def needs_bubblewrap() -> None:
    isolation = find_isolation()
    if not isolation.isolated:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the hostile agents isolated: {isolation.reason}")
        pytest.skip(f"bubblewrap is not usable here: {isolation.reason}")


def sandbox_processes() -> list[str]:
    """Processes of contest sandboxes that are ours or that escaped a sandbox (no bwrap above them)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            status = Path(f"/proc/{entry}/status").read_text()
            command = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        uid = int(status.split("Uid:")[1].split()[0])
        if uid < UID_BASE and b"ttt_lab.contest.host" not in command:
            continue
        chain, pid = [], int(entry)
        while pid > 1:
            chain.append(pid)
            try:
                pid = int(Path(f"/proc/{pid}/status").read_text().split("PPid:")[1].split()[0])
                if b"bwrap" in Path(f"/proc/{pid}/cmdline").read_bytes() and os.getpid() not in chain:
                    chain.append(-1)  # inside someone's live sandbox
            except (OSError, IndexError):
                break
        if os.getpid() in [int(p) for p in chain[1:]] or -1 not in chain:
            found.append(f"{entry} uid {uid}: {command[:120]!r}")
    return found


def play_field(root: Path, name: str, sources: dict[str, str], fields: dict[str, object]) -> dict[str, object]:
    """A contest of the honest controls, a level and ``sources``, its report, and its files before."""
    folder = root / name
    folder.mkdir()
    for agent, source in {**HONEST, **sources}.items():
        (folder / f"{agent}.py").write_text(source.format(**{**fields, "rival": str(folder / "steady.py"),
                                                             "folder": str(folder)}) if "{" in source else source)
    if name == "messages":
        (folder / f"{ODD_NAME}.py").write_text("def agent(game, state):\n    return 'b2'\n")
    before = {path.name: path.read_bytes() for path in folder.iterdir()}
    result = run_contest(folder, "tictactoe", levels=[2], games=2, seed=7, **FAST)  # type: ignore[arg-type]
    report = root / f"{name}.html"
    write_contest_report(result, report)
    return {"result": result, "folder": folder, "before": before, "report": report, "written": report.read_bytes()}


@pytest.fixture(scope="module")
def battle(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    """Two contests of honest controls with hostile agents (attacks on the machine, and on the
    referee's reading), and one of the controls alone."""
    needs_bubblewrap()
    root = tmp_path_factory.mktemp("battle")
    secret = root / "teacher_grades.csv"
    secret.write_text("ann,A\n")
    canary = "canary-" + hashlib.sha256(str(root).encode()).hexdigest()[:12]
    listener = socket.create_server(("127.0.0.1", 0))
    listener.setblocking(False)
    fields = {"secret": str(secret), "canary": canary, "report": str(root / "escapes.html"),
              "port": listener.getsockname()[1], "referee": os.getpid()}
    os.environ["TTT_LAB_TEST_SECRET"] = canary
    try:
        fields_played = {name: play_field(root, name, sources, fields)
                         for name, sources in (("escapes", ESCAPES), ("messages", MESSAGES))}
    finally:
        del os.environ["TTT_LAB_TEST_SECRET"]
    time.sleep(1.0)  # what a detached child would wait before rewriting the report
    try:
        listener.accept()
        reached = True
    except BlockingIOError:
        reached = False
    listener.close()
    alone = play_field(root, "controls", {}, fields)
    return {**fields_played, "alone": alone, "machine": {"reached": reached}}


def contests(battle: dict[str, dict[str, object]]) -> list[ContestResult]:
    found = [battle[name]["result"] for name in ("escapes", "messages")]
    assert all(isinstance(result, ContestResult) for result in found)
    return found  # type: ignore[return-value]


def forfeits(battle: dict[str, dict[str, object]]) -> list[Forfeit]:
    return [forfeit for result in contests(battle) for forfeit in result.forfeits]


def test_the_contests_run_to_the_end_isolated(battle: dict[str, dict[str, object]]) -> None:
    for result, hostile in zip(contests(battle), (ESCAPES, MESSAGES), strict=True):
        agents = len(HONEST) + len(hostile) + 1 + (hostile is MESSAGES)  # the level, and the odd name
        assert len(result.entrants) == agents and len(result.records) == agents * (agents - 1)
        assert not result.partial and result.isolation.startswith("isolated")


def test_no_attack_escapes(battle: dict[str, dict[str, object]]) -> None:
    assert not [str(forfeit) for forfeit in forfeits(battle) if "ESCAPED" in forfeit.detail]
    assert not battle["machine"]["reached"]  # nothing reached the teacher's network


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_forfeiting_attack_gets_its_true_reason(battle: dict[str, dict[str, object]], name: str) -> None:
    rule, piece = EXPECTED[name]
    mine = [forfeit for forfeit in forfeits(battle) if forfeit.agent == name]
    assert mine, name
    assert {forfeit.rule for forfeit in mine} == {rule}, mine[0]
    assert all(piece in forfeit.detail for forfeit in mine), mine[0].detail


def test_harmless_attacks_play_on_without_effect(battle: dict[str, dict[str, object]]) -> None:
    for name in ("spy", "killer", "thief", "sysv", "kernel", "burrow", "json"):
        mine = [forfeit for forfeit in forfeits(battle) if forfeit.agent == name]
        assert not mine, mine[0]


def test_honest_agents_play_the_games_they_play_without_attackers(battle: dict[str, dict[str, object]]) -> None:
    alone = battle["alone"]["result"]
    assert isinstance(alone, ContestResult) and not alone.forfeits
    honest = {*HONEST, LEVEL}
    expected = {(record.players, record.seed): (record.moves, record.winner) for record in alone.records}
    assert len(expected) == 6
    for result in contests(battle):
        assert not any(forfeit.agent in honest for forfeit in result.forfeits)
        among = {(record.players, record.seed): (record.moves, record.winner) for record in result.records
                 if set(record.players) <= honest}
        assert among == expected


def test_no_file_was_changed_and_the_reports_are_the_ones_written(battle: dict[str, dict[str, object]]) -> None:
    for name in ("escapes", "messages"):
        played = battle[name]
        folder, report = played["folder"], played["report"]
        assert isinstance(folder, Path) and isinstance(report, Path)
        assert {path.name: path.read_bytes() for path in folder.iterdir()} == played["before"]
        assert report.read_bytes() == played["written"]
    assert not (Path("/tmp") / "planted").exists()


def test_no_process_is_left(battle: dict[str, dict[str, object]]) -> None:
    assert not sandbox_processes()


def test_agent_text_is_one_safe_line_in_the_table_and_escaped_in_the_report(
        battle: dict[str, dict[str, object]]) -> None:
    result, report = battle["messages"]["result"], battle["messages"]["report"]
    assert isinstance(result, ContestResult) and isinstance(report, Path)
    text = str(result)
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f\u202e]", text)
    assert not any(line.lstrip().startswith("1  FORGED") for line in text.splitlines())
    odd = [entrant.name for entrant in result.entrants if entrant.name.startswith("odd")]
    assert odd == ["odd [2J name <b>"]
    for forfeit in result.forfeits:
        assert "\n" not in forfeit.detail and len(forfeit.detail) <= 300
    page = report.read_text(encoding="utf-8")
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "odd [2J name &lt;b&gt;" in page and "\x1b" not in page
    sha = hashlib.sha256(HONEST["steady"].encode()).hexdigest()
    assert sha in page  # each submission's hash, as read at the start


def test_running_from_inside_the_folder_imports_no_student_module(tmp_path: Path) -> None:
    needs_bubblewrap()
    folder = tmp_path / "subs"
    folder.mkdir()
    for name in ("json", "random", "typing", "re", "tqdm"):
        (folder / f"{name}.py").write_text(f"raise SystemExit('SHADOWED {name}')\n")
    (folder / "first.py").write_text("def agent(game, state):\n" + FIRST)
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run([sys.executable, "-m", "ttt_lab", "tournament", ".", "--level", "1", "--games", "2",
                           "--no-progress", "--no-html"], cwd=folder, capture_output=True, text=True, timeout=120,
                          env=environment)
    assert done.returncode == 0, done.stderr
    assert "SHADOWED" not in done.stderr
    board = done.stdout.split("Forfeits:")[0]
    assert re.search(r"^\d+\s+first\s", board, flags=re.MULTILINE) and "isolated" in board


def game_processes_under(root: int) -> list[int]:
    """The processes below ``root`` that run as a game's own user (of a sandbox that switches users)."""
    found, level = [], [root]
    while level:
        children = []
        for pid in level:
            try:
                children += [int(part) for part in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
            except OSError:
                continue
        for pid in children:
            try:
                if int(Path(f"/proc/{pid}/status").read_text().split("Uid:")[1].split()[0]) >= UID_BASE:
                    found.append(pid)
            except (OSError, IndexError):
                continue
        level = children
    return found


def test_a_game_process_the_referee_cannot_find_is_killed_by_its_warden(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    needs_bubblewrap()
    if os.geteuid() != 0:
        pytest.skip("game processes have users of their own only when the referee runs as root")
    monkeypatch.setattr(sandbox_module, "_find_child", lambda parent, inner: None)
    (tmp_path / "spin.py").write_text("def agent(game, state):\n    while True:\n        pass\n")
    sandbox = Sandbox(Entrant("spin", path=str(tmp_path / "spin.py")), "tictactoe", Limits(move_seconds=0.3),
                      find_isolation())
    try:
        sandbox.wait_started(time.monotonic() + 60)
        process = sandbox.spawn(0, time.monotonic() + 30)
        assert isinstance(process, GameProcess) and process.pid is None
        assert process.wait_until_ready(time.monotonic() + 30) is None
        failure = process.ask([])
        assert isinstance(failure, Failure) and failure.rule == "timeout"
        deadline = time.monotonic() + 10
        while game_processes_under(sandbox.process.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not game_processes_under(sandbox.process.pid)
    finally:
        sandbox.close()


def test_a_file_named_as_a_level_neither_stops_the_contest_nor_passes_for_the_level(tmp_path: Path) -> None:
    # Naming is the same isolated or not: no sandbox needed to check it.
    (tmp_path / "Level 1 (Random).py").write_text("def agent(game, state):\n" + FIRST)
    (tmp_path / "steady.py").write_text(HONEST["steady"])
    result = run_contest(tmp_path, "tictactoe", levels=[1], games=2, seed=0, isolate=False,
                         **FAST)  # type: ignore[arg-type]
    names = {entrant.name: entrant.level for entrant in result.entrants}
    assert names == {"Level 1 (Random) (2)": None, "steady": None, "Level 1 (Random)": 1}


def test_the_warden_takes_a_traced_child_s_stop_for_no_end() -> None:
    # A child that made its parent its tracer reports its stops to waitpid; only an end counts.
    import ctypes

    from ttt_lab.contest import host

    if not sys.platform.startswith("linux"):
        pytest.skip("ptrace is Linux's")
    status_read, status_write = os.pipe()
    pid = os.fork()
    if pid == 0:
        ctypes.CDLL(None).ptrace(0, 0, 0, 0)  # PTRACE_TRACEME
        os.kill(os.getpid(), signal.SIGUSR1)
        os._exit(7)
    children = {pid: (status_write, 0)}
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and Path(f"/proc/{pid}/stat").read_text().split()[2] not in "tT":
            time.sleep(0.01)
        host._reap(children, {"isolated": False})
        assert pid in children  # stopped, not ended: nothing written, nothing raised
    finally:
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while children and time.monotonic() < deadline:
        host._reap(children, {"isolated": False})
        time.sleep(0.01)
    assert os.read(status_read, 100) == b"signal 9\n"
    os.close(status_read)


def test_a_file_too_large_to_read_loses_its_games_and_the_contest_goes_on(tmp_path: Path) -> None:
    with open(tmp_path / "huge.py", "wb") as file:
        file.truncate(1024 * 1024 + 1)  # sparse: costs no disk
    (tmp_path / "steady.py").write_text(HONEST["steady"])
    result = run_contest(tmp_path, "tictactoe", levels=[1], games=2, seed=0, isolate=False,
                         **FAST)  # type: ignore[arg-type]
    huge = [forfeit for forfeit in result.forfeits if forfeit.agent == "huge"]
    assert len(huge) == 4 and {(forfeit.rule, forfeit.move_number) for forfeit in huge} == {("file too large", 0)}
    assert all(forfeit.agent == "huge" for forfeit in result.forfeits)
    assert [line.name for line in result.standings][-1] == "huge"
