"""Cat and Mice (Fox and Hounds): one cat against four mice on the dark squares of a chessboard.

The board is 8x8 with ``(row, col)`` squares counted from 0 at the top left. Only the
dark squares are used: ``(row, col)`` is dark when ``row + col`` is odd, as on a real
chessboard seen from White (the bottom-left square, a1 = ``(7, 0)``, is dark).

The four mice start on the dark squares of the bottom row, ``(7, 0)``, ``(7, 2)``,
``(7, 4)`` and ``(7, 6)``, and move one square diagonally forward, towards row 0. The cat
starts on a dark square of row 0 (``(0, 3)`` unless chosen) and moves one square
diagonally in any direction. There are no captures; one piece moves per turn; the cat
moves first. The cat wins on reaching row 7, the mice's starting row; a side that cannot
move on its turn loses, so the mice win by trapping the cat. The mice only move forward
(at most 4 x 7 = 28 moves in all), so every game ends, and there are no draws. With
perfect play the mice win (Berlekamp, Conway and Guy, *Winning Ways*).

A state stores the cat's square as an index ``row * 8 + col``, the mice as a 64-bit
bitboard (bit ``row * 8 + col``), whose turn it is and the winner; moves are
``(from, to)`` pairs of squares.

Example:
    >>> game = CatAndMice()
    >>> state = game.initial_state()
    >>> state
    CatAndMice(cat_start=(0, 3)).parse('...C..../......../......../......../......../......../......../M.M.M.M./to move: cat')
    >>> game.actions(state)
    [((0, 3), (1, 2)), ((0, 3), (1, 4))]
    >>> state = game.play(state, ((0, 3), (1, 4)))
    >>> game.to_move(state), len(game.actions(state))
    ('mice', 7)
    >>> game.play(state, ((7, 0), (6, 0)))
    Traceback (most recent call last):
    ...
    ttt_lab.core.IllegalMoveError: move ((7, 0), (6, 0)): (6, 0) is a light square; pieces stand on dark squares only, in ......../....C.../......../......../......../......../......../M.M.M.M./to move: mice
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ttt_lab.core import IllegalMoveError, Player, is_int
from ttt_lab.games.cat_mice_grid import (
    _CAT_NEIGHBOURS,
    _CAT_STEPS,
    _DARK_MASK,
    _GOAL_ROW_MASK,
    _MOUSE_STEPS,
    _MOVE_INDICES,
    _NOT_COL0,
    _NOT_COL7,
    CAT,
    DEFAULT_CAT_START,
    MICE,
    MICE_START,
    SIDE,
    UNREACHABLE,
    CatMiceMove,
    CatMiceState,
    Square,
    _bits,
    _mouse_targets,
    _new_state,
    _path_length,
    _winner_of,
    is_dark,
)
from ttt_lab.games.cat_mice_index import POSITION_COUNT, POSITION_SCHEME, position_at, position_index
from ttt_lab.games.text import board_rows, quoted

__all__ = [
    "CAT",
    "DEFAULT_CAT_START",
    "MICE",
    "MICE_START",
    "SIDE",
    "UNREACHABLE",
    "CatAndMice",
    "CatMiceMove",
    "CatMiceState",
    "Square",
    "evaluate",
    "is_dark",
]

@dataclass(frozen=True)
class CatAndMice:
    """Cat and Mice (Fox and Hounds). The cat moves first and is MAX.

    Args:
        cat_start: the cat's starting square, a dark square of row 0:
            ``(0, 1)``, ``(0, 3)`` (the default), ``(0, 5)`` or ``(0, 7)``.

    Raises:
        ValueError: ``cat_start`` is not a ``(row, col)`` pair of ints, or not a dark
            square of row 0.

    Example:
        >>> CatAndMice(cat_start=(0, 7)).initial_state().cat_square
        (0, 7)
        >>> CatAndMice(cat_start=(0, 4))
        Traceback (most recent call last):
        ...
        ValueError: cat_start (0, 4) is a light square; the cat starts on a dark square of row 0: (0, 1), (0, 3), (0, 5) or (0, 7)
    """

    cat_start: Square = DEFAULT_CAT_START
    players: tuple[Player, Player] = field(default=(CAT, MICE), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        start = self.cat_start
        choices = "(0, 1), (0, 3), (0, 5) or (0, 7)"
        if not (isinstance(start, tuple) and len(start) == 2 and all(is_int(v) for v in start)):
            raise ValueError(f"cat_start must be a (row, col) pair of ints, got {start!r}")
        if not (0 <= start[0] < SIDE and 0 <= start[1] < SIDE):
            raise ValueError(f"cat_start {start} is off the board; the cat starts on one of {choices}")
        if not is_dark(start):
            raise ValueError(
                f"cat_start {start} is a light square; the cat starts on a dark square of row 0: {choices}"
            )
        if start[0] != 0:
            raise ValueError(f"cat_start {start} is not on row 0; the cat starts on one of {choices}")
        cat = start[0] * SIDE + start[1]
        mice = sum(1 << (r * SIDE + c) for r, c in MICE_START)
        object.__setattr__(self, "_initial", _new_state(CatMiceState, (cat, mice, False, None, self)))

    # ----------------------------------------------------------------- the Game protocol
    # Search calls these millions of times, so they read states by index (a NamedTuple's
    # fields by name cost an extra look-up each); everything else reads them by name.

    def initial_state(self) -> CatMiceState:
        """The cat on its start square, the mice on row 7, the cat to move."""
        return self._initial  # type: ignore[attr-defined, no-any-return]

    def to_move(self, state: CatMiceState) -> Player:
        """``"cat"`` or ``"mice"``."""
        return MICE if state[2] else CAT

    def actions(self, state: CatMiceState) -> list[CatMiceMove]:
        """The legal moves as ``(from, to)`` pairs; none once the game is over.

        Order: the cat's steps towards row 7 first (left before right), then its steps
        back; the mice's moves mouse by mouse in row-major order of their squares, each
        mouse's forward-left step before its forward-right step.
        """
        cat, mice, mice_to_move, winner, _ = state
        if winner is not None:
            return []
        if mice_to_move:
            blocked = mice | 1 << cat
            moves = []
            for i in _bits(mice):
                for _, bit, move in _MOUSE_STEPS[i]:
                    if not blocked & bit:
                        moves.append(move)
            return moves
        return [move for _, bit, move in _CAT_STEPS[cat] if not mice & bit]

    def result(self, state: CatMiceState, move: CatMiceMove) -> CatMiceState:
        """The position after the side to move plays ``move``. Unchecked: search only."""
        cat, mice, mice_to_move, _, _ = state
        i, j = _MOVE_INDICES[move]
        if mice_to_move:
            mice = mice ^ (1 << i | 1 << j)
            winner = None if _CAT_NEIGHBOURS[cat] & ~mice else MICE
            return _new_state(CatMiceState, (cat, mice, False, winner, self))  # type: ignore[no-any-return]
        if j >= 7 * SIDE:
            winner = CAT
        else:
            winner = None if _mouse_targets(mice, j) else CAT
        return _new_state(CatMiceState, (j, mice, True, winner, self))  # type: ignore[no-any-return]

    def is_terminal(self, state: CatMiceState) -> bool:
        """True once the cat is on row 7 or the side to move has no move."""
        return state[3] is not None

    def utility(self, state: CatMiceState, player: Player) -> float:
        """+1 if ``player`` has won, -1 if the other side has, 0 while the game is on."""
        winner = state[3]
        if player not in self.players:
            raise ValueError(f"{player!r} is not a player of {self!r}; its players are {self.players}")
        if winner is None:
            return 0
        return 1 if winner == player else -1

    def key(self, state: CatMiceState) -> int:
        """The position packed in one int: side to move in bit 0, the cat's square in bits 1-6, the mice above.

        The winner is not part of the key: it follows from the other three.
        """
        return state[1] << 7 | state[0] << 1 | state[2]

    def canonical_key(self, state: CatMiceState) -> int:
        """Same as :meth:`key`: no symmetry of the board maps Cat and Mice positions onto each other.

        The left-right mirror takes ``(row, col)`` to ``(row, 7 - col)`` and so turns dark
        squares into light ones on an 8-wide board; the 180-degree turn keeps colours but
        makes the mice run backwards. Neither is a symmetry of the game.
        """
        return state[1] << 7 | state[0] << 1 | state[2]

    # ----------------------------------------------------------------- helpers for search

    def evaluation(self) -> Callable[[CatMiceState], float]:
        """The game's heuristic, :func:`evaluate` (a declared capability,
        :class:`~ttt_lab.core.HasEvaluation`): depth-limited players use it unless given another."""
        return evaluate

    def exact_solver(self) -> Callable[..., Any]:
        """The game's exact solver: answers read from its retrograde table
        (:func:`~ttt_lab.search.retrograde.solve_from_table`), which :func:`ttt_lab.search.solve` uses.

        A declared capability (:class:`~ttt_lab.core.HasExactSolver`); the solver is search
        code, imported here only when asked for, so the rules never load it.
        """
        from ttt_lab.search.retrograde import solve_from_table

        return solve_from_table

    # Numbering positions (a declared capability, :class:`~ttt_lab.core.HasPositionIndex`):
    # the numbering itself is :mod:`ttt_lab.games.cat_mice_index`.

    @property
    def position_scheme(self) -> str:
        """The name of the numbering: the same for every ``cat_start``, whose positions it all numbers."""
        return POSITION_SCHEME

    def position_count(self) -> int:
        """How many position numbers there are (gaps included)."""
        return POSITION_COUNT

    def position_index(self, state: CatMiceState) -> int:
        """The number of ``state``, from 0 to ``position_count() - 1``.

        Raises:
            ValueError: ``state`` is not a position of this game.
        """
        if not (isinstance(state, CatMiceState) and (state[4] is self or state[4] == self)):
            raise ValueError(f"{state!r} is not a position of {self!r}")
        return position_index(state[0], state[1])

    def position_at(self, index: int) -> CatMiceState | None:
        """The position numbered ``index``, or ``None`` for a number no position has.

        Example:
            >>> game = CatAndMice()
            >>> game.position_at(game.position_index(game.initial_state())) == game.initial_state()
            True
        """
        return position_at(self, index)

    def ordered_actions(self, state: CatMiceState) -> list[CatMiceMove]:
        """The legal moves, most promising first: a move ordering for alpha-beta.

        The same moves as :meth:`actions`, reordered, deterministically (stable sorts of
        the :meth:`actions` order):

        - the cat tries first the steps that leave it the shortest way to row 7 past the
          mice (counted as if they stood still);
        - the mice try first the moves of their rearmost mice, and among those the moves
          that leave the cat fewest free squares: mice that hold back keep their wall
          closed and save moves for later.

        With the mice winning from the start, a proof has to refute every cat move, so
        finding the mice's refutation first matters most; the cat's order pays off in the
        lines where a careless mouse opens a gap. A search that stops at the first winning
        move (alpha-beta with a table and the window [-1, 1]) proves the start lost for the
        cat in about 130,000 nodes in this order, against about 1,000,000 in the plain
        :meth:`actions` order.

        Example:
            >>> game = CatAndMice()
            >>> state = game.result(game.initial_state(), ((0, 3), (1, 4)))
            >>> game.ordered_actions(state)[:2]
            [((7, 0), (6, 1)), ((7, 2), (6, 1))]
        """
        cat, mice, mice_to_move, winner, _ = state
        if winner is not None:
            return []
        ranked: list[tuple[int, CatMiceMove]] = []
        if not mice_to_move:
            for _, bit, move in _CAT_STEPS[cat]:
                if not mice & bit:
                    ranked.append((bit, move))
            if len(ranked) < 2:
                return [move for _, move in ranked]
            # One breadth-first flood back from row 7 gives every target's distance at once
            # (the same as a flood forward from each target: the graph is undirected).
            free = _DARK_MASK & ~mice
            layer = seen = _GOAL_ROW_MASK & free
            targets = 0
            for bit, _ in ranked:
                targets |= bit
            distance = [UNREACHABLE] * len(ranked)
            d = 0
            while layer and targets:
                for k, (bit, _) in enumerate(ranked):
                    if layer & bit:
                        distance[k] = d
                targets &= ~layer
                layer = (
                    (layer << 7) & _NOT_COL7
                    | (layer << 9) & _NOT_COL0
                    | (layer >> 7) & _NOT_COL0
                    | (layer >> 9) & _NOT_COL7
                ) & free & ~seen
                seen |= layer
                d += 1
            ranked = [(distance[k], move) for k, (_, move) in enumerate(ranked)]
        else:
            near = _CAT_NEIGHBOURS[cat]
            cat_free = near & ~mice
            base = cat_free.bit_count()
            blocked = mice | 1 << cat
            for i in _bits(mice):
                # Rearmost first (rank by rows from the back), then by the cat's free
                # squares after the move: the target may block one, the vacated square free one.
                row_rank = (SIDE - i // SIDE) * SIDE + base + (near >> i & 1)
                for _, bit, move in _MOUSE_STEPS[i]:
                    if not blocked & bit:
                        ranked.append((row_rank - (1 if cat_free & bit else 0), move))
        ranked.sort(key=_first)
        return [move for _, move in ranked]

    # ----------------------------------------------------------------- checked calls

    def play(self, state: CatMiceState, move: CatMiceMove) -> CatMiceState:
        """The position after ``move``, checked.

        Raises:
            IllegalMoveError: the move is malformed, the game is over, there is no piece of
                the side to move on the from-square, or the step is not one square
                diagonally (forward for a mouse) onto an empty dark square. The message
                names move, position and reason.

        Example:
            >>> game = CatAndMice()
            >>> game.play(game.initial_state(), ((7, 0), (6, 1)))
            Traceback (most recent call last):
            ...
            ttt_lab.core.IllegalMoveError: move ((7, 0), (6, 1)): (7, 0) holds a mouse but it is the cat's turn, in ...C..../......../......../......../......../......../......../M.M.M.M./to move: cat
        """
        self.check_position(state)
        where = self.board_text(state)
        if not (
            isinstance(move, tuple)
            and len(move) == 2
            and all(
                isinstance(sq, tuple) and len(sq) == 2 and all(is_int(v) for v in sq) for sq in move
            )
        ):
            raise IllegalMoveError(
                f"move {move!r} is not a move: expected ((row, col), (row, col)) with ints, in {where}"
            )
        source, target = move

        def illegal(reason: str) -> IllegalMoveError:
            return IllegalMoveError(f"move {move}: {reason}, in {where}")

        if state.winner is not None:
            raise illegal(f"the game is over, the {state.winner} won")
        for name, sq in (("from", source), ("to", target)):
            if not (0 <= sq[0] < SIDE and 0 <= sq[1] < SIDE):
                raise illegal(f"{name}-square {sq} is off the board: rows and columns 0-7")
        piece = self.piece_at(state, source)
        side = self.to_move(state)
        if piece is None:
            raise illegal(f"there is no piece on {source}")
        if (piece == "cat") != (side == CAT):
            raise illegal(f"{source} holds a {piece} but it is {_whose(side)} turn")
        if not is_dark(target):
            raise illegal(f"{target} is a light square; pieces stand on dark squares only")
        dr, dc = target[0] - source[0], target[1] - source[1]
        if piece == "mouse" and dr > 0:
            raise illegal("a mouse cannot move backwards; mice move one square diagonally towards row 0")
        if piece == "mouse" and dr == 0:
            raise illegal("a mouse cannot move sideways; mice move one square diagonally towards row 0")
        if abs(dr) != 1 or abs(dc) != 1:
            raise illegal(
                f"the {piece} moves one square diagonally, not {max(abs(dr), abs(dc))} squares"
            )
        occupant = self.piece_at(state, target)
        if occupant is not None:
            raise illegal(f"{target} is occupied by a {occupant}")
        return self.result(state, move)

    def winner(self, state: CatMiceState) -> Player | None:
        """``"cat"`` or ``"mice"`` once the game is over, else ``None``."""
        return state.winner

    def piece_at(self, state: CatMiceState, square: Square) -> str | None:
        """``"cat"``, ``"mouse"`` or ``None`` for the piece on ``square``.

        Raises:
            ValueError: ``square`` is not on the board.
        """
        if not (isinstance(square, tuple) and len(square) == 2 and all(is_int(v) for v in square)):
            raise ValueError(f"a square is (row, col) with ints 0-7, got {square!r}")
        if not (0 <= square[0] < SIDE and 0 <= square[1] < SIDE):
            raise ValueError(f"square {square} is off the board: rows and columns 0-7")
        i = square[0] * SIDE + square[1]
        if state.cat == i:
            return "cat"
        if state.mice >> i & 1:
            return "mouse"
        return None

    # ----------------------------------------------------------------- text

    def board_text(self, state: CatMiceState, separator: str = "/") -> str:
        """The board as 8 rows of ``C`` (cat), ``M`` (mouse) and ``.``, then ``to move: cat|mice``."""
        cat, mice = state.cat, state.mice
        rows = []
        for r in range(SIDE):
            row = []
            for c in range(SIDE):
                i = r * SIDE + c
                row.append("C" if i == cat else "M" if mice >> i & 1 else ".")
            rows.append("".join(row))
        rows.append(f"to move: {self.to_move(state)}")
        return separator.join(rows)

    def parse(self, text: str) -> CatMiceState:
        """Read a board: 8 rows of ``C``, ``M`` and ``.`` separated by newlines or ``/``.

        A last line ``to move: cat`` or ``to move: mice`` may follow; without it the side
        to move is worked out from the position. Spaces are ignored and ``c``/``m`` may be
        lower case. The position must be reachable from this game's start: one cat and
        four mice on dark squares, and the cat's square consistent with the number of moves
        played (each mouse has moved ``7 - row`` times, and every cat move changes the
        parity of the cat's row, which therefore tells whose turn it is).

        Raises:
            ValueError: the text has the wrong shape, an unknown symbol, a piece on a light
                square, the wrong number of pieces, or a position that cannot arise from
                the start; the message says which.

        Example:
            >>> game = CatAndMice()
            >>> state = game.parse('''
            ...     ........
            ...     ........
            ...     ........
            ...     ........
            ...     ...C....
            ...     ........
            ...     .M.M.M.M
            ...     ........''')
            >>> game.to_move(state)
            'cat'
        """
        lines = board_rows(text)
        declared: Player | None = None
        if lines and lines[-1].lower().startswith("tomove:"):
            side = lines.pop()[len("tomove:") :].lower()
            if side not in (CAT, MICE):
                raise ValueError(f"the last line must say 'to move: cat' or 'to move: mice', got {quoted(side)}")
            declared = side
        if len(lines) != SIDE:
            raise ValueError(
                f"a Cat and Mice board needs {SIDE} rows (and optionally a 'to move:' line),"
                f" the text has {len(lines)}: {quoted(text)}"
            )
        cats: list[int] = []
        mice = 0
        for r, line in enumerate(lines):
            if len(line) != SIDE:
                raise ValueError(f"row {r} must have {SIDE} squares, it has {len(line)}: {quoted(line)}")
            for c, symbol in enumerate(line):
                symbol = symbol.upper()
                if symbol not in "CM.":
                    raise ValueError(f"unknown symbol {symbol!r} at row {r}, column {c}; use C, M or .")
                if symbol != "." and not is_dark((r, c)):
                    raise ValueError(
                        f"a piece ({symbol}) on the light square ({r}, {c}); pieces stand on dark"
                        f" squares, where row + col is odd"
                    )
                if symbol == "C":
                    cats.append(r * SIDE + c)
                elif symbol == "M":
                    mice |= 1 << (r * SIDE + c)
        if len(cats) != 1:
            raise ValueError(f"the board needs exactly one cat (C), it has {len(cats)}: {quoted(text)}")
        if mice.bit_count() != len(MICE_START):
            raise ValueError(f"the board needs exactly 4 mice (M), it has {mice.bit_count()}: {quoted(text)}")
        return self._reachable_state(cats[0], mice, declared, text)

    def _reachable_state(self, cat: int, mice: int, declared: Player | None, text: str) -> CatMiceState:
        # Each mouse has made 7 - row moves. The cat has made as many (cat to move) or one
        # more (mice to move), and each cat move flips the parity of its row: so the cat's
        # row fixes whose turn it is.
        mice_moves = sum(7 - i // SIDE for i in _bits(mice))
        row, col = divmod(cat, SIDE)
        mice_to_move = (mice_moves + row) % 2 == 1
        side = MICE if mice_to_move else CAT
        if declared is not None and declared != side:
            raise ValueError(
                f"it cannot be {_whose(declared)} turn: the mice have made {mice_moves} moves, so"
                f" the cat has made {mice_moves} (cat to move) or {mice_moves + 1} (mice to move),"
                f" and each cat move changes the parity of its row; on row {row} it is"
                f" {_whose(side)} turn: {quoted(text)}"
            )
        cat_moves = mice_moves + mice_to_move
        start_row, start_col = self.cat_start
        needed = max(abs(row - start_row), abs(col - start_col))
        if cat_moves < needed:
            raise ValueError(
                f"the cat cannot have reached {(row, col)}: it needs {needed} moves from"
                f" {self.cat_start} but has made only {cat_moves}: {quoted(text)}"
            )
        if cat >= 7 * SIDE and not mice_to_move:
            raise ValueError(f"the cat on row 7 has already won; play stops there: {quoted(text)}")
        winner = _winner_of(cat, mice, mice_to_move)
        return _new_state(CatMiceState, (cat, mice, mice_to_move, winner, self))  # type: ignore[no-any-return]

    def check_position(self, state: object) -> None:
        """Raise ``ValueError`` unless ``state`` is a position of this game (a declared
        capability, :class:`~ttt_lab.core.HasPositionCheck`)."""
        if not isinstance(state, CatMiceState) or state.game != self:
            raise ValueError(f"{state!r} is not a position of {self!r}")


# ----------------------------------------------------------------- heuristic evaluation


def evaluate(state: CatMiceState) -> float:
    """A heuristic value for the cat (MAX), strictly between -1 and 1, for depth-limited search.

    Real wins and losses score +1 and -1 (``utility``), so no heuristic value outranks a
    proven result. The score adds up, from the cat's point of view:

    - the wall: the cat's shortest path to row 7 through the squares the mice do not
      occupy (mice standing still). An open path is worth ``0.5`` minus ``0.04`` per step,
      a closed wall ``-0.3``;
    - progress: up to ``0.15`` for how far down the board the cat has come;
    - mobility: ``0.05`` per free square next to the cat, less ``0.1`` (a cat with one way
      out is close to being trapped).

    The result is clipped to [-0.85, 0.85], below the 0.9 from which searches read a value
    as a decided game. At a finished game it returns ±0.85 for the
    winner; searches should score finished games with ``utility`` instead.

    Example:
        >>> game = CatAndMice()
        >>> round(evaluate(game.initial_state()), 3)
        -0.3
        >>> open_wall = game.parse('''
        ...     ........
        ...     ........
        ...     ........
        ...     ........
        ...     .....C..
        ...     M.......
        ...     .M.M....
        ...     ......M.''')
        >>> evaluate(open_wall) > 0
        True
    """
    cat, mice, _, winner, _ = state
    if winner is not None:
        return 0.85 if winner == CAT else -0.85
    score = 0.0
    steps = _path_length(cat, mice)
    score += -0.3 if steps == UNREACHABLE else 0.5 - 0.04 * steps
    score += 0.15 * (cat // SIDE) / 7
    score += 0.05 * (_CAT_NEIGHBOURS[cat] & ~mice).bit_count() - 0.1
    return max(-0.85, min(0.85, score))


def _first(pair: tuple[int, CatMiceMove]) -> int:
    return pair[0]


def _whose(side: Player) -> str:
    return "the cat's" if side == CAT else "the mice's"
