"""Tic-tac-toe with positions as plain lists of rows, the way students first write boards.

The exercises hand students these boards (``board[row][col]`` is ``"X"``, ``"O"`` or
``"."``) instead of :class:`~ttt_lab.games.mnk.MNKState` bitboards, for two reasons: a
student can read them without learning bit tricks, and a function that writes into the
board it was given, instead of calling ``game.result``, leaves a trace that a checker can
see. Every rule is :class:`~ttt_lab.games.mnk.MNK`'s: each call reads the board afresh
into an ``MNKState`` and asks ``MNK``.

Example:
    >>> game = ListBoardGame()
    >>> board = game.parse("XX./OO./...")
    >>> game.actions(board)
    [(0, 2), (1, 2), (2, 0), (2, 1), (2, 2)]
    >>> board[0][2] = "X"  # written in place: the game reads the board as it is now
    >>> game.winner(board), game.is_terminal(board)
    ('X', True)
"""

from __future__ import annotations

from ttt_lab.core import Player
from ttt_lab.games.mnk import MNK, MNKState

_READ_LIMIT = 20_000
"""Boards read that a game remembers before it starts afresh (3x3 has 5,478 reachable)."""

Board = list[list[str]]
"""An exercise board: rows of ``"X"``, ``"O"`` and ``"."``, e.g. ``[["X", ".", "O"], ...]``."""


class ListBoardGame:
    """Tic-tac-toe on any m,n,k board, with positions as plain lists of rows, for exercises.

    Students may read a position as ``state[row][col]``; ``result`` returns a new board and
    leaves the old one alone. The rules are :class:`~ttt_lab.games.mnk.MNK`'s: the board
    is translated for them. The checkers use it to notice code that writes into a board
    in place instead of calling ``game.result``.

    Args:
        m, n, k: columns, rows and stones in a row, as for ``MNK``.

    Example:
        >>> game = ListBoardGame()
        >>> board = game.parse("XO./.X./...")
        >>> board
        [['X', 'O', '.'], ['.', 'X', '.'], ['.', '.', '.']]
        >>> game.to_move(board), game.actions(board)[:2]
        ('O', [(0, 2), (1, 0)])
        >>> game.winner(game.result(game.result(board, (2, 0)), (2, 2)))
        'X'
    """

    players: tuple[Player, Player] = ("X", "O")

    def __init__(self, m: int = 3, n: int = 3, k: int = 3) -> None:
        self.mnk = MNK(m, n, k)
        self._read: dict[tuple[tuple[str, ...], ...], MNKState] = {}

    def __repr__(self) -> str:
        mnk = self.mnk
        return f"ListBoardGame({mnk.m}, {mnk.n}, {mnk.k})"

    def parse(self, text: str) -> Board:
        """A board from text such as ``"X.O/.X./..O"`` (see ``MNK.parse``)."""
        return self.board(self.mnk.parse(text))

    def board(self, state: MNKState) -> Board:
        """The list board of an ``MNK`` position."""
        return [list(row) for row in self.mnk.board_text(state).split("/")]

    def text(self, board: Board) -> str:
        """The board as ``"X.O/.X./..O"``."""
        return "/".join("".join(row) for row in board)

    def check_position(self, board: object) -> None:
        """Raise ``ValueError`` unless ``board`` is a list of rows of ``"X"``, ``"O"`` and ``"."``
        of this board's size (a declared capability, :class:`~ttt_lab.core.HasPositionCheck`)."""
        mnk = self.mnk
        if not (isinstance(board, list) and len(board) == mnk.n and all(
                isinstance(row, list) and len(row) == mnk.m and all(cell in ("X", "O", ".") for cell in row)
                for row in board)):
            raise ValueError(f"{board!r} is not a board of {self!r}: {mnk.n} lists of {mnk.m} 'X', 'O' or '.'")

    def mnk_state(self, board: Board) -> MNKState:
        """The ``MNK`` position of a list board (read afresh, even after in-place changes).

        Not ``MNK.parse``: a board a student has written into may not be reachable in play
        (too many X, say), and must still be read as it is.

        Raises:
            ValueError: a board that is not ``n`` rows of ``m`` cells: a stone lands off the
                board, or two on one cell.
        """
        try:
            cells = tuple(map(tuple, board))
            state = self._read.get(cells)
        except TypeError:  # a cell that cannot be a dict key is no stone: read the board as it is
            return self._from_cells(board)
        if state is None:
            # The same cells always read as the same position (a board written into in place
            # has other cells, so another key); the checkers' models ask millions of times.
            state = self._from_cells(board)
            if len(self._read) >= _READ_LIMIT:
                self._read.clear()
            self._read[cells] = state
        return state

    def _from_cells(self, board: Board) -> MNKState:
        width = self.mnk.m
        x = o = 0
        for r, row in enumerate(board):
            for c, cell in enumerate(row):
                if cell == "X":
                    x |= 1 << (r * width + c)
                elif cell == "O":
                    o |= 1 << (r * width + c)
        return self.mnk.from_bitboards(x, o)

    def initial_state(self) -> Board:
        """The empty board."""
        return self.board(self.mnk.initial_state())

    def to_move(self, board: Board) -> Player:
        """X when the stones are even, else O."""
        return self.mnk.to_move(self.mnk_state(board))

    def actions(self, board: Board) -> list[tuple[int, int]]:
        """The empty cells in row-major order; none once the game is over."""
        return self.mnk.actions(self.mnk_state(board))

    def result(self, board: Board, move: tuple[int, int]) -> Board:
        """A new board with the side to move's stone on ``move`` (unchecked)."""
        player = self.to_move(board)
        child = [row[:] for row in board]
        child[move[0]][move[1]] = player
        return child

    def is_terminal(self, board: Board) -> bool:
        """Someone has k in a row, or the board is full."""
        return self.mnk.is_terminal(self.mnk_state(board))

    def utility(self, board: Board, player: Player) -> float:
        """+1 if ``player`` has won, -1 if the other side has, else 0."""
        return self.mnk.utility(self.mnk_state(board), player)

    def key(self, board: Board) -> str:
        """The board's text: equal boards, equal keys."""
        return self.text(board)

    def winner(self, board: Board) -> Player | None:
        """``"X"`` or ``"O"`` if that side has k in a row, else ``None``."""
        return self.mnk_state(board).winner

    def play(self, board: Board, move: tuple[int, int]) -> Board:
        """The board after ``move``, checked like ``MNK.play``.

        Raises:
            IllegalMoveError: an occupied or off-board cell, or a finished game.
        """
        return self.board(self.mnk.play(self.mnk_state(board), move))


__all__ = ["Board", "ListBoardGame"]
