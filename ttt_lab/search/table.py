"""Transposition tables: remember what a search learnt about a position.

An alpha-beta search that returns ``v`` only knows the exact value when ``v`` fell strictly
inside its window. Outside it, ``v`` is a bound: at least ``v`` after a cutoff at the top of
the window (``LOWER``), at most ``v`` when every move failed low (``UPPER``). A table that
forgot which kind it stored would hand out wrong values (see STYLE.md on easyAI).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from typing import Any, NamedTuple

from ttt_lab.core import HasCanonicalKey, Move, is_int


class Bound(enum.Enum):
    """What a stored value means."""

    EXACT = "exact"
    LOWER = "lower"  # the true value is >= the stored one
    UPPER = "upper"  # the true value is <= the stored one


class TableEntry(NamedTuple):
    """One stored search result (an immutable tuple: a search stores one at every inner node,
    and a tuple is built three times faster than a frozen dataclass).

    Attributes:
        value: the stored value (node-relative when the search scores quick wins).
        bound: whether ``value`` is exact, a lower bound or an upper bound.
        best_move: the move that produced ``value``, tried first next time (``None`` if
            it cannot be reused, e.g. it belongs to a symmetric image of the position).
        draft: how many plies below the node were searched (``None``: to the end).
        exact_key: the position's own key, to tell whether ``best_move`` applies.
    """

    value: float
    bound: Bound
    best_move: Move | None
    draft: int | None
    exact_key: Hashable


class TranspositionTable:
    """A dictionary from position keys to :class:`TableEntry`, with hit counters.

    A table belongs to one game and one kind of search: the first search that uses it binds
    it to both, and any other game or kind of search is refused with a ``ValueError`` (a
    4x4 k=3 value read back in a 4x4 k=4 search would be silently wrong).

    Args:
        symmetric: key positions by ``game.canonical_key`` so that all symmetric images of
            a position share one entry (the game must declare
            :class:`~ttt_lab.core.HasCanonicalKey`).
        max_entries: when the table is full, new positions are not stored (old ones stay).

    Example:
        >>> from ttt_lab.games.mnk import MNK, TicTacToe
        >>> from ttt_lab.search import alphabeta
        >>> table = TranspositionTable()
        >>> alphabeta(TicTacToe(), TicTacToe().initial_state(), table=table).value
        0
        >>> len(table) > 0, table.game
        (True, MNK(3, 3, 3))
        >>> alphabeta(MNK(4, 4, 4), MNK(4, 4, 4).parse("XOXO/OXOX/XOXO/...."), table=table)
        Traceback (most recent call last):
        ...
        ValueError: this table holds positions of MNK(3, 3, 3), not MNK(4, 4, 4): use one table per game
    """

    def __init__(self, *, symmetric: bool = False, max_entries: int = 5_000_000) -> None:
        if not is_int(max_entries) or max_entries < 1:
            raise ValueError(f"max_entries must be a positive int, got {max_entries!r}")
        self.symmetric = symmetric
        self.max_entries = max_entries
        self.entries: dict[Hashable, Any] = {}
        self.game: Any = None
        """The game whose positions the table holds (``None`` until a search uses it)."""
        self.kind: str | None = None
        """What kind of search filled it: its scoring, or the format of a game's own solver."""
        self.hits = 0
        self.probes = 0
        self.stores = 0

    def claim(self, game: Any, kind: str) -> dict[Hashable, Any]:
        """Bind the table to ``game`` and a ``kind`` of search (if it is new) and return its entries.

        Raises:
            ValueError: the table already holds positions of another game, or values of
                another kind of search.
        """
        if self.game is not None and not (self.game is game or self.game == game):
            raise ValueError(f"this table holds positions of {self.game!r}, not {game!r}: use one table per game")
        if self.kind not in (None, kind):
            raise ValueError(f"this table holds values of a search with {self.kind}, not {kind}; use one table per kind of search")
        self.game, self.kind = game, kind
        return self.entries

    def key_function(self, game: Any) -> Callable[[Any], Hashable]:
        """The key this table uses for ``game``'s states."""
        if self.symmetric:
            if not isinstance(game, HasCanonicalKey):
                raise ValueError(f"{game!r} has no canonical_key, so a symmetric table cannot be used")
            return game.canonical_key
        return game.key  # type: ignore[no-any-return]

    def get(self, key: Hashable) -> TableEntry | None:
        """The entry stored for ``key``, if any."""
        self.probes += 1
        return self.entries.get(key)  # type: ignore[no-any-return]

    def put(self, key: Hashable, entry: TableEntry) -> None:
        """Store ``entry`` (replacing an older one for the same key)."""
        if key in self.entries or len(self.entries) < self.max_entries:
            self.entries[key] = entry
            self.stores += 1

    def clear(self) -> None:
        """Forget everything (counters too); the table still belongs to its game."""
        self.entries.clear()
        self.hits = self.probes = self.stores = 0

    def __len__(self) -> int:
        return len(self.entries)

    def __repr__(self) -> str:
        kind = "symmetric" if self.symmetric else "exact-key"
        return f"<TranspositionTable {kind}: {len(self)} entries, {self.hits} hits / {self.probes} probes>"
