"""The command line: ``python -m ttt_lab play | solve | tournament | arcade``.

- ``play``: a game against a level in the terminal; moves typed as ``b2`` (column letter,
  row number from 1, as the board's margins show) or ``1,1`` (row, column from 0, as the
  library writes cells). Bad text gets a one-line error and the question again.
- ``solve "X../.O./..."``: the value with perfect play, the best moves and the nodes
  searched, by :func:`ttt_lab.solve`, on any m,n,k board (``--board 5x5x4``).
- ``tournament FOLDER``: the contest of students' agents (:mod:`ttt_lab.contest`): the
  leaderboard in the terminal and an HTML report.
- ``arcade``: serves ``notebooks/arcade.ipynb`` with Voilà (``--theme dark`` for a dark page
  and dark plots); an installed package without the repository writes the notebook out first.

Bad text on the command line (a board that does not parse, a level that does not exist)
exits with status 2 and one line on stderr, never a traceback; a run that cannot finish
(an arcade notebook that is missing, a solve past its time, a game left unfinished)
exits with status 1.

Example:
    >>> main(["solve", "XX./OO./..."])
    position, X to move:
        a b c
      1 X X .
      2 O O .
      3 . . .
    value: 1 (X wins with perfect play)
    best moves: c1 (0,2)
    nodes: 6
    0
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ttt_lab.contest.games import GAME_NAMES, board_size
from ttt_lab.core import format_value
from ttt_lab.games import MNK
from ttt_lab.players import LEVELS, player_for_level

PROGRAM = "python -m ttt_lab"

ALL_BEST_MOVES_UP_TO = 16
"""``solve`` values every move (to list all the best ones) when there are at most this many."""

SOLVE_SECONDS = 60.0
"""How long ``solve`` searches unless ``--seconds`` says otherwise: a 19x19 board is never
solved, and a command must end."""

CELL_EXAMPLES = "a column letter and a row number (b2), or row,col counted from 0 (1,1)"

_LETTER_CELL = re.compile(r"^([a-z])\s*(\d+)$")
_NUMBER_CELL = re.compile(r"^(\d+)\s*[,\s]\s*(\d+)$")


class CommandLineError(Exception):
    """Bad text on the command line: reported in one line, with exit status 2."""


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (no usage block), with exit status 2."""

    def error(self, message: str) -> NoReturn:
        # argparse quotes the bad value whole ("invalid int value: '...'"): keep the line short.
        self.exit(2, f"{self.prog}: error: {excerpt(message)} (see --help)\n")


# --------------------------------------------------------------------------- cells and boards


def parse_cell(text: str, game: MNK) -> tuple[int, int]:
    """The cell that ``text`` names on ``game``'s board: ``"b2"`` (column letter, row from
    1) or ``"1,1"`` (row, column from 0): both the centre of a 3x3 board.

    Raises:
        ValueError: text that names no cell of the board; the message says how to write one.

    Example:
        >>> game = MNK(3, 3, 3)
        >>> parse_cell("b2", game), parse_cell(" 1, 1 ", game), parse_cell("C1", game)
        ((1, 1), (1, 1), (0, 2))
        >>> parse_cell("d4", game)
        Traceback (most recent call last):
        ...
        ValueError: d4 is off the board: columns a to c, rows 1 to 3
    """
    cleaned = text.strip().lower()
    letter = _LETTER_CELL.match(cleaned)
    number = _NUMBER_CELL.match(cleaned)
    if letter:
        row, col = int(letter.group(2)) - 1, ord(letter.group(1)) - ord("a")
        if not (0 <= row < game.n and 0 <= col < game.m):
            raise ValueError(f"{cleaned} is off the board: columns a to {column_letter(game.m - 1)}, rows 1 to {game.n}")
        return row, col
    if number:
        row, col = int(number.group(1)), int(number.group(2))
        if not (0 <= row < game.n and 0 <= col < game.m):
            raise ValueError(f"{row},{col} is off the board: rows 0 to {game.n - 1}, columns 0 to {game.m - 1}")
        return row, col
    shown = text.strip() if len(text.strip()) <= 40 else text.strip()[:40] + "..."
    raise ValueError(f"{shown!r} is not a cell: type {CELL_EXAMPLES}")


