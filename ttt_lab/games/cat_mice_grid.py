"""The Cat and Mice board: squares, the step tables the rules run on, and the position type.

A position keeps the cat as a square index (``row * 8 + col``) and the mice as a 64-bit
bitboard, so the mice's steps, the cat's neighbours and its shortest way to the mice's row
are a few shifts and masks.

Example:
    >>> start_mice = sum(1 << (7 * SIDE + c) for c in (0, 2, 4, 6))
    >>> _path_length(3, start_mice) == UNREACHABLE  # at the start the mice's row is a wall
    True
    >>> _path_length(3, 0)  # with no mouse in the way, seven steps down
    7
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, NamedTuple

from ttt_lab.core import Player

if TYPE_CHECKING:
    from ttt_lab.games.cat_mice import CatAndMice

Square = tuple[int, int]
"""A board square as ``(row, col)``, counted from 0 at the top left."""

CatMiceMove = tuple[Square, Square]
"""A move: the square a piece leaves and the square it lands on."""

SIDE = 8
"""Squares per side of the board."""

CAT, MICE = "cat", "mice"
MICE_START: tuple[Square, ...] = ((7, 0), (7, 2), (7, 4), (7, 6))
"""The mice's starting squares: the dark squares of row 7."""

DEFAULT_CAT_START: Square = (0, 3)
"""Where the cat starts unless told otherwise (d8 on a chessboard)."""


def is_dark(square: Square) -> bool:
    """Whether ``square`` is a dark (playing) square: ``row + col`` odd.

    Example:
        >>> is_dark((7, 0)), is_dark((0, 0))
        (True, False)
    """
    return (square[0] + square[1]) % 2 == 1


# ----------------------------------------------------------------- tables, built once

_SQUARES: tuple[Square, ...] = tuple((i // SIDE, i % SIDE) for i in range(SIDE * SIDE))
_DARK_MASK = sum(1 << i for i, sq in enumerate(_SQUARES) if is_dark(sq))
_GOAL_ROW_MASK = sum(1 << (7 * SIDE + c) for c in range(SIDE))
_NOT_COL0 = ~sum(1 << (r * SIDE) for r in range(SIDE)) & ((1 << 64) - 1)
_NOT_COL7 = ~sum(1 << (r * SIDE + 7) for r in range(SIDE)) & ((1 << 64) - 1)

# The cat tries steps towards the mice's row first (left before right), then back: the
# order a person reads the board in and a good first guess for a search.
_CAT_DIRECTIONS = ((1, -1), (1, 1), (-1, -1), (-1, 1))
_MOUSE_DIRECTIONS = ((-1, -1), (-1, 1))


def _steps(directions: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int, CatMiceMove], ...], ...]:
    # For each square: (target index, target bit, the move as a tuple) per legal step, so
    # actions() hands out shared move tuples instead of building new ones.
    table = []
    for r, c in _SQUARES:
        row = []
        for dr, dc in directions:
            rr, cc = r + dr, c + dc
            if 0 <= rr < SIDE and 0 <= cc < SIDE:
                j = rr * SIDE + cc
                row.append((j, 1 << j, ((r, c), (rr, cc))))
        table.append(tuple(row))
    return tuple(table)


_CAT_STEPS = _steps(_CAT_DIRECTIONS)
_MOUSE_STEPS = _steps(_MOUSE_DIRECTIONS)
_CAT_NEIGHBOURS = tuple(sum(bit for _, bit, _ in steps) for steps in _CAT_STEPS)
_MOVE_INDICES: dict[CatMiceMove, tuple[int, int]] = {
    move: (i, j) for i, steps in enumerate(_CAT_STEPS) for j, _, move in steps
}


def _mouse_targets(mice: int, cat: int) -> int:
    """Bitboard of empty squares some mouse can step to."""
    # A step forward-left is 9 bits down, forward-right 7 bits down; the column masks drop
    # the steps that would wrap round the board's edge.
    return ((mice >> 9) & _NOT_COL7 | (mice >> 7) & _NOT_COL0) & ~(mice | 1 << cat)


def _neighbours(bits: int) -> int:
    """Every square one diagonal step from a square in ``bits``."""
    return (
        (bits << 7) & _NOT_COL7
        | (bits << 9) & _NOT_COL0
        | (bits >> 7) & _NOT_COL0
        | (bits >> 9) & _NOT_COL7
    ) & ((1 << 64) - 1)


UNREACHABLE = 99
"""The path length :func:`evaluate` and the move ordering use when the mice's wall is closed."""


# A look-ahead meets the same walls again and again (the same mice reached by other move orders,
# the same cat square in sibling positions): nine lookups in ten are repeats, so remembering the
# last 16,384 walls makes a look-ahead-4 game about a quarter faster.
@functools.lru_cache(maxsize=1 << 14)
def _path_length(cat: int, mice: int) -> int:
    """Fewest cat steps to row 7 with the mice standing still; ``UNREACHABLE`` if walled off."""
    free = _DARK_MASK & ~mice
    reach = 1 << cat
    steps = 0
    # Grow the set of squares the cat can reach one step at a time, all at once on bitboards.
    while not reach & _GOAL_ROW_MASK:
        grown = reach | _neighbours(reach) & free
        if grown == reach:
            return UNREACHABLE
        reach = grown
        steps += 1
    return steps


def _winner_of(cat: int, mice: int, mice_to_move: bool) -> Player | None:
    if cat >= 7 * SIDE:
        return CAT
    if mice_to_move:
        return None if _mouse_targets(mice, cat) else CAT
    return None if _CAT_NEIGHBOURS[cat] & ~mice else MICE


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class CatMiceState(NamedTuple):
    """An immutable Cat and Mice position. Build them with ``game.parse``, ``game.play`` or ``game.result``.

    Attributes:
        cat: the cat's square as an index ``row * 8 + col``.
        mice: bitboard of the mice (bit ``row * 8 + col``).
        mice_to_move: True when the mice move next, False when the cat does.
        winner: ``"cat"`` or ``"mice"`` once the game is over, else ``None``.
        game: the :class:`CatAndMice` game the position belongs to.
    """

    cat: int
    mice: int
    mice_to_move: bool
    winner: Player | None
    game: CatAndMice

    @property
    def cat_square(self) -> Square:
        """The cat's square as ``(row, col)``."""
        return _SQUARES[self.cat]

    @property
    def mice_squares(self) -> tuple[Square, ...]:
        """The mice's squares as ``(row, col)``, in row-major order."""
        return tuple(_SQUARES[i] for i in _bits(self.mice))

    def __str__(self) -> str:
        return self.game.board_text(self, separator="\n")

    def __repr__(self) -> str:
        return f"{self.game!r}.parse({self.game.board_text(self)!r})"

    def _repr_svg_(self) -> str:
        # Drawing lives in viz/; import it only when a notebook asks for a picture.
        from ttt_lab.viz.cat_mice_boards import cat_mice_board_svg

        return cat_mice_board_svg(self)


_new_state = tuple.__new__  # skips NamedTuple's Python-level __new__ on the hot path
