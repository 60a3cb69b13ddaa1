"""The lines of an m,n,k board: which cells they are, and a table of every bitboard that fills one.

``MNK`` builds both once, in its constructor: the win test then reads only the lines through
the cell just played, or (on boards of up to 16 cells) looks the whole bitboard up.
"""

from __future__ import annotations

import functools

Cell = tuple[int, int]


def board_lines(m: int, n: int, k: int) -> list[tuple[Cell, ...]]:
    """Every line of ``k`` cells on a board of ``m`` columns and ``n`` rows: rows, columns and
    both diagonals, each once.

    Example:
        >>> len(board_lines(3, 3, 3)), board_lines(3, 3, 3)[0]
        (8, ((0, 0), (0, 1), (0, 2)))
    """
    lines: list[tuple[Cell, ...]] = []
    seen: set[frozenset[Cell]] = set()
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(n):
            for c in range(m):
                line = tuple((r + i * dr, c + i * dc) for i in range(k))
                if all(0 <= rr < n and 0 <= cc < m for rr, cc in line):
                    if frozenset(line) not in seen:  # k = 1 gives each cell once
                        seen.add(frozenset(line))
                        lines.append(line)
    return lines


@functools.cache
def winning_boards(size: int, line_masks: tuple[int, ...]) -> bytes:
    """One byte per bitboard of ``size`` cells: 1 if the stones on it fill a whole line.

    Built with big-int arithmetic rather than a loop over 2**size boards: board ``b`` is byte
    ``b`` of an int, and the boards holding a given line are grown one cell at a time (a cell
    of the line must be set, doubling the board index; any other cell may be either).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> wins = winning_boards(9, TicTacToe().line_masks)
        >>> wins[0b111], wins[0b100010001], wins[0b011]
        (1, 1, 0)
    """
    winning = 0
    for mask in line_masks:
        boards = 1  # the empty board over no cells
        for cell in range(size):
            shift = 8 << cell  # 2**cell boards of one byte each
            boards = boards << shift if mask >> cell & 1 else boards | boards << shift
        winning |= boards
    return winning.to_bytes(1 << size, "little")
