"""Full boards with a completed line, and the win test that calls every full board a draw.

A win test that first asks whether the board is full (``if "." not in cells: return None``, "a draw")
and only then reads the lines answers rightly on every board the win test was graded on before wave
19 (no full board held a line: the wins left the loser's stones few, the full boards were draws), yet
a game won with the last stone (X's fifth on 3x3) is called a draw. :func:`full_board_wins` gives
the graded cases that show it, on every board size graded: each direction's line completed on a full
board, the loser's stones in no line; :data:`FULL_BOARD_NOBODY` is the model that names it.
"""

from __future__ import annotations

import random
from typing import Any

from ttt_lab.exercises.board_models import NOBODY
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.win_partial_tests import partial_answers, partial_test_mistakes
from ttt_lab.games.mnk import MNK, MNKState

FULL_BOARD_NOBODY = "calls a full board a draw before reading its lines"

Cell = tuple[int, int]


def _direction(line: tuple[Cell, ...]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    return "row" if r0 == r1 else "column" if c0 == c1 else "diagonal" if c1 > c0 else "anti-diagonal"


def _lines_of(game: MNK, board: dict[Cell, str], player: str) -> list[tuple[Cell, ...]]:
    return [tuple(line) for line in game.lines if all(board.get(cell) == player for cell in line)]


def full_board_wins(game: MNK, tries: int = 400) -> list[tuple[MNKState, str, tuple[Cell, ...]]]:
    """For each direction and each player that can win on a full board, one full board where that
    player has a line of that direction and the other none: (position, winner, the line).

    The winner holds the extra stone where the cells are odd in number (X on 3x3, as when X's fifth
    stone wins); where they are even both may win (O's last stone fills the board). Boards are
    drawn from a seeded generator, so the cases are the same on every run."""
    cells = list(game.cells)
    rng = random.Random(f"full board wins {game.m} {game.n} {game.k}")
    winners = ("X",) if len(cells) % 2 else ("X", "O")
    found: list[tuple[MNKState, str, tuple[Cell, ...]]] = []
    for player in winners:
        other = "O" if player == "X" else "X"
        for direction in ("row", "column", "diagonal", "anti-diagonal"):
            lines = [tuple(line) for line in game.lines if _direction(tuple(line)) == direction]
            for _ in range(tries):
                line = rng.choice(lines)
                rest = [cell for cell in cells if cell not in line]
                rng.shuffle(rest)
                mine = (len(cells) + 1) // 2 - len(line)
                board = {**dict.fromkeys(line, player), **dict.fromkeys(rest[:mine], player),
                         **dict.fromkeys(rest[mine:], other)}
                if not _lines_of(game, board, other) and line in _lines_of(game, board, player):
                    found.append((state_of(game, board), player, line))
                    break
    return found


def state_of(game: MNK, board: dict[Cell, str]) -> MNKState:
    """The position whose stones are ``board``'s (cell to "X" or "O"), whoever would move there."""
    x = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "X")
    o = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "O")
    return game.from_bitboards(x, o)


def full_board_mistakes() -> list[Mistake]:
    """The win test's slips of its tests' order and shape (added to board_models' catalogue)."""
    return [*partial_test_mistakes(), Mistake(FULL_BOARD_NOBODY, "asks whether the board is full before reading the lines and answers"
                    " None (a draw) there, so a game won with the board's last stone is called a draw",
                    "Read the lines first and return the winner if there is one; only a full board where nobody"
                    " has a line is a draw: put the test for a full board after the loop over the lines.",
                    knobs=(("full_nobody", True),))]


def full_win_answers(game: MNK, state: MNKState, knobs: dict[str, Any]) -> frozenset[str]:
    """:func:`~ttt_lab.exercises.win_partial_tests.partial_answers`, with ``full_nobody``: no winner on a
    full board, whatever its lines (the test for a full board asked first)."""
    if knobs.get("full_nobody") and all(game.stone_at(state, cell) is not None for cell in game.cells):
        return frozenset({NOBODY})
    return partial_answers(game, state, {key: value for key, value in knobs.items() if key != "full_nobody"})
