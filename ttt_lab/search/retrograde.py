"""Retrograde analysis: every position of a game valued exactly, from the finished ones backwards.

Minimax and alpha-beta start at one position and look ahead. Retrograde analysis works the
other way round, over the graph of all positions at once (chess endgame tablebases are
built this way):

1. every finished position is decided, 0 plies from the end: won, lost or drawn;
2. a position with a move to a position lost for the opponent is won, one ply further from
   the end than the nearest such loss;
3. a position whose every move leads to a position won for the opponent is lost, one ply
   further than the farthest such win;
4. repeat until nothing changes; what is left (only in games that can go round in
   circles) is a draw.

Positions are decided in order of their distance to the end (a first-in, first-out
queue), so the first lost child that decides a position is the nearest one and the last
won child the farthest: the distance is that of the quickest win against the slowest
defence, the same line a quick-win search (``quick_wins=True``) plays.

:func:`retrograde` builds a :class:`RetrogradeTable` for any game, numbering its positions
with the game's own :class:`~ttt_lab.core.HasPositionIndex` if it declares one (then the
table can be saved, and shipped) or else as a search from the start finds them.
:func:`solve_from_table` answers :func:`~ttt_lab.search.solve`'s questions from a shipped
table: it is Cat and Mice's exact solver.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> game = TicTacToe()
    >>> table = retrograde(game)
    >>> len(table), table.value(game.initial_state())
    (5478, 0)
    >>> state = game.parse("XX./OO./...")
    >>> table.value(state, quick_wins=True)  # X wins on the next ply
    0.999
"""

from __future__ import annotations

import hashlib
import json
import math
import time
import warnings
import zlib
from array import array
from collections import Counter
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

from ttt_lab.core import Game, HasChance, HasPositionEstimate, HasPositionIndex, Move
from ttt_lab.search.budget import Budget, check_budget_argument
from ttt_lab.search.census import reachable_positions
from ttt_lab.search.observer import SearchObserver
from ttt_lab.search.result import SearchResult
from ttt_lab.search.scoring import PLY_PENALTY
from ttt_lab.search.table import TranspositionTable

__all__ = ["RetrogradeTable", "retrograde", "shipped_table", "solve_from_table"]

FIRST_WINS, SECOND_WINS, DRAW = 1, 2, 3
"""How a position ends with perfect play, in the low two bits of its byte (0: no position)."""

MAX_DISTANCE = 63
"""The longest distance to the end a table can store: six bits of a byte."""

FORMAT = b"ttt_lab retrograde table 1\n"
"""The first line of a saved table."""

DATA_DIR = Path(__file__).resolve().parents[1] / "data"
"""Where the package keeps its shipped tables (``ttt_lab/data/``)."""

_UTILITY = {FIRST_WINS: 1, SECOND_WINS: -1, DRAW: 0}

MAX_POSITIONS = 1_500_000
"""The most positions :func:`retrograde` builds a table of (Cat and Mice numbers 1,150,720).
The analysis holds every position's moves and parents in memory, some 100 bytes a position,
and a game without a numbering also holds every position found (a few hundred bytes each):
past this it refuses at once rather than run out of memory after minutes."""

MAX_FILE_BYTES = 64 * 2**20
"""The largest table file :meth:`RetrogradeTable.load` reads (the shipped one is 183 KB)."""