def column_letter(col: int) -> str:
    """The letter of column ``col`` (0 is ``a``).

    Example:
        >>> column_letter(0), column_letter(18)
        ('a', 's')
    """
    return chr(ord("a") + col)


def cell_text(cell: tuple[int, int]) -> str:
    """A cell in both notations: the letter and number, then ``row,col``.

    Example:
        >>> cell_text((1, 1)), cell_text((0, 2))
        ('b2 (1,1)', 'c1 (0,2)')
    """
    row, col = cell
    return f"{column_letter(col)}{row + 1} ({row},{col})"


def board_with_margins(game: MNK, state: Any) -> str:
    """The board with column letters above and row numbers (from 1) on the left.

    Example:
        >>> game = MNK(3, 3, 3)
        >>> print(board_with_margins(game, game.parse("X../.O./...")))
            a b c
          1 X . .
          2 . O .
          3 . . .
    """
    rows = game.board_text(state, separator="\n").splitlines()
    width = len(str(game.n))
    lines = [" " * (width + 3) + " ".join(column_letter(col) for col in range(game.m))]
    lines += [f"  {number:>{width}} {' '.join(row)}" for number, row in enumerate(rows, start=1)]
    return "\n".join(lines)


def mnk_board(text: str) -> MNK:
    """The m,n,k game that ``text`` names (``"5x5x4"``, ``"mnk:5,5,4"``, ``"tictactoe"``).

    Raises:
        CommandLineError: text that names no m,n,k board.
    """
    if not text.strip():
        raise CommandLineError(f"--board must be an m,n,k board such as 5x5x4, not {text!r}")
    try:
        size = board_size(text)
    except ValueError as error:
        raise CommandLineError(excerpt(str(error))) from None
    if size is None:
        raise CommandLineError(f"--board must be an m,n,k board such as 5x5x4, not {excerpt(text)!r}")
    return MNK(*size)


def excerpt(text: str, limit: int = 200) -> str:
    """``text``, or its start and end around a note of what was left out when it is longer
    than ``limit`` characters: an error quotes what it refuses, not 100 KB of it.

    Example:
        >>> excerpt("x" * 1_000, limit=20)
        'xxxxxxxxxx ... (1,000 characters) ... xxxxxxxxxx'
    """
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]} ... ({len(text):,} characters) ... {text[-half:]}"


# --------------------------------------------------------------------------- play


def play(arguments: argparse.Namespace) -> int:
    """A game against a level: the human types moves on stdin, the board shows after each move."""
    level = LEVELS.get(arguments.level)
    if level is None:
        raise CommandLineError(f"there is no level {arguments.level}: levels are {min(LEVELS)} to {max(LEVELS)}")
    game = mnk_board(arguments.board) if arguments.board is not None else level.game
    ai_first = level.ai_moves_first if arguments.first is None else arguments.first == "ai"
    ai_side = game.players[0] if ai_first else game.players[1]
    ai = player_for_level(level.number, seed=arguments.seed)
    state = game.initial_state()
    print(f"{game!r}: {game.k} in a row wins. Level {level.number}, {level.title}: {level.description}")
    print(f"You play {game.players[1] if ai_first else game.players[0]}. Type {CELL_EXAMPLES}; q to quit.")
    print(board_with_margins(game, state))
    while not game.is_terminal(state):
        side = game.to_move(state)
        move: Any
        if side == ai_side:
            move = ai.choose(game, state)
            print(f"The AI plays {side} at {cell_text(move)}.")
        else:
            move = ask_for_move(game, state, side)
            if move is None:
                print("You left the game.")
                return 0
        state = game.play(state, move)
        print(board_with_margins(game, state))
    winner = game.winner(state)
    if winner is None:
        print("A draw.")
    else:
        print(f"{winner} wins: {'the AI wins' if winner == ai_side else 'you win'}.")
    return 0


def ask_for_move(game: MNK, state: Any, side: str) -> tuple[int, int] | None:
    """Ask on stdin until the text is a legal move; ``None`` when the player quits.

    Raises:
        EOFError: stdin ended before a move was given.
    """
    while True:
        text = input(f"{side} to move: ")
        if not sys.stdin.isatty():
            print(text)  # typed text is not echoed from a pipe: show it, so the transcript reads as a game
        if text.strip().lower() in ("q", "quit", "exit"):
            return None
        try:
            move = parse_cell(text, game)
        except ValueError as error:
            print(f"error: {error}")
            continue
        if move not in game.actions(state):  # named as typed: "b2 is taken by X", not "cell (1, 1)"
            print(f"error: {text.strip()} is taken by {game.stone_at(state, move)}: choose an empty cell")
            continue
        return move


