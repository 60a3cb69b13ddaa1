"""Tic-tac-toe on any board: the m,n,k games (m columns, n rows, k in a row).

A state keeps each side's stones as a bitboard in a Python int (cell ``(row, col)`` is
bit ``row * m + col``), the winner, and the number of stones played. Everything that can be
computed once per game (the lines of k cells, the lines through each cell, the board's
symmetries) is computed in the constructor, so ``result`` only tests the few lines through
the cell just played.

Example:
    >>> game = TicTacToe()
    >>> state = game.parse("XO./.X./..O")
    >>> game.to_move(state)
    'X'
    >>> game.actions(state)
    [(0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]
    >>> game.winner(game.play(state, (0, 2)))
    >>> game.winner(game.play(game.parse("XO./.X./O.."), (2, 2)))
    'X'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ttt_lab.core import IllegalMoveError, Player, alternating_placements, is_int
from ttt_lab.games.mnk_lines import board_lines, winning_boards
from ttt_lab.games.mnk_text import reachable_winner, read_bitboards
from ttt_lab.games.symmetry import byte_permutation_tables, rectangle_symmetries

Cell = tuple[int, int]
"""A board cell as ``(row, col)``, counted from 0 at the top left."""

MAX_SIDE = 19
"""The largest board side accepted (a Go board); tables stay small up to here."""

SMALL_BOARD_CELLS = 16
"""Boards up to this many cells test a win by one look-up in a table of every bitboard
(2**16 bytes at most) and share their positions (see ``result``); bigger boards test the few
lines through the cell just played."""

POSITION_CACHE_LIMIT = 1 << 16
"""How many positions a small board keeps to hand out again (about 10 MB at most)."""

ACTIONS_CACHE_LIMIT = 1 << 16
"""How many sets of occupied cells ``actions`` remembers the empty-cell list of."""

ACTIONS_CACHE_CELLS = 1 << 20
"""How many cells those lists may hold in all (about 8 MB of references): on a 19x19 board a
list is 361 cells, so a count limit alone let random playouts keep 150 MB of them."""


class MNKState(NamedTuple):
    """An immutable m,n,k position. Build them with ``game.parse``, ``game.play`` or ``game.result``.

    Attributes:
        x: bitboard of X's stones (bit ``row * m + col``).
        o: bitboard of O's stones.
        winner: ``"X"`` or ``"O"`` once a side has k in a row, else ``None``.
        stones: how many stones are on the board (X moves when it is even).
        game: the :class:`MNK` game the position belongs to.
    """

    x: int
    o: int
    winner: Player | None
    stones: int
    game: MNK

    def __str__(self) -> str:
        return self.game.board_text(self, separator="\n")

    def __repr__(self) -> str:
        return f"{self.game!r}.parse({self.game.board_text(self)!r})"

    def _repr_svg_(self) -> str:
        # Drawing lives in viz/; import it only when a notebook asks for a picture.
        from ttt_lab.viz.mnk_boards import mnk_board_svg

        return mnk_board_svg(self)


_new_state = tuple.__new__  # skips NamedTuple's Python-level __new__ on the hot path


@dataclass(frozen=True)
class MNK:
    """The m,n,k game: ``m`` columns, ``n`` rows, ``k`` in a row wins. X moves first.

    Args:
        m: number of columns, 1 to 19.
        n: number of rows, 1 to 19.
        k: stones in a row needed to win, 1 to ``max(m, n)``.

    Raises:
        ValueError: a parameter is not an int or is out of its range.

    Example:
        >>> MNK(4, 4, 3)
        MNK(4, 4, 3)
        >>> MNK(3, 3, 4)
        Traceback (most recent call last):
        ...
        ValueError: k must be an int from 1 to max(m, n) = 3, got 4
    """

    m: int
    n: int
    k: int
    players: tuple[Player, Player] = field(default=("X", "O"), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("m", "n"):
            value = getattr(self, name)
            if not is_int(value) or not 1 <= value <= MAX_SIDE:
                raise ValueError(f"{name} must be an int from 1 to {MAX_SIDE}, got {value!r}")
        if not is_int(self.k) or not 1 <= self.k <= max(self.m, self.n):
            raise ValueError(
                f"k must be an int from 1 to max(m, n) = {max(self.m, self.n)}, got {self.k!r}"
            )
        size = self.m * self.n
        cells = [(r, c) for r in range(self.n) for c in range(self.m)]
        bit_of = {(r, c): 1 << (r * self.m + c) for r, c in cells}
        lines = board_lines(self.m, self.n, self.k)
        masks = [sum(bit_of[cell] for cell in line) for line in lines]
        through: dict[int, list[int]] = {bit: [] for bit in bit_of.values()}
        for mask in masks:
            for bit in through:
                if mask & bit:
                    through[bit].append(mask)
        # Frozen dataclass: precomputed tables are set once here and never change.
        setter = object.__setattr__
        setter(self, "size", size)
        setter(self, "cells", tuple(cells))
        setter(self, "full", (1 << size) - 1)
        setter(self, "lines", tuple(lines))
        setter(self, "line_masks", tuple(masks))
        setter(self, "_bit_of", bit_of)
        setter(self, "_cell_bits", tuple(bit_of.items()))  # row-major, as cells were listed
        setter(self, "_lines_through", {bit: tuple(ms) for bit, ms in through.items()})
        setter(self, "_symmetry_tables", None)
        setter(self, "_cell_weights", None)
        small = size <= SMALL_BOARD_CELLS
        setter(self, "_wins", winning_boards(size, tuple(masks)) if small else None)
        setter(self, "_positions", {} if small else None)
        setter(self, "_actions_cache", {})
        setter(self, "_actions_room", [ACTIONS_CACHE_CELLS])  # cells the cache may still take
        setter(self, "_initial", _new_state(MNKState, (0, 0, None, 0, self)))

    # Declared for type checkers; set in __post_init__.
    size: int = field(init=False, repr=False, compare=False)
    cells: tuple[Cell, ...] = field(init=False, repr=False, compare=False)
    full: int = field(init=False, repr=False, compare=False)
    lines: tuple[tuple[Cell, ...], ...] = field(init=False, repr=False, compare=False)
    line_masks: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.m}, {self.n}, {self.k})"

    # ----------------------------------------------------------------- the Game protocol
    # Search calls these millions of times, so they read states by index (a NamedTuple's
    # fields by name cost an extra look-up each); everything else reads them by name.

    def initial_state(self) -> MNKState:
        """The empty board."""
        return self._initial  # type: ignore[attr-defined, no-any-return]

    def to_move(self, state: MNKState) -> Player:
        """``"X"`` when an even number of stones is down, else ``"O"``."""
        return "O" if state[3] & 1 else "X"

    def actions(self, state: MNKState) -> list[Cell]:
        """The empty cells in row-major order; none once the game is over."""
        if state[2] is not None:
            return []
        # Searches ask for the moves of the same few sets of occupied cells again and again
        # (a 3x3 tree has 294,778 inner nodes but only 512 sets): remember each list.
        occupied = state[0] | state[1]
        cache = self._actions_cache  # type: ignore[attr-defined]
        moves = cache.get(occupied)
        if moves is None:
            moves = [cell for cell, bit in self._cell_bits if not occupied & bit]  # type: ignore[attr-defined]
            room = self._actions_room  # type: ignore[attr-defined]
            if len(cache) < ACTIONS_CACHE_LIMIT and room[0] >= len(moves):
                cache[occupied] = moves
                room[0] -= len(moves)
        return moves.copy()  # type: ignore[no-any-return]  # callers may reorder their list

    def result(self, state: MNKState, move: Cell) -> MNKState:
        """The position after the side to move plays ``move``. Unchecked: search only."""
        x, o, _, stones, _ = state
        bit = self._bit_of[move]  # type: ignore[attr-defined]
        if stones & 1:
            o |= bit
            mine, side = o, "O"
        else:
            x |= bit
            mine, side = x, "X"
        positions = self._positions  # type: ignore[attr-defined]
        if positions is None:  # a big board: test the lines through the cell just played
            winner = None
            for mask in self._lines_through[bit]:  # type: ignore[attr-defined]
                if mine & mask == mask:
                    winner = side
                    break
            return _new_state(MNKState, (x, o, winner, stones + 1, self))  # type: ignore[no-any-return]
        # A small board builds each position once and hands out the same (immutable) object
        # after that: a search meets the same few thousand positions hundreds of thousands
        # of times, and a dictionary look-up costs half as much as building a new tuple.
        key = x | o << self.size
        child = positions.get(key)
        if child is None:
            winner = side if self._wins[mine] else None  # type: ignore[attr-defined]
            child = _new_state(MNKState, (x, o, winner, stones + 1, self))
            if len(positions) < POSITION_CACHE_LIMIT:
                positions[key] = child
        return child  # type: ignore[no-any-return]

    def is_terminal(self, state: MNKState) -> bool:
        """True once someone has k in a row or the board is full."""
        return state[2] is not None or state[3] == self.size

    def utility(self, state: MNKState, player: Player) -> float:
        """+1 if ``player`` has won, -1 if the other side has, 0 otherwise."""
        winner = state[2]
        if player not in self.players:
            raise ValueError(f"{player!r} is not a player of {self!r}; its players are {self.players}")
        if winner is None:
            return 0
        return 1 if winner == player else -1

    def key(self, state: MNKState) -> int:
        """Both bitboards packed in one int: X's stones low, O's stones high."""
        return state[0] | state[1] << self.size

    def evaluation(self) -> Callable[[MNKState], float]:
        """The line-counting evaluation (:func:`~ttt_lab.search.mnk.line_evaluation`), which
        depth-limited players use on these boards unless given another.

        A declared capability (:class:`~ttt_lab.core.HasEvaluation`); the evaluation is
        search code, imported only when asked for.
        """
        from ttt_lab.search.mnk import line_evaluation

        return line_evaluation(self)

    def exact_solver(self) -> Callable[..., Any]:
        """The m,n,k solver, which :func:`ttt_lab.search.solve` uses for these boards.

        A declared capability (:class:`~ttt_lab.core.HasExactSolver`); the solver is search
        code, imported here only when asked for, so the rules never load it.
        """
        from ttt_lab.search.mnk import solve_mnk

        return solve_mnk

    # ----------------------------------------------------------------- checked calls

    def play(self, state: MNKState, move: Cell) -> MNKState:
        """The position after ``move``, checked.

        Raises:
            IllegalMoveError: the move is malformed, off the board, on an occupied cell, or
                the game is already over. The message names move, position and reason.
        """
        self.check_position(state)
        where = self.board_text(state)
        if not (
            isinstance(move, tuple) and len(move) == 2 and all(is_int(v) for v in move)
        ):
            raise IllegalMoveError(
                f"move {move!r} is not a cell: expected (row, col) with ints, in {where}"
            )
        if move not in self._bit_of:  # type: ignore[attr-defined]
            raise IllegalMoveError(
                f"cell {move} is off the board: rows 0-{self.n - 1}, columns 0-{self.m - 1},"
                f" in {where}"
            )
        if self.is_terminal(state):
            reason = f"{state.winner} has won" if state.winner else "the board is full (draw)"
            raise IllegalMoveError(f"cell {move} cannot be played: the game is over, {reason}, in {where}")
        owner = self.stone_at(state, move)
        if owner is not None:
            raise IllegalMoveError(f"cell {move} is occupied by {owner} in {where}")
        return self.result(state, move)

    def winner(self, state: MNKState) -> Player | None:
        """``"X"`` or ``"O"`` if that side has k in a row, else ``None``."""
        return state.winner

    def is_draw(self, state: MNKState) -> bool:
        """True when the board is full and nobody has k in a row."""
        return state.winner is None and state.stones == self.size

    def winning_lines(self, state: MNKState) -> list[tuple[Cell, ...]]:
        """The cells of every line of k that one side fills, to draw it on the board."""
        return [
            line
            for line, mask in zip(self.lines, self.line_masks, strict=True)
            if state.x & mask == mask or state.o & mask == mask
        ]

    def completing_cells(self, state: MNKState, side: Player) -> list[Cell]:
        """The empty cells that would give ``side`` k in a row at once (its threats), row-major.

        Whoever is to move: for the side to move these are its winning moves, for the other
        side the cells that must be blocked.

        Example:
            >>> game = TicTacToe()
            >>> state = game.parse("XX./OO./...")
            >>> game.completing_cells(state, "X"), game.completing_cells(state, "O")
            ([(0, 2)], [(1, 2)])
        """
        if side not in self.players:
            raise ValueError(f"{side!r} is not a side of {self!r}; its sides are {self.players}")
        mine, theirs = (state.x, state.o) if side == "X" else (state.o, state.x)
        target = self.k - 1
        cells = 0
        for mask in self.line_masks:
            if not theirs & mask:
                own = mine & mask
                if own.bit_count() == target:
                    cells |= mask & ~own
        return [cell for cell, bit in self._cell_bits if cells & bit]  # type: ignore[attr-defined]

    def threat_makers(self, state: MNKState, side: Player) -> list[Cell]:
        """The empty cells after which ``side`` has k - 1 on a line free of the other side, in
        the order of ``actions``: one pass over the lines, not a trial of every move.

        Example:
            >>> TicTacToe().threat_makers(TicTacToe().parse("X../.O./..."), "X")
            [(0, 1), (0, 2), (1, 0), (2, 0)]
        """
        mine, theirs = (state.x, state.o) if side == self.players[0] else (state.o, state.x)
        short, cells = self.k - 2, 0
        for mask in self.line_masks:
            if not theirs & mask and (mine & mask).bit_count() == short:
                cells |= mask
        cells &= ~(state.x | state.o)
        return [move for move in self.actions(state) if cells >> (move[0] * self.m + move[1]) & 1]

    def position_estimate(self) -> tuple[int, str]:
        """A bound on the positions: every way to place alternating stones on the cells."""
        cells = self.m * self.n
        return alternating_placements(cells), f"legal stone counts on {cells} cells"

    def stone_at(self, state: MNKState, cell: Cell) -> Player | None:
        """``"X"``, ``"O"`` or ``None`` for the stone on ``cell``.

        Raises:
            ValueError: ``cell`` is not a cell of this board.
        """
        bit = self._bit_of.get(cell) if isinstance(cell, tuple) else None  # type: ignore[attr-defined]
        if bit is None:
            raise ValueError(
                f"{cell!r} is not a cell of {self!r}: rows 0-{self.n - 1}, columns 0-{self.m - 1}"
            )
        if state.x & bit:
            return "X"
        if state.o & bit:
            return "O"
        return None

    # ----------------------------------------------------------------- text

    def board_text(self, state: MNKState, separator: str = "/") -> str:
        """The board as rows of ``X``, ``O`` and ``.``, joined by ``separator``."""
        x, o = state.x, state.o
        rows = []
        for r in range(self.n):
            row = []
            for c in range(self.m):
                bit = 1 << (r * self.m + c)
                row.append("X" if x & bit else "O" if o & bit else ".")
            rows.append("".join(row))
        return separator.join(rows)

    def parse(self, text: str) -> MNKState:
        """Read a board written as rows of ``X``, ``O`` and ``.`` separated by ``/`` or newlines.

        Spaces are ignored and ``x``/``o`` may be lower case. The position must be reachable:
        X moves first, players alternate, and play stops at the first k in a row.

        Raises:
            ValueError: the text has the wrong shape, an unknown symbol, or describes a
                position that cannot arise in a game; the message says which.

        Example:
            >>> TicTacToe().parse('''
            ...     X.O
            ...     .X.
            ...     ..O''')
            MNK(3, 3, 3).parse('X.O/.X./..O')
        """
        x, o = read_bitboards(self, text)
        winner = reachable_winner(self, x, o, text)
        return _new_state(MNKState, (x, o, winner, x.bit_count() + o.bit_count(), self))  # type: ignore[no-any-return]

    def from_bitboards(self, x: int, o: int) -> MNKState:
        """The position with X's stones on the bits of ``x`` and O's on those of ``o``.

        Not checked for being reachable (use :meth:`parse` for that): exercises build
        positions that students changed in place, and must read them as they are. The
        winner is whoever fills a line (X first if both do).

        Raises:
            ValueError: a bit off the board, or a cell holding both colours.

        Example:
            >>> game = TicTacToe()
            >>> game.from_bitboards(0b000000111, 0b000011000)
            MNK(3, 3, 3).parse('XXX/OO./...')
        """
        if not (is_int(x) and is_int(o) and 0 <= x <= self.full and 0 <= o <= self.full):
            raise ValueError(f"bitboards must be ints from 0 to {self.full} on {self!r}, got {x!r} and {o!r}")
        if x & o:
            raise ValueError(f"a cell cannot hold both X and O: bits {x & o:#b} are in both bitboards")
        winner = None
        for side, stones in (("X", x), ("O", o)):
            if any(stones & mask == mask for mask in self.line_masks):
                winner = side
                break
        return _new_state(MNKState, (x, o, winner, x.bit_count() + o.bit_count(), self))  # type: ignore[no-any-return]

    def check_position(self, state: object) -> None:
        """Raise ``ValueError`` unless ``state`` is a position of this game (a declared
        capability, :class:`~ttt_lab.core.HasPositionCheck`)."""
        if not isinstance(state, MNKState) or state.game != self:
            raise ValueError(f"{state!r} is not a position of {self!r}")

    # ----------------------------------------------------------------- symmetry

    def symmetries(self) -> list[tuple[int, ...]]:
        """The board's symmetries as permutations of cell indices (8 if square, else 4).

        ``perm[i]`` is where cell index ``i`` (``row * m + col``) goes. The identity is first.
        """
        return rectangle_symmetries(self.m, self.n)

    def transform(self, state: MNKState, perm: Sequence[int]) -> MNKState:
        """The image of ``state`` under a permutation from :meth:`symmetries`."""
        x = o = 0
        for i, j in enumerate(perm):
            if state.x >> i & 1:
                x |= 1 << j
            if state.o >> i & 1:
                o |= 1 << j
        return _new_state(MNKState, (x, o, state.winner, state.stones, self))  # type: ignore[no-any-return]

    def transform_cell(self, cell: Cell, perm: Sequence[int]) -> Cell:
        """Where ``cell`` goes under a permutation from :meth:`symmetries`."""
        j = perm[cell[0] * self.m + cell[1]]
        return divmod(j, self.m)

    def canonical_key(self, state: MNKState) -> int:
        """The smallest :meth:`key` over all symmetric images: equal for symmetric positions."""
        tables = self._symmetry_tables  # type: ignore[attr-defined]
        if tables is None:
            tables = self._build_symmetry_tables()
        key = state[0] | state[1] << self.size
        best = key
        for chunks in tables:
            image = 0
            shifted = key
            for table in chunks:
                image |= table[shifted & 0xFF]
                shifted >>= 8
            if image < best:
                best = image
        return best

    def _build_symmetry_tables(self) -> list[list[list[int]]]:
        # A key has 2*size bits that each symmetry permutes: byte tables make a key's image
        # one look-up per byte instead of a loop over cells (ttt_lab.games.symmetry).
        size = self.size
        tables = [
            byte_permutation_tables(list(perm) + [size + j for j in perm], 2 * size)
            for perm in self.symmetries()[1:]
        ]
        object.__setattr__(self, "_symmetry_tables", tables)
        return tables

    # ----------------------------------------------------------------- geometry

    def cell_index(self, cell: Cell) -> int:
        """The bit index ``row * m + col`` of ``cell``."""
        return cell[0] * self.m + cell[1]

    def cell_weights(self) -> dict[Cell, tuple[int, float]]:
        """For each cell: (how many lines of k pass through it, minus its distance from the
        centre). Cells on more lines matter more: the centre, then the corners on 3x3.

        Example:
            >>> TicTacToe().cell_weights()[(1, 1)], TicTacToe().cell_weights()[(0, 1)]
            ((4, -0.0), (2, -1.0))
        """
        weights = self._cell_weights  # type: ignore[attr-defined]
        if weights is None:
            centre_r, centre_c = (self.n - 1) / 2, (self.m - 1) / 2
            weights = {
                (r, c): (sum(1 for line in self.lines if (r, c) in line), -abs(r - centre_r) - abs(c - centre_c))
                for r, c in self.cells
            }
            object.__setattr__(self, "_cell_weights", weights)
        return weights  # type: ignore[no-any-return]

    def ordered_actions(self, state: MNKState) -> list[Cell]:
        """The legal moves, most promising first: the cells that win at once, then those that
        block the opponent's immediate wins, then the rest by :meth:`cell_weights`.

        A declared capability (:class:`~ttt_lab.core.HasOrderedActions`): searches that try
        good moves first prune more.

        Example:
            >>> game = TicTacToe()
            >>> game.ordered_actions(game.parse("XX./OO./..."))[:3]
            [(0, 2), (1, 2), (2, 0)]
        """
        weights = self.cell_weights()
        ordered = sorted(self.actions(state), key=weights.__getitem__, reverse=True)
        me = self.to_move(state)
        win_cells = set(self.completing_cells(state, me))
        block_cells = set(self.completing_cells(state, "O" if me == "X" else "X")) - win_cells
        wins = [cell for cell in ordered if cell in win_cells]
        blocks = [cell for cell in ordered if cell in block_cells]
        rest = [cell for cell in ordered if cell not in win_cells and cell not in block_cells]
        return wins + blocks + rest

    def centre_cells(self) -> list[Cell]:
        """The middle cell of the board, or the 2 or 4 middle cells of an even side.

        Example:
            >>> MNK(3, 3, 3).centre_cells(), MNK(4, 3, 3).centre_cells()
            ([(1, 1)], [(1, 1), (1, 2)])
        """
        rows = [self.n // 2] if self.n % 2 else [self.n // 2 - 1, self.n // 2]
        cols = [self.m // 2] if self.m % 2 else [self.m // 2 - 1, self.m // 2]
        return [(r, c) for r in rows for c in cols]

    def corner_cells(self) -> list[Cell]:
        """The corners of the board, in row-major order.

        Example:
            >>> MNK(3, 3, 3).corner_cells()
            [(0, 0), (0, 2), (2, 0), (2, 2)]
        """
        return sorted({(r, c) for r in (0, self.n - 1) for c in (0, self.m - 1)})

    def edge_cells(self) -> list[Cell]:
        """The cells on the border that are not corners, row-major.

        Example:
            >>> MNK(3, 3, 3).edge_cells()
            [(0, 1), (1, 0), (1, 2), (2, 1)]
        """
        corners = set(self.corner_cells())
        return [
            (r, c) for r, c in self.cells
            if (r in (0, self.n - 1) or c in (0, self.m - 1)) and (r, c) not in corners
        ]

    def empty_cells(self, state: MNKState) -> Iterator[Cell]:
        """The empty cells in row-major order, whether or not the game is over."""
        occupied = state.x | state.o
        return (cell for cell in self.cells if not occupied & self._bit_of[cell])  # type: ignore[attr-defined]


def as_mnk(game: object, needed_by: str) -> MNK:
    """``game`` itself if it is an m,n,k game: for code that reads its cells and lines.

    Raises:
        ValueError: ``game`` is another kind of game; the message says who needs an m,n,k one.

    Example:
        >>> as_mnk(TicTacToe(), "the board")
        MNK(3, 3, 3)
        >>> as_mnk("chess", "the board")
        Traceback (most recent call last):
        ...
        ValueError: the board plays m,n,k games such as MNK(3, 3, 3); got 'chess'
    """
    if not isinstance(game, MNK):
        raise ValueError(f"{needed_by} plays m,n,k games such as MNK(3, 3, 3); got {game!r}")
    return game


def TicTacToe() -> MNK:
    """Classic tic-tac-toe: ``MNK(3, 3, 3)``."""
    return MNK(3, 3, 3)