class RetrogradeTable:
    """The outcome and distance to the end of every position of a game, one byte each.

    Args:
        game: the game whose positions the table holds.
        codes: one byte per position number: the outcome (:data:`FIRST_WINS`,
            :data:`SECOND_WINS` or :data:`DRAW`) in the low two bits, the distance to the
            end in plies above them, 0 for a number that is no position.
        numbers: the number of each position's ``game.key``, for a game without a
            :class:`~ttt_lab.core.HasPositionIndex` (its positions are numbered as found).
        seconds: how long the table took to build or to load.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> table = retrograde(TicTacToe())
        >>> table.layers()[0]  # finished positions: X won, O won, drawn
        (0, 626, 316, 16)
    """

    def __init__(self, game: Game[Any, Any], codes: bytes | bytearray, *,
                 numbers: dict[Hashable, int] | None = None, seconds: float = 0.0) -> None:
        if numbers is None and not isinstance(game, HasPositionIndex):
            raise ValueError(f"{game!r} does not number its positions (HasPositionIndex): pass numbers=...")
        self.game = game
        self.codes = bytes(codes)
        self.seconds = seconds
        self._numbers = numbers
        self._count = len(self.codes) - self.codes.count(0)

    def __len__(self) -> int:
        """How many positions the table holds."""
        return self._count

    def __repr__(self) -> str:
        return f"<RetrogradeTable of {self.game!r}: {len(self):,} positions>"

    def number(self, state: Any) -> int:
        """The number ``state`` is stored under.

        Raises:
            ValueError: ``state`` is not a position this table holds.
        """
        if self._numbers is None:
            index = self.game.position_index(state)  # type: ignore[attr-defined]
        else:
            index = self._numbers.get(self.game.key(state), -1)
        if not 0 <= index < len(self.codes) or not self.codes[index]:
            raise ValueError(f"{state!r} is not a position of this table of {self.game!r}")
        return int(index)

    def utility(self, state: Any) -> int:
        """How ``state`` ends with perfect play, for the first player: +1, -1, or 0 (a draw)."""
        return _UTILITY[self.codes[self.number(state)] & 3]

    def distance(self, state: Any) -> int:
        """Plies to the end with perfect play: the quickest win against the slowest defence.

        For a draw, the round of the analysis that decided it (one more than the latest of
        its moves'); 0 for a draw no round decided (play that goes round in circles).
        """
        return self.codes[self.number(state)] >> 2

    def value(self, state: Any, quick_wins: bool = False) -> float:
        """The value of ``state`` for the first player, as :func:`~ttt_lab.search.solve` gives it:
        +1 / -1 / 0, or with ``quick_wins`` a win ``p`` plies away as ``1 - p/1000``."""
        code = self.codes[self.number(state)]
        return _scored(_UTILITY[code & 3], code >> 2, quick_wins)

    def layers(self) -> list[tuple[int, int, int, int]]:
        """How many positions the analysis decided in each round, which for wins and losses
        is their distance from the end: ``(distance, first player wins, second player wins,
        draws)``, round 0 (the finished positions) first."""
        counts = Counter(self.codes)
        deepest = max((code >> 2 for code in counts if code), default=0)
        return [
            (d, counts[d << 2 | FIRST_WINS], counts[d << 2 | SECOND_WINS], counts[d << 2 | DRAW])
            for d in range(deepest + 1)
        ]

    def save(self, path: Path | str) -> None:
        """Write the table to ``path``: a first line naming the format, a JSON line naming
        the numbering, the count and a checksum, then the bytes, zlib-compressed.

        Raises:
            ValueError: the game has no :class:`~ttt_lab.core.HasPositionIndex` (positions
                numbered as a search found them cannot be read back reliably).
        """
        if self._numbers is not None or not isinstance(self.game, HasPositionIndex):
            raise ValueError(f"only a game that numbers its positions (HasPositionIndex) can save a table, not {self.game!r}")
        header = {"scheme": self.game.position_scheme, "count": len(self.codes), "positions": len(self),
                  "sha256": hashlib.sha256(self.codes).hexdigest()}
        Path(path).write_bytes(FORMAT + json.dumps(header).encode() + b"\n" + zlib.compress(self.codes, 9))

    @classmethod
    def load(cls, game: Game[Any, Any], path: Path | str) -> RetrogradeTable:
        """Read a table :meth:`save` wrote, for ``game``.

        Everything is checked before it is trusted with memory: the file's size (at most
        :data:`MAX_FILE_BYTES`), the header (a JSON object with ``scheme``, ``count``,
        ``positions`` and ``sha256``), the numbering against ``game``'s, and the bytes, which
        are inflated no further than the ``count`` the header declares, then checked against
        their checksum.

        Raises:
            ValueError: the file is missing, is not a table, is damaged, or numbers positions
                otherwise than ``game`` does; the message names the file.
        """
        start = time.perf_counter()
        if not isinstance(game, HasPositionIndex):
            raise ValueError(f"{game!r} does not number its positions (HasPositionIndex), so it has no saved tables")
        try:
            size = Path(path).stat().st_size
            if size > MAX_FILE_BYTES:
                raise ValueError(f"{path} is {size:,} bytes, more than a retrograde table's"
                                 f" {MAX_FILE_BYTES:,}: it is not one")
            data = Path(path).read_bytes()
        except OSError as error:
            raise ValueError(f"{path} cannot be read: {error.strerror or error}") from None
        if not data.startswith(FORMAT):
            raise ValueError(f"{path} is not a retrograde table (its first line is not {FORMAT!r})")
        line, _, packed = data[len(FORMAT):].partition(b"\n")
        header = _header(path, line)
        if header["scheme"] != game.position_scheme or header["count"] != game.position_count():
            raise ValueError(
                f"{path} numbers positions as {header['scheme']!r} ({header['count']:,} numbers);"
                f" {game!r} numbers them as {game.position_scheme!r} ({game.position_count():,}): rebuild it"
            )
        count = header["count"]
        inflater = zlib.decompressobj()
        try:
            # Never more than the header declares (and one byte to notice more): a small file
            # can inflate to gigabytes.
            codes = inflater.decompress(packed, count + 1)
        except zlib.error as error:
            raise ValueError(f"{path} is damaged: its bytes do not decompress ({error})") from None
        if len(codes) != count or not inflater.eof:
            found = "more" if len(codes) > count or inflater.unconsumed_tail else f"{len(codes):,}"
            raise ValueError(f"{path} is damaged: its header declares {count:,} bytes of table, its data holds {found}")
        if hashlib.sha256(codes).hexdigest() != header["sha256"]:
            raise ValueError(f"{path} is damaged: its bytes do not match their checksum")
        return cls(game, codes, seconds=time.perf_counter() - start)


