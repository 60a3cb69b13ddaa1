"""What every player shares: the :class:`Player` protocol, the :class:`Decision` a library
player returns, and :class:`BasePlayer` (a name, a seeded random generator, ``decide``).

A player is anything with a ``name`` and ``choose(game, state) -> move``: a student's own
class fits. The players of this package also answer ``decide(game, state)`` with a
:class:`Decision`: the move, why (``"win"``, ``"block"``, ``"centre"``, ``"corner"``,
``"random"``, ``"search"``, ``"book"``), the :class:`~ttt_lab.search.SearchResult` of the
search that chose it and, with ``record=True``, the :class:`~ttt_lab.search.SearchTree` it
recorded. A decision is the caller's own: changing it never changes the player's later
moves.

Every random choice comes from the player's own ``random.Random``, seeded by ``seed``;
``reset(seed)`` reseeds it (the arena does so before each game, so a game depends only on
its own seed).

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.players import WinBlockPlayer
    >>> game = TicTacToe()
    >>> WinBlockPlayer(seed=1).decide(game, game.parse("XX./OO./..."))
    Decision(move=(0, 2), reason='win', search=None, tree=None, note=None)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from ttt_lab.core import Game, Move, check_position, is_int
from ttt_lab.search.observer import SearchTree
from ttt_lab.search.result import SearchResult

S = TypeVar("S")
M = TypeVar("M")


@runtime_checkable
class Player(Protocol):
    """Anything that can play: a ``name`` and ``choose(game, state) -> move``.

    Optional extras that the arena and widgets use when present: ``reset(seed)`` (reseed
    before a game) and ``decide(game, state) -> Decision`` (the move and how it was chosen).
    """

    name: str

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        """A legal move for the side to move in ``state``."""
        ...


@dataclass(frozen=True)
class Decision:
    """What a player decided in one position, and how.

    Attributes:
        move: the move it plays.
        reason: why: ``"win"``, ``"block"``, ``"centre"``, ``"corner"``, ``"random"``,
            ``"search"``, ``"book"`` (an opening book answered), or a game's own rule
            (``"win board"`` in Ultimate).
        search: the search that chose the move (``None`` when a rule chose it).
        tree: the tree that search recorded, with ``record=True`` (else ``None``).
        note: what a board should tell the player about this move, when the player could
            not do what it is for within its budget (``reason`` is then ``"fallback"``), e.g.
            ``"perfect play not proven in 50,000 nodes and 10 s; playing the heuristic's best move"``.
    """

    move: Move
    reason: str
    search: SearchResult | None = None
    tree: SearchTree | None = None
    note: str | None = None


def detached(result: SearchResult) -> SearchResult:
    """A copy of ``result`` whose lists and dictionaries are its own: what a player hands out
    of its caches, so that a caller editing it changes nothing the player remembers."""
    return dataclasses.replace(
        result,
        pv=list(result.pv),
        move_values=None if result.move_values is None else dict(result.move_values),
        stats=dict(result.stats),
    )


def decision_of(player: Any, game: Game[Any, Any], state: Any) -> Decision:
    """What ``player`` decides in ``state``: its ``decide`` if it has one, else its ``choose``.

    A student's own player that only chooses gets a decision that says just that
    (``reason`` ``"chosen"``). So does a subclass of a library player that overrides
    ``choose`` but not ``decide``: its own ``choose`` is what it means to play.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> class FirstCell:
        ...     name = "first cell"
        ...     def choose(self, game, state):
        ...         return game.actions(state)[0]
        >>> decision_of(FirstCell(), TicTacToe(), TicTacToe().initial_state())
        Decision(move=(0, 0), reason='chosen', search=None, tree=None, note=None)
    """
    decide = getattr(player, "decide", None)
    if callable(decide) and not _overrides_only_choose(type(player)):
        decision: Decision = decide(game, state)
        return decision
    return Decision(player.choose(game, state), "chosen")


def _overrides_only_choose(cls: type) -> bool:
    """Whether the nearest ``choose`` in ``cls``'s MRO is more specific than the nearest ``decide``."""
    choose_owner = next((k for k in cls.__mro__ if "choose" in vars(k)), None)
    decide_owner = next((k for k in cls.__mro__ if "decide" in vars(k)), None)
    if choose_owner is None or decide_owner is None or choose_owner is decide_owner:
        return False
    return issubclass(choose_owner, decide_owner)


def player_name(player: Any) -> str:
    """A player's ``name``, or its class name if it has none.

    Example:
        >>> player_name(object())
        'object'
    """
    return str(getattr(player, "name", type(player).__name__))


def game_key(game: Game[Any, Any]) -> Hashable:
    """The key under which a player keeps its tables and caches for ``game``: games that
    compare equal (``MNK(3, 3, 3) == TicTacToe()``) share them."""
    try:
        hash(game)
    except TypeError:
        return id(game)
    return game  # type: ignore[return-value]


def legal_moves(game: Game[S, M], state: S) -> Sequence[M]:
    """``game.actions(state)``, or a ``ValueError`` when the game is over: there is nothing to choose."""
    check_position(game, state)
    moves = game.actions(state)
    if not moves:
        raise ValueError(f"no move to choose: the game is over in {state}")
    return moves


def check_seed(seed: object) -> None:
    """Raise ``ValueError`` unless ``seed`` is an int or ``None`` (the same seed, the same games)."""
    if seed is not None and not is_int(seed):
        raise ValueError(f"a seed is an int (or None for an unseeded player), got {seed!r}")


class BasePlayer:
    """What the players here share: a name, a seeded ``rng``, and :meth:`decide`.

    A subclass either lists the moves it picks among (:meth:`candidates`; ``decide`` then
    picks one at random) or overrides :meth:`decide`.

    Args:
        seed: seeds ``self.rng``; the same seed gives the same choices.
        name: shown in game records and tournament tables (default: the class's own).
        record: record a :class:`~ttt_lab.search.SearchTree` of each search in the decision.
    """

    default_name = "Player"

    def __init__(self, seed: int | None = None, *, name: str | None = None, record: bool = False) -> None:
        check_seed(seed)
        self.seed = seed
        self.rng = random.Random(seed)
        self.name = name if name is not None else self.default_name
        self.record = record

    def reset(self, seed: int | None = None) -> None:
        """Reseed the random choices (what the arena does before each game)."""
        check_seed(seed)
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], state: Any) -> Move:
        """A legal move for the side to move in ``state``: :meth:`decide`'s move."""
        return self.decide(game, state).move

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        """The move for ``state`` and why: one of :meth:`candidates`, at random."""
        moves, reason = self.candidates(game, state)
        return Decision(self.rng.choice(moves), reason)

    def candidates(self, game: Game[Any, Any], state: Any) -> tuple[list[Move], str]:
        """The moves this player picks among (uniformly at random) in ``state``, and why.

        Lets :func:`ttt_lab.arena.expected_score` average over a player's choices exactly.
        Players whose choice is not a draw from a fixed list (MCTS) do not have one. The
        list is the caller's own.
        """
        raise NotImplementedError(f"{type(self).__name__} does not choose from a fixed list of moves")

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed!r}>"
