"""A fast pure-Python solver for m,n,k games (tic-tac-toe on bigger boards).

:class:`MNKSolver` proves the value of any m,n,k position (win, draw or loss with perfect
play) with a negamax alpha-beta over the three values -1, 0 and +1, and picks moves that keep
that value while winning as fast, or losing as slowly, as possible. Each idea that makes it
fast is a constructor switch, so a notebook can turn them off one at a time and see what
each is worth (:func:`ablation`):

``table``
    A transposition table: every position met is stored with a lower and an upper bound on
    its value (the textbook's exact / lower / upper flags, merged so that two searches with
    different windows sharpen one entry) and the best move found, which is tried first the
    next time. The table lives as long as the solver, so the later moves of a game are
    answered from it. (Probing every child before searching any, the "enhanced
    transposition cutoff", saved 10% of the nodes but cost more time than it saved.)
``symmetry``
    Table keys are canonical over the board's symmetries (8 on a square board, 4 on a
    rectangle), so a position and its mirror images share one entry. The images of the key
    are updated move by move, one OR per symmetry; from 8 stones on, where symmetric
    transpositions are rare, a position keeps its own key.
``threats``
    A side that can complete a line takes the win; a side facing one immediate win of the
    opponent must block it (a single forced move); a side facing two of them has lost.
``dead_cells``
    A cell that lies on no line still open for either side (every line through it holds
    stones of both colours) can never matter: playing it is a pass, and passing never helps
    in these games (an extra stone never hurts its owner), so such cells are never tried;
    when only dead cells are left, the game is a draw.
``ordering``
    The table's move first, then the cells by the weight of the open lines through them
    (2**stones for each side's still-open lines, the Erdős–Selfridge weights), own lines
    counted three times when only a win would help, so that threats and blocks come first
    and cutoffs come early.
``potential_bound``
    A static draw bound from the Erdős–Selfridge potential, stated precisely below; it
    proves, without search, that a side can never complete a line.
``pairing``
    A second static draw bound, a pairing strategy: if the empty cells hold disjoint pairs
    such that every line still open for a side contains a whole pair, the opponent can
    answer each of that side's moves into a pair with the other cell of the pair, and the
    side never completes a line (Hales and Jewett's pairing argument; Beck 2008, ch. 1).
    It catches what the potential misses: on the 4x4 board with k = 4, X to move in
    ``..../..../..OO/X..X`` has potential 11 and a best cell of weight 5 (in units of
    2**-4), together 1, too much for the bound; yet six disjoint pairs block every line
    still open for X (:meth:`MNKSolver.blocking_pairs`). Finding a pairing is a small search (each open line
    needs a pair of its empty cells; the line with fewest choices first), cut off after
    ``PAIRING_STEPS`` steps: a pairing that is not found only costs the pruning. The
    solver asks for one where it would end the search: at a node where only a win would
    improve on what the side to move already has, and whose potential (below) is under 1.5,
    since with more weight a pairing is seldom there to find.

The Erdős–Selfridge criterion used here. For a side S and a position, let the potential be
``Φ_S = Σ 2**(s_L - k)`` over the lines L that hold no stone of S's opponent, where ``s_L``
is the number of S's stones in L, and let ``w_S(c)`` be the part of ``Φ_S`` from the lines
through the empty cell c. Then S can never complete a line if

1. S's opponent is to move and ``Φ_S < 1``; or
2. S is to move and ``Φ_S + max_c w_S(c) < 1`` (S's move to c raises ``Φ_S`` by exactly
   ``w_S(c)``, leaving case 1). Since ``w_S(c) <= Φ_S``, ``Φ_S < 1/2`` is enough: on the
   empty board this is the classical statement, Σ 2**-|line| < 1/2 with Maker moving first.

Proof (Erdős and Selfridge): the opponent plays greedily, always the empty cell of largest
weight for S. Its move lowers ``Φ_S`` by that largest weight; S's next move raises it by at
most the weight its cell had, which was no larger; so ``Φ_S`` never grows, while a completed
line alone would make ``Φ_S >= 1``. (P. Erdős and J. L. Selfridge, "On a combinatorial game",
J. Combinatorial Theory A 14 (1973) 298-301; J. Beck, "Combinatorial Games: Tic-Tac-Toe
Theory", Cambridge University Press 2008.) It is a Maker-Breaker argument: the opponent
only blocks, and if it completes a line of its own on the way, S has not won either; so in
the real game the bound says "S scores at most a draw".

The solver works in units of ``2**-k`` (a line contributes ``2**s_L``, the threshold is
``2**k``) and uses the bound four ways: with me to move, test 1 for the opponent gives
"value >= 0" and test 2 for me gives "value <= 0"; a move c with ``Φ_me + w_me(c) < 1``
cannot win and is skipped when only a win would help; and when my block of the opponent's
heaviest cell b leaves it (to move) passing test 2, computed exactly after b, that block
proves "value >= 0" without a search below it.

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
import time
from collections.abc import Callable, Iterable, Sequence
from operator import or_
from typing import TYPE_CHECKING, Any

from ttt_lab.games.mnk import MNK, Cell, MNKState

if TYPE_CHECKING:
    from ttt_lab.search.opening_book import OpeningBook

__all__ = ["TECHNIQUES", "MNKSolver", "SearchLimitError", "ablation"]

TECHNIQUES = ("table", "symmetry", "threats", "dead_cells", "ordering", "potential_bound", "pairing")
"""The constructor switches of :class:`MNKSolver`, in the order :func:`ablation` turns them off."""

_INFINITY = 1 << 30
SYMMETRY_STONES = 8
"""Table keys are canonical over the symmetries for positions with fewer stones than this:
deeper, symmetric transpositions are rare and the images cost more than they save."""

PAIRING_STEPS = 50
"""The most pairs one search for a pairing strategy may place (measured on 7x4x4: 30 finds
nearly all that 200 does; 5 finds far fewer)."""
_PROGRESS_EVERY = 1 << 14


class SearchLimitError(RuntimeError):
    """A solve was stopped because it visited more nodes than the solver's ``node_limit``."""


