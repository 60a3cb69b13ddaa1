"""Transposition tables: remember what a search learnt about a position.

An alpha-beta search that returns ``v`` only knows the exact value when ``v`` fell strictly
inside its window. Outside it, ``v`` is a bound: at least ``v`` after a cutoff at the top of
the window (``LOWER``), at most ``v`` when every move failed low (``UPPER``). A table that
forgot which kind it stored would hand out wrong values (see STYLE.md on easyAI).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from ttt_lab.core import Move


class Bound(enum.Enum):
    """What a stored value means."""

    EXACT = "exact"
    LOWER = "lower"  # the true value is >= the stored one
    UPPER = "upper"  # the true value is <= the stored one


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One stored search result.

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

    Args:
        symmetric: key positions by ``game.canonical_key`` so that all symmetric images of
            a position share one entry (the game must provide ``canonical_key``).
        max_entries: when the table is full, new positions are not stored (old ones stay).

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> from ttt_lab.search import alphabeta
        >>> table = TranspositionTable()
        >>> alphabeta(TicTacToe(), TicTacToe().initial_state(), table=table).value
        0
        >>> len(table) > 0
        True
    """

    def __init__(self, *, symmetric: bool = False, max_entries: int = 5_000_000) -> None:
        if not isinstance(max_entries, int) or max_entries < 1:
            raise ValueError(f"max_entries must be a positive int, got {max_entries!r}")
        self.symmetric = symmetric
        self.max_entries = max_entries
        self.entries: dict[Hashable, TableEntry] = {}
        self.hits = 0
        self.probes = 0
        self.stores = 0

    def key_function(self, game: Any) -> Callable[[Any], Hashable]:
        """The key this table uses for ``game``'s states."""
        if self.symmetric:
            if not hasattr(game, "canonical_key"):
                raise ValueError(f"{game!r} has no canonical_key, so a symmetric table cannot be used")
            return game.canonical_key  # type: ignore[no-any-return]
        return game.key  # type: ignore[no-any-return]

    def get(self, key: Hashable) -> TableEntry | None:
        """The entry stored for ``key``, if any."""
        self.probes += 1
        return self.entries.get(key)

    def put(self, key: Hashable, entry: TableEntry) -> None:
        """Store ``entry`` (replacing an older one for the same key)."""
        if key in self.entries or len(self.entries) < self.max_entries:
            self.entries[key] = entry
            self.stores += 1

    def clear(self) -> None:
        """Forget everything (counters too)."""
        self.entries.clear()
        self.hits = self.probes = self.stores = 0

    def __len__(self) -> int:
        return len(self.entries)

    def __repr__(self) -> str:
        kind = "symmetric" if self.symmetric else "exact-key"
        return f"<TranspositionTable {kind}: {len(self)} entries, {self.hits} hits / {self.probes} probes>"
