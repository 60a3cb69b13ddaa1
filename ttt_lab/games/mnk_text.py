"""Reading m,n,k boards from text: the shape of the board, then whether a game can reach it.

``MNK.parse`` is the door; these are its two halves, kept apart from the rules.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> x, o = read_bitboards(game, "XX./OO./X..")
    >>> bin(x), bin(o), reachable_winner(game, x, o, "XX./OO./X..")
    ('0b1000011', '0b11000', None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_lab.core import Player
from ttt_lab.games.text import board_rows, quoted

if TYPE_CHECKING:
    from ttt_lab.games.mnk import MNK

SYMBOLS = {"X": "X", "O": "O", ".": None}
"""The symbols of a text board: a stone of each side, and an empty cell."""


def read_bitboards(game: MNK, text: str) -> tuple[int, int]:
    """The bitboards of X's and O's stones in ``text`` (rows of X, O and . separated by ``/``
    or newlines; spaces ignored, lower case allowed).

    Raises:
        ValueError: not text, the wrong number of rows or cells, or an unknown symbol.
    """
    rows = board_rows(text)
    if len(rows) != game.n:
        raise ValueError(f"{game!r} needs {game.n} rows, the text has {len(rows)}: {quoted(text)}")
    x = o = 0
    for r, row in enumerate(rows):
        if len(row) != game.m:
            raise ValueError(
                f"row {r} must have {game.m} cells, it has {len(row)}: {quoted(row)}"
            )
        for c, symbol in enumerate(row):
            if symbol.upper() not in SYMBOLS:
                raise ValueError(
                    f"unknown symbol {symbol!r} at row {r}, column {c}; use X, O or ."
                )
            bit = 1 << (r * game.m + c)
            if symbol.upper() == "X":
                x |= bit
            elif symbol.upper() == "O":
                o |= bit
    return x, o



def reachable_winner(game: MNK, x: int, o: int, text: str) -> Player | None:
    """The winner of the position with bitboards ``x`` and ``o``, checked to arise in a game:
    X moves first, players alternate, and play stops at the first k in a row.

    Raises:
        ValueError: the position cannot arise; the message says why and quotes ``text``.
    """
    xs, os = x.bit_count(), o.bit_count()
    if not (xs == os or xs == os + 1):
        raise ValueError(
            f"impossible stone counts: X has {xs}, O has {os}; X moves first, so X has"
            f" as many stones as O or one more: {quoted(text)}"
        )
    x_lines = [mask for mask in game.line_masks if x & mask == mask]
    o_lines = [mask for mask in game.line_masks if o & mask == mask]
    if x_lines and o_lines:
        raise ValueError(f"both X and O have {game.k} in a row; the game stops at the first: {quoted(text)}")
    winner = None
    for side, lines, stones, must_have in (("X", x_lines, x, os + 1), ("O", o_lines, o, os)):
        if not lines:
            continue
        winner = side
        if xs != must_have:
            raise ValueError(
                f"{side} has {game.k} in a row but play went on after the win: {quoted(text)}"
            )
        common = stones
        for mask in lines:
            common &= mask
        if not common:
            raise ValueError(
                f"{side} has lines that no single last move completes, so play went on"
                f" after a win: {quoted(text)}"
            )
    return winner

