"""Ultimate tic-tac-toe positions as SVG text, for notebooks' rich display."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_lab.viz.boards import LINE_COLOUR, O_COLOUR, X_COLOUR

if TYPE_CHECKING:
    from ttt_lab.games.ultimate import UltimateState

CELL = 30
"""Pixels per cell of the 9x9 grid."""

ALLOWED_FILL = "#fff1b8"
DRAWN_FILL = "#e4e4e4"
PAPER = "#fdfaf3"


def _x(left: float, top: float, size: float, pad: float, width: float, opacity: float = 1.0) -> str:
    return (
        f'<path d="M{left + pad},{top + pad} L{left + size - pad},{top + size - pad}'
        f' M{left + size - pad},{top + pad} L{left + pad},{top + size - pad}"'
        f' stroke="{X_COLOUR}" stroke-width="{width}" stroke-linecap="round" opacity="{opacity}"/>'
    )


def _o(left: float, top: float, size: float, pad: float, width: float, opacity: float = 1.0) -> str:
    return (
        f'<circle cx="{left + size / 2}" cy="{top + size / 2}" r="{size / 2 - pad}"'
        f' fill="none" stroke="{O_COLOUR}" stroke-width="{width}" opacity="{opacity}"/>'
    )


def ultimate_board_svg(state: UltimateState, cell: int = CELL) -> str:
    """An SVG drawing of an Ultimate position.

    The small boards the side to move may play in are shaded yellow, drawn (full) boards
    grey; a won small board carries a big faded X or O, and the winning line of the big
    grid is struck through.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> svg = ultimate_board_svg(game.result(game.initial_state(), (4, 4)))
        >>> svg.startswith("<svg") and svg.count(ALLOWED_FILL) == 1
        True
    """
    from ttt_lab.games.ultimate import CELLS

    game = state.game
    side = 9 * cell
    big = 3 * cell
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{side + 6}" height="{side + 6}"'
        f' viewBox="-3 -3 {side + 6} {side + 6}">',
        f'<rect x="0" y="0" width="{side}" height="{side}" fill="{PAPER}"/>',
    ]
    status = game.small_board_status(state)
    for board in game.allowed_boards(state):
        parts.append(
            f'<rect x="{board % 3 * big}" y="{board // 3 * big}" width="{big}" height="{big}"'
            f' fill="{ALLOWED_FILL}"/>'
        )
    for board, value in enumerate(status):
        if value == "draw":
            parts.append(
                f'<rect x="{board % 3 * big}" y="{board // 3 * big}" width="{big}" height="{big}"'
                f' fill="{DRAWN_FILL}"/>'
            )
    for i in range(1, 9):
        if i % 3:
            parts.append(f'<line x1="{i * cell}" y1="0" x2="{i * cell}" y2="{side}" stroke="#999"/>')
            parts.append(f'<line x1="0" y1="{i * cell}" x2="{side}" y2="{i * cell}" stroke="#999"/>')
    pad = cell * 0.22
    for r, c in CELLS:
        stone = game.stone_at(state, (r, c))
        if stone == "X":
            parts.append(_x(c * cell, r * cell, cell, pad, 3))
        elif stone == "O":
            parts.append(_o(c * cell, r * cell, cell, pad, 3))
    for board, value in enumerate(status):
        left, top = board % 3 * big, board // 3 * big
        if value in ("X", "O"):  # fade the small stones so the board's owner reads at a glance
            parts.append(f'<rect x="{left}" y="{top}" width="{big}" height="{big}" fill="{PAPER}" opacity="0.6"/>')
        if value == "X":
            parts.append(_x(left, top, big, big * 0.12, 10, opacity=0.55))
        elif value == "O":
            parts.append(_o(left, top, big, big * 0.12, 10, opacity=0.55))
    for i in range(0, 10, 3):  # board borders on top of the faded won boards
        parts.append(f'<line x1="{i * cell}" y1="0" x2="{i * cell}" y2="{side}" stroke="#333" stroke-width="3"/>')
        parts.append(f'<line x1="0" y1="{i * cell}" x2="{side}" y2="{i * cell}" stroke="#333" stroke-width="3"/>')
    for line in game.winning_lines(state):
        first, last = line[0], line[-1]
        parts.append(
            f'<line x1="{first % 3 * big + big / 2}" y1="{first // 3 * big + big / 2}"'
            f' x2="{last % 3 * big + big / 2}" y2="{last // 3 * big + big / 2}"'
            f' stroke="{LINE_COLOUR}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>'
        )
    parts.append("</svg>")
    return "".join(parts)