# --------------------------------------------------------------------------- solve


def solve_position(arguments: argparse.Namespace) -> int:
    """Print the value of a position with perfect play, its best moves and the nodes searched."""
    from ttt_lab.search import Budget, SearchLimitError, solve

    game = mnk_board(arguments.board)
    try:
        state = game.parse(arguments.position)
    except ValueError as error:
        hint = "" if arguments.board != "tictactoe" else " (for another board, say --board 5x5x4)"
        raise CommandLineError(f"{error}{hint}") from None
    print(f"position, {game.to_move(state)} to move:")
    print(board_with_margins(game, state))
    if game.is_terminal(state):
        winner = game.winner(state)
        print(f"the game is over: {f'{winner} has won' if winner else 'a draw'}")
        return 0
    budget = Budget(seconds=arguments.seconds) if arguments.seconds is not None else None
    try:
        result = solve(game, state, move_values=len(game.actions(state)) <= ALL_BEST_MOVES_UP_TO, budget=budget)
    except SearchLimitError as error:
        print(f"{PROGRAM} solve: gave up: {error} (--seconds gives it longer)", file=sys.stderr)
        return 1
    first, second = game.players
    outcome = f"{first} wins" if result.value > 0 else f"{second} wins" if result.value < 0 else "a draw"
    print(f"value: {format_value(result.value)} ({outcome} with perfect play)")
    mover = game.to_move(state)
    if result.value != 0 and (result.value > 0) != (mover == first):
        print(losing_moves(game, state, budget, mover))
    else:
        print(f"best moves: {', '.join(cell_text(move) for move in result.best_moves())}")  # type: ignore[arg-type]
    if result.algorithm == "opening book":
        print(f"nodes: {result.nodes:,} (the answer comes from the opening book shipped for {game!r}: nothing searched)")
    else:
        print(f"nodes: {result.nodes:,}")
    return 0


def losing_moves(game: MNK, state: Any, budget: Any, mover: str) -> str:
    """The line ``solve`` prints for a lost position: every move loses, so they are listed by
    how long they hold out (the slowest loss first), as far as the budget lets them be timed."""
    from ttt_lab.search import SearchLimitError, solve

    moves = game.actions(state)
    if len(moves) > ALL_BEST_MOVES_UP_TO:
        return f"every move loses for {mover} ({len(moves)} moves: too many to time each)"
    try:
        timed = solve(game, state, quick_wins=True, move_values=True, budget=budget)
    except SearchLimitError:
        return f"every move loses for {mover} (no time left to say which holds out longest)"
    values = timed.move_values or {}
    sign = 1 if mover == game.players[0] else -1
    ordered = sorted(values, key=lambda move: -sign * values[move])  # the slowest loss first
    held = [f"{cell_text(move)} {round((1 - abs(values[move])) * 1000)} plies" for move in ordered]  # type: ignore[arg-type]
    return f"every move loses for {mover}; by how long each holds out (plies to the end), longest first: {', '.join(held)}"


# --------------------------------------------------------------------------- tournament and arcade


def tournament(arguments: argparse.Namespace) -> int:
    """Run the contest of the agents in a folder and print its leaderboard; write the HTML report.

    Interrupted (Ctrl-C), it prints and writes the standings of the games that finished,
    marked partial, and exits with 130.
    """
    from ttt_lab.contest import run_contest
    from ttt_lab.viz.contest_report import write_contest_report

    if arguments.html is not None and not Path(arguments.html).resolve().parent.is_dir():
        raise CommandLineError(f"cannot write {arguments.html}: its folder does not exist")
    isolate = {"auto": None, "require": True, "off": False}[arguments.isolation]
    try:
        result = run_contest(
            arguments.folder, arguments.game, levels=arguments.level or [], games=arguments.games,
            seed=arguments.seed, move_seconds=arguments.move_seconds, load_seconds=arguments.load_seconds,
            memory_mb=arguments.memory_mb, output_bytes=arguments.output_bytes, workers=arguments.workers,
            progress=not arguments.no_progress, isolate=isolate,
        )
    except ValueError as error:
        raise CommandLineError(str(error)) from None
    print(result)
    if arguments.html is not None:
        path = write_contest_report(result, arguments.html)
        print(f"\nreport: {path}")
    return 130 if result.partial else 0


