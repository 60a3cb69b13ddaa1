"""Cat and Mice board pictures as SVG text, for notebooks' rich display (no matplotlib needed)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ttt_lab.games.cat_mice import SIDE, is_dark

if TYPE_CHECKING:
    from ttt_lab.games.cat_mice import CatMiceState, Square

CELL = 40
"""Pixels per square."""

LIGHT_COLOUR = "#f0d9b5"
DARK_COLOUR = "#b58863"
CAT_COLOUR = "#e07a1f"
MOUSE_COLOUR = "#8d99ae"
HIGHLIGHT_COLOUR = "#2a9d41"


def cat_mice_board_svg(
    state: CatMiceState, cell: int = CELL, highlight: Iterable[Square] = ()
) -> str:
    """An SVG drawing of a Cat and Mice position: a checkerboard, the cat and the mice.

    The cat is an orange disc marked ``C``, each mouse a grey disc marked ``M``; squares in
    ``highlight`` (say, a selected piece's legal targets) get a green ring. A line under the
    board says whose turn it is, or who won.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> svg = cat_mice_board_svg(CatAndMice().initial_state(), highlight=[(1, 2)])
        >>> svg.startswith("<svg") and svg.count(">M</text>") == 4 and svg.count(">C</text>") == 1
        True
    """
    game = state.game
    size = SIDE * cell
    caption = 24
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size + 4}" height="{size + caption + 4}"'
        f' viewBox="-2 -2 {size + 4} {size + caption + 4}" font-family="sans-serif">',
    ]
    for r in range(SIDE):
        for c in range(SIDE):
            colour = DARK_COLOUR if is_dark((r, c)) else LIGHT_COLOUR
            parts.append(
                f'<rect x="{c * cell}" y="{r * cell}" width="{cell}" height="{cell}" fill="{colour}"/>'
            )
    parts.append(f'<rect x="0" y="0" width="{size}" height="{size}" fill="none" stroke="#444"/>')
    radius = cell * 0.34
    pieces = [(state.cat_square, CAT_COLOUR, "C")] + [(sq, MOUSE_COLOUR, "M") for sq in state.mice_squares]
    for (r, c), colour, letter in pieces:
        x, y = c * cell + cell / 2, r * cell + cell / 2
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{colour}" stroke="#222" stroke-width="2"/>'
            f'<text x="{x}" y="{y}" text-anchor="middle" dominant-baseline="central"'
            f' font-size="{cell * 0.4:.0f}" font-weight="bold" fill="#fff">{letter}</text>'
        )
    for r, c in highlight:
        parts.append(
            f'<circle cx="{c * cell + cell / 2}" cy="{r * cell + cell / 2}" r="{cell * 0.42}"'
            f' fill="none" stroke="{HIGHLIGHT_COLOUR}" stroke-width="4"/>'
        )
    winner = game.winner(state)
    text = f"the {winner} won" if winner else f"to move: {game.to_move(state)}"
    parts.append(
        f'<text x="{size / 2}" y="{size + caption / 2 + 2}" text-anchor="middle"'
        f' dominant-baseline="central" font-size="14" fill="#222">{text}</text>'
    )
    parts.append("</svg>")
    return "".join(parts)
