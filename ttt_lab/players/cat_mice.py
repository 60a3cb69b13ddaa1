"""The Cat and Mice AIs: the players of :mod:`ttt_lab.players` set up for the game, and its levels.

Nothing here searches on its own. A heuristic level is a
:class:`~ttt_lab.players.HeuristicPlayer` that looks ``depth`` plies ahead with alpha-beta
and scores the positions there with :func:`ttt_lab.games.cat_mice.evaluate`; the perfect
level is a :class:`~ttt_lab.players.PerfectPlayer`, which calls
:func:`~ttt_lab.search.solve`, and ``solve`` answers Cat and Mice from the game's
retrograde table (:func:`~ttt_lab.search.retrograde.solve_from_table`: every position's
value and distance to the end, shipped with the package). Every level plays either side.

Both searching players score a finished game by how soon it comes (``quick_wins``): a win
in ``p`` plies is worth ``1 - p/1000``, a loss ``-(1 - p/1000)``. That fixes the flaw of
the AI in a well-known Flutter blog series on this game, which "wandered at random when
every move loses": with plain ±1 scores every losing move looks the same, so a lost side
might as well walk into the trap. Scored by distance, a lost side plays the move that
postpones the end longest, and a winning side the quickest win.

The retrograde table is read once per process, in a few milliseconds; after that every
perfect move is a handful of table reads, from the first move of the game on.

Example:
    >>> from ttt_lab.games.cat_mice import CatAndMice
    >>> game = CatAndMice()
    >>> cat_mice_player(1, seed=0).name, cat_mice_player(3).name
    ('Random', 'Heuristic (depth 4)')
    >>> state = game.parse('''
    ...     ........
    ...     ........
    ...     ........
    ...     ........
    ...     .M...C..
    ...     ..M.M...
    ...     .......M
    ...     ........''')
    >>> decision = heuristic_player(6, seed=0).decide(game, state)
    >>> decision.move  # through the gap at (5, 6): row 7 in three cat moves
    ((4, 5), (5, 6))
    >>> round(decision.search.value, 3)  # a cat win 5 plies away
    0.995
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ttt_lab.games.cat_mice import evaluate
from ttt_lab.players.base import BasePlayer
from ttt_lab.players.levels import SAFETY_SECONDS
from ttt_lab.players.rules import RandomPlayer
from ttt_lab.players.searching import HeuristicPlayer, PerfectPlayer
from ttt_lab.search.budget import Budget

MOVE_BUDGET = Budget(nodes=200_000, seconds=SAFETY_SECONDS)
"""What one move of a searching level may cost: counted in nodes, so that the same seed plays
the same game under any load (the seconds are a far safety net). The deepest level (6 plies)
searched at most about 6,000 nodes a move, the perfect level reads its table; at 170,000 to
320,000 nodes a second (the shared 2-core machine, November 2026) 200,000 nodes cost about the
1 s a move had before."""


def random_player(seed: int | None = None, *, name: str | None = None) -> RandomPlayer:
    """A player that moves a random piece to a random legal square.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> game = CatAndMice()
        >>> random_player(seed=4).choose(game, game.initial_state()) in game.actions(game.initial_state())
        True
    """
    return RandomPlayer(seed, name=name if name is not None else "Random")


def heuristic_player(depth: int, seed: int | None = None, *, name: str | None = None,
                     record: bool = False) -> HeuristicPlayer:
    """Depth-limited alpha-beta on :func:`~ttt_lab.games.cat_mice.evaluate`, quickest win / slowest loss.

    It looks ``depth`` plies ahead (its own move is the first), scores the positions there
    with the heuristic (the cat's shortest way past the mice, its progress, its free
    squares) and finished games inside the horizon by how soon they come, and picks at
    random (``seed``) among its best moves.

    Args:
        depth: plies to look ahead, at least 1.
        seed: for the choice among equally good moves.
        name: default ``"Heuristic (depth N)"``.
        record: record a search tree of each move in its decision.

    Raises:
        ValueError: ``depth`` is not an int >= 1.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> game = CatAndMice()
        >>> decision = heuristic_player(4, seed=0).decide(game, game.initial_state())
        >>> decision.move in game.actions(game.initial_state()), decision.search.depth
        (True, 4)
    """
    return HeuristicPlayer(depth, evaluate, seed, name=name if name is not None else f"Heuristic (depth {depth})",
                           budget=MOVE_BUDGET,
                           record=record)


def perfect_player(seed: int | None = None, *, name: str | None = None) -> PerfectPlayer:
    """A player that never loses a won position: the exact solution, quickest win, slowest loss.

    As the mice it wins every game; as the cat it loses to perfect mice, as slowly as it
    can, and wins whenever the mice slip. Its answers come from the game's retrograde table
    (through :func:`~ttt_lab.search.solve`). Equally good moves are chosen at random (``seed``).

    Args:
        seed: for the choice among equally good moves.
        name: default ``"Perfect"``.

    Example:
        >>> from ttt_lab.games.cat_mice import CatAndMice
        >>> game = CatAndMice()
        >>> state = game.parse('''
        ...     ........
        ...     ........
        ...     ...C....
        ...     M.M.....
        ...     ...M.M..
        ...     ........
        ...     ........
        ...     ........''')
        >>> perfect_player(seed=0).choose(game, state)  # the one way out of the mice's wall
        ((2, 3), (3, 4))
        >>> perfect_player(seed=0).decide(game, state).search.algorithm
        'retrograde table'
    """
    return PerfectPlayer(seed, name=name if name is not None else "Perfect", budget=MOVE_BUDGET)


@dataclass(frozen=True)
class CatMiceLevel:
    """One Cat and Mice difficulty level. Every level plays either side.

    Attributes:
        number: 1 (easiest) to :data:`PERFECT_LEVEL`.
        title: a short name for menus.
        description: what to expect, for the player.
        make_player: builds the AI from a seed.
    """

    number: int
    title: str
    description: str
    make_player: Callable[[int | None], BasePlayer]


HEURISTIC_DEPTHS = (2, 4, 6)
"""The look-ahead of the heuristic levels 2, 3 and 4, in plies."""

CAT_MICE_LEVELS: dict[int, CatMiceLevel] = {
    level.number: level
    for level in [
        CatMiceLevel(1, "Random", "Moves any piece anywhere it may go, at random.",
                     lambda seed: random_player(seed)),
        *(
            CatMiceLevel(
                2 + i, f"Look ahead {depth}",
                f"Looks {depth} moves ahead (its own and the other side's) with alpha-beta and judges"
                " the positions there by the cat's shortest way past the mice, how far the cat has"
                " come, and its free squares.",
                lambda seed, depth=depth: heuristic_player(depth, seed),  # type: ignore[misc]
            )
            for i, depth in enumerate(HEURISTIC_DEPTHS)
        ),
        CatMiceLevel(2 + len(HEURISTIC_DEPTHS), "Perfect",
                     "Knows the exact outcome of every position. As the mice it always wins; as the"
                     " cat it loses only to perfect mice, and then as slowly as it can.",
                     lambda seed: perfect_player(seed)),
    ]
}
"""The Cat and Mice levels, easiest first: random, three look-ahead depths, perfect."""

PERFECT_LEVEL = max(CAT_MICE_LEVELS)
"""The number of the perfect level."""


def cat_mice_player(level: int, seed: int | None = None) -> BasePlayer:
    """The AI of Cat and Mice level ``level`` (see :data:`CAT_MICE_LEVELS`), for either side.

    Raises:
        ValueError: ``level`` is not a level number.

    Example:
        >>> cat_mice_player(5).name
        'Perfect'
        >>> cat_mice_player(0)
        Traceback (most recent call last):
        ...
        ValueError: there is no Cat and Mice level 0: levels are 1 to 5
    """
    if not isinstance(level, int) or isinstance(level, bool) or level not in CAT_MICE_LEVELS:
        raise ValueError(
            f"there is no Cat and Mice level {level!r}: levels are {min(CAT_MICE_LEVELS)} to {max(CAT_MICE_LEVELS)}"
        )
    return CAT_MICE_LEVELS[level].make_player(seed)


__all__ = [
    "CAT_MICE_LEVELS",
    "HEURISTIC_DEPTHS",
    "PERFECT_LEVEL",
    "CatMiceLevel",
    "cat_mice_player",
    "heuristic_player",
    "perfect_player",
    "random_player",
]
