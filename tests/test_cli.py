"""``python -m ttt_lab``, run as a student runs it: in a subprocess, with text on stdin."""

from __future__ import annotations

import itertools
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from ttt_lab.core import format_value
from ttt_lab.games import MNK
from ttt_lab.players import player_for_level
from ttt_lab.search import solve

COMMANDS = ["play", "solve", "tournament", "arcade"]


def run_cli(*arguments: str, stdin: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ttt_lab", *arguments], input=stdin, capture_output=True,
                          text=True, cwd=cwd, timeout=300)


def boards_in(output: str, game: MNK) -> list[str]:
    """Every board the command printed (the rows under a line of column letters), as ``a/b/c`` text."""
    lines = output.splitlines()
    letters = " ".join(chr(ord("a") + col) for col in range(game.m))
    boards = []
    for i, line in enumerate(lines):
        if line.strip() == letters:
            boards.append("/".join(row.split(maxsplit=1)[1].replace(" ", "") for row in lines[i + 1: i + 1 + game.n]))
    return boards


def assert_one_line_error(result: subprocess.CompletedProcess[str], *pieces: str) -> None:
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    for piece in pieces:
        assert piece in result.stderr, result.stderr


# ---------------------------------------------------------------------- help


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_help_of_every_command(command: str) -> None:
    result = run_cli(*([command] if command else []), "--help")
    assert result.returncode == 0 and not result.stderr
    assert result.stdout.startswith(f"usage: python -m ttt_lab {command}".rstrip())
    expected = {"": COMMANDS, "play": ["--level", "--board", "b2"], "solve": ["position", "--board"],
                "tournament": ["folder", "--game", "--games", "--level", "--move-seconds", "--html"],
                "arcade": ["--notebook", "Voilà"]}[command]
    for word in expected:
        assert word in result.stdout, word


# ---------------------------------------------------------------------- play


def test_a_scripted_game_against_the_perfect_level_ends_and_shows_each_move() -> None:
    # Level 6 moves first. The script first names the cell the AI took, then tries every
    # cell in order, with junk in between: occupied cells and junk are refused with a reason
    # and asked again, never fatal.
    game = MNK(3, 3, 3)
    row, col = player_for_level(6, seed=4).choose(game, game.initial_state())
    script = f"zz\n{row},{col}\n" + "\n".join(f"{c}{r}\n9,9" for r in "123" for c in "abc") + "\n"
    result = run_cli("play", "--level", "6", "--seed", "4", stdin=script)
    assert result.returncode == 0, result.stderr
    boards = [game.parse(text) for text in boards_in(result.stdout, game)]
    assert boards[0] == game.initial_state() and game.is_terminal(boards[-1])
    ai = player_for_level(6, seed=4)
    for before, after in itertools.pairwise(boards):
        assert after.stones == before.stones + 1  # one board shown after each move
        if game.to_move(before) == "X":
            assert game.play(before, ai.choose(game, before)) == after  # the level's own move
    assert "error: 'zz' is not a cell" in result.stdout
    assert "error: 9,9 is off the board" in result.stdout
    taken = re.findall(r"error: ([a-c][1-3]|\d,\d) is taken by ([XO]): choose an empty cell", result.stdout)
    assert (f"{row},{col}", "X") in taken  # named as it was typed, not as "cell (0, 2)"
    letters = run_cli("play", "--level", "6", "--seed", "4", stdin=f"{chr(ord('a') + col)}{row + 1}\nq\n")
    assert f"error: {chr(ord('a') + col)}{row + 1} is taken by X: choose an empty cell" in letters.stdout
    winner = game.winner(boards[-1])
    assert result.stdout.rstrip().endswith("A draw." if winner is None else f"{winner} wins: the AI wins.")


def test_quitting_and_running_out_of_input() -> None:
    quit_ = run_cli("play", "--level", "1", stdin="q\n")
    assert quit_.returncode == 0 and "You left the game." in quit_.stdout
    ended = run_cli("play", "--level", "1", stdin="b2\n")
    assert ended.returncode == 1 and "input ended before the game did" in ended.stderr
    assert "Traceback" not in ended.stderr


