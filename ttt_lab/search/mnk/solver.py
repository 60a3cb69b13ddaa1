"""A fast pure-Python solver for m,n,k games (tic-tac-toe on bigger boards).

The techniques, and the Erdős–Selfridge and pairing arguments behind the static bounds, are
explained in :mod:`ttt_lab.search.mnk`; the search itself is in
:mod:`ttt_lab.search.mnk.kernel`, the choice among equally valued moves in
:mod:`ttt_lab.search.mnk.choice`.

Example:
    >>> from ttt_lab.games.mnk import MNK, TicTacToe
    >>> solver = MNKSolver(TicTacToe())
    >>> solver.value(TicTacToe().initial_state())
    0
    >>> solver.value(MNK(4, 3, 3).initial_state())
    Traceback (most recent call last):
    ...
    ValueError: MNK(4, 3, 3).parse('..../..../....') is not a position of MNK(3, 3, 3)
    >>> game = MNK(4, 4, 3)
    >>> MNKSolver(game).value(game.initial_state())
    1
    >>> solver.best_move(TicTacToe().parse("XX./OO./..."))
    (0, 2)
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ttt_lab.core import is_int
from ttt_lab.games.mnk import MNK, Cell, MNKState
from ttt_lab.search.budget import Budget, Meter
from ttt_lab.search.mnk import choice
from ttt_lab.search.mnk.choice import OutOfBudgetError, build_distance
from ttt_lab.search.mnk.kernel import SYMMETRY_STONES, ObservedView, build_search, root_weights
from ttt_lab.search.mnk.null_window import mtd
from ttt_lab.search.mnk.pairing import PAIRING_STEPS, build_pairing

if TYPE_CHECKING:
    from ttt_lab.search.mnk.book import OpeningBook
    from ttt_lab.search.observer import SearchObserver
    from ttt_lab.search.table import TranspositionTable

__all__ = ["PACKED_TABLE", "PAIRING_STEPS", "SYMMETRY_STONES", "TECHNIQUES", "MNKSolver"]

TECHNIQUES = ("table", "symmetry", "threats", "dead_cells", "ordering", "threat_makers", "potential_bound", "pairing",
              "null_windows")
"""The constructor switches of :class:`MNKSolver`, in the order :func:`~ttt_lab.search.mnk.ablation`
turns them off."""

PACKED_TABLE = "m,n,k solver: bounds and move packed in an int"
"""The tag a :class:`~ttt_lab.search.table.TranspositionTable` holding this solver's entries
carries (see :mod:`ttt_lab.search.mnk.kernel` for the format)."""

_INFINITY = 1 << 30
_PROGRESS_EVERY = 1 << 14


class MNKSolver:
    """Perfect play on an m,n,k board, in pure Python.

    Args:
        game: the :class:`~ttt_lab.games.mnk.MNK` game to solve.
        table: keep a transposition table (bounds and best move per position).
        symmetry: key the table by the position's symmetry class (needs ``table``).
        threats: take immediate wins, block the opponent's single immediate win, and score
            two of them as lost.
        dead_cells: never try cells that lie on no open line.
        ordering: table move first, then cells by the weight of their open lines; with
            ``False`` the cells are tried in row-major order.
        threat_makers: with ``ordering``, try first the moves that make a threat (a line of
            the mover's with k - 2 stones and none of the opponent's gets its k - 1th).
        potential_bound: the Erdős–Selfridge static bound (see the module docstring).
        pairing: the pairing-strategy static bound (see the module docstring).
        null_windows: settle a root with null-window searches, MTD(f), not one full window.
        book: an :class:`~ttt_lab.search.mnk.OpeningBook` of this game: positions it holds
            are answered from it (:meth:`value`, :meth:`best_move`), not searched.
        progress: show a ``tqdm`` counter of nodes during long solves.
        table_size: the most positions the table holds; when it is full it is emptied
            and filled again (the solver stays correct, only slower).
        budget: what each call (:meth:`value`, :meth:`best_moves`, ...) may spend; past it
            the call stops with :class:`~ttt_lab.search.SearchLimitError`. The table keeps
            what was learnt.
        distance_budget: the most nodes one :meth:`best_move` spends looking for the
            quickest win or the slowest loss, and first spends testing each candidate
            drawing move. Past it, a winner plays a proven winning move (maybe not the
            quickest), a loser the moves that lasted longest so far, and a drawing move
            that could not be settled is tried in full only if no other move was proved
            to draw; the value is always kept. Small boards never come near it.
        transposition_table: keep the table's entries in this
            :class:`~ttt_lab.search.table.TranspositionTable` (bound to ``game``), so that
            what one solver proved outlives it (:func:`~ttt_lab.search.solve` does this).

    Raises:
        ValueError: ``game`` is not an ``MNK`` game, a size is not a positive int, or the
            transposition table belongs to another game or kind of search.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> game = MNK(4, 4, 4)
        >>> solver = MNKSolver(game)
        >>> solver.value(game.initial_state())
        0
        >>> solver.stats()["nodes"] >= 1
        True
    """

    def __init__(
        self,
        game: MNK,
        *,
        table: bool = True,
        symmetry: bool = True,
        threats: bool = True,
        dead_cells: bool = True,
        ordering: bool = True,
        threat_makers: bool = True,
        potential_bound: bool = True,
        pairing: bool = True,
        null_windows: bool = True,
        book: OpeningBook | None = None,
        progress: bool = False,
        table_size: int = 3_000_000,
        budget: Budget | None = None,
        distance_budget: int = 2_000,
        transposition_table: TranspositionTable | None = None,
    ) -> None:
        if not isinstance(game, MNK):
            raise ValueError(f"MNKSolver needs an MNK game, got {game!r}")
        for name, size_value in (("table_size", table_size), ("distance_budget", distance_budget)):
            if not is_int(size_value) or size_value < 1:
                raise ValueError(f"{name} must be a positive int, got {size_value!r}")
        if budget is not None and not isinstance(budget, Budget):
            raise ValueError(f"budget must be a Budget or None, got {budget!r}")
        self.game = game
        switches = (table, symmetry, threats, dead_cells, ordering, threat_makers, potential_bound, pairing, null_windows)
        self.techniques = {name: bool(on) for name, on in zip(TECHNIQUES, switches, strict=True)}
        if book is not None and book.game != game:
            raise ValueError(f"the book is for {book.game!r}, not {game!r}")
        self.book = book
        self.progress = bool(progress)
        self.table_size = table_size
        self.budget = budget
        self.nodes = 0
        """Nodes visited by the value searches since the solver was made (roots included)."""
        self.distance_nodes = 0
        """Nodes visited by the win-distance searches of :meth:`best_move`."""
        self.distance_budget = distance_budget
        self.budget_stops = 0
        """How many times a win-distance search ran out of ``distance_budget``."""
        # The packed entries (see the kernel); in the caller's table when it keeps them.
        self._table: dict[Any, int] = (
            {} if transposition_table is None else transposition_table.claim(game, PACKED_TABLE)
        )
        self._counts = {
            "table_hits": 0,
            "cutoffs": 0,
            "forced": 0,
            "potential": 0,
            "dead": 0,
            "pairing": 0,
            "clears": 0,
        }
        self._bar: Any = None
        # When the value search next calls `_tick`, counted in its own unsynced nodes; and
        # the limits `_tick` enforces: a move choice's internal node budget (absolute, value
        # nodes) and the meter of a call's `Budget`.
        self._next_tick = _INFINITY
        self._value_stop = _INFINITY
        self._meter: Meter | None = None
        self._meter_base = 0
        # The same for the win-distance search: it calls `_distance_tick` at `_distance_stop`.
        self._distance_limit = _INFINITY
        self._distance_stop = _INFINITY
        self._prepare_tables()
        self._blocking_pairs = build_pairing(self._size, self._masks)
        self._search, self._sync_counts, self._observe = build_search(self)
        self._attack, self._defend, self._distance_memos = build_distance(self)

    # ------------------------------------------------------------------ public API

    def value(self, state: MNKState) -> int:
        """The value of ``state`` with perfect play, from the first player's (X's) view.

        Returns:
            +1 if X wins, 0 for a draw, -1 if O wins. Terminal positions are scored as they are.

        Raises:
            ValueError: ``state`` is not a position of this solver's game.
            SearchLimitError: the solve went past the solver's ``budget``.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> MNKSolver(TicTacToe()).value(TicTacToe().parse("XX./OO./..."))
            1
        """
        self._check(state)
        if self.book is not None:
            found = self.book.lookup(state)
            if found is not None:
                return found[0]
        with self.spending(self.budget):
            return self._value(self._upright(state)[0])

    def move_values(self, state: MNKState) -> dict[Cell, int]:
        """The value of every legal move of ``state``, from the first player's (X's) view.

        Returns:
            ``{cell: value}`` in row-major order; empty at a terminal position.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> values = MNKSolver(TicTacToe()).move_values(TicTacToe().parse("XX./OO./..."))
            >>> values[(0, 2)], values[(1, 2)], values[(2, 0)]
            (1, 0, -1)
        """
        self._check(state)
        game = self.game
        with self.spending(self.budget):
            return {cell: self._value(game.result(state, cell)) for cell in game.actions(state)}

    def best_move(self, state: MNKState, rng: random.Random | None = None) -> Cell:
        """A move that keeps the value of ``state``: the quickest win, else a draw, else the slowest loss.

        A winning side picks a move that wins in the fewest plies, a losing side one that
        loses in the most (both against best resistance, found by iterative deepening of a
        "win within d plies" search); a drawing side picks, among the drawing moves, those
        with the heaviest open lines (its own and the opponent's). Remaining ties go to
        ``rng`` if given (a :class:`random.Random`), else to the first in row-major order.
        Only the moves needed are proved, so this is much cheaper than :meth:`move_values`.
        Raises what :meth:`best_moves` raises.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> MNKSolver(TicTacToe()).best_move(TicTacToe().parse("X.O/.X./O.."))
            (2, 2)
        """
        keepers = self.best_moves(state)
        if rng is not None:
            return rng.choice(keepers)
        return keepers[0]

    def best_moves(self, state: MNKState) -> list[Cell]:
        """The moves :meth:`best_move` chooses among, row-major (from the book if it has them).

        Raises:
            ValueError: ``state`` is not a position of this game, or the game is over.
            SearchLimitError: a solve went past the solver's ``budget``.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> game = TicTacToe()
            >>> MNKSolver(game).best_moves(game.parse("XO./.X./..."))
            [(2, 2)]
        """
        return self.choose(state)[0]

    def choose(self, state: MNKState) -> tuple[list[Cell], int | None, bool]:
        """:meth:`best_moves`, with how many plies the game lasts after them.

        Returns:
            ``(moves, plies, exact)``: the moves; the plies from ``state`` to the end of the
            game when it is won or lost (``None`` for a draw); whether ``plies`` is exact or
            only a lower bound (the search for it ran out of ``distance_budget``; an opening
            book keeps no distances, so a won or lost position it answers has ``plies`` 0).

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> MNKSolver(TicTacToe()).choose(TicTacToe().parse("XO./.X./..."))  # O blocks, and loses in 4
            ([(2, 2)], 4, True)
        """
        self._check(state)
        game = self.game
        if game.is_terminal(state):
            raise ValueError(f"the game is over in {game.board_text(state)}: there is no move to choose")
        with self.spending(self.budget):
            if self.book is not None:
                found = self.book.lookup(state)
                if found is not None:
                    value, moves = found
                    return (moves, None, True) if value == 0 else (moves, 0, False)
            upright, turned = self._upright(state)
            xmove = upright.stones % 2 == 0
            value = self._value(upright) * (1 if xmove else -1)
            moves = game.actions(upright)
            # The value search proved a move keeping the value; it is the fallback when the
            # budget for something better (a quicker win, a heavier drawing move) runs out.
            proven = self._table_move(upright)
            plies: int | None = None
            exact = True
            if value != 0:
                keepers, plies, exact = choice.fastest(self, upright, moves, winning=value > 0, proven=proven)
            else:
                keepers = choice.heaviest_draws(self, upright, moves, proven)
            if turned:  # back to the orientation of the position asked
                keepers = [game.transform_cell(cell, self._inverse[turned]) for cell in keepers]
            return sorted(keepers), plies, exact

    def plies_to_end(self, state: MNKState) -> int | None:
        """How many plies ``state`` lasts with perfect play: the winner hurrying, the loser
        holding out (``None`` for a draw, 0 at the end). Exact, however long it takes.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> game = TicTacToe()
            >>> solver = MNKSolver(game)
            >>> solver.plies_to_end(game.parse("XX./OO./...")), solver.plies_to_end(game.parse("X../.O./..."))
            (1, None)
            >>> solver.plies_to_end(game.parse("XO./.../..."))  # X forks and wins in 5
            5
        """
        value = self.value(state)
        if value == 0:
            return None
        if self.game.is_terminal(state):
            return 0
        with self.spending(self.budget):
            upright = self._upright(state)[0]
            mover_wins = (value > 0) == (state.stones % 2 == 0)
            return choice.plies_to_end(self, upright, 1 if mover_wins else -1)

    def watched_value(self, state: MNKState, observer: SearchObserver) -> int:
        """:meth:`value` by a search that tells ``observer`` of every node (the book is not read,
        and the root is searched even when the table knows it)."""
        self._check(state)
        upright, turned = self._upright(state)
        view = ObservedView(self.game, self._inverse[turned] if turned else None)
        with self.spending(self.budget):
            return self._value(upright, observer, view)

    def stats(self) -> dict[str, int]:
        """Counters of the work done so far (nodes, table size and hits, prunings).

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> solver = MNKSolver(TicTacToe())
            >>> _ = solver.value(TicTacToe().initial_state())
            >>> stats = solver.stats()
            >>> stats["nodes"] == solver.nodes, stats["table_entries"] > 0
            (True, True)
        """
        self._sync_counts()
        return {
            **self._counts,
            "nodes": self.nodes,
            "distance_nodes": self.distance_nodes,
            "budget_stops": self.budget_stops,
            "table_entries": len(self._table),
        }

    def blocking_pairs(self, state: MNKState, side: str) -> list[tuple[Cell, Cell]] | None:
        """A pairing strategy that stops ``side`` from ever completing a line, or ``None``.

        The pairs are disjoint, made of empty cells, and every line without a stone of the
        other side holds a whole pair. Whoever is to move, the other side keeps ``side``
        from winning by answering each move into a pair with the pair's other cell. The
        search for pairs gives up after ``PAIRING_STEPS`` steps, so ``None`` means "none
        found", not "none exists".

        Raises:
            ValueError: ``state`` is not a position of this game, or ``side`` is not X or O.

        Example:
            >>> from ttt_lab.games.mnk import MNK
            >>> game = MNK(4, 4, 4)
            >>> state = game.parse("XO../OX../..../....")
            >>> MNKSolver(game).blocking_pairs(state, "O")
            [((0, 2), (2, 2)), ((0, 3), (1, 2)), ((1, 3), (2, 3)), ((2, 0), (2, 1)), ((3, 0), (3, 1))]
        """
        self._check(state)
        if side not in ("X", "O"):
            raise ValueError(f"side must be 'X' or 'O', got {side!r}")
        maker, breaker = (state.x, state.o) if side == "X" else (state.o, state.x)
        pairs = self._blocking_pairs(maker, breaker)
        if pairs is None:
            return None
        cells = self.game.cells
        return sorted(tuple(cells[c] for c in range(self._size) if pair >> c & 1) for pair in pairs)  # type: ignore[misc]

    def clear(self) -> None:
        """Forget the table (for timing a cold solve); counters are kept."""
        self._table.clear()
        for memo in self._distance_memos:
            memo.clear()

    @contextmanager
    def spending(self, budget: Budget | None, started: float | None = None) -> Iterator[None]:
        """Within the block, every search of this solver spends ``budget`` (one budget for all
        of them: the outermost ``spending`` sets it, inner ones change nothing), its clock
        started at ``started`` (a ``time.perf_counter()`` reading) if given, else now."""
        if budget is None or self._meter is not None:
            yield
            return
        self._meter = budget.start(f"the solve of {self.game!r}", started)
        self._meter_base = self.nodes + self.distance_nodes
        self._arm_distance_stop()
        try:
            yield
        finally:
            self._meter = None
            self._arm_distance_stop()

    def __repr__(self) -> str:
        off = [name for name, on in self.techniques.items() if not on]
        extra = "".join(f", {name}=False" for name in off)
        return f"MNKSolver({self.game!r}{extra})"

    # ------------------------------------------------------------------ set-up

    def _check(self, state: object) -> None:
        if not isinstance(state, MNKState) or state.game != self.game:
            raise ValueError(f"{state!r} is not a position of {self.game!r}")

    def _prepare_tables(self) -> None:
        game = self.game
        size = game.size
        self._size = size
        self._full = (1 << size) - 1
        masks = list(game.line_masks)
        self._masks = masks
        cells_of = [tuple(i for i in range(size) if mask >> i & 1) for mask in masks]
        self._line_info = list(zip(masks, cells_of, strict=True))
        # rest[c]: each line through cell c without c; rest[size]: every whole line (a root
        # position has no "last move", so all lines are scanned there).
        rest: list[tuple[int, ...]] = [
            tuple(mask & ~(1 << c) for mask in masks if mask >> c & 1) for c in range(size)
        ]
        rest.append(tuple(masks))
        self._rest = rest
        if self.techniques["symmetry"] and self.techniques["table"]:
            perms = [tuple(p) for p in game.symmetries()]
        else:
            perms = [tuple(range(size))]
        self._perms = perms
        self._inverse = [tuple(sorted(range(size), key=p.__getitem__)) for p in perms]
        self._add_x = [tuple(1 << p[c] for p in perms) for c in range(size)]
        self._add_o = [tuple(1 << (p[c] + size) for p in perms) for c in range(size)]
        # Packed per-cell weights: X's below bit `_shift`, O's above (room for 4k lines of 2**k).
        self._shift = (4 * self.game.k * (1 << self.game.k)).bit_length() + 1

    def _root_keys(self, x: int, o: int) -> tuple[int, ...]:
        size = self._size
        keys = []
        for perm in self._perms:
            key = 0
            for c in range(size):
                if x >> c & 1:
                    key |= 1 << perm[c]
                elif o >> c & 1:
                    key |= 1 << (perm[c] + size)
            keys.append(key)
        return tuple(keys)

    def _upright(self, state: MNKState) -> tuple[MNKState, int]:
        """``state`` turned to its canonical orientation, and the index in ``_perms`` of the
        symmetry that turned it (``_inverse`` at that index turns cells back).

        Ties in move ordering go to the lower cell index, so a search's work depends on how
        the board is turned: the eight images of one 5x5 position took from 4,435 to 8,072
        nodes. Searching every root in one orientation makes a position cost the same
        however it is met (the opening book's "hard" positions rely on it). Only where the
        table keys are canonical (symmetry on, fewer than ``SYMMETRY_STONES`` stones), so
        turning a root never loses a table entry stored in another orientation.
        ``(state, 0)`` (the identity) where nothing is turned.
        """
        x, o = state.x, state.o
        if len(self._perms) == 1 or (x | o).bit_count() >= SYMMETRY_STONES:
            return state, 0
        keys = self._root_keys(x, o)
        turned = keys.index(min(keys))
        if turned == 0:
            return state, 0
        return self.game.transform(state, self._perms[turned]), turned

    def table_entry(self, state: MNKState) -> tuple[int, int, Cell | None] | None:
        """What the table knows of ``state``: ``(low, high, move)``, bounds on the value for the
        side to move and the best move found (``None`` if the table holds no entry)."""
        if not self.techniques["table"]:
            return None
        x, o = state.x, state.o
        keys = self._root_keys(x, o)
        if (x | o).bit_count() >= SYMMETRY_STONES:
            keys = keys[:1]  # as the search keys such a position
        key = min(keys)
        entry = self._table.get(key)
        if entry is None:
            return None
        code, move = entry % 9, entry // 9 - 1
        cell = None
        if move >= 0:
            c = self._inverse[keys.index(key)][move]
            cell = self.game.cells[c] if not (x | o) >> c & 1 else None
        return code // 3 - 1, code % 3 - 1, cell

    def _table_move(self, state: MNKState) -> Cell | None:
        """The best move the table holds for ``state`` (a hint: check it before relying on it)."""
        entry = self.table_entry(state)
        return None if entry is None else entry[2]

    # ------------------------------------------------------------------ running a search

    def _tick(self, pending: int) -> None:
        """Called by the kernel when its unsynced node count reaches ``_next_tick``: enforce
        the limits, move the progress bar, and say when to call again."""
        total = self.nodes + pending
        if total >= self._value_stop:
            self._next_tick = _INFINITY
            raise OutOfBudgetError
        meter = self._meter
        if meter is not None:
            meter.check(total + self.distance_nodes - self._meter_base)
        if self._bar is not None:
            self._bar.set_postfix(table=f"{len(self._table):,}", refresh=False)
            self._bar.update(total - self._bar.n)
        next_tick = pending + _PROGRESS_EVERY if self._bar is not None else _INFINITY
        if self._value_stop < _INFINITY:
            next_tick = min(next_tick, self._value_stop - self.nodes)
        if meter is not None:
            next_tick = min(next_tick, int(meter.next_check) + self._meter_base - self.distance_nodes - self.nodes)
        self._next_tick = next_tick

    def _start_distance_budget(self, nodes: int) -> None:
        self._distance_limit = self.distance_nodes + nodes
        self._arm_distance_stop()

    def _stop_distance_budget(self) -> None:
        self._distance_limit = _INFINITY
        self._arm_distance_stop()

    def _arm_distance_stop(self) -> None:
        """When the win-distance search next calls `_distance_tick`."""
        stop = self._distance_limit
        if self._meter is not None:
            stop = min(stop, int(min(self._meter.next_check, _INFINITY)) + self._meter_base - self.nodes)
        self._distance_stop = stop

    def _distance_tick(self) -> None:
        """Called by the win-distance search at ``_distance_stop``: enforce its limits."""
        if self.distance_nodes >= self._distance_limit:
            raise OutOfBudgetError
        if self._meter is not None:
            self._meter.check(self.nodes + self.distance_nodes - self._meter_base)
        self._arm_distance_stop()

    def _value(self, state: MNKState, observer: SearchObserver | None = None, view: ObservedView | None = None) -> int:
        if state.winner is not None:
            return 1 if state.winner == "X" else -1
        if state.stones == self._size:
            return 0
        xmove = state.stones % 2 == 0
        me, opp = (state.x, state.o) if xmove else (state.o, state.x)
        # Yes/no searches, "a win?" then "at least a draw?" (MTD(f)), need fewer nodes than one
        # full window: 7x5x4 5.7k, not 15.7k ("draw?" first: 15.9k there, and 2.0M on 8x4x4, not 1.8M).
        if observer is None and self.techniques["null_windows"]:  # watched: one tree
            value = mtd(lambda beta: self._run(me, opp, xmove, state.x, state.o, beta - 1, beta), guess=1)
        else:
            value = self._run(me, opp, xmove, state.x, state.o, observer=observer, view=view)
        return value if xmove else -value

    def _run(self, me: int, opp: int, xmove: bool, x: int, o: int, alpha: int = -1, beta: int = 1, *,
             node_budget: int | None = None, observer: SearchObserver | None = None,
             view: ObservedView | None = None) -> int:
        """Solve from a root position (side to move ``me``), with progress and limits.

        ``node_budget``: stop with :class:`~ttt_lab.search.mnk.choice.OutOfBudgetError`
        after that many nodes (a move choice's own limit). ``observer`` is told of every
        node, through ``view``.
        """
        if self.techniques["threats"] and (wins := self._wins_now(me, opp)):
            self.nodes += 1
            if observer is not None and view is not None:
                state = view.state(me, opp, xmove)
                sign = 1 if xmove else -1
                observer.enter(state, None, 0, xmove, -1, 1)
                observer.prune(sign, -1, 1, [], f"the side to move wins at once at {view.move(wins.bit_length() - 1)}")
                observer.leave(sign, "proved", -1, 1)
            return 1
        keys = self._root_keys(x, o) if self.techniques["table"] else (0,)
        if self.progress:
            from tqdm.auto import tqdm

            # delay: quick solves (most of them) never show a bar.
            self._bar = tqdm(desc=f"solving {self.game!r}", unit=" nodes", initial=self.nodes, delay=0.5)
        saved_stop = self._value_stop
        if node_budget is not None:
            self._value_stop = min(saved_stop, self.nodes + node_budget)
        limited = self.progress or self._meter is not None or self._value_stop < _INFINITY
        self._next_tick = 0 if limited else _INFINITY
        search = self._search if observer is None else self._observe(observer, (x | o).bit_count(), view)
        try:
            score, phi_me, phi_opp = root_weights(self, me, opp, xmove)
            return search(me, opp, self._size, keys, xmove, alpha, beta, score, phi_me, phi_opp)  # type: ignore[no-any-return]
        finally:
            if observer is not None:
                self._observe(None, 0, None)
            self._value_stop = saved_stop
            self._sync_counts()
            self._next_tick = _INFINITY
            if self._bar is not None:
                self._bar.n = self.nodes
                self._bar.set_postfix(table=f"{len(self._table):,}", refresh=False)
                self._bar.close()
                self._bar = None

    def _wins_now(self, me: int, opp: int) -> int:
        """The cells where ``me`` completes an open line (a bitmask)."""
        cells = 0
        for line in self._masks:
            if line & opp:
                continue
            empty = line & ~me
            if empty and not empty & (empty - 1):
                cells |= empty
        return cells

