"""Ultimate tic-tac-toe positions as SVG text, for notebooks' rich display."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ttt_lab.games.ultimate import CELLS, board_cells
from ttt_lab.viz.mnk_boards import LINE_COLOUR, o_mark_svg, x_mark_svg

if TYPE_CHECKING:
    from ttt_lab.games.ultimate import Cell, UltimateState

CELL = 30
"""Pixels per cell of the 9x9 grid."""

ALLOWED_FILL = "#fff1b8"
DRAWN_FILL = "#e4e4e4"
PAPER = "#fdfaf3"
HIGHLIGHT = "#e07b00"
"""The outline of a highlighted cell (orange: apart from X's blue, O's red and the shading)."""


def ultimate_board_svg(state: UltimateState, cell: int = CELL, highlight: Cell | None = None) -> str:
    """An SVG drawing of an Ultimate position.

    The small boards the side to move may play in are shaded yellow, drawn (full) boards
    grey; a won small board carries a big faded X or O, and the winning line of the big
    grid is struck through. ``highlight``, a cell ``(row, column)`` of the 9x9 grid such as
    the move just played, is outlined.

    Raises:
        ValueError: ``highlight`` is not a cell of the grid.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> svg = ultimate_board_svg(game.result(game.initial_state(), (4, 4)), highlight=(4, 4))
        >>> svg.startswith("<svg") and svg.count(ALLOWED_FILL) == 1 and svg.count(HIGHLIGHT) == 1
        True
    """
    if highlight is not None and highlight not in CELLS:
        raise ValueError(f"highlight must be a cell (row, column) of the 9x9 grid, got {highlight!r}")
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
        parts.append(_shade(board, cell, ALLOWED_FILL))
    for board, value in enumerate(status):
        if value == "draw":
            parts.append(_shade(board, cell, DRAWN_FILL))
    for i in range(1, 9):
        if i % 3:
            parts.append(f'<line x1="{i * cell}" y1="0" x2="{i * cell}" y2="{side}" stroke="#999"/>')
            parts.append(f'<line x1="0" y1="{i * cell}" x2="{side}" y2="{i * cell}" stroke="#999"/>')
    pad = cell * 0.22
    for r, c in CELLS:
        stone = game.stone_at(state, (r, c))
        if stone == "X":
            parts.append(x_mark_svg(c * cell, r * cell, cell, pad, 3, opacity=1.0))
        elif stone == "O":
            parts.append(o_mark_svg(c * cell, r * cell, cell, pad, 3, opacity=1.0))
    for board, value in enumerate(status):
        left, top = _corner(board, cell)
        if value in ("X", "O"):  # fade the small stones so the board's owner reads at a glance
            parts.append(f'<rect x="{left}" y="{top}" width="{big}" height="{big}" fill="{PAPER}" opacity="0.6"/>')
        if value == "X":
            parts.append(x_mark_svg(left, top, big, big * 0.12, 10, opacity=0.55))
        elif value == "O":
            parts.append(o_mark_svg(left, top, big, big * 0.12, 10, opacity=0.55))
    for i in range(0, 10, 3):  # board borders on top of the faded won boards
        parts.append(f'<line x1="{i * cell}" y1="0" x2="{i * cell}" y2="{side}" stroke="#333" stroke-width="3"/>')
        parts.append(f'<line x1="0" y1="{i * cell}" x2="{side}" y2="{i * cell}" stroke="#333" stroke-width="3"/>')
    for line in game.winning_lines(state):
        (x1, y1), (x2, y2) = _corner(line[0], cell), _corner(line[-1], cell)
        parts.append(
            f'<line x1="{x1 + big / 2}" y1="{y1 + big / 2}" x2="{x2 + big / 2}" y2="{y2 + big / 2}"'
            f' stroke="{LINE_COLOUR}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>'
        )
    if highlight is not None:
        row, col = highlight
        parts.append(f'<rect x="{col * cell + 1.5}" y="{row * cell + 1.5}" width="{cell - 3}" height="{cell - 3}"'
                     f' fill="none" stroke="{HIGHLIGHT}" stroke-width="3"/>')
    parts.append("</svg>")
    return "".join(parts)


def _corner(board: int, cell: int) -> tuple[int, int]:
    """The pixel ``(x, y)`` of small board ``board``'s top-left corner."""
    row, col = board_cells(board)[0]
    return col * cell, row * cell


def _shade(board: int, cell: int, fill: str) -> str:
    """A rectangle filling small board ``board`` with ``fill``."""
    left, top = _corner(board, cell)
    return f'<rect x="{left}" y="{top}" width="{3 * cell}" height="{3 * cell}" fill="{fill}"/>'
