"""The grid of cell buttons for m,n,k boards, and what the m,n,k widgets read off an ``MNK`` game.

This is the one widget module that needs to know the game is an
:class:`~ttt_lab.games.mnk.MNK` (its name says so): :class:`~ttt_lab.widgets.board.Board`
and :class:`~ttt_lab.widgets.ai_vs_ai.AIMatch` draw their positions with :class:`BoardGrid`
and refuse other games with :func:`check_mnk`. The grid only shows a position it is given
and reports which cell was clicked; legality, winners and winning lines come from the game.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> grid = BoardGrid(game)
    >>> grid.show(game.parse("X../.O./..."), clickable=True, last=(1, 1))
    >>> grid.cells[0, 0].description, "ttt-occupied" in grid.cells[0, 0]._dom_classes, grid.cells[0, 0].disabled
    ('X', True, False)
    >>> grid.last_move()
    (1, 1)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable

import ipywidgets as widgets

from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.widgets.base import EMPTY_CELL, close_widget, make_cell_button, show_stone

__all__ = [
    "CELL_PX",
    "EMPTY_CELL",
    "GRID_CSS",
    "BoardGrid",
    "check_mnk",
    "result_text",
    "winning_cells",
]

CELL_PX = 60
"""Side of a cell button in pixels: a 5x5 board stays inside the default notebook width."""

GRID_CSS = """
.ttt-themed .ttt-board .jupyter-button.ttt-cell { padding: 0; line-height: 1; background-color: var(--ttt-cell); }
.ttt-themed .ttt-board .jupyter-button.ttt-cell.ttt-win { background-color: var(--ttt-win); }
"""
"""The rules of :class:`BoardGrid` beside the shared ones of :mod:`ttt_lab.widgets.theme`."""


def check_mnk(game: object) -> MNK:
    """``game`` itself if it is an m,n,k game; the boards need its cells and lines.

    Raises:
        ValueError: any other game.

    Example:
        >>> check_mnk(MNK(4, 4, 3))
        MNK(4, 4, 3)
    """
    if not isinstance(game, MNK):
        raise ValueError(f"the board widgets play m,n,k games such as MNK(3, 3, 3); got {game!r}")
    return game


def winning_cells(game: MNK, state: MNKState) -> set[Cell]:
    """Every cell of every completed line (empty while the game is on).

    Example:
        >>> game = MNK(3, 3, 3)
        >>> sorted(winning_cells(game, game.parse("XXX/OO./...")))
        [(0, 0), (0, 1), (0, 2)]
    """
    return {cell for line in game.winning_lines(state) for cell in line}


def result_text(game: MNK, state: MNKState) -> str | None:
    """``"X wins"``, ``"O wins"``, ``"Draw"``, or ``None`` while the game is on.

    Example:
        >>> game = MNK(3, 3, 3)
        >>> result_text(game, game.parse("XXX/OO./...")), result_text(game, game.parse("X../.../..."))
        ('X wins', None)
    """
    winner = game.winner(state)
    if winner is not None:
        return f"{winner} wins"
    if game.is_draw(state):
        return "Draw"
    return None


class BoardGrid(widgets.GridBox):  # type: ignore[misc]  # ipywidgets has no type hints
    """A grid of square buttons showing an m,n,k position; clicks go to ``on_cell``.

    Each button carries the CSS classes ``ttt-cell`` and ``ttt-cell-<row>-<col>``; occupied
    cells get ``ttt-occupied`` and ``ttt-stone-X`` or ``ttt-stone-O``, cells of a completed
    line ``ttt-win``, the last move's cell ``ttt-last-move``. A button's description is its
    stone, ``"X"`` or ``"O"``, or :data:`EMPTY_CELL`.

    Args:
        game: the m,n,k game whose board to draw.
        on_cell: called with the ``(row, col)`` of a clicked cell (``None``: display only).
    """

    def __init__(self, game: MNK, on_cell: Callable[[Cell], None] | None = None) -> None:
        super().__init__()
        self.add_class("ttt-board")
        self._on_cell = on_cell
        self.cells: dict[Cell, widgets.Button] = {}
        self.set_game(game)

    def set_game(self, game: MNK) -> None:
        """Rebuild the buttons for ``game``'s board (all empty)."""
        self.game = check_mnk(game)
        for button in self.cells.values():  # the old board's buttons: closed, not leaked
            close_widget(button)
        self.cells = {}
        for row, col in game.cells:
            button = make_cell_button(CELL_PX, CELL_PX // 2, f"row {row}, column {col}")
            button.add_class("ttt-cell")
            button.add_class(f"ttt-cell-{row}-{col}")
            if self._on_cell is not None:
                button.on_click(functools.partial(self._clicked, (row, col)))
            self.cells[row, col] = button
        old_layout: widgets.Layout = self.layout  # type: ignore[has-type]  # set by ipywidgets
        self.layout = widgets.Layout(
            grid_template_columns=f"repeat({game.m}, {CELL_PX}px)",
            grid_template_rows=f"repeat({game.n}, {CELL_PX}px)",
            grid_gap="4px",
            width="max-content",
        )
        self.children = tuple(self.cells.values())
        old_layout.close()

    def _clicked(self, cell: Cell, _button: widgets.Button) -> None:
        if self._on_cell is not None:
            self._on_cell(cell)

    def show(self, state: MNKState, *, clickable: bool, highlight: Iterable[Cell] = (),
             last: Cell | None = None) -> None:
        """Draw ``state``: ``highlight`` cells turn green, the ``last`` move's stone gets a ring.

        Every cell is enabled if ``clickable`` (occupied ones too, so that the game can say why
        a click there changes nothing), none otherwise.
        """
        win = set(highlight)
        with self.hold_sync():
            for cell, button in self.cells.items():
                show_stone(button, self.game.stone_at(state, cell), win=cell in win, last=cell == last)
                button.disabled = not clickable

    def highlighted(self) -> set[Cell]:
        """The cells drawn as part of a winning line."""
        return {cell for cell, button in self.cells.items() if "ttt-win" in button._dom_classes}

    def last_move(self) -> Cell | None:
        """The cell drawn as the last move, if any."""
        return next((cell for cell, button in self.cells.items() if "ttt-last-move" in button._dom_classes), None)
