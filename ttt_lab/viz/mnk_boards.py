"""m,n,k board pictures as SVG text, for notebooks' rich display (no matplotlib needed).

The X and O drawn here (:func:`x_mark_svg`, :func:`o_mark_svg`) are Ultimate's stones too
(:mod:`ttt_lab.viz.ultimate_boards`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ttt_lab.games.mnk import Cell, MNKState

CELL = 40
"""Pixels per cell."""

X_COLOUR = "#1f6fb2"
O_COLOUR = "#d1495b"
LINE_COLOUR = "#2a9d41"
PAIR_COLOUR = "#7a4fb0"


def x_mark_svg(left: float, top: float, size: float, pad: float, width: float, opacity: float | None = None) -> str:
    """An X filling the ``size``-pixel square at (``left``, ``top``), ``pad`` pixels in from its edges.

    Example:
        >>> x_mark_svg(0, 0, 40, 8, 4)
        '<path d="M8,8 L32,32 M32,8 L8,32" stroke="#1f6fb2" stroke-width="4" stroke-linecap="round"/>'
    """
    return (
        f'<path d="M{left + pad},{top + pad} L{left + size - pad},{top + size - pad}'
        f' M{left + size - pad},{top + pad} L{left + pad},{top + size - pad}"'
        f' stroke="{X_COLOUR}" stroke-width="{width}" stroke-linecap="round"{_opacity(opacity)}/>'
    )


def o_mark_svg(left: float, top: float, size: float, pad: float, width: float, opacity: float | None = None) -> str:
    """An O filling the ``size``-pixel square at (``left``, ``top``), ``pad`` pixels in from its edges.

    Example:
        >>> o_mark_svg(0, 0, 40, 8, 4, opacity=0.5)
        '<circle cx="20.0" cy="20.0" r="12.0" fill="none" stroke="#d1495b" stroke-width="4" opacity="0.5"/>'
    """
    return (
        f'<circle cx="{left + size / 2}" cy="{top + size / 2}" r="{size / 2 - pad}"'
        f' fill="none" stroke="{O_COLOUR}" stroke-width="{width}"{_opacity(opacity)}/>'
    )


def _opacity(opacity: float | None) -> str:
    return "" if opacity is None else f' opacity="{opacity}"'


def mnk_board_svg(state: MNKState, cell: int = CELL, pairs: Sequence[tuple[Cell, Cell]] = ()) -> str:
    """An SVG drawing of an m,n,k position, with each winning line struck through.

    Args:
        state: the position.
        cell: pixels per cell.
        pairs: pairs of empty cells to show (a pairing strategy, see
            :meth:`~ttt_lab.search.mnk_solver.MNKSolver.blocking_pairs`): both cells of the
            i-th pair are joined by a dashed line and carry the letter a, b, c, ...

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> svg = mnk_board_svg(TicTacToe().parse("XXX/OO./..."))
        >>> svg.startswith("<svg") and svg.count("<line") > 0
        True
        >>> mnk_board_svg(TicTacToe().parse("X../.../..."), pairs=[((1, 1), (2, 2))]).count(">a</text>")
        2
    """
    game = state.game
    width, height = game.m * cell, game.n * cell
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width + 4}" height="{height + 4}"'
        f' viewBox="-2 -2 {width + 4} {height + 4}">',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fdfaf3" stroke="#444"/>',
    ]
    for c in range(1, game.m):
        parts.append(f'<line x1="{c * cell}" y1="0" x2="{c * cell}" y2="{height}" stroke="#444"/>')
    for r in range(1, game.n):
        parts.append(f'<line x1="0" y1="{r * cell}" x2="{width}" y2="{r * cell}" stroke="#444"/>')
    pad = cell * 0.22
    for r, c in game.cells:
        stone = game.stone_at(state, (r, c))
        left, top = c * cell, r * cell
        if stone == "X":
            parts.append(x_mark_svg(left, top, cell, pad, 4))
        elif stone == "O":
            parts.append(o_mark_svg(left, top, cell, pad, 4))
    for line in game.winning_lines(state):
        (r0, c0), (r1, c1) = line[0], line[-1]
        parts.append(
            f'<line x1="{c0 * cell + cell / 2}" y1="{r0 * cell + cell / 2}"'
            f' x2="{c1 * cell + cell / 2}" y2="{r1 * cell + cell / 2}"'
            f' stroke="{LINE_COLOUR}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>'
        )
    for index, ((r0, c0), (r1, c1)) in enumerate(pairs):
        label = chr(ord("a") + index % 26)
        parts.append(
            f'<line x1="{c0 * cell + cell / 2}" y1="{r0 * cell + cell / 2}"'
            f' x2="{c1 * cell + cell / 2}" y2="{r1 * cell + cell / 2}"'
            f' stroke="{PAIR_COLOUR}" stroke-width="2" stroke-dasharray="4 3" opacity="0.7"/>'
        )
        for r, c in ((r0, c0), (r1, c1)):
            parts.append(
                f'<text x="{c * cell + cell / 2}" y="{r * cell + cell / 2}" fill="{PAIR_COLOUR}"'
                f' font-family="sans-serif" font-size="{cell * 0.4:.0f}" font-weight="bold"'
                f' text-anchor="middle" dominant-baseline="central">{label}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)