def test_play_on_another_board_with_the_player_first() -> None:
    script = "\n".join(f"{row},{col}" for row in range(4) for col in range(4)) + "\n"
    result = run_cli("play", "--level", "2", "--board", "4x4x3", "--first", "you", "--seed", "0", stdin=script)
    assert result.returncode == 0, result.stderr
    game = MNK(4, 4, 3)
    boards = [game.parse(text) for text in boards_in(result.stdout, game)]
    assert game.is_terminal(boards[-1]) and boards[1].x and not boards[1].o  # the player moved first, as X


# ---------------------------------------------------------------------- solve


@pytest.mark.parametrize(("position", "board"), [
    ("XX./OO./...", "tictactoe"),
    ("X../.O./...", "tictactoe"),
    ("X.O/.X./..O", "3x3x3"),
    ("..../.X../..../....", "4x4x3"),
    ("...../...../..X../...../.....", "mnk:5,5,4"),
])
def test_solve_prints_the_library_s_value_best_moves_and_nodes(position: str, board: str) -> None:
    m, n, k = (int(part) for part in re.findall(r"\d", board)) if board != "tictactoe" else (3, 3, 3)
    game = MNK(m, n, k)
    state = game.parse(position)
    expected = solve(game, state, move_values=len(game.actions(state)) <= 16)
    result = run_cli("solve", position, "--board", board)
    assert result.returncode == 0, result.stderr
    value = re.search(r"^value: (\S+)", result.stdout, flags=re.MULTILINE)
    assert value and value.group(1) == format_value(expected.value)
    mover_sign = 1 if game.to_move(state) == "X" else -1
    if expected.value * mover_sign < 0:  # lost: every move listed, the longest hold-out first
        timed = solve(game, state, quick_wins=True, move_values=True).move_values
        assert timed is not None
        line = re.search(r"^every move loses for [XO]; .*longest first: (.*)$", result.stdout, flags=re.MULTILINE)
        assert line and "best moves" not in result.stdout
        listed = [(int(r), int(c)) for r, c in re.findall(r"\((\d+),(\d+)\)", line.group(1))]
        assert sorted(listed) == sorted(game.actions(state))
        holds = [round((1 - abs(timed[move])) * 1000) for move in listed]
        assert holds == sorted(holds, reverse=True) and re.findall(r"(\d+) plies", line.group(1)) == [str(h) for h in holds]
    else:
        best = re.search(r"^best moves: (.*)$", result.stdout, flags=re.MULTILINE)
        assert best and re.findall(r"\((\d+),(\d+)\)", best.group(1)) == [(str(r), str(c)) for r, c in expected.best_moves()]
    assert f"nodes: {expected.nodes:,}" in result.stdout
    assert boards_in(result.stdout, game) == [game.board_text(state)]


def test_solve_says_when_the_answer_comes_from_the_opening_book() -> None:
    game = MNK(5, 5, 4)
    expected = solve(game, game.initial_state())
    assert expected.algorithm == "opening book"
    result = run_cli("solve", game.board_text(game.initial_state()), "--board", "5x5x4")
    assert result.returncode == 0, result.stderr
    assert re.search(r"^nodes: 0 \(the answer comes from the opening book shipped for MNK\(5, 5, 4\): nothing searched\)$",
                     result.stdout, flags=re.MULTILINE)
    searched = run_cli("solve", "X../.O./...")
    assert "opening book" not in searched.stdout


def test_solve_a_finished_game() -> None:
    result = run_cli("solve", "XXX/OO./...")
    assert result.returncode == 0 and "the game is over: X has won" in result.stdout


@pytest.mark.parametrize(("arguments", "pieces"), [
    (["solve", "X../.O"], ["solve: error:", "3 rows", "--board 5x5x4"]),
    (["solve", "XXX/XXX/XXX"], ["solve: error:"]),
    (["solve", "X?./.../..."], ["solve: error:"]),
    (["solve", "X../.../...", "--board", "3x3x9"], ["solve: error:", "k must be"]),
    (["solve", "X../.../...", "--board", "ultimate"], ["solve: error:", "m,n,k board"]),
    (["solve", "X../.../...", "--seconds", "-1"], ["error:", "not a positive number"]),
    (["play", "--level", "0"], ["play: error:", "no level 0"]),
    (["play", "--board", "chess"], ["play: error:", "an m,n,k board such as 5x5x4, not 'chess'"]),
    (["play", "--level", "two"], ["error:", "invalid int value"]),
    (["tournament", "no/such/folder", "--level", "1", "--level", "2"], ["tournament: error:", "is not a folder"]),
    (["tournament", ".", "--games", "3", "--level", "1", "--level", "2"], ["tournament: error:", "even int"]),
    (["tournament", ".", "--game", "go"], ["tournament: error:", "no game 'go'"]),
    (["solve"], ["error:", "position"]),
    (["fly"], ["error:", "invalid choice"]),
])
def test_bad_text_exits_2_with_one_line(arguments: list[str], pieces: list[str], tmp_path: Path) -> None:
    assert_one_line_error(run_cli(*arguments, cwd=tmp_path), *pieces)


