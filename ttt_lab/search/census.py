"""Counting a game: its positions, its complete games and the size of its game tree.

These walks visit every position (or every line of play), so they are for small games
such as 3x3 tic-tac-toe, where they reproduce the published figures (5,478 positions,
255,168 games, 549,946 tree nodes). Each remembers every position it meets, so each stops
with a ``ValueError`` past :data:`WALK_LIMIT` positions (4x4 boards have millions) rather
than run out of memory.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from typing import Any

from ttt_lab.core import Game, HasWinner

WALK_LIMIT = 2_000_000
"""The most positions a walk of this module remembers: some hundreds of MB."""


def _too_many(game: Game[Any, Any], state: Any, limit: int) -> ValueError:
    where = "the start" if state is None else "this position"
    return ValueError(f"{game!r} has more than {limit:,} positions reachable from {where}: too many to walk"
                      " and hold in memory (these counts are for small boards such as 3x3)")


def reachable_positions(game: Game[Any, Any], state: Any = None, *, limit: int | None = None) -> dict[Hashable, Any]:
    """Every position reachable from ``state`` (default: the start), keyed by ``game.key``,
    in the order a breadth-first search finds them (``state`` first, then by plies from it).

    Raises:
        ValueError: more than ``limit`` positions (default :data:`WALK_LIMIT`): the walk stops
            there, before memory runs out.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> len(reachable_positions(MNK(2, 2, 2)))
        29
    """
    start = game.initial_state() if state is None else state
    most = WALK_LIMIT if limit is None else limit
    seen: dict[Hashable, Any] = {game.key(start): start}
    queue = [start]
    for position in queue:  # the list grows while it is read: a breadth-first queue
        if game.is_terminal(position):
            continue
        for move in game.actions(position):
            child = game.result(position, move)
            key = game.key(child)
            if key not in seen:
                seen[key] = child
                queue.append(child)
                if len(seen) > most:
                    raise _too_many(game, state, most)
    return seen


def count_games(game: Game[Any, Any], state: Any = None) -> Counter[str]:
    """How many complete games (move sequences to the end) start at ``state``, by result.

    The keys are the winners' names and ``"draw"``. Lines of play that pass through the
    same position are counted once per line, but each position is only expanded once.

    Raises:
        ValueError: more than :data:`WALK_LIMIT` positions below ``state``.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> count_games(MNK(2, 2, 2))
        Counter({'X': 24})
    """
    memo: dict[Hashable, Counter[str]] = {}

    def games_from(position: Any) -> Counter[str]:
        key = game.key(position)
        if key not in memo:
            if len(memo) >= WALK_LIMIT:
                raise _too_many(game, state, WALK_LIMIT)
            if game.is_terminal(position):
                winner = game.winner(position) if isinstance(game, HasWinner) else None
                memo[key] = Counter({winner or "draw": 1})
            else:
                total: Counter[str] = Counter()
                for move in game.actions(position):
                    total.update(games_from(game.result(position, move)))
                memo[key] = total
        return memo[key]

    return Counter(games_from(game.initial_state() if state is None else state))


def tree_size_by_depth(game: Game[Any, Any], state: Any = None) -> Counter[int]:
    """Nodes of the full game tree below ``state`` (root included, stopping at wins), by depth.

    This is the tree plain minimax walks: its total is minimax's node count.

    Raises:
        ValueError: more than :data:`WALK_LIMIT` positions below ``state``.

    Example:
        >>> from ttt_lab.games.mnk import MNK
        >>> sorted(tree_size_by_depth(MNK(2, 2, 2)).items())
        [(0, 1), (1, 4), (2, 12), (3, 24)]
    """
    memo: dict[Hashable, Counter[int]] = {}

    def below(position: Any) -> Counter[int]:
        # Sizes below a position do not depend on how it was reached: count each once.
        key = game.key(position)
        if key not in memo:
            if len(memo) >= WALK_LIMIT:
                raise _too_many(game, state, WALK_LIMIT)
            sizes: Counter[int] = Counter({0: 1})
            for move in game.actions(position):
                for depth, count in below(game.result(position, move)).items():
                    sizes[depth + 1] += count
            memo[key] = sizes
        return memo[key]

    return below(game.initial_state() if state is None else state)