def _header(path: Path | str, line: bytes) -> dict[str, Any]:
    """The header line of a table file, checked field by field (``ValueError`` naming ``path``)."""
    shown = line[:80].decode("utf-8", "replace") + ("..." if len(line) > 80 else "")
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict):
        raise ValueError(f"{path} is damaged: its header is not a JSON object: {shown!r}")
    fields = {"scheme": str, "count": int, "positions": int, "sha256": str}
    for name, kind in fields.items():
        value = header.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            raise ValueError(f"{path} is damaged: its header has no {name} ({kind.__name__}): {shown!r}")
    if header["count"] < 0 or len(header["sha256"]) != 64:
        raise ValueError(f"{path} is damaged: its header's count or sha256 is not one: {shown!r}")
    return header


def _scored(utility: int, distance: int, quick_wins: bool) -> float:
    if quick_wins and utility:
        return utility * (1 - distance * PLY_PENALTY)
    return utility


# --------------------------------------------------------------------------- building


def retrograde(game: Game[Any, Any], *, budget: Budget | None = None) -> RetrogradeTable:
    """Value every position of ``game`` by retrograde analysis (see the module's description).

    The positions are those the game numbers (:class:`~ttt_lab.core.HasPositionIndex`), or
    else every position reachable from ``game.initial_state()``. Finished positions must
    have utilities +1, 0 or -1.

    ``budget`` counts a node for each position expanded and each position decided; past it
    the analysis stops with :class:`~ttt_lab.search.SearchLimitError` (a table is all or
    nothing). Without one it runs to the end, which for Cat and Mice's 1.15 million
    positions takes a while; games past :data:`MAX_POSITIONS` are refused before it starts.

    Raises:
        ValueError: a game with chance nodes (:class:`~ttt_lab.core.HasChance`: a position
            there has an expected value, not a win, loss or draw); a game with more than
            :data:`MAX_POSITIONS` positions, counted or estimated (refused before any work,
            see :func:`check_within_reach`); a finished position that scores something else
            than +1, 0 or -1, an unfinished one with no moves, or a distance past
            :data:`MAX_DISTANCE`; a ``budget`` that is not a :class:`~ttt_lab.search.Budget`.
        SearchLimitError: the analysis spent its ``budget``.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> table = retrograde(MNK(3, 2, 3))  # three in a row, 3 wide and 2 high: a draw
        >>> len(table), table.value(MNK(3, 2, 3).initial_state())
        (265, 0)
    """
    start = time.perf_counter()
    check_budget_argument(budget)
    check_within_reach(game)
    meter = None if budget is None else budget.start(f"the retrograde analysis of {game!r}")
    work, check_at = 0, math.inf if meter is None else meter.next_check
    first, second = game.players
    numbers: dict[Hashable, int] | None
    if isinstance(game, HasPositionIndex):
        numbers, count = None, game.position_count()
        numbered: Any = ((i, game.position_at(i)) for i in range(count))
        number_of: Callable[[Any], int] = game.position_index
    else:
        try:
            found = reachable_positions(game, limit=MAX_POSITIONS)
        except ValueError:
            raise ValueError(f"retrograde analysis refuses {game!r}: more than {MAX_POSITIONS:,} positions are"
                             " reachable from its start, more than it holds in memory; search a position"
                             " instead, e.g. solve(game, state)") from None
        numbers = {position: n for n, position in enumerate(found)}  # the start is number 0
        count = len(found)
        numbered = enumerate(found.values())
        key = game.key
        number_of = lambda state: numbers[key(state)]  # noqa: E731  # the other branch's is a method
    codes = bytearray(count)
    second_to_move = bytearray(count)
    unresolved = array("i", bytes(4 * count))  # moves whose outcome is still unknown
    children = array("i")  # every position's children's numbers, one after the other
    first_child = array("q", bytes(8 * (count + 1)))  # where each position's children start
    decided = array("i")  # the queue: positions in the order they were decided
    for n, state in numbered:
        work += 1
        if work >= check_at:
            meter.check(work)  # type: ignore[union-attr]
            check_at = meter.next_check  # type: ignore[union-attr]
        if state is not None:
            if game.is_terminal(state):
                codes[n] = _outcome(game.utility(state, first), state)
                decided.append(n)
            else:
                moves = game.actions(state)
                if not moves:
                    raise ValueError(f"{state!r} is not finished but has no moves")
                second_to_move[n] = game.to_move(state) == second
                unresolved[n] = len(moves)
                children.extend([number_of(game.result(state, move)) for move in moves])
        first_child[n + 1] = len(children)
    first_parent, parents = _reverse(children, first_child, count)
    has_drawn_child = bytearray(count)
    head = 0
    while head < len(decided):
        child = decided[head]
        head += 1
        work += 1
        if work >= check_at:
            meter.check(work)  # type: ignore[union-attr]
            check_at = meter.next_check  # type: ignore[union-attr]
        outcome = codes[child] & 3
        distance = (codes[child] >> 2) + 1
        for k in range(first_parent[child], first_parent[child + 1]):
            parent = parents[k]
            if codes[parent]:
                continue
            if outcome == (SECOND_WINS if second_to_move[parent] else FIRST_WINS):
                codes[parent] = _code(outcome, distance)  # a move to a won position: the nearest
                decided.append(parent)
                continue
            if outcome == DRAW:
                has_drawn_child[parent] = 1
            unresolved[parent] -= 1
            if not unresolved[parent]:  # every move decided, none wins: the farthest loss, or a draw
                codes[parent] = _code(DRAW if has_drawn_child[parent] else outcome, distance)
                decided.append(parent)
    for n in range(count):
        if unresolved[n] and not codes[n]:  # still open: play can go round in circles
            codes[n] = DRAW
    return RetrogradeTable(game, codes, numbers=numbers, seconds=time.perf_counter() - start)