# ---------------------------------------------------------------------- tournament and arcade


def test_a_tournament_from_the_command_line_prints_the_leaderboard_and_writes_the_report(tmp_path: Path) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "first_cell.py").write_text("def agent(game, state):\n    return game.actions(state)[0]\n")
    (folder / "crasher.py").write_text("def agent(game, state):\n    raise RuntimeError('oops')\n")
    report = tmp_path / "class.html"
    result = run_cli("tournament", str(folder), "--game", "tictactoe", "--games", "2", "--level", "6",
                     "--move-seconds", "2", "--no-progress", "--html", str(report))
    assert result.returncode == 0, result.stderr
    ranked = [line.split()[1] for line in result.stdout.splitlines() if re.match(r"^\d+\s", line)][:3]
    assert ranked == ["Level", "first_cell", "crasher"]
    assert "RuntimeError: oops (crasher.py, line 2)" in result.stdout
    assert report.is_file() and "first_cell" in report.read_text(encoding="utf-8")
    quiet = run_cli("tournament", str(folder), "--games", "2", "--level", "1", "--no-progress", "--no-html",
                    cwd=tmp_path)
    assert quiet.returncode == 0 and "report:" not in quiet.stdout and not (tmp_path / "tournament.html").exists()


def test_the_arcade_says_clearly_when_its_notebook_is_missing(tmp_path: Path) -> None:
    result = run_cli("arcade", "--notebook", str(tmp_path / "arcade.ipynb"))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert f"{tmp_path / 'arcade.ipynb'} does not exist" in result.stderr


def test_the_committed_arcade_notebook_is_the_one_the_command_writes_where_there_is_none(tmp_path: Path) -> None:
    from ttt_lab.cli import write_arcade_notebook
    from ttt_lab.widgets.arcade import arcade_notebook

    committed = Path(__file__).resolve().parents[1] / "notebooks" / "arcade.ipynb"
    assert json.loads(committed.read_text(encoding="utf-8")) == arcade_notebook()
    written = write_arcade_notebook(tmp_path)
    assert written.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_arcade_command_serves_the_arcade_page_with_voila(tmp_path: Path, theme: str) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    token = secrets.token_hex(8)
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "run"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data")}
    server = subprocess.Popen(
        [sys.executable, "-m", "ttt_lab", "arcade", "--theme", theme, "--no-browser", "--Voila.ip=127.0.0.1",
         f"--port={port}", "--Voila.port_retries=0", f"--token={token}"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, start_new_session=True,
    )
    try:
        page = ""
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and server.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/?token={token}", timeout=60) as response:
                    page = response.read().decode("utf-8", "replace")
                break
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.5)
        assert server.poll() is None, server.stderr.read().decode() if server.stderr else ""
        # Voilà writes the notebook's markdown into the page and runs its code without showing it.
        assert "ttt_lab arcade" in page and "from ttt_lab.widgets.arcade import arcade" not in page
        assert f'data-jp-theme-light="{"true" if theme == "light" else "false"}"' in page
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def test_solve_gives_up_on_a_board_it_cannot_finish_and_says_how_to_give_it_longer() -> None:
    from ttt_lab.cli import SOLVE_SECONDS, build_parser

    assert build_parser().parse_args(["solve", "..."]).seconds == SOLVE_SECONDS  # never unbounded
    empty = "/".join(["." * 19] * 19)
    result = run_cli("solve", empty, "--board", "19x19x5", "--seconds", "0.3")
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "gave up: the solve of MNK(19, 19, 5) stopped after" in result.stderr
    assert "its budget was 0.3 s (--seconds gives it longer)" in result.stderr