class _OutOfBudgetError(Exception):
    """The win-distance search of one :meth:`MNKSolver.best_move` used up its node budget."""


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
        potential_bound: the Erdős–Selfridge static bound (see the module docstring).
        pairing: the pairing-strategy static bound (see the module docstring).
        book: an :class:`~ttt_lab.search.opening_book.OpeningBook` of this game: positions
            it holds are answered from it (:meth:`value`, :meth:`best_move`), not searched.
        progress: show a ``tqdm`` counter of nodes during long solves.
        table_size: the most positions the table holds; when it is full it is emptied
            and filled again (the solver stays correct, only slower).
        node_limit: stop a solve with :class:`SearchLimitError` after this many nodes
            (``None``: no limit). The table keeps what was learnt.
        distance_budget: the most nodes one :meth:`best_move` spends looking for the
            quickest win or the slowest loss, and first spends testing each candidate
            drawing move. Past it, a winner plays a proven winning move (maybe not the
            quickest), a loser the moves that lasted longest so far, and a drawing move
            that could not be settled is tried in full only if no other move was proved
            to draw; the value is always kept. Small boards never come near it.

    Raises:
        ValueError: ``game`` is not an ``MNK`` game, or a size is not a positive int.

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
        potential_bound: bool = True,
        pairing: bool = True,
        book: OpeningBook | None = None,
        progress: bool = False,
        table_size: int = 3_000_000,
        node_limit: int | None = None,
        distance_budget: int = 2_000,
    ) -> None:
        if not isinstance(game, MNK):
            raise ValueError(f"MNKSolver needs an MNK game, got {game!r}")
        sizes = (("table_size", table_size), ("node_limit", node_limit), ("distance_budget", distance_budget))
        for name, size_value in sizes:
            if size_value is None and name == "node_limit":
                continue
            if not isinstance(size_value, int) or isinstance(size_value, bool) or size_value < 1:
                raise ValueError(f"{name} must be a positive int, got {size_value!r}")
        self.game = game
        self.techniques = {
            "table": bool(table),
            "symmetry": bool(symmetry),
            "threats": bool(threats),
            "dead_cells": bool(dead_cells),
            "ordering": bool(ordering),
            "potential_bound": bool(potential_bound),
            "pairing": bool(pairing),
        }
        if book is not None and book.game != game:
            raise ValueError(f"the book is for {book.game!r}, not {game!r}")
        self.book = book
        self.progress = bool(progress)
        self.table_size = table_size
        self.node_limit = node_limit
        self.nodes = 0
        """Nodes visited by the value searches since the solver was made (roots included)."""
        self.distance_nodes = 0
        """Nodes visited by the win-distance searches of :meth:`best_move`."""
        self.distance_budget = distance_budget
        self.budget_stops = 0
        """How many times a win-distance search ran out of ``distance_budget``."""
        self._distance_stop = _INFINITY
        self._table: dict[int, int] = {}
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
        self._next_tick = _INFINITY
        self._prepare_tables()
        self._blocking_pairs = self._build_pairing()
        self._search = self._build_search()
        self._attack, self._defend = self._build_distance()

    # ------------------------------------------------------------------ public API

    def value(self, state: MNKState) -> int:
        """The value of ``state`` with perfect play, from the first player's (X's) view.

        Returns:
            +1 if X wins, 0 for a draw, -1 if O wins. Terminal positions are scored as they are.

        Raises:
            ValueError: ``state`` is not a position of this solver's game.
            SearchLimitError: the solve went past ``node_limit``.

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
            SearchLimitError: a solve went past ``node_limit``.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> game = TicTacToe()
            >>> MNKSolver(game).best_moves(game.parse("XO./.X./..."))
            [(2, 2)]
        """
        self._check(state)
        game = self.game
        if game.is_terminal(state):
            raise ValueError(f"the game is over in {game.board_text(state)}: there is no move to choose")
        if self.book is not None:
            found = self.book.lookup(state)
            if found is not None:
                return found[1]
        state, turned = self._upright(state)
        xmove = state[3] % 2 == 0
        value = self._value(state) * (1 if xmove else -1)
        moves = game.actions(state)
        # The value search proved a move keeping the value; it is the fallback when the
        # budget for something better (a quicker win, a heavier drawing move) runs out.
        proven = self._table_move(state)
        if value > 0:
            keepers = self._fastest(state, moves, winning=True, proven=proven)
        elif value < 0:
            keepers = self._fastest(state, moves, winning=False, proven=proven)
        else:
            keepers = self._heaviest_draws(state, moves, proven)
        if turned:  # back to the orientation of the position asked
            keepers = [game.transform_cell(cell, self._inverse[turned]) for cell in keepers]
        return sorted(keepers)

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
        x, o = state[0], state[1]
        if len(self._perms) == 1 or (x | o).bit_count() >= SYMMETRY_STONES:
            return state, 0
        keys = self._root_keys(x, o)
        turned = keys.index(min(keys))
        if turned == 0:
            return state, 0
        return self.game.transform(state, self._perms[turned]), turned

    def _heaviest_draws(self, state: MNKState, moves: list[Cell], proven: Cell | None) -> list[Cell]:
        """The drawing moves of the heaviest weight group that ``distance_budget`` nodes can find.

        Heaviest group first. A move that does not keep the draw can take long to refute, so
        all the tests together share one budget; past it, the move the value search proved
        is played (checked first), else the untested and unsettled moves are tried in full.
        """
        keepers: list[Cell] = []
        unsettled: list[Cell] = []
        stop = self.nodes + self.distance_budget
        weights = self._weights(state, moves)
        for weight in sorted(set(weights.values()), reverse=True):
            for move in (move for move in moves if weights[move] == weight):
                if self.nodes >= stop:
                    break
                keeps = self._keeps_draw(state, move, stop - self.nodes)
                if keeps:
                    keepers.append(move)
                elif keeps is None:
                    unsettled.append(move)
            if keepers or self.nodes >= stop:
                break
        if keepers:
            return keepers
        if proven is not None and self._keeps_draw(state, proven, None):
            return [proven]
        tried = set(unsettled)
        rest = unsettled + [move for move in moves if move not in tried]
        for move in rest:  # pragma: no branch - a drawn position has a drawing move
            if self._keeps_draw(state, move, None):
                return [move]
        raise AssertionError("a drawn position has a drawing move")  # pragma: no cover

    def _table_move(self, state: MNKState) -> Cell | None:
        """The best move the table holds for ``state`` (a hint: check it before relying on it)."""
        x, o = state[0], state[1]
        if not self.techniques["table"]:
            return None
        keys = self._root_keys(x, o)
        if (x | o).bit_count() >= SYMMETRY_STONES:
            keys = keys[:1]  # as the search keys such a position
        key = min(keys)
        entry = self._table.get(key)
        if entry is None or entry // 9 - 1 < 0:
            return None
        c = self._inverse[keys.index(key)][entry // 9 - 1]
        return self.game.cells[c] if not (x | o) >> c & 1 else None

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
        maker, breaker = (state[0], state[1]) if side == "X" else (state[1], state[0])
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

    # ------------------------------------------------------------------ the search

    def _build_search(self) -> Callable[..., int]:
        """The negamax search as a closure over local tables (much faster than attributes)."""
        size = self._size
        k = self.game.k
        full = self._full
        rest = self._rest
        add_x = self._add_x
        add_o = self._add_o
        perms = self._perms
        inverse = self._inverse
        table = self._table
        counts = self._counts
        use_table = self.techniques["table"]
        use_threats = self.techniques["threats"]
        use_dead = self.techniques["dead_cells"]
        use_order = self.techniques["ordering"]
        use_bound = self.techniques["potential_bound"]
        use_pairing = self.techniques["pairing"]
        weigh = use_dead or use_order or use_bound or use_pairing
        table_size = self.table_size
        two_k = 1 << k
        pow2 = [1 << s for s in range(k + 1)]
        bits = [1 << c for c in range(size)]
        # Per-cell weights of both sides share one int: the opponent's start at bit `shift`.
        shift = self._shift
        low_mask = (1 << shift) - 1
        symmetry_depth = SYMMETRY_STONES
        through = [[(mask, cells) for mask, cells in self._line_info if mask >> c & 1] for c in range(size)]
        solver = self

        blocking_pairs = self._blocking_pairs
        # With a potential of 1.5 or more (many heavy lines) a pairing is seldom found, and
        # a failed search costs as much as a node: only ask below (measured on 5x5k4 and
        # 7x4x4: 20-50% fewer failed searches, the same prunings).
        pairing_potential = 3 * two_k // 2

        nodes = 0
        hits = cutoffs = forced = potential = dead = pairings = 0

        def search(
            me: int,
            opp: int,
            last: int,
            keys: tuple[int, ...],
            xmove: bool,
            alpha: int,
            beta: int,
            score: list[int],
            phi_me: int,
            phi_opp: int,
        ) -> int:
            """Value for the side to move (``me``), fail-soft in the window (alpha, beta).

            ``last`` is the cell of the opponent's last stone (``size`` at a root: scan all
            lines); ``keys`` are the images of the position's key under the symmetries.
            ``score[c]`` packs the weights of the open lines through cell c, X's in the low
            bits and O's from bit ``shift``; ``phi_me`` and ``phi_opp`` are the two sides'
            potentials. A move updates them along its own lines only (see the move loop).
            """
            nonlocal nodes, hits, cutoffs, forced, potential, dead, pairings
            nodes += 1
            if nodes >= solver._next_tick:
                solver._tick(nodes)
            # The opponent's last stone: did it complete a line, or make immediate wins?
            threat = 0
            for line in rest[last]:
                if line & me:
                    continue
                empty = line & ~opp
                if not empty:
                    return -1
                if not empty & (empty - 1):
                    threat |= empty
            occupied = me | opp
            if occupied == full:
                return 0
            lo, hi = -1, 1
            table_move = -1
            if use_table:
                if len(keys) > 1 and occupied.bit_count() >= symmetry_depth:
                    keys = keys[:1]  # from here down, the position's own key
                key = min(keys)
                sym = keys.index(key)
                entry = table.get(key)
                if entry is not None:
                    hits += 1
                    code, table_move = entry % 9, entry // 9 - 1
                    lo, hi = code // 3 - 1, code % 3 - 1
                    if lo >= beta or lo == hi:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                    if table_move >= 0:
                        table_move = inverse[sym][table_move]
            best = -2
            best_move = -1
            # Where my weights and the opponent's sit in the packed per-cell scores.
            mine_at, theirs_at = (0, shift) if xmove else (shift, 0)
            if use_threats and threat:
                forced += 1
                best_move = threat.bit_length() - 1
                if threat & (threat - 1):
                    # Two immediate wins for the opponent: block one, it plays the other.
                    if use_table:
                        store(key, sym, -1, -1, best_move)
                    return -1
                moves = [best_move]
                best_move = -1
            elif weigh:
                empty_cells = full ^ occupied
                if use_dead:
                    moves = [c for c in range(size) if score[c] and empty_cells >> c & 1]
                    if not moves:
                        dead += 1
                        if use_table:
                            store(key, sym, 0, 0, -1)
                        return 0
                else:
                    moves = [c for c in range(size) if empty_cells >> c & 1]
                if use_bound:
                    max_mine = max_theirs = second_theirs = 0
                    block = -1
                    for c in moves:
                        packed = score[c]
                        mine = packed >> mine_at & low_mask
                        if mine > max_mine:
                            max_mine = mine
                        theirs = packed >> theirs_at & low_mask
                        if theirs > max_theirs:
                            second_theirs = max_theirs
                            max_theirs = theirs
                            block = c
                        elif theirs > second_theirs:
                            second_theirs = theirs
                    if phi_me + max_mine < two_k and hi > 0:
                        # Whatever I play, the opponent (to move) has Φ_me < 1: I cannot win.
                        potential += 1
                        hi = 0
                        if hi <= alpha:
                            if use_table:
                                store(key, sym, lo, hi, table_move)
                            return hi
                        if hi < beta:
                            beta = hi
                    if lo < 0:
                        if phi_opp < two_k:
                            # The opponent cannot win: I am its Breaker and I am to move.
                            potential += 1
                            lo = 0
                        elif phi_opp - max_theirs + second_theirs < two_k:
                            # Blocking its heaviest cell leaves it, to move, with Φ + max w < 1.
                            potential += 1
                            best = 0
                            best_move = block
                        elif phi_opp - max_theirs < two_k:
                            # The same test, exact: after my block, a cell's weight for the
                            # opponent loses the lines it shares with the blocked cell.
                            # Only cells at least `room` heavy for it can break the bound.
                            room = two_k - phi_opp + max_theirs
                            heavy = {
                                c: their_weight
                                for c in moves
                                if c != block and (their_weight := score[c] >> theirs_at & low_mask) >= room
                            }
                            if heavy:
                                for line, cells in through[block]:
                                    if not line & me:
                                        weight = pow2[(line & opp).bit_count()]
                                        for c in cells:
                                            if c in heavy:
                                                heavy[c] -= weight
                            if all(after < room for after in heavy.values()):
                                potential += 1
                                best = 0
                                best_move = block
                        if lo == 0 or best == 0:
                            if lo >= beta or best >= beta or lo == hi:
                                if use_table:
                                    store(key, sym, 0, hi, best_move if best_move >= 0 else table_move)
                                return 0
                            if alpha < 0:
                                alpha = 0
                if use_pairing and hi > 0 and alpha >= 0 and phi_me < pairing_potential and blocking_pairs(me, opp) is not None:
                    # Only a win would help me, and a pairing strategy stops every line of mine.
                    pairings += 1
                    if use_table:
                        store(key, sym, lo, 0, table_move)
                    return 0
                if use_order:
                    # Needing a win, put my own lines first (measured: fewer nodes on
                    # 5x5x4, 6x5x4 and 7x4x4 than equal weights or blocks first).
                    ratio = 3 if alpha >= 0 else 1
                    order = {
                        c: ratio * (score[c] >> mine_at & low_mask) + (score[c] >> theirs_at & low_mask)
                        for c in moves
                    }
                    moves.sort(key=order.__getitem__, reverse=True)
                    if table_move >= 0 and moves[0] != table_move and table_move in order:
                        moves.remove(table_move)
                        moves.insert(0, table_move)
            else:
                empty_cells = full ^ occupied
                moves = [c for c in range(size) if empty_cells >> c & 1]
            alpha0 = alpha
            add = add_x if xmove else add_o
            empty_line = (1 << mine_at) - (1 << theirs_at)
            for c in moves:
                if use_bound and alpha >= 0 and phi_me + (score[c] >> mine_at & low_mask) < two_k:
                    # This move leaves the opponent to move with Φ_me < 1: it cannot win,
                    # and a draw is no better than what we already have.
                    if best < 0:
                        best = 0
                    continue
                if weigh:
                    # The child's weights: only the lines through c change. Mine double,
                    # the opponent's die, and an empty line becomes mine alone.
                    child = score[:]
                    child_phi_me, child_phi_opp = phi_me, phi_opp
                    for line, cells in through[c]:
                        mine = line & me
                        theirs = line & opp
                        if mine:
                            if theirs:
                                continue
                            weight = pow2[mine.bit_count()]
                            child_phi_me += weight
                            delta = weight << mine_at
                        elif theirs:
                            weight = pow2[theirs.bit_count()]
                            child_phi_opp -= weight
                            delta = -(weight << theirs_at)
                        else:
                            child_phi_me += 1
                            child_phi_opp -= 1
                            delta = empty_line
                        for cell in cells:
                            child[cell] += delta
                else:
                    child, child_phi_me, child_phi_opp = score, 0, 0  # no weights kept
                value = -search(
                    opp,
                    me | bits[c],
                    c,
                    tuple(map(or_, keys, add[c])) if use_table else keys,
                    not xmove,
                    -beta,
                    -alpha,
                    child,
                    child_phi_opp,
                    child_phi_me,
                )
                if value > best:
                    best = value
                    best_move = c
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            cutoffs += 1
                            break
            if use_table:
                if best >= beta:
                    lo = max(lo, best)
                elif best <= alpha0:
                    hi = min(hi, best)
                else:
                    lo = hi = best
                store(key, sym, lo, hi, best_move)
            return best

        def store(key: int, sym: int, lo: int, hi: int, move: int) -> None:
            entry = table.get(key)
            if entry is not None:
                code = entry % 9
                lo = max(lo, code // 3 - 1)
                hi = min(hi, code % 3 - 1)
            elif len(table) >= table_size:
                table.clear()
                counts["clears"] += 1
            if move >= 0:
                move = perms[sym][move]
            table[key] = (move + 1) * 9 + (lo + 1) * 3 + hi + 1

        def sync() -> None:
            nonlocal nodes, hits, cutoffs, forced, potential, dead, pairings
            solver.nodes += nodes
            counts["table_hits"] += hits
            counts["cutoffs"] += cutoffs
            counts["forced"] += forced
            counts["potential"] += potential
            counts["dead"] += dead
            counts["pairing"] += pairings
            nodes = hits = cutoffs = forced = potential = dead = pairings = 0

        self._sync_counts = sync
        self._pending_nodes = lambda: nodes
        return search

    def _build_pairing(self) -> Callable[[int, int], list[int] | None]:
        """The search for a pairing strategy (module docstring, ``pairing``) over this board's lines."""
        size = self._size
        masks = self._masks
        # For every line, the pairs of its cells; for every pair, the lines holding both.
        pairs_in: dict[int, list[int]] = {}
        lines_with: dict[int, list[int]] = {}
        for line in masks:
            cells = [c for c in range(size) if line >> c & 1]
            pairs_in[line] = []
            for i, a in enumerate(cells):
                for b in cells[i + 1:]:
                    pair = 1 << a | 1 << b
                    pairs_in[line].append(pair)
                    lines_with.setdefault(pair, []).append(line)

        def blocking_pairs(maker: int, breaker: int) -> list[int] | None:
            """Disjoint pairs of empty cells with a whole pair in every line open for ``maker``, or None."""
            steps = PAIRING_STEPS

            def cover(open_lines: list[int], taken: int) -> list[int] | None:
                # `taken`: stones and cells already paired; `open_lines`: lines with no pair yet.
                nonlocal steps
                if not open_lines:
                    return []
                steps -= 1
                if steps < 0:
                    return None
                # The line with fewest free pairs, i.e. fewest free cells: fail fast.
                fewest = size + 1
                narrowest = 0
                for line in open_lines:
                    free_cells = (line & ~taken).bit_count()
                    if free_cells < fewest:
                        if free_cells < 2:
                            return None
                        fewest = free_cells
                        narrowest = line
                        if free_cells == 2:
                            break
                choices = [pair for pair in pairs_in[narrowest] if not pair & taken]
                if len(choices) > 1:  # the pair that settles most lines first
                    still_open = set(open_lines)
                    choices.sort(key=lambda pair: sum(line in still_open for line in lines_with[pair]), reverse=True)
                for pair in choices:
                    rest = cover([line for line in open_lines if line & pair != pair], taken | pair)
                    if rest is not None:
                        return [pair, *rest]
                return None

            return cover([line for line in masks if not line & breaker], maker | breaker)

        return blocking_pairs

    def _tick(self, pending: int) -> None:
        total = self.nodes + pending
        if self.node_limit is not None and total >= self.node_limit:
            self._next_tick = _INFINITY
            raise SearchLimitError(f"{self!r} stopped after {total:,} nodes (node_limit={self.node_limit:,})")
        if self._bar is not None:
            self._bar.set_postfix(table=f"{len(self._table):,}", refresh=False)
            self._bar.update(total - self._bar.n)
        self._next_tick = pending + _PROGRESS_EVERY if self._bar is not None else _INFINITY
        if self.node_limit is not None:
            self._next_tick = min(self._next_tick, self.node_limit - self.nodes)

    def _value(self, state: MNKState) -> int:
        x, o, winner, stones, _ = state
        if winner is not None:
            return 1 if winner == "X" else -1
        if stones == self._size:
            return 0
        xmove = stones % 2 == 0
        me, opp = (x, o) if xmove else (o, x)
        value = self._run(me, opp, xmove, x, o)
        return value if xmove else -value

    def _run(self, me: int, opp: int, xmove: bool, x: int, o: int, alpha: int = -1, beta: int = 1) -> int:
        """Solve from a root position (side to move ``me``), with progress and limits."""
        if self.techniques["threats"] and self._wins_now(me, opp):
            self.nodes += 1
            return 1
        keys = self._root_keys(x, o) if self.techniques["table"] else (0,)
        if self.progress:
            from tqdm.auto import tqdm

            # delay: quick solves (most of them) never show a bar.
            self._bar = tqdm(desc=f"solving {self.game!r}", unit=" nodes", initial=self.nodes, delay=0.5)
        self._next_tick = 0 if (self.progress or self.node_limit is not None) else _INFINITY
        try:
            # A null window can be used because there are only three values, but the full
            # window (-1, 1) already becomes one after the first child returns.
            score, phi_me, phi_opp = self._weigh(me, opp, xmove)
            return self._search(me, opp, self._size, keys, xmove, alpha, beta, score, phi_me, phi_opp)
        finally:
            self._sync_counts()
            self._next_tick = _INFINITY
            if self._bar is not None:
                self._bar.n = self.nodes
                self._bar.set_postfix(table=f"{len(self._table):,}", refresh=False)
                self._bar.close()
                self._bar = None

    def _weigh(self, me: int, opp: int, xmove: bool) -> tuple[list[int], int, int]:
        """The packed per-cell weights and both potentials of a root position (see ``search``)."""
        score = [0] * self._size
        phi_x = phi_o = 0
        x, o = (me, opp) if xmove else (opp, me)
        for line, cells in self._line_info:
            xs, os = line & x, line & o
            weight = 0
            if not os:
                phi_x += 1 << xs.bit_count()
                weight += 1 << xs.bit_count()
            if not xs:
                phi_o += 1 << os.bit_count()
                weight += (1 << os.bit_count()) << self._shift
            for c in cells:
                score[c] += weight
        return (score, phi_x, phi_o) if xmove else (score, phi_o, phi_x)

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

    # ------------------------------------------------------------------ choosing among keepers

    def _weights(self, state: MNKState, cells: Sequence[Cell]) -> dict[Cell, int]:
        """Each cell's weight: 2**stones summed over both sides' open lines through it."""
        x, o = state[0], state[1]
        weights = {}
        for cell in cells:
            c = self.game.cell_index(cell)
            weight = 0
            for line in self._rest[c]:
                if not line & o:
                    weight += 1 << (line & x).bit_count()
                if not line & x:
                    weight += 1 << (line & o).bit_count()
            weights[cell] = weight
        return weights

    def _keeps_draw(self, state: MNKState, cell: Cell, budget: int | None) -> bool | None:
        """Whether the side to move still scores at least a draw after ``cell`` (a null-window test).

        ``None`` when ``budget`` nodes were not enough to tell.
        """
        child = self.game.result(state, cell)
        x, o, winner, stones, _ = child
        if winner is not None or stones == self._size:
            return True
        xmove = stones % 2 == 0
        me, opp = (x, o) if xmove else (o, x)
        limit = self.node_limit
        if budget is not None:
            self.node_limit = self.nodes + budget if limit is None else min(limit, self.nodes + budget)
        try:
            # The opponent, now to move, must not be able to win: its value is <= 0.
            return self._run(me, opp, xmove, x, o, 0, 1) <= 0
        except SearchLimitError:
            if limit is not None and self.nodes >= limit:
                raise
            return None
        finally:
            self.node_limit = limit

    def _fastest(self, state: MNKState, moves: Sequence[Cell], *, winning: bool, proven: Cell | None = None) -> list[Cell]:
        """The moves that win in the fewest plies (``winning``) or lose in the most.

        Iterative deepening: ``horizon`` grows one ply at a time, and a move "wins within
        horizon" when, after it, the opponent loses within ``horizon - 1`` plies whatever it
        does. A winning side stops at the first horizon where some move wins; a losing side
        drops the moves that lose within the horizon until none is left.
        """
        x, o, _, stones, _ = state
        xmove = stones % 2 == 0
        me, opp = (x, o) if xmove else (o, x)
        add = self._add_x if xmove else self._add_o
        keys = self._root_keys(x, o)
        order = self._weights(state, moves)
        remaining = sorted(moves, key=order.__getitem__, reverse=True)
        children = {}
        for cell in remaining:
            c = self.game.cell_index(cell)
            children[cell] = (opp, me | 1 << c, tuple(map(or_, keys, add[c])), c)
        horizon = 1
        self._distance_stop = self.distance_nodes + self.distance_budget
        try:
            while True:
                done = []
                for cell in remaining:
                    child_me, child_opp, child_keys, c = children[cell]
                    if winning and horizon == 1:
                        hit = any(line & me == line for line in self._rest[c])
                    elif winning:
                        hit = self._loses_within(child_me, child_opp, not xmove, child_keys, horizon - 1)
                    else:
                        hit = self._wins_within(child_me, child_opp, not xmove, child_keys, horizon - 1)
                    if hit:
                        done.append(cell)
                if winning and done:
                    return sorted(done, key=moves.index)
                if not winning and done:
                    survivors = [cell for cell in remaining if cell not in done]
                    if not survivors:
                        return sorted(remaining, key=moves.index)
                    remaining = survivors
                horizon += 1
        except _OutOfBudgetError:
            # Out of budget: a winner still needs a move that wins (proved by the value
            # search, heaviest first), a loser keeps the moves that have lasted longest.
            self.budget_stops += 1
            if not winning:
                survivors = [cell for cell in remaining if cell not in done]
                return sorted(survivors or remaining, key=moves.index)
            if done:
                return sorted(done, key=moves.index)
            if proven in remaining:  # the value search's move: usually settled by the table
                remaining = [proven, *(cell for cell in remaining if cell != proven)]
            for cell in remaining:
                if self._move_value(state, cell) > 0:
                    return [cell]
            raise AssertionError("a won position has a winning move") from None  # pragma: no cover
        finally:
            self._distance_stop = _INFINITY

    def _move_value(self, state: MNKState, cell: Cell) -> int:
        """The value of ``cell`` for the side to move in ``state``."""
        sign = 1 if state[3] % 2 == 0 else -1
        return sign * self._value(self.game.result(state, cell))

    def _wins_within(self, me: int, opp: int, xmove: bool, keys: tuple[int, ...], plies: int) -> bool:
        """Can the side to move (``me``) force a win within ``plies`` plies (its winning move included)?"""
        if plies < 1:
            return False
        if self._wins_now(me, opp):
            return True
        return self._attack(me, opp, self._wins_now(opp, me), keys, xmove, plies)  # type: ignore[no-any-return]

    def _loses_within(self, me: int, opp: int, xmove: bool, keys: tuple[int, ...], plies: int) -> bool:
        """Must the side to move (``me``) lose within ``plies`` plies whatever it does?"""
        if plies < 2 or self._wins_now(me, opp):
            return False
        return self._defend(me, opp, self._wins_now(opp, me), keys, xmove, plies)  # type: ignore[no-any-return]

    def _build_distance(self) -> tuple[Callable[..., bool], Callable[..., bool]]:
        """The depth-limited AND-OR search behind :meth:`_wins_within` and :meth:`_loses_within`.

        ``attack`` asks whether the side to move wins within ``plies``; ``defend`` whether the
        side to move loses within ``plies``. ``threat`` holds the opponent's immediate wins;
        the side to move never has one here (it would have been taken), so a win shows up
        as two threats the defender cannot both block. Bounds proved by the value search
        prune it: a position known not to be won is never searched for a quick win.
        """
        size = self._size
        full = self._full
        k = self.game.k
        rest = self._rest
        line_info = self._line_info
        add_x = self._add_x
        add_o = self._add_o
        table = self._table
        attacks: dict[int, int] = {}
        defences: dict[int, int] = {}
        self._distance_memos = (attacks, defences)
        table_size = self.table_size
        solver = self

        two_k = 1 << k

        def live_cells(me: int, opp: int, need: int, attacking: bool) -> list[int] | None:
            """Empty cells on open lines, best first for the side to move (``me``).

            ``None`` when the attacker cannot win in time: attacking, no open line of
            ``me`` has ``need`` stones; or the Erdős–Selfridge test (module docstring)
            proves the attacker never completes a line.
            """
            score = [0] * size
            attacker = [0] * size
            enough = False
            phi = 0  # the attacker's potential
            for line, cells in line_info:
                mine = line & me
                theirs = line & opp
                if mine and theirs:
                    continue
                weight = 0
                if not theirs:
                    count = mine.bit_count()
                    weight = 1 << count
                    if count >= need:
                        enough = True
                    if attacking:
                        phi += weight
                        for c in cells:
                            attacker[c] += weight
                if not mine:
                    theirs_weight = 1 << theirs.bit_count()
                    weight += theirs_weight
                    if not attacking:
                        phi += theirs_weight
                        for c in cells:
                            attacker[c] += theirs_weight
                for c in cells:
                    score[c] += weight
            if attacking and not enough:
                return None
            empty = full ^ (me | opp)
            moves = [c for c in range(size) if score[c] and empty >> c & 1]
            if attacking and phi + max((attacker[c] for c in moves), default=0) < two_k:
                return None
            if not attacking and phi < two_k:
                return None
            # The attacker builds its own lines first; the defender blocks the attacker's.
            moves.sort(key=lambda c: (attacker[c], score[c]), reverse=True)
            return moves

        def new_threats(me: int, opp: int, c: int) -> int:
            found = 0
            for line in rest[c]:
                if not line & opp:
                    empty = line & ~me
                    if empty and not empty & (empty - 1):
                        found |= empty
            return found

        def known(memo: dict[int, int], key: int, plies: int) -> bool | None:
            entry = memo.get(key)
            if entry is None:
                return None
            if plies <= entry >> 8:
                return False
            if plies >= entry & 0xFF:
                return True
            return None

        def remember(memo: dict[int, int], key: int, plies: int, answer: bool) -> None:
            entry = memo.get(key, 0xFF)
            low, high = entry >> 8, entry & 0xFF
            if answer:
                high = min(high, plies)
            else:
                low = max(low, plies)
            if len(memo) >= table_size:
                memo.clear()
            memo[key] = low << 8 | high

        def attack(me: int, opp: int, threat: int, keys: tuple[int, ...], xmove: bool, plies: int) -> bool:
            solver.distance_nodes += 1
            if solver.distance_nodes >= solver._distance_stop:
                raise _OutOfBudgetError
            if threat & (threat - 1) or plies < 3 or me | opp == full:
                return False
            key = min(keys)
            entry = table.get(key)
            if entry is not None and entry % 3 - 1 <= 0:  # the value search proved: no win
                return False
            answer = known(attacks, key, plies)
            if answer is not None:
                return answer
            if threat:
                moves: list[int] | None = [threat.bit_length() - 1]
            else:
                # Within `plies` I play (plies + 1) // 2 stones: some open line needs the rest.
                moves = live_cells(me, opp, k - (plies + 1) // 2, True)
            answer = False
            add = add_x if xmove else add_o
            for c in moves or ():
                bit = 1 << c
                if defend(opp, me | bit, new_threats(me, opp, c), tuple(map(or_, keys, add[c])), not xmove, plies - 1):
                    answer = True
                    break
            remember(attacks, key, plies, answer)
            return answer

        def defend(me: int, opp: int, threat: int, keys: tuple[int, ...], xmove: bool, plies: int) -> bool:
            solver.distance_nodes += 1
            if solver.distance_nodes >= solver._distance_stop:
                raise _OutOfBudgetError
            if threat & (threat - 1):
                return plies >= 2
            if plies < 4 or me | opp == full:
                return False
            key = min(keys)
            entry = table.get(key)
            if entry is not None and entry % 9 // 3 - 1 >= 0:  # proved: the defender holds
                return False
            answer = known(defences, key, plies)
            if answer is not None:
                return answer
            moves = [threat.bit_length() - 1] if threat else live_cells(me, opp, 0, False)
            answer = bool(moves)
            add = add_x if xmove else add_o
            for c in moves or ():
                bit = 1 << c
                if not attack(opp, me | bit, new_threats(me, opp, c), tuple(map(or_, keys, add[c])), not xmove, plies - 1):
                    answer = False
                    break
            remember(defences, key, plies, answer)
            return answer

        return attack, defend


def ablation(
    game: MNK,
    state: MNKState | None = None,
    techniques: Iterable[str] = TECHNIQUES,
    *,
    repeats: int = 1,
    node_limit: int | None = 2_000_000,
) -> list[dict[str, Any]]:
    """Solve ``state`` with every technique on, then with each one of ``techniques`` off in turn.

    Each solve starts from an empty table. Solves that pass ``node_limit`` are stopped and
    reported with ``value`` ``None`` and ``finished`` ``False``.

    Args:
        game: the m,n,k game.
        state: the position to solve (default: the empty board).
        techniques: names from :data:`TECHNIQUES` to switch off one at a time.
        repeats: solves per row; the row keeps the median time.
        node_limit: give up on a solve after this many nodes (``None``: never).

    Returns:
        One dict per row: ``technique`` (the switch turned off, ``"none"`` for all on),
        ``value`` (first player's view), ``nodes``, ``seconds`` and ``finished``.

    Raises:
        ValueError: an unknown technique name, or a bad ``repeats``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> rows = ablation(TicTacToe(), techniques=["table"])
        >>> [(row["technique"], row["value"]) for row in rows]
        [('none', 0), ('table', 0)]
    """
    names = list(techniques)
    unknown = [name for name in names if name not in TECHNIQUES]
    if unknown:
        raise ValueError(f"unknown techniques {unknown}; choose from {TECHNIQUES}")
    if not isinstance(repeats, int) or repeats < 1:
        raise ValueError(f"repeats must be a positive int, got {repeats!r}")
    position = game.initial_state() if state is None else state
    rows = []
    for off in ["none", *names]:
        switches: dict[str, Any] = {name: name != off for name in TECHNIQUES}
        times = []
        value: int | None = None
        nodes = 0
        finished = True
        for _ in range(repeats):
            solver = MNKSolver(game, node_limit=node_limit, **switches)
            start = time.perf_counter()
            try:
                value = solver.value(position)
            except SearchLimitError:
                value, finished = None, False
            times.append(time.perf_counter() - start)
            nodes = solver.nodes
        times.sort()
        rows.append(
            {
                "technique": off,
                "value": value,
                "nodes": nodes,
                "seconds": times[len(times) // 2],
                "finished": finished,
            }
        )
    return rows

