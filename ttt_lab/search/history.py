"""Dynamic move ordering for alpha-beta: killer moves and the history heuristic.

The transposition table gives a node the best move of an earlier search *of that very
position*. Most nodes of a new iteration were never searched before, and there the table has
nothing to say. Two cheap memories help there, both built from the cutoffs the search makes:

- **killer moves** (Akl and Newborn 1977): the last two moves that caused a cutoff at the same
  distance from the root. Sibling positions are alike, so a refutation at one often refutes
  the next; they are tried right after the table's move, when they are legal;
- **the history heuristic** (Schaeffer 1989): every move that cut off, or was the best move of
  a node, earns ``remaining depth ** 2`` points for the side that played it; at every node the
  moves are tried in the order of their points (ties keep the game's order).

Neither changes a search's value, only the order moves are tried in, so the nodes it takes.

Example:
    >>> memory = MoveHistory(killers=False)
    >>> memory.reward((2, 2), ply=3, remaining=2, maximizing=True)
    >>> memory.ordered([(0, 0), (1, 1), (2, 2)], ply=3, maximizing=True)
    [(2, 2), (0, 0), (1, 1)]
    >>> memory.ordered([(0, 0), (1, 1), (2, 2)], ply=3, maximizing=False)  # the other side's memory
    [(0, 0), (1, 1), (2, 2)]
    >>> memory.age(); memory.points[True][(2, 2)]  # kept for the next move: worth half as much
    2
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any


class MoveHistory:
    """Killer moves by ply and history points by side, filled by one or more searches.

    Args:
        killers: remember the last two moves that cut off at each ply, and try them early.
        history: count each side's moves' cutoffs, and try moves in the order of their counts.

    Raises:
        ValueError: neither memory is on.
    """

    def __init__(self, *, killers: bool = True, history: bool = True) -> None:
        if not (killers or history):
            raise ValueError("a MoveHistory needs killers=True or history=True: with neither it orders nothing")
        self.killers_on = killers
        self.history_on = history
        self.killers: dict[int, list[Any]] = {}
        # MIN's moves, MAX's moves; a defaultdict so that sorting reads a move's points in C
        self.points: tuple[defaultdict[Any, int], defaultdict[Any, int]] = (defaultdict(int), defaultdict(int))

    def ordered(self, moves: Sequence[Any], ply: int, maximizing: bool) -> list[Any]:
        """``moves`` in the order to try them at a node ``ply`` plies from the root."""
        moves = list(moves)
        if self.history_on:
            points = self.points[maximizing]
            if points:
                moves.sort(key=points.__getitem__, reverse=True)  # stable: ties keep their order
        if self.killers_on:
            for killer in reversed(self.killers.get(ply, ())):
                if killer in moves:
                    moves.remove(killer)
                    moves.insert(0, killer)
        return moves

    def reward(self, move: Any, ply: int, remaining: int, maximizing: bool) -> None:
        """``move`` cut off (or was best) at a node ``ply`` plies from the root, searched
        ``remaining`` plies deep."""
        if self.killers_on:
            killers = self.killers.setdefault(ply, [])
            if not killers or killers[0] != move:
                killers.insert(0, move)
                del killers[2:]
        if self.history_on:
            self.points[maximizing][move] += remaining * remaining

    def age(self) -> None:
        """Halve every point (rounding down; a move left with none is forgotten) and forget the
        killers: for a memory kept from one move of a game to the next, where the old cutoffs
        still say something about the position, less than the new ones, and killers remembered
        by their distance from the old root mean nothing two plies on."""
        self.killers.clear()
        for points in self.points:
            for move, count in list(points.items()):
                if count > 1:
                    points[move] = count // 2
                else:
                    del points[move]

    def clear(self) -> None:
        """Forget every killer and every point."""
        self.killers.clear()
        for points in self.points:
            points.clear()

    def __repr__(self) -> str:
        on = [name for name, flag in (("killers", self.killers_on), ("history", self.history_on)) if flag]
        return f"<MoveHistory {' and '.join(on)}: {sum(len(p) for p in self.points)} moves scored>"
