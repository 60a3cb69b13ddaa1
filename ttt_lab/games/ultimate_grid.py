"""The Ultimate grid: cells, small boards, lines, the lookup tables the rules run on, and the
position type.

A state keeps each side's stones in one 81-bit int laid out board by board: bit
``9 * board + position in the board`` (:func:`cell_bit`), so a small board is one 9-bit
slice, and winning a board or the game is one table look-up (``_WINS``).

Example:
    >>> board_of((4, 7)), cell_in_board((4, 7)), cell_bit((4, 7))
    (5, 4, 49)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from ttt_lab.core import Player

if TYPE_CHECKING:
    from ttt_lab.games.ultimate import Ultimate

Cell = tuple[int, int]
"""A cell of the 9x9 grid as ``(row, col)``, counted from 0 at the top left."""

BoardStatus = Literal["X", "O", "draw"] | None
"""A small board's status: won by ``"X"`` or ``"O"``, ``"draw"`` (full, nobody won), or
``None`` while it is open."""

BOARD_NAMES = (
    "top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right",
)
"""Names of the small boards (and of the cells inside one), index 0 to 8."""

_ALL = 0x1FF  # nine bits: a full small board, or every small board closed
_SIZE = 81

LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6),
)
"""The eight lines of a 3x3 board as indices 0-8, for a small board and the big grid alike."""

_LINE_MASKS = tuple(sum(1 << i for i in line) for line in LINES)

# _WINS[pattern]: does a 9-bit pattern of one side's stones hold three in a row?
_WINS: tuple[bool, ...] = tuple(any(p & mask == mask for mask in _LINE_MASKS) for p in range(512))

CELLS: tuple[Cell, ...] = tuple((r, c) for r in range(9) for c in range(9))
"""All 81 cells in row-major order (the order of :meth:`Ultimate.actions`)."""


def board_of(cell: Cell) -> int:
    """The small board (0-8) that ``cell`` lies in.

    Example:
        >>> board_of((4, 7))
        5
    """
    return cell[0] // 3 * 3 + cell[1] // 3


def cell_in_board(cell: Cell) -> int:
    """The position (0-8) of ``cell`` inside its small board: the board it sends the opponent to.

    Example:
        >>> cell_in_board((4, 7))
        4
    """
    return cell[0] % 3 * 3 + cell[1] % 3


def board_cells(board: int) -> tuple[Cell, ...]:
    """The nine cells of small board ``board``, in row-major order.

    Example:
        >>> board_cells(4)[:3]
        ((3, 3), (3, 4), (3, 5))
    """
    top, left = board // 3 * 3, board % 3 * 3
    return tuple((top + i // 3, left + i % 3) for i in range(9))


def cell_bit(cell: Cell) -> int:
    """The bit of ``cell`` in a state's ``x`` and ``o``: ``9 * board + position in the board``.

    Example:
        >>> cell_bit((4, 7))
        49
    """
    return 9 * board_of(cell) + cell_in_board(cell)


# Per move: (shift of its board, its bit, its board's bit, the board it sends to, that board's bit).
_MOVE_INFO: dict[Cell, tuple[int, int, int, int, int]] = {
    cell: (9 * board_of(cell), 1 << cell_bit(cell), 1 << board_of(cell),
           cell_in_board(cell), 1 << cell_in_board(cell))
    for cell in CELLS
}

# _BOARD_MOVES[board][occupied pattern]: the empty cells of that board, row-major.
_BOARD_MOVES: tuple[tuple[tuple[Cell, ...], ...], ...] = tuple(
    tuple(
        tuple(cell for i, cell in enumerate(board_cells(b)) if not occupied >> i & 1)
        for occupied in range(512)
    )
    for b in range(9)
)

# When the side to move may play anywhere, row-major order interleaves the boards of a band:
# grid row r crosses three boards. One entry per (grid row, board): (board, shift of that
# board row's 3 bits, table from the 3-bit occupied pattern to the empty cells).
_ROW_SEGMENTS: tuple[tuple[int, int, tuple[tuple[Cell, ...], ...]], ...] = tuple(
    (
        r // 3 * 3 + band_col,
        9 * (r // 3 * 3 + band_col) + 3 * (r % 3),
        tuple(
            tuple((r, band_col * 3 + j) for j in range(3) if not occupied >> j & 1)
            for occupied in range(8)
        ),
    )
    for r in range(9)
    for band_col in range(3)
)


class UltimateState(NamedTuple):
    """An immutable Ultimate position. Build them with ``game.parse``, ``game.play`` or ``game.result``.

    Attributes:
        x: X's stones, 81 bits, bit ``9 * board + cell`` (see :func:`board_of`, :func:`cell_in_board`).
        o: O's stones, same layout.
        x_boards: 9-bit set of the small boards X has won.
        o_boards: 9-bit set of the small boards O has won.
        closed: 9-bit set of the closed small boards (won or full).
        forced: the small board the side to move must play in, or ``None`` when they may
            play in any open board (and once the game is over).
        winner: ``"X"`` or ``"O"`` once a side has three small boards in a line, else ``None``.
        stones: how many stones are on the grid (X moves when it is even).
        game: the :class:`Ultimate` game the position belongs to.
    """

    x: int
    o: int
    x_boards: int
    o_boards: int
    closed: int
    forced: int | None
    winner: Player | None
    stones: int
    game: Ultimate

    def __str__(self) -> str:
        return self.game.board_text(self, separator="\n")

    def __repr__(self) -> str:
        return f"{self.game!r}.parse({self.game.board_text(self)!r})"

    def _repr_svg_(self) -> str:
        # Drawing lives in viz/; import it only when a notebook asks for a picture.
        from ttt_lab.viz.ultimate_boards import ultimate_board_svg

        return ultimate_board_svg(self)


_new_state = tuple.__new__  # skips NamedTuple's Python-level __new__ on the hot path


# The 8 maps of a square of side n: the identity first, then as in MNK.symmetries.
def _map(k: int, cell: Cell, n: int) -> Cell:
    r, c = cell
    last = n - 1
    return (
        (r, c), (r, last - c), (last - r, c), (last - r, last - c),
        (c, r), (c, last - r), (last - c, r), (last - c, last - r),
    )[k]


_BOARD_PERMS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r * 3 + c for r, c in (_map(k, (b // 3, b % 3), 3) for b in range(9))) for k in range(8)
)


def _permute9(mask: int, perm: tuple[int, ...]) -> int:
    image = 0
    for b in range(9):
        if mask >> b & 1:
            image |= 1 << perm[b]
    return image


def _common_stone(pattern: int) -> int:
    """The stones of a 9-bit pattern that lie on every one of its complete lines (0 if none)."""
    common = pattern
    for mask in _LINE_MASKS:
        if pattern & mask == mask:
            common &= mask
    return common


def _name(board: int) -> str:
    return f"{board} ({BOARD_NAMES[board]})"
