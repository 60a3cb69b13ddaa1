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

from collections.abc import Callable
from dataclasses import dataclass, field

from ttt_lab.core import IllegalMoveError, Player, alternating_placements, is_int
from ttt_lab.games.symmetry import byte_permutation_tables
from ttt_lab.games.ultimate_grid import (
    _ALL,
    _BOARD_MOVES,
    _BOARD_PERMS,
    _LINE_MASKS,
    _MOVE_INFO,
    _ROW_SEGMENTS,
    _SIZE,
    _WINS,
    BOARD_NAMES,
    CELLS,
    LINES,
    BoardStatus,
    Cell,
    UltimateState,
    _map,
    _name,
    _new_state,
    _permute9,
    board_cells,
    board_of,
    cell_bit,
    cell_in_board,
)
from ttt_lab.games.ultimate_playout import playout
from ttt_lab.games.ultimate_text import position_text, read_position

__all__ = [
    "BOARD_NAMES",
    "CELLS",
    "LINES",
    "BoardStatus",
    "Cell",
    "Ultimate",
    "UltimateState",
    "board_cells",
    "board_of",
    "cell_bit",
    "cell_in_board",
]


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
    # Search calls these millions of times, so they read states by index (a NamedTuple's
    # fields by name cost an extra look-up each); everything else reads them by name.

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
        # The O and X branches mirror each other: one per side, as the hot path wants.
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

    def position_estimate(self) -> tuple[int, str]:
        """A bound on the positions: every way to place alternating stones on the 81 cells."""
        return alternating_placements(81), "legal stone counts on 81 cells"

    def is_terminal(self, state: UltimateState) -> bool:
        """True once a side has three small boards in a line or every small board is closed."""
        return state[6] is not None or state[4] == _ALL

    def utility(self, state: UltimateState, player: Player) -> float:
        """+1 if ``player`` has won, -1 if the other side has, 0 otherwise."""
        winner = state[6]
        if player not in self.players:
            raise ValueError(f"{player!r} is not a player of {self!r}; its players are {self.players}")
        if winner is None:
            return 0
        return 1 if winner == player else -1

    def key(self, state: UltimateState) -> int:
        """X's stones, O's stones and the forced board (+1, 0 for any) packed in one int."""
        forced = state[5]
        return state[0] | state[1] << _SIZE | (0 if forced is None else forced + 1) << 2 * _SIZE

    def playout(self, state: UltimateState, random: Callable[[], float], decisive: bool = False,
                moves: list[Cell] | None = None) -> tuple[float, int]:
        """Random moves from ``state`` to the end on bare ints; X's utility there and the moves
        played (a declared capability, :class:`~ttt_lab.core.HasPlayout`, that MCTS uses).

        See :func:`ttt_lab.games.ultimate_playout.playout` for ``decisive`` and ``moves``.
        """
        return playout(state, random, decisive, moves)

    def evaluated_playout(self, state: UltimateState, random: Callable[[], float], cutoff: int,
                          decisive: bool = False, moves: list[Cell] | None = None) -> tuple[float, int]:
        """At most ``cutoff`` random moves from ``state``, then the heuristic value of the
        position reached (X's view; the utility if the game ended first) and the moves played:
        the capability :class:`~ttt_lab.core.HasEvaluatedPlayout`, MCTS's early playout termination.

        See :func:`ttt_lab.games.ultimate_playout.playout` and its ``evaluation``.
        """
        return playout(state, random, decisive, moves, cutoff)

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
        self.check_position(state)
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
        self.check_position(state)
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
        if state.closed & board_bit:
            status = self.small_board_status(state)[board]
            how = "full, a draw" if status == "draw" else f"won by {status}"
            return (
                f"cell {move} is in small board {_name(board)}, which is closed ({how}); a won or"
                f" full board takes no more stones; {player} may play in {self._allowed_text(state)}"
            )
        forced = state.forced
        if forced is not None and board != forced:
            return (
                f"cell {move} is in small board {_name(board)}, but {player} was sent to small"
                f" board {_name(forced)} and must play there"
            )
        if (state.x | state.o) & bit:
            return f"cell {move} is occupied by {self.stone_at(state, move)}"  # type: ignore[arg-type]
        return None

    def winner(self, state: UltimateState) -> Player | None:
        """``"X"`` or ``"O"`` if that side has three small boards in a line, else ``None``."""
        return state.winner

    def is_draw(self, state: UltimateState) -> bool:
        """True when every small board is closed and nobody has three in a line on the big grid."""
        return state.winner is None and state.closed == _ALL

    def small_board_status(self, state: UltimateState) -> tuple[BoardStatus, ...]:
        """The status of the nine small boards: ``"X"``/``"O"`` (won), ``"draw"`` (full) or ``None`` (open).

        Example:
            >>> game = Ultimate()
            >>> game.small_board_status(game.initial_state())[4] is None
            True
        """
        x_boards, o_boards, closed = state.x_boards, state.o_boards, state.closed
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
        if state.forced is not None:
            return (state.forced,)
        if self.is_terminal(state):
            return ()
        return tuple(b for b in range(9) if not state.closed >> b & 1)

    def winning_lines(self, state: UltimateState) -> list[tuple[int, int, int]]:
        """Every line of three small boards (indices 0-8) that one side has won, to draw it.

        There are two when the last small board won completed two lines at once.
        """
        return [
            line
            for line, mask in zip(LINES, _LINE_MASKS, strict=True)
            if state.x_boards & mask == mask or state.o_boards & mask == mask
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
        """``"X"``, ``"O"`` or ``None`` for the stone on ``cell``.

        Raises:
            ValueError: ``cell`` is not a cell of the 9x9 grid.
        """
        info = _MOVE_INFO.get(cell) if isinstance(cell, tuple) else None  # type: ignore[call-overload]
        if info is None:
            raise ValueError(f"{cell!r} is not a cell of the grid: rows and columns are 0-8")
        bit = info[1]
        if state.x & bit:
            return "X"
        if state.o & bit:
            return "O"
        return None

    def small_board_lines(self, state: UltimateState, board: int) -> list[tuple[Cell, Cell, Cell]]:
        """The cells of every line of three inside small board ``board`` that one side fills."""
        cells = board_cells(board)
        x, o = state.x >> 9 * board & _ALL, state.o >> 9 * board & _ALL
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
        return position_text(state, separator, finished=self.is_terminal(state))

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
        return read_position(self, text)

    def check_position(self, state: object) -> None:
        """Raise ``ValueError`` unless ``state`` is a position of this game (a declared
        capability, :class:`~ttt_lab.core.HasPositionCheck`)."""
        if not isinstance(state, UltimateState) or state.game != self:
            raise ValueError(f"{state!r} is not a position of {self!r}")

    def _outcome(self, state: UltimateState) -> str:
        if state.winner is not None:
            return f"{state.winner} has won (three small boards in a line)"
        return "a draw: every small board is closed"

    def _allowed_text(self, state: UltimateState) -> str:
        allowed = self.allowed_boards(state)
        if state.forced is not None:
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
            if state.x & bit:
                x |= image
            elif state.o & bit:
                o |= image
        perm = _BOARD_PERMS[symmetry]
        forced = state.forced
        return _new_state(  # type: ignore[no-any-return]
            UltimateState,
            (
                x, o, _permute9(state.x_boards, perm), _permute9(state.o_boards, perm), _permute9(state.closed, perm),
                None if forced is None else perm[forced], state.winner, state.stones, self,
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


def _build_symmetry_tables() -> list[tuple[list[list[int]], list[int]]]:
    # The stones part of a key has 162 bits that each symmetry permutes (byte tables, see
    # ttt_lab.games.symmetry); the forced-board code maps apart.
    tables = []
    for k in range(1, 8):
        perm = [0] * _SIZE
        for cell in CELLS:
            perm[cell_bit(cell)] = cell_bit(_map(k, cell, 9))
        chunks = byte_permutation_tables(perm + [_SIZE + j for j in perm], 2 * _SIZE)
        forced_map = [0] + [_BOARD_PERMS[k][b] + 1 for b in range(9)]
        tables.append((chunks, forced_map))
    return tables