def arcade(arguments: argparse.Namespace, voila_options: Sequence[str]) -> int:
    """Serve the arcade notebook with Voilà (its own options pass through)."""
    notebook = Path(arguments.notebook) if arguments.notebook else find_arcade_notebook()
    if notebook is None:  # an installed package: no notebooks/ beside it
        notebook = write_arcade_notebook(Path(tempfile.mkdtemp(prefix="ttt_lab_arcade_")))
    if not notebook.is_file():
        print(f"{PROGRAM} arcade: error: {notebook} does not exist", file=sys.stderr)
        return 1
    if importlib.util.find_spec("voila") is None:
        print(voila_missing_message(), file=sys.stderr)
        return 1
    # The kernel cannot see the page's theme: the plots a board draws ("show search") are told.
    environment = {**os.environ, "TTT_LAB_PLOT_THEME": arguments.theme}
    try:
        return subprocess.call([sys.executable, "-m", "voila", str(notebook), f"--theme={arguments.theme}",
                                *voila_options], env=environment)
    except KeyboardInterrupt:
        return 130


def voila_missing_message() -> str:
    """Why the arcade cannot start here, and the command that fixes it for THIS Python.

    The usual cause is a Python other than the environment ttt_lab was installed into (a
    plain ``python`` run beside an unactivated ``.venv``): Voilà is installed, just not here.
    """
    lines = [f"{PROGRAM} arcade: error: Voilà is not installed in the Python running this command"
             f" ({sys.executable})."]
    venv_python = Path.cwd() / ".venv" / "bin" / "python"
    if venv_python.is_file() and Path(sys.prefix).resolve() != venv_python.parent.parent.resolve():
        lines.append("  This folder has a virtual environment: run `.venv/bin/python -m ttt_lab arcade`"
                     " (or `source .venv/bin/activate` first).")
    lines.append(f"  To install Voilà into this Python: {sys.executable} -m pip install voila")
    return "\n".join(lines)


def find_arcade_notebook() -> Path | None:
    """``notebooks/arcade.ipynb`` under the current folder, else beside the package (a checkout)."""
    for root in (Path.cwd(), Path(__file__).resolve().parents[1]):
        candidate = root / "notebooks" / "arcade.ipynb"
        if candidate.is_file():
            return candidate
    return None