def check_within_reach(game: Game[Any, Any]) -> None:
    """Refuse, with a ``ValueError`` naming the game and its size, a game :func:`retrograde`
    cannot analyse: one with chance nodes, or one whose positions (as it numbers them, or as
    :func:`position_estimate` bounds them) are more than :data:`MAX_POSITIONS`.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> check_within_reach(MNK(4, 4, 4))
        Traceback (most recent call last):
        ...
        ValueError: retrograde analysis refuses MNK(4, 4, 4): up to 10,165,779 positions (legal stone counts on 16 cells), more than the 1,500,000 it holds in memory; search a position instead, e.g. solve(game, state), or take a smaller board
    """
    if isinstance(game, HasChance):
        raise ValueError(f"retrograde analysis decides wins, losses and draws; {game!r} has chance nodes, whose"
                         " value is an average: use expectimax(game, state) instead")
    if isinstance(game, HasPositionIndex):
        count, how = game.position_count(), "numbered"
    else:
        estimate = position_estimate(game)
        if estimate is None:
            return  # unknown: the walk itself stops at MAX_POSITIONS
        count, how = estimate
    if count > MAX_POSITIONS:
        shown = f"{count:,}" if count < 10**12 else f"{count:.1e}"
        raise ValueError(f"retrograde analysis refuses {game!r}: up to {shown} positions ({how}), more than the"
                         f" {MAX_POSITIONS:,} it holds in memory; search a position instead, e.g. solve(game, state),"
                         " or take a smaller board")


