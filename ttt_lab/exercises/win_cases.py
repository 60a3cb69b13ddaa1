"""The boards a win test is graded on, and how one is shown and handed to the student's function.

check_win_test tries every line of the board won by each player (the loser's stones placed where
they make no line), each line one stone short or shared by both sides, full boards without a line
and the empty board (:func:`win_cases`). The line probes (win_line_probes) and the check itself
(win_test) build their boards and describe them through this module; nothing here runs student code.

Example:
    >>> [case.kind for case in win_cases(3, 3, 3)][:3]
    ['win', 'win', 'near']
    >>> line_name(((0, 2), (1, 1), (2, 0)))
    'the anti-diagonal from (0, 2) to (2, 0)'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ttt_lab.core import Player
from ttt_lab.exercises.win_full_boards import full_board_wins
from ttt_lab.exercises.win_last_mover import other_side_wins
from ttt_lab.games.mnk import MNK, MNKState


@dataclass
class WinCase:
    game: MNK
    state: MNKState
    expected: Player | None
    kind: str  # "win", "full" (won on a full board), "near", "draw", "empty", "mixed", "empty-line", "gap", "scattered", "alone",
    # "other-side" (a line of the side the count of stones says did not move last: win_last_mover)
    direction: str = ""  # for wins: "row", "column", "diagonal", "anti-diagonal"
    line: tuple[tuple[int, int], ...] = ()


def line_direction(line: Sequence[tuple[int, int]]) -> str:
    (r0, c0), (r1, c1) = line[0], line[1]
    if r0 == r1:
        return "row"
    if c0 == c1:
        return "column"
    return "diagonal" if c1 > c0 else "anti-diagonal"


def line_name(line: Sequence[tuple[int, int]]) -> str:
    direction = line_direction(line)
    r, c = line[0]
    if direction == "row":
        return f"row {r}" if len(line) > 2 else "a row"
    if direction == "column":
        return f"column {c}"
    return f"the {direction} from {line[0]} to {line[-1]}"


@lru_cache(maxsize=8)
def win_cases(m: int, n: int, k: int) -> tuple[WinCase, ...]:
    """Every line won by each player, lines one stone short, mixed lines, draws, the empty board."""
    game = MNK(m, n, k)
    cases: list[WinCase] = []
    cells = list(game.cells)
    rng = random.Random(f"win cases {m} {n} {k}")
    for line in game.lines:
        for player in game.players:
            other = "O" if player == "X" else "X"
            board = {cell: player for cell in line}
            # The loser's stones go where they make no line: as many as the rules allow.
            free = [cell for cell in cells if cell not in board]
            rng.shuffle(free)
            wanted = k - 1 if player == "X" else k
            for cell in free:
                if wanted == 0:
                    break
                board[cell] = other
                if has_line(game, board, other):
                    del board[cell]
                    continue
                wanted -= 1
            cases.append(WinCase(game, state_from(game, board), player, "win", line_direction(line), tuple(line)))
        # One stone short: the line's last cell empty, then taken by the other side.
        near = {cell: "X" for cell in line[:-1]}
        near_o = {**{cell: "O" for cell in line[:-1]}, line[-1]: "X"}
        for board, kind in ((near, "near"), (near_o, "mixed")):
            cases.append(WinCase(game, state_from(game, board), None, kind, line_direction(line), tuple(line)))
    # k stones on one whole row or column with a gap: not a line, though k of them are there.
    for r in range(n if m > k else 0):
        row = [(r, c) for c in range(m)]
        gapped = {cell: "X" for cell in row[:k - 1] + row[-1:]}
        cases.append(WinCase(game, state_from(game, gapped), None, "gap", "row", tuple(row)))
    for c in range(m if n > k else 0):
        column = [(r, c) for r in range(n)]
        gapped = {cell: "O" for cell in column[:k - 1] + column[-1:]}
        cases.append(WinCase(game, state_from(game, gapped), None, "gap", "column", tuple(column)))
    cases.append(WinCase(game, game.initial_state(), None, "empty-line"))
    cases += [WinCase(game, s, player, "full", line_direction(line), line) for s, player, line in full_board_wins(game)]
    if (m, n, k) == (3, 3, 3):
        for text in ("XOX/XOO/OXX", "OXO/XXO/XOX", "XXO/OOX/XOX"):
            cases.append(WinCase(game, game.parse(text), None, "draw"))
        # Three X's in no line, not even one wrapped round an edge: a count of stones calls it won.
        cases.append(WinCase(game, state_from(game, dict.fromkeys([(0, 0), (0, 1), (1, 0)], "X")), None,
                              "scattered"))
        # Four of each in no line, two per row and column: every stone counted says won; a counter
        # carried from line to line never stops at exactly 3 (2, 4), so it says nobody.
        cases.append(WinCase(game, game.parse("XXO/XXO/OO."), None, "scattered"))
        # X and O side by side on one line, its third cell empty: with X=1 and O=2 the line adds up to 3,
        # X's three in a row; any code that reads the line's stones together (a sum, a count) is tested.
        cases.append(WinCase(game, game.parse("XO./.../..."), None, "mixed", "row", ((0, 0), (0, 1), (0, 2))))
    # A line of the side the count of stones says did not move last ("OOO/XX./XX."): the exercise asks for any
    # board, and code testing one side chosen by the count is right on every board of play. On every board size
    # graded, not only 3x3: a fn(board, k) that tests the last mover only on its larger boards (or only there
    # counts the stones) is caught there too. Their own kind: the line probes and the names by direction read
    # the wins of play only.
    cases += [WinCase(game, state, player, "other-side", line_direction(line), line)
              for state, player, line in other_side_wins(game)]
    return tuple(cases)


def has_line(game: MNK, board: dict[tuple[int, int], str], player: str) -> bool:
    return any(all(board.get(cell) == player for cell in line) for line in game.lines)


def state_from(game: MNK, board: dict[tuple[int, int], str]) -> MNKState:
    """The position of ``board`` as it is: not ``parse``, which rejects a board play cannot reach
    (the loser may have fewer stones than it should, where more would make a line)."""
    x = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "X")
    o = sum(1 << game.cell_index(cell) for cell, p in board.items() if p == "O")
    return game.from_bitboards(x, o)



def win_board(case: WinCase, form: str) -> Any:
    text = case.game.board_text(case.state)
    if form == "text":
        return text
    if form == "state":
        return case.state
    return [list(row) for row in text.split("/")]


def describe_case(case: WinCase) -> str:
    size = "" if (case.game.m, case.game.n) == (3, 3) else f" (a {case.game.m}x{case.game.n} board, k={case.game.k})"
    return case.game.board_text(case.state) + size


