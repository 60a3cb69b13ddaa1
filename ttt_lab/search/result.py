"""What every search returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ttt_lab.core import Move


@dataclass(frozen=True)
class SearchResult:
    """The answer of a search, and how much work it took.

    Attributes:
        value: the position's value from the first player's (MAX's) point of view. With
            ``quick_wins`` a win in ``p`` plies scores ``1 - p/1000`` (and a loss the
            negative), so the sign is still the game-theoretic result.
        move: the best move found at the root (``None`` at a terminal root).
        pv: the principal variation: the line of best play the search expects.
        nodes: every state visited, root and leaves included.
        algorithm: which search produced this (``"minimax"``, ``"alphabeta"``, ...).
        depth: the depth limit, or ``None`` for a search to the end of the game.
        seconds: wall-clock time of the search.
        move_values: when the search was asked for them, the exact value of every root move.
        choices: the root moves the search found equally good, when it found several
            (:meth:`best_moves` reads them when there are no ``move_values``).
        stats: extra counters (cutoffs, table hits, ...).
    """

    value: float
    move: Move | None
    pv: list[Move]
    nodes: int
    algorithm: str
    depth: int | None = None
    seconds: float = 0.0
    move_values: dict[Move, float] | None = None
    choices: tuple[Move, ...] = ()
    stats: dict[str, Any] = field(default_factory=dict)

    def best_moves(self, tolerance: float = 1e-9) -> list[Move]:
        """All root moves as good as the best: from ``move_values`` if the search computed
        them, else the ``choices`` it made, else just ``move``.

        Example:
            >>> from ttt_lab.games.mnk import TicTacToe
            >>> from ttt_lab.search import solve
            >>> game = TicTacToe()
            >>> solve(game, game.parse(".../.X./..."), move_values=True).best_moves()
            [(0, 0), (0, 2), (2, 0), (2, 2)]
        """
        if self.move_values is None:
            if self.choices:
                return list(self.choices)
            return [] if self.move is None else [self.move]
        if not self.move_values:
            return []
        values = list(self.move_values.values())
        # The best value for the side to move is the max for MAX and the min for MIN; the
        # searched root value tells which, since it is one of the move values.
        best = min(values, key=lambda v: abs(v - self.value))
        return [m for m, v in self.move_values.items() if abs(v - best) <= tolerance]