def position_estimate(game: Game[Any, Any]) -> tuple[int, str] | None:
    """An upper bound on the positions of ``game`` and how it was counted, where the game
    declares one (:class:`~ttt_lab.core.HasPositionEstimate`: m,n,k boards, Ultimate);
    ``None`` for other games.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> position_estimate(TicTacToe())  # 5,478 are reachable
        (6046, 'legal stone counts on 9 cells')
    """
    return game.position_estimate() if isinstance(game, HasPositionEstimate) else None


def _code(outcome: int, distance: int) -> int:
    if distance > MAX_DISTANCE:
        raise ValueError(f"a position is {distance} plies from the end; a retrograde table stores at most {MAX_DISTANCE}")
    return distance << 2 | outcome


def _outcome(utility: float, state: Any) -> int:
    if utility == 1:
        return FIRST_WINS
    if utility == -1:
        return SECOND_WINS
    if utility == 0:
        return DRAW
    raise ValueError(
        f"retrograde analysis decides wins, losses and draws; the finished position {state!r}"
        f" scores {utility!r} (not +1, 0 or -1)"
    )


def _reverse(children: array[int], first_child: array[int], count: int) -> tuple[array[int], array[int]]:
    """The parents of every position, laid out as ``children`` is: where each position's
    parents start in the second array, and the parents one after the other."""
    first_parent = array("q", bytes(8 * (count + 1)))
    for child in children:
        first_parent[child + 1] += 1
    total = 0
    for n in range(count + 1):
        total += first_parent[n]
        first_parent[n] = total
    parents = array("i", bytes(4 * len(children)))
    filled = array("q", first_parent)
    for n in range(count):
        for k in range(first_child[n], first_child[n + 1]):
            child = children[k]
            parents[filled[child]] = n
            filled[child] += 1
    return first_parent, parents


# --------------------------------------------------------------------------- shipped tables

_SHIPPED: dict[Any, RetrogradeTable] = {}
"""The shipped tables loaded so far in this process, by game."""

_WARNED: set[str] = set()
"""The damages already reported as a warning in this process."""

_UNUSABLE: dict[Path, str] = {}
"""The shipped table files found damaged in this process, and what was wrong (read once)."""


def shipped_table(game: Game[Any, Any]) -> RetrogradeTable:
    """The table the package ships for ``game`` (``ttt_lab/data/retrograde_<scheme>.bin``),
    read on first use and kept for the rest of the process.

    Build one with ``python -m ttt_lab.search.build_retrograde``.

    Raises:
        ValueError: the game numbers no positions, the package ships no table for its
            numbering, or the file is damaged (then it is not read again in this process).
    """
    if game in _SHIPPED:
        return _SHIPPED[game]
    if not isinstance(game, HasPositionIndex):
        raise ValueError(f"{game!r} does not number its positions (HasPositionIndex), so no table is shipped for it")
    path = shipped_path(game.position_scheme)
    if path in _UNUSABLE:
        raise ValueError(_UNUSABLE[path])
    if not path.exists():
        raise ValueError(f"the package ships no retrograde table for {game!r} (looked for {path})")
    for other in _SHIPPED.values():  # another start of the same game: the same numbers and bytes
        if isinstance(other.game, HasPositionIndex) and other.game.position_scheme == game.position_scheme:
            table = RetrogradeTable(game, other.codes, seconds=0.0)
            break
    else:
        try:
            table = RetrogradeTable.load(game, path)
        except ValueError as error:
            _UNUSABLE[path] = str(error)
            raise
    _SHIPPED[game] = table
    return table


def shipped_path(scheme: str) -> Path:
    """Where the table of the numbering ``scheme`` is shipped."""
    return DATA_DIR / f"retrograde_{scheme}.bin"


# --------------------------------------------------------------------------- the exact solver


