"""Numbering every Cat and Mice position, so that one table can hold the value of each.

A position is the set of the four mice (4 of the 32 dark squares), the cat's square (one of
the 32) and the side to move. The side to move needs no number of its own: each mouse has
made ``7 - row`` moves and every cat move changes the parity of the cat's row, so the
parity of the mice's moves plus the cat's row says whose turn it is (``CatAndMice.parse``
reads it the same way). A position is therefore numbered

    ``rank of the mice's set * 32 + the cat's dark square``

Dark square ``i // 2`` is square ``i`` (each row has four dark squares, one in each pair of
columns). The rank of the mice on dark squares ``d1 < d2 < d3 < d4`` is
``C(d1, 1) + C(d2, 2) + C(d3, 3) + C(d4, 4)`` (the combinatorial number system): every
set of four gets its own number from 0 to ``C(32, 4) - 1``, computed in a few steps with no
table to build. Numbers whose cat stands on a mouse, or whose cat stands on row 7 with the
cat to move (the game stopped when it got there), are gaps. Every position any start of
the cat can reach has a number, and so do positions no game reaches; a table of them all
serves every ``cat_start``.

Example:
    >>> from ttt_lab.games.cat_mice import CatAndMice
    >>> game = CatAndMice()
    >>> start = game.initial_state()
    >>> number = position_index(start.cat, start.mice)
    >>> position_at(game, number) == start
    True
    >>> POSITION_COUNT == MICE_SETS * DARK_SQUARES
    True
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

from ttt_lab.core import is_int
from ttt_lab.games.cat_mice_grid import _DARK_MASK, SIDE, CatMiceState, _bits, _new_state, _winner_of

if TYPE_CHECKING:
    from ttt_lab.games.cat_mice import CatAndMice

POSITION_SCHEME = "cat_mice_v1"
"""The name of this numbering; a table saved under it is refused by any other numbering."""

DARK_SQUARES = SIDE * SIDE // 2
"""The squares a piece can stand on."""

MICE_SETS = math.comb(DARK_SQUARES, 4)
"""How many ways four mice can stand on the dark squares."""

POSITION_COUNT = MICE_SETS * DARK_SQUARES
"""Positions are numbered ``0 .. POSITION_COUNT - 1`` (with gaps)."""


_BINOMIAL = tuple(tuple(math.comb(d, k) for d in range(DARK_SQUARES)) for k in range(5))
"""``_BINOMIAL[k][d]`` is C(d, k): the terms of a rank."""


def position_index(cat: int, mice: int) -> int:
    """The number of the position with the cat on square ``cat`` (``row * 8 + col``) and the
    mice on the bitboard ``mice``; the side to move follows from them.

    Raises:
        ValueError: ``mice`` is not four mice on dark squares.

    Example:
        >>> position_index(1, 0b1111 << 57)
        Traceback (most recent call last):
        ...
        ValueError: 0x1e00000000000000 is not a bitboard of four mice on dark squares
    """
    rank = 0
    k = 0
    rest = mice & _DARK_MASK
    while rest:  # the mice from the lowest square up: d1 < d2 < d3 < d4
        low = rest & -rest
        k += 1
        if k > 4:
            break
        rank += _BINOMIAL[k][(low.bit_length() - 1) >> 1]
        rest ^= low
    if k != 4 or mice & ~_DARK_MASK:
        raise ValueError(f"{mice:#x} is not a bitboard of four mice on dark squares")
    return rank * DARK_SQUARES + (cat >> 1)


@functools.lru_cache(maxsize=256)  # a table is built number by number: 32 in a row share a rank
def mice_of_rank(rank: int) -> int:
    """The mice's bitboard whose rank is ``rank``: the largest ``d4`` with C(d4, 4) <= rank,
    then ``d3`` for what is left, and so on.

    Example:
        >>> mice_of_rank(0) == sum(1 << i for i in (1, 3, 5, 7))  # dark squares 0-3: row 0
        True
    """
    mice = 0
    for k in (4, 3, 2, 1):
        d = k - 1
        while d + 1 < DARK_SQUARES and _BINOMIAL[k][d + 1] <= rank:
            d += 1
        rank -= _BINOMIAL[k][d]
        mice |= 1 << _square_of_dark(d)
    return mice


def position_at(game: CatAndMice, index: int) -> CatMiceState | None:
    """The position of ``game`` numbered ``index``, or ``None`` if the number is a gap.

    Raises:
        ValueError: ``index`` is not an int from 0 to ``POSITION_COUNT - 1``.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> position_at(CatAndMice(), 0)  # the cat on the first mouse's square: a gap
        >>> print(position_at(CatAndMice(), DARK_SQUARES - 1))
        .M.M.M.M
        ........
        ........
        ........
        ........
        ........
        ........
        ......C.
        to move: mice
    """
    if not is_int(index) or not 0 <= index < POSITION_COUNT:
        raise ValueError(f"a Cat and Mice position number is an int from 0 to {POSITION_COUNT - 1}, got {index!r}")
    rank, dark = divmod(index, DARK_SQUARES)
    mice = mice_of_rank(rank)
    cat = _square_of_dark(dark)
    if mice >> cat & 1:
        return None
    row = cat // SIDE
    mice_moves = sum(SIDE - 1 - i // SIDE for i in _bits(mice))
    mice_to_move = (mice_moves + row) % 2 == 1
    if row == SIDE - 1 and not mice_to_move:
        return None
    return _new_state(CatMiceState, (cat, mice, mice_to_move, _winner_of(cat, mice, mice_to_move), game))  # type: ignore[no-any-return]


def _square_of_dark(dark: int) -> int:
    """The square (``row * 8 + col``) of dark square number ``dark``: dark squares are the odd
    columns of even rows and the even columns of odd rows."""
    row = dark >> 2
    return row * SIDE + 2 * (dark & 3) + (1 - row % 2)