def write_arcade_notebook(folder: Path) -> Path:
    """Write the arcade notebook (:func:`ttt_lab.widgets.arcade.arcade_notebook`) into ``folder``."""
    from ttt_lab.widgets.arcade import arcade_notebook

    path = folder / "arcade.ipynb"
    # Laid out as Jupyter saves a notebook (nbformat: sorted keys, one-space indents).
    path.write_text(json.dumps(arcade_notebook(), indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


# --------------------------------------------------------------------------- the parser


def build_parser() -> Parser:
    """The parser of ``python -m ttt_lab`` and its four commands."""
    parser = Parser(prog=PROGRAM, description="Play, solve and run tournaments of tic-tac-toe-like games.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="{play,solve,tournament,arcade}",
                                     parser_class=Parser)

    play_parser = commands.add_parser("play", help="play a level in the terminal",
                                      description="Play against a level of the m,n,k boards in the terminal."
                                      f" Type moves as {CELL_EXAMPLES}; q quits.")
    play_parser.add_argument("--level", type=int, default=2,
                             help=f"the AI's level, {min(LEVELS)} to {max(LEVELS)} (default 2): "
                             + "; ".join(f"{n} {level.title}" for n, level in LEVELS.items()))
    play_parser.add_argument("--board", help="another board than the level's, e.g. 4x4x3")
    play_parser.add_argument("--first", choices=["you", "ai"], help="who moves first (default: as the level says)")
    play_parser.add_argument("--seed", type=int, default=None, help="seeds the AI's random choices")

    solve_parser = commands.add_parser("solve", help="value and best moves of a position",
                                       description="The value of a position with perfect play (from the first"
                                       " player's view: 1 a win, 0 a draw, -1 a loss), its best moves, and the"
                                       " nodes the solver visited.")
    solve_parser.add_argument("position", help='the board as rows of X, O and ., separated by "/": "X../.O./..."')
    solve_parser.add_argument("--board", default="tictactoe", help="an m,n,k board such as 5x5x4 (default 3x3x3)")
    solve_parser.add_argument("--seconds", type=positive_float, default=SOLVE_SECONDS,
                              help=f"give up after this many seconds (default {SOLVE_SECONDS:g}: big boards can take"
                              " far longer)")

    contest_parser = commands.add_parser(
        "tournament", help="a tournament of the agents in a folder",
        description="Every .py file in FOLDER defines an agent (agent(game, state) -> move, a player with"
        " choose(game, state), or a player class). Every pair plays both sides, each agent in its own"
        " sandbox (bubblewrap, where installed); breaking a rule (crash, timeout, illegal move, ...) loses"
        " the game. See docs/tournament.md.")
    contest_parser.add_argument("folder", help="the folder of agents' .py files")
    contest_parser.add_argument("--game", default="tictactoe", help=f"the game: {', '.join(GAME_NAMES)}"
                                " (default tictactoe)")
    contest_parser.add_argument("--games", type=int, default=10, help="games per pair, an even number (default 10)")
    contest_parser.add_argument("--level", type=int, action="append",
                                help="enter a built-in level as a sparring partner (repeat for more)")
    contest_parser.add_argument("--seed", type=int, default=0, help="the same seed plays the same games (default 0)")
    contest_parser.add_argument("--move-seconds", type=positive_float, default=1.0, help="time per move (default 1)")
    contest_parser.add_argument("--load-seconds", type=positive_float, default=10.0,
                                help="time to load an agent's file (default 10)")
    contest_parser.add_argument("--memory-mb", type=positive_float, default=1024,
                                help="memory per agent in MiB, on Linux (default 1024)")
    contest_parser.add_argument("--output-bytes", type=int, default=100_000,
                                help="what an agent may print per game (default 100000)")
    contest_parser.add_argument("--workers", type=int, default=None, help="games at once (default: the cores)")
    contest_parser.add_argument("--html", default="tournament.html",
                                help="write the report here (default tournament.html)")
    contest_parser.add_argument("--no-html", dest="html", action="store_const", const=None,
                                help="write no report")
    contest_parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    contest_parser.add_argument("--isolation", choices=["auto", "require", "off"], default="auto",
                                help="run each agent under bubblewrap: where it works (auto, the default),"
                                " or stop if it does not (require), or never (off); the output says which")

    arcade_parser = commands.add_parser("arcade", help="serve the arcade page with Voilà",
                                        description="Serve notebooks/arcade.ipynb with Voilà; options after the"
                                        " notebook's pass to voila (e.g. --port=8867).")
    arcade_parser.add_argument("--notebook", help="another notebook than notebooks/arcade.ipynb")
    arcade_parser.add_argument("--theme", choices=["light", "dark"], default="light",
                               help="the page's theme, and the plots' (default light)")
    return parser


def positive_float(text: str) -> float:
    """``text`` as a positive number, for argparse.

    Example:
        >>> positive_float("0.5")
        0.5
        >>> positive_float("0")
        Traceback (most recent call last):
        ...
        argparse.ArgumentTypeError: '0' is not a positive number
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; return its exit status (0 done, 1 could not finish, 2 bad text)."""
    parser = build_parser()
    arguments, extra = parser.parse_known_args(argv)
    if extra and arguments.command != "arcade":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if arguments.command == "play":
            return play(arguments)
        if arguments.command == "solve":
            return solve_position(arguments)
        if arguments.command == "tournament":
            return tournament(arguments)
        return arcade(arguments, extra)
    except CommandLineError as error:
        print(f"{PROGRAM} {arguments.command}: error: {error}", file=sys.stderr)
        return 2
    except EOFError:
        print(f"{PROGRAM} {arguments.command}: the input ended before the game did", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROGRAM} {arguments.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, and keep Python's exit flush from
        # failing on the same pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
