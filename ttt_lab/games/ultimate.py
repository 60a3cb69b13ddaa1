"""Ultimate tic-tac-toe: nine small tic-tac-toe boards in a 3x3 big grid.

Rules (standard): X moves first, anywhere. The cell you play inside a small board sends
your opponent to the small board in the same position of the big grid. If that board is
closed (won or full), they may play in any open small board. A drawn small board counts
for nobody. Three won small boards in a line of the big grid win the game; when no legal
move is left (every small board closed), the game is a draw.

Moves are ``(row, col)`` cells of the 9x9 grid, 0 to 8 from the top left. Small boards are
numbered 0 to 8 in row-major order on the big grid (board ``(row // 3) * 3 + col // 3``),
and so are the cells inside one (cell ``(row % 3) * 3 + col % 3``): playing cell ``i`` of
any small board sends the opponent to small board ``i``.

A state keeps each side's stones in one 81-bit int, laid out board by board (bit
``9 * board + cell``), so a small board is the 9-bit slice ``x >> 9 * board & 0x1FF``.
Whether a 9-bit pattern holds three in a row is one look-up in a 512-entry table, used
for the small boards and for the big grid alike; the legal moves of a small board for
every pattern of occupied cells are precomputed too.

Stones alone do not say where the side to move must play, so the text form ends with a
``next:`` line (a board 0-8, ``any``, or ``none`` once the game is over). After X in the
centre and O in the top-right cell of the centre board, ``print(state)`` shows::

    ...|...|...
    ...|...|...
    ...|...|...
    ---+---+---
    ...|..O|...
    ...|.X.|...
    ...|...|...
    ---+---+---
    ...|...|...
    ...|...|...
    ...|...|...
    next: 2

Example:
    >>> game = Ultimate()
    >>> state = game.play(game.initial_state(), (4, 4))   # X: centre of the centre board
    >>> game.to_move(state), game.allowed_boards(state)
    ('O', (4,))
    >>> state = game.play(state, (3, 5))                  # O: top-right cell of board 4
    >>> game.allowed_boards(state)                        # sends X to board 2
    (2,)
    >>> str(state).splitlines()[4:6]
    ['...|..O|...', '...|.X.|...']
    >>> game.parse(str(state)) == state
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from ttt_lab.core import IllegalMoveError, Player, is_int

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

_NEXT = re.compile(r"next\s*:?\s*([^\s;,]*)", re.IGNORECASE)


@dataclass(frozen=True)
class Ultimate:
    """Ultimate tic-tac-toe under the standard rules. X moves first.

    Every ``Ultimate()`` is the same game; the rule tables are built once, at import.

    Example:
        >>> game = Ultimate()
        >>> len(game.actions(game.initial_state()))
        81
        >>> game.result(game.initial_state(), (0, 8)).forced   # top-right cell sends O to board 2
        2
    """

    players: tuple[Player, Player] = field(default=("X", "O"), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_initial", _new_state(UltimateState, (0, 0, 0, 0, 0, None, None, 0, self)))
        object.__setattr__(self, "_symmetry_tables", None)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    # ----------------------------------------------------------------- the Game protocol

    def initial_state(self) -> UltimateState:
        """The empty grid; X may play anywhere."""
        return self._initial  # type: ignore[attr-defined, no-any-return]

    def to_move(self, state: UltimateState) -> Player:
        """``"X"`` when an even number of stones is down, else ``"O"``."""
        return "O" if state[7] & 1 else "X"

    def actions(self, state: UltimateState) -> list[Cell]:
        """The legal cells in row-major order over the 9x9 grid; none once the game is over."""
        forced = state[5]
        if forced is not None:
            return list(_BOARD_MOVES[forced][(state[0] | state[1]) >> 9 * forced & _ALL])
        closed = state[4]
        if state[6] is not None or closed == _ALL:
            return []
        occupied = state[0] | state[1]
        moves: list[Cell] = []
        for board, shift, table in _ROW_SEGMENTS:
            if not closed >> board & 1:
                moves += table[occupied >> shift & 7]
        return moves

    def result(self, state: UltimateState, move: Cell) -> UltimateState:
        """The position after the side to move plays ``move``. Unchecked: search only."""
        x, o, x_boards, o_boards, closed, _, _, stones, _ = state
        shift, bit, board_bit, sent_to, sent_bit = _MOVE_INFO[move]
        winner = None
        if stones & 1:
            o |= bit
            if _WINS[o >> shift & _ALL]:
                o_boards |= board_bit
                closed |= board_bit
                if _WINS[o_boards]:
                    winner = "O"
            elif (x | o) >> shift & _ALL == _ALL:
                closed |= board_bit
        else:
            x |= bit
            if _WINS[x >> shift & _ALL]:
                x_boards |= board_bit
                closed |= board_bit
                if _WINS[x_boards]:
                    winner = "X"
            elif (x | o) >> shift & _ALL == _ALL:
                closed |= board_bit
        # A closed target board frees the opponent; a finished game forces nothing.
        forced = None if winner is not None or closed & sent_bit or closed == _ALL else sent_to
        return _new_state(  # type: ignore[no-any-return]
            UltimateState, (x, o, x_boards, o_boards, closed, forced, winner, stones + 1, self)
        )

    def is_terminal(self, state: UltimateState) -> bool:
        """True once a side has three small boards in a line or every small board is closed."""
        return state[6] is not None or state[4] == _ALL

    def utility(self, state: UltimateState, player: Player) -> float:
        """+1 if ``player`` has won, -1 if the other side has, 0 otherwise."""
        winner = state[6]
        if winner is None:
            return 0
        return 1 if winner == player else -1

    def key(self, state: UltimateState) -> int:
        """X's stones, O's stones and the forced board (+1, 0 for any) packed in one int."""
        forced = state[5]
        return state[0] | state[1] << _SIZE | (0 if forced is None else forced + 1) << 2 * _SIZE

    # ----------------------------------------------------------------- checked calls

    def play(self, state: UltimateState, move: Cell) -> UltimateState:
        """The position after ``move``, checked.

        Raises:
            IllegalMoveError: the move is malformed or off the grid, the game is over, the
                cell's small board is closed, it is not the board the player was sent to,
                or the cell is occupied. The message names move, position and rule.

        Example:
            >>> game = Ultimate()
            >>> state = game.play(game.initial_state(), (0, 0))   # X sends O to board 0
            >>> game.play(state, (4, 4))  # doctest: +ELLIPSIS
            Traceback (most recent call last):
            ...
            ttt_lab.core.IllegalMoveError: cell (4, 4) is in small board 4 (centre), but O was sent to small board 0 (top-left) and must play there, in X..|...|.../... next: 0
        """
        self._check_state(state)
        reason = self._why_illegal(state, move)
        if reason is not None:
            # The position is written out only on error: play() stays cheap for legal moves.
            raise IllegalMoveError(f"{reason}, in {self.board_text(state)}")
        return self.result(state, move)

    def is_legal(self, state: UltimateState, move: object) -> bool:
        """Whether :meth:`play` would accept ``move`` in ``state`` (never raises for a bad move).

        Example:
            >>> game = Ultimate()
            >>> state = game.result(game.initial_state(), (0, 0))
            >>> game.is_legal(state, (0, 1)), game.is_legal(state, (4, 4)), game.is_legal(state, "a1")
            (True, False, False)
        """
        self._check_state(state)
        return self._why_illegal(state, move) is None

    def _why_illegal(self, state: UltimateState, move: object) -> str | None:
        if not (isinstance(move, tuple) and len(move) == 2 and all(is_int(v) for v in move)):
            return f"move {move!r} is not a cell: expected (row, col) with ints 0-8"
        if move not in _MOVE_INFO:
            return f"cell {move} is off the grid: rows and columns are 0-8"
        if self.is_terminal(state):
            return f"cell {move} cannot be played: the game is over, {self._outcome(state)}"
        shift, bit, board_bit, _, _ = _MOVE_INFO[move]
        board = shift // 9
        player = self.to_move(state)
        if state[4] & board_bit:
            status = self.small_board_status(state)[board]
            how = "full, a draw" if status == "draw" else f"won by {status}"
            return (
                f"cell {move} is in small board {_name(board)}, which is closed ({how}); a won or"
                f" full board takes no more stones; {player} may play in {self._allowed_text(state)}"
            )
        forced = state[5]
        if forced is not None and board != forced:
            return (
                f"cell {move} is in small board {_name(board)}, but {player} was sent to small"
                f" board {_name(forced)} and must play there"
            )
        if (state[0] | state[1]) & bit:
            return f"cell {move} is occupied by {self.stone_at(state, move)}"  # type: ignore[arg-type]
        return None

    def winner(self, state: UltimateState) -> Player | None:
        """``"X"`` or ``"O"`` if that side has three small boards in a line, else ``None``."""
        return state[6]

    def is_draw(self, state: UltimateState) -> bool:
        """True when every small board is closed and nobody has three in a line on the big grid."""
        return state[6] is None and state[4] == _ALL

    def small_board_status(self, state: UltimateState) -> tuple[BoardStatus, ...]:
        """The status of the nine small boards: ``"X"``/``"O"`` (won), ``"draw"`` (full) or ``None`` (open).

        Example:
            >>> game = Ultimate()
            >>> game.small_board_status(game.initial_state())[4] is None
            True
        """
        x_boards, o_boards, closed = state[2], state[3], state[4]
        return tuple(
            "X" if x_boards >> b & 1 else "O" if o_boards >> b & 1 else "draw" if closed >> b & 1 else None
            for b in range(9)
        )

    def allowed_boards(self, state: UltimateState) -> tuple[int, ...]:
        """The small boards the side to move may play in; empty once the game is over.

        Example:
            >>> game = Ultimate()
            >>> game.allowed_boards(game.result(game.initial_state(), (1, 1)))
            (4,)
        """
        if state[5] is not None:
            return (state[5],)
        if self.is_terminal(state):
            return ()
        return tuple(b for b in range(9) if not state[4] >> b & 1)

    def winning_lines(self, state: UltimateState) -> list[tuple[int, int, int]]:
        """Every line of three small boards (indices 0-8) that one side has won, to draw it.

        There are two when the last small board won completed two lines at once.
        """
        return [
            line
            for line, mask in zip(LINES, _LINE_MASKS, strict=True)
            if state[2] & mask == mask or state[3] & mask == mask
        ]

    def winning_line(self, state: UltimateState) -> tuple[int, int, int] | None:
        """The small boards (indices 0-8) of the winner's line on the big grid, or ``None``.

        Example:
            >>> game = Ultimate()
            >>> state = game.parse('''
            ...     XXX|OO.|...
            ...     O..|...|...
            ...     ...|...|...
            ...     ---+---+---
            ...     ...|XXX|OO.
            ...     O..|...|...
            ...     ...|...|...
            ...     ---+---+---
            ...     ...|...|XXX
            ...     ...|...|...
            ...     ...|O..|O..''')
            >>> game.winner(state), game.winning_line(state)
            ('X', (0, 4, 8))
        """
        lines = self.winning_lines(state)
        return lines[0] if lines else None

    def stone_at(self, state: UltimateState, cell: Cell) -> Player | None:
        """``"X"``, ``"O"`` or ``None`` for the stone on ``cell``."""
        bit = _MOVE_INFO[cell][1]
        if state[0] & bit:
            return "X"
        if state[1] & bit:
            return "O"
        return None

    def small_board_lines(self, state: UltimateState, board: int) -> list[tuple[Cell, Cell, Cell]]:
        """The cells of every line of three inside small board ``board`` that one side fills."""
        cells = board_cells(board)
        x, o = state[0] >> 9 * board & _ALL, state[1] >> 9 * board & _ALL
        return [
            (cells[a], cells[b], cells[c])
            for (a, b, c), mask in zip(LINES, _LINE_MASKS, strict=True)
            if x & mask == mask or o & mask == mask
        ]

    # ----------------------------------------------------------------- text

    def board_text(self, state: UltimateState, separator: str = "/") -> str:
        """The grid as 9 rows like ``X..|...|.O.`` and a ``next:`` clause.

        With ``separator="\\n"`` (as ``str`` does) the bands of small boards are ruled off
        with ``---+---+---`` and ``next:`` gets its own line; otherwise rows are joined by
        ``separator`` and `` next: ...`` ends the line.
        """
        x, o = state[0], state[1]
        rows = []
        for r in range(9):
            row = []
            for c in range(9):
                bit = _MOVE_INFO[(r, c)][1]
                row.append("X" if x & bit else "O" if o & bit else ".")
                if c in (2, 5):
                    row.append("|")
            rows.append("".join(row))
        forced = state[5]
        nxt = "next: " + (str(forced) if forced is not None else "none" if self.is_terminal(state) else "any")
        if separator == "\n":
            return "\n".join(rows[0:3] + ["---+---+---"] + rows[3:6] + ["---+---+---"] + rows[6:9] + [nxt])
        return separator.join(rows) + " " + nxt

    def parse(self, text: str) -> UltimateState:
        """Read a position: 9 rows of 9 cells (``X``, ``O``, ``.``) and a ``next:`` line.

        Rows are separated by newlines or ``/``; spaces and ``|`` are ignored, lines of
        ``-``, ``+`` and ``=`` (rules between bands) are skipped, and ``x``/``o`` may be lower
        case. ``next: 4`` says the side to move was sent to small board 4; ``next: any`` that
        they may play in any open board; ``next: none`` (or no ``next:`` line) is only for
        finished games, and ``next:`` may also be left out on the empty grid.

        The position must be consistent with the rules: X moves first and sides alternate;
        no small board is won by both sides, and a won small board's lines share the stone
        that won it (no play went on inside it); the same on the big grid for the game; the
        forced board is open, and some stone of the side that just moved could have been the
        last move that sent play there (or, for ``any``, to a closed board). These are
        necessary conditions; parse does not search for a whole game leading to the position.

        Raises:
            ValueError: wrong shape, unknown symbol, or a position that the rules cannot
                produce; the message says which.

        Example:
            >>> game = Ultimate()
            >>> state = game.parse(
            ...     "....X..../........./........./........./........./"
            ...     "........./........./........./......... next: 1")
            >>> game.to_move(state), game.allowed_boards(state)
            ('O', (1,))
        """
        if not isinstance(text, str):
            raise ValueError(f"a position must be text, got {type(text).__name__}")
        found = _NEXT.findall(text)
        if len(found) > 1:
            raise ValueError(f"the text has {len(found)} 'next:' clauses, it needs one at most: {text!r}")
        body = _NEXT.sub("\n", text)
        rows = []
        for chunk in body.replace("/", "\n").splitlines():
            row = re.sub(r"[\s|]", "", chunk)
            if row and set(row) - set("-+="):
                rows.append(row)
        if len(rows) != 9:
            raise ValueError(f"Ultimate needs 9 rows of 9 cells, the text has {len(rows)} rows: {text!r}")
        x = o = 0
        for r, row in enumerate(rows):
            if len(row) != 9:
                raise ValueError(f"row {r} must have 9 cells, it has {len(row)}: {row!r} in {text!r}")
            for c, symbol in enumerate(row):
                upper = symbol.upper()
                if upper not in ("X", "O", "."):
                    raise ValueError(f"unknown symbol {symbol!r} at row {r}, column {c}; use X, O or .")
                if upper == "X":
                    x |= 1 << cell_bit((r, c))
                elif upper == "O":
                    o |= 1 << cell_bit((r, c))
        return self._consistent_state(x, o, found[0].lower() if found else None, text)

    def _consistent_state(self, x: int, o: int, nxt: str | None, text: str) -> UltimateState:
        xs, os = x.bit_count(), o.bit_count()
        if not (xs == os or xs == os + 1):
            raise ValueError(
                f"impossible stone counts: X has {xs}, O has {os}; X moves first, so X has as"
                f" many stones as O or one more: {text!r}"
            )
        boards = {"X": 0, "O": 0}
        closed = 0
        for b in range(9):
            xb, ob = x >> 9 * b & _ALL, o >> 9 * b & _ALL
            won = [side for side, p in (("X", xb), ("O", ob)) if _WINS[p]]
            if len(won) == 2:
                raise ValueError(
                    f"small board {_name(b)} is won by both X and O; play stops in a board at its"
                    f" first three in a row: {text!r}"
                )
            if won:
                side = won[0]
                if not _common_stone(xb if side == "X" else ob):
                    raise ValueError(
                        f"{side} has lines in small board {_name(b)} that no single last stone"
                        f" completes, so play went on inside a won board: {text!r}"
                    )
                boards[side] |= 1 << b
                closed |= 1 << b
            elif xb | ob == _ALL:
                closed |= 1 << b
        if _WINS[boards["X"]] and _WINS[boards["O"]]:
            raise ValueError(f"both X and O have three small boards in a line; the game stops at the first: {text!r}")
        winner = None
        for side, must_have in (("X", os + 1), ("O", os)):
            if _WINS[boards[side]]:
                winner = side
                if xs != must_have:
                    raise ValueError(
                        f"{side} has three small boards in a line but play went on after the win"
                        f" (X has {xs} stones, O has {os}): {text!r}"
                    )
                if not _common_stone(boards[side]):
                    raise ValueError(
                        f"{side} has lines on the big grid that no single last board completes,"
                        f" so play went on after the game was won: {text!r}"
                    )
        terminal = winner is not None or closed == _ALL
        forced: int | None
        if terminal:
            if nxt not in (None, "none"):
                over = f"{winner} has won" if winner else "every small board is closed"
                raise ValueError(
                    f"the game is over ({over}), so no board is next; write 'next: none' or leave it"
                    f" out, not 'next: {nxt}': {text!r}"
                )
            forced = None
        elif nxt is None:
            if xs + os:
                raise ValueError(
                    "missing 'next:' line: stones alone do not say which small board the side to"
                    f" move was sent to; end the text with e.g. 'next: 4' or 'next: any': {text!r}"
                )
            forced = None
        elif nxt == "any":
            forced = None
        elif nxt == "none":
            raise ValueError(
                f"'next: none' is only for a finished game; say 'next: any' or a board 0-8: {text!r}"
            )
        elif nxt in tuple("012345678"):
            forced = int(nxt)
        else:
            raise ValueError(f"'next: {nxt}' is not a small board: use 0-8, 'any' or 'none': {text!r}")
        if not terminal:
            self._check_sent_to(x, o, boards, closed, forced, text)
        return _new_state(  # type: ignore[no-any-return]
            UltimateState, (x, o, boards["X"], boards["O"], closed, forced, winner, xs + os, self)
        )

    def _check_sent_to(
        self, x: int, o: int, boards: dict[str, int], closed: int, forced: int | None, text: str
    ) -> None:
        stones = x.bit_count() + o.bit_count()
        if forced is not None and closed >> forced & 1:
            raise ValueError(
                f"'next: {forced}' sends play to small board {_name(forced)}, which is closed (won"
                f" or full); a player sent to a closed board may play in any open one: write"
                f" 'next: any': {text!r}"
            )
        if stones == 0:
            if forced is not None:
                raise ValueError(f"no stone is down yet, so X may play anywhere: write 'next: any': {text!r}")
            return
        # Which of the last mover's stones could have been the last move?
        mover, mine = ("X", x) if stones & 1 else ("O", o)
        to_move = "O" if mover == "X" else "X"
        targets: set[int] = set()
        for b in range(9):
            if boards[to_move] >> b & 1:
                continue  # the side to move had won it before, so no stone went in afterwards
            pattern = mine >> 9 * b & _ALL
            if boards[mover] >> b & 1:
                pattern = _common_stone(pattern)  # only the stone that won it can be last
            targets.update(i for i in range(9) if pattern >> i & 1)
        if forced is not None and forced not in targets:
            raise ValueError(
                f"'next: {forced}' is impossible: no stone of {mover} (who moved last) could have been"
                f" the last move and sent {to_move} to small board {_name(forced)}: {text!r}"
            )
        if forced is None and not any(closed >> t & 1 for t in targets):
            raise ValueError(
                f"'next: any' is impossible: no stone of {mover} (who moved last) could have been the"
                f" last move and sent {to_move} to a closed board; say which board is next: {text!r}"
            )

    def _check_state(self, state: object) -> None:
        if not isinstance(state, UltimateState) or state.game != self:
            raise ValueError(f"{state!r} is not a position of {self!r}")

    def _outcome(self, state: UltimateState) -> str:
        if state[6] is not None:
            return f"{state[6]} has won (three small boards in a line)"
        return "a draw: every small board is closed"

    def _allowed_text(self, state: UltimateState) -> str:
        allowed = self.allowed_boards(state)
        if state[5] is not None:
            return f"small board {_name(allowed[0])}, where they were sent"
        return "any open small board: " + ", ".join(str(b) for b in allowed)

    # ----------------------------------------------------------------- symmetry

    def symmetries(self) -> list[tuple[int, ...]]:
        """The 8 symmetries of the 9x9 grid as permutations of cell indices ``row * 9 + col``.

        ``perm[i]`` is where cell ``i`` goes; the identity is first. Each maps small boards to
        small boards and the cell inside a board the same way as the board on the big grid,
        so it maps the rules (and the forced board) onto themselves.
        """
        return [tuple(r * 9 + c for r, c in (_map(k, cell, 9) for cell in CELLS)) for k in range(8)]

    def transform_cell(self, cell: Cell, symmetry: int) -> Cell:
        """Where ``cell`` goes under symmetry number ``symmetry`` (0-7, 0 the identity)."""
        return _map(symmetry, cell, 9)

    def transform(self, state: UltimateState, symmetry: int) -> UltimateState:
        """The image of ``state`` under symmetry number ``symmetry`` (0-7, 0 the identity).

        Example:
            >>> game = Ultimate()
            >>> state = game.result(game.initial_state(), (0, 1))
            >>> game.transform(state, 4) == game.result(game.initial_state(), (1, 0))  # transpose
            True
        """
        x = o = 0
        for cell in CELLS:
            bit = _MOVE_INFO[cell][1]
            image = 1 << cell_bit(_map(symmetry, cell, 9))
            if state[0] & bit:
                x |= image
            elif state[1] & bit:
                o |= image
        perm = _BOARD_PERMS[symmetry]
        forced = state[5]
        return _new_state(  # type: ignore[no-any-return]
            UltimateState,
            (
                x, o, _permute9(state[2], perm), _permute9(state[3], perm), _permute9(state[4], perm),
                None if forced is None else perm[forced], state[6], state[7], self,
            ),
        )

    def canonical_key(self, state: UltimateState) -> int:
        """The smallest :meth:`key` over the 8 symmetric images: equal for symmetric positions.

        Example:
            >>> game = Ultimate()
            >>> corner = [game.result(game.initial_state(), cell) for cell in [(0, 0), (8, 8), (0, 8)]]
            >>> len({game.canonical_key(s) for s in corner})
            1
        """
        tables = self._symmetry_tables  # type: ignore[attr-defined]
        if tables is None:
            tables = _build_symmetry_tables()
            object.__setattr__(self, "_symmetry_tables", tables)
        stones = state[0] | state[1] << _SIZE
        forced = state[5]
        forced_code = 0 if forced is None else forced + 1
        best = stones | forced_code << 2 * _SIZE
        for chunks, forced_map in tables:
            image = forced_map[forced_code] << 2 * _SIZE
            shifted = stones
            for table in chunks:
                image |= table[shifted & 0xFF]
                shifted >>= 8
            if image < best:
                best = image
        return best


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


def _build_symmetry_tables() -> list[tuple[list[list[int]], list[int]]]:
    # The stones part of a key has 162 bits that each symmetry permutes. For every byte of
    # it and every value of that byte, precompute where its bits land, so a key's image is
    # one look-up per byte instead of a loop over cells; the forced-board code maps apart.
    key_bits = 2 * _SIZE
    tables = []
    for k in range(1, 8):
        perm = [0] * _SIZE
        for cell in CELLS:
            perm[cell_bit(cell)] = cell_bit(_map(k, cell, 9))
        full_perm = perm + [_SIZE + j for j in perm]
        chunks = []
        for start in range(0, key_bits, 8):
            table = []
            for value in range(256):
                image = 0
                for offset in range(8):
                    if value >> offset & 1 and start + offset < key_bits:
                        image |= 1 << full_perm[start + offset]
                table.append(image)
            chunks.append(table)
        forced_map = [0] + [_BOARD_PERMS[k][b] + 1 for b in range(9)]
        tables.append((chunks, forced_map))
    return tables


def _common_stone(pattern: int) -> int:
    """The stones of a 9-bit pattern that lie on every one of its complete lines (0 if none)."""
    common = pattern
    for mask in _LINE_MASKS:
        if pattern & mask == mask:
            common &= mask
    return common


def _name(board: int) -> str:
    return f"{board} ({BOARD_NAMES[board]})"