# solve's own signature, deliberately: solve hands its arguments on unchanged.
def solve_from_table(
    game: Game[Any, Any],
    state: Any,
    *,
    table: TranspositionTable | None = None,
    quick_wins: bool = False,
    move_values: bool = False,
    budget: Budget | None = None,
    observer: SearchObserver | None = None,
) -> SearchResult:
    """:func:`~ttt_lab.search.solve` answered from the game's shipped retrograde table.

    Nothing is searched: the position and each of its children are read from the table
    (``nodes`` counts those reads, the principal variation's included). The move is the
    quickest win, or the slowest loss; ``choices`` holds every move as good, and ``pv`` is
    the whole line of perfect play to the end. ``table`` is only checked to belong to
    ``game`` (nothing needs remembering) and ``budget`` is never reached: a read is
    immediate. An observer sees the root and each child, valued by the table (kind
    ``"table"``).

    When the shipped table cannot be used (its file is missing or damaged) this is said
    once, as a warning naming the file, and the answer is searched for instead, as
    :func:`~ttt_lab.search.solve` searches a game without an exact solver; ``budget`` then
    applies (``SearchLimitError`` past it), and a player with a budget falls back as usual.

    Raises:
        ValueError: ``state`` is not a position of ``game``, or ``table`` belongs to another game.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> game = CatAndMice()
        >>> result = solve_from_table(game, game.initial_state(), quick_wins=True)
        >>> result.value < 0, len(result.pv) == round((1 + result.value) * 1000)  # the mice win
        (True, True)
    """
    start = time.perf_counter()
    try:
        positions = shipped_table(game)
    except ValueError as error:
        # As a damaged opening book is: said once, and perfect play is searched for instead.
        if str(error) not in _WARNED:
            _WARNED.add(str(error))
            warnings.warn(f"the retrograde table is not used: {error}; perfect play is searched instead"
                          " (slower, within the budget given)", stacklevel=3)
        from ttt_lab.search.solve import solve_by_search

        return solve_by_search(game, state, table=table, quick_wins=quick_wins, move_values=move_values,
                               budget=budget, observer=observer)
    if table is not None:
        table.claim(game, "retrograde table")
    first = game.players[0]
    maximizing = game.to_move(state) == first
    value = positions.value(state, quick_wins)
    reads = 1
    if observer is not None:
        observer.enter(state, None, 0, maximizing, -1, 1)
    values: dict[Move, float] = {}
    ranks: dict[Move, float] = {}
    if not game.is_terminal(state):
        for move in game.actions(state):
            child = game.result(state, move)
            code = positions.codes[positions.number(child)]
            reads += 1
            values[move] = _scored(_UTILITY[code & 3], (code >> 2) + 1, quick_wins)
            ranks[move] = _scored(_UTILITY[code & 3], (code >> 2) + 1, True)
            if observer is not None:
                observer.enter(child, move, 1, not maximizing, -1, 1)
                observer.leave(values[move], "table", -1, 1)
    best = (max if maximizing else min)(ranks.values()) if ranks else 0.0
    choices = [move for move, rank in ranks.items() if rank == best]
    pv, pv_reads = _perfect_line(game, positions, state, choices[0]) if choices else ([], 0)
    result = SearchResult(
        value=value, move=choices[0] if choices else None, pv=pv, nodes=reads + pv_reads,
        algorithm="retrograde table", seconds=time.perf_counter() - start,
        move_values=values if move_values and values else None, choices=tuple(choices),
        stats={"table_positions": len(positions), "distance": positions.distance(state),
               "table_load_seconds": positions.seconds},
    )
    if observer is not None:
        observer.leave(value, "expanded" if values else "terminal", -1, 1)
        observer.finish(result)
    return result


def _perfect_line(game: Game[Any, Any], positions: RetrogradeTable, state: Any, move: Move) -> tuple[list[Move], int]:
    """``move``, then the first quickest win or slowest loss at each position, to the end;
    and how many table reads that took."""
    line, reads = [move], 0
    first = game.players[0]
    position = game.result(state, move)
    while not game.is_terminal(position):
        sign = 1 if game.to_move(position) == first else -1
        best_move, best_rank = None, -2.0
        for reply in game.actions(position):
            code = positions.codes[positions.number(game.result(position, reply))]
            reads += 1
            rank = sign * _scored(_UTILITY[code & 3], code >> 2, True)
            if rank > best_rank:
                best_move, best_rank = reply, rank
        line.append(best_move)
        position = game.result(position, best_move)
    return line, reads

