"""The Game protocol in the vocabulary of AIMA chapter 5, and the errors every game raises.

Search code (``ttt_lab.search``) talks to games only through :class:`Game`; people,
widgets and players use the checked calls of :class:`PlayableGame` (``play``,
``winner``, ``parse``), which never change a state they were given: states are immutable.

What a game offers beyond that is declared here as small capabilities (:class:`HasWinner`,
:class:`HasCanonicalKey`, :class:`HasOrderedActions`, :class:`HasUtilityBounds`,
:class:`HasNodeNames`, :class:`HasBoardText`, :class:`HasEmptyCells`, :class:`HasThreats`,
:class:`HasLandmarks`, :class:`HasEvaluation`, :class:`HasPositionCheck`,
:class:`HasExactSolver`, :class:`HasPositionIndex`, :class:`HasChance`, :class:`HasPlayout`,
:class:`HasEvaluatedPlayout`), and
code meant for any game asks for them with ``isinstance``.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.games.cat_mice import CatAndMice
    >>> isinstance(TicTacToe(), HasThreats), isinstance(CatAndMice(), HasThreats)
    (True, False)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

Player = str
"""A side's name, as in ``game.players`` (``"X"`` or ``"O"``, ``"cat"`` or ``"mice"``)."""

Move = Hashable
"""A move of some game: an ``(row, col)`` cell for m,n,k boards, a branch index for trees."""

S = TypeVar("S")
M = TypeVar("M")


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in the given position.

    The message names the move, the position and the reason, so a student reading it
    knows what went wrong without a debugger.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> game = TicTacToe()
        >>> game.play(game.parse("X../.../..."), (0, 0))
        Traceback (most recent call last):
        ...
        ttt_lab.core.IllegalMoveError: cell (0, 0) is occupied by X in X../.../...
    """


@runtime_checkable
class Game(Protocol[S, M]):
    """A two-player, zero-sum, perfect-information game, as AIMA's chapter 5 writes it.

    ``players[0]`` moves first and is MAX; search values are from MAX's point of view.
    ``result`` is unchecked (search calls it millions of times on moves that came from
    ``actions``); people and widgets use the game's checked ``play`` instead.
    """

    @property
    def players(self) -> tuple[Player, Player]:
        """The two sides; ``players[0]`` moves first and is MAX."""
        ...

    def initial_state(self) -> S:
        """The position before the first move."""
        ...

    def to_move(self, state: S) -> Player:
        """The player whose turn it is in ``state``."""
        ...

    def actions(self, state: S) -> Sequence[M]:
        """The legal moves in ``state``, always in the same order (empty at terminal states)."""
        ...

    def result(self, state: S, move: M) -> S:
        """The state after ``move``; unchecked, for search."""
        ...

    def is_terminal(self, state: S) -> bool:
        """Whether the game is over in ``state``."""
        ...

    def utility(self, state: S, player: Player) -> float:
        """At a terminal state: +1 if ``player`` won, -1 if they lost, 0 for a draw."""
        ...

    def key(self, state: S) -> Hashable:
        """An exact, hashable identity of ``state`` for transposition tables."""
        ...


@runtime_checkable
class PlayableGame(Game[S, M], Protocol[S, M]):
    """A :class:`Game` with the checked calls that people, players and widgets use."""

    def play(self, state: S, move: M) -> S:
        """The state after ``move``; raises :class:`IllegalMoveError` if it is not legal."""
        ...

    def winner(self, state: S) -> Player | None:
        """The winner of a finished game, or ``None`` (game on, or a draw)."""
        ...

    def parse(self, text: str) -> S:
        """The position a text board describes; ``ValueError`` for text that is not one."""
        ...


def opponent(game: Game[S, M], player: Player) -> Player:
    """The other player of ``game``.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> opponent(TicTacToe(), "X")
        'O'
    """
    first, second = game.players
    if player == first:
        return second
    if player == second:
        return first
    raise ValueError(f"{player!r} is not a player of this game; players are {game.players}")


# --------------------------------------------------------------------------- declared capabilities
#
# What a game may offer beyond the Game protocol. Code meant for any game asks
# ``isinstance(game, HasCanonicalKey)``, never ``hasattr(game, "canonical_key")`` and never
# ``isinstance(game, MNK)``: a capability says what the code relies on, and a new game that
# offers it is served at once.


@runtime_checkable
class HasWinner(Protocol):
    """Games that name the winner of a finished game (all of ttt_lab's do)."""

    def winner(self, state: Any) -> Player | None:
        """The winning side, or ``None`` (game on, or a draw)."""
        ...


@runtime_checkable
class HasCanonicalKey(Protocol):
    """Games with board symmetries: positions that are mirror images share one key.

    A transposition table keyed this way stores one entry for all the images of a position.
    """

    def canonical_key(self, state: Any) -> Hashable:
        """One key shared by all positions that are images of ``state`` under the game's symmetries."""
        ...


@runtime_checkable
class HasOrderedActions(Protocol):
    """Games that know a good order to search their moves in (likely best first)."""

    def ordered_actions(self, state: Any) -> Sequence[Any]:
        """The legal moves of ``state``, most promising first (the same moves as ``actions``)."""
        ...


@runtime_checkable
class HasUtilityBounds(Protocol):
    """Games whose utilities lie in a known range other than [-1, 1] (textbook trees)."""

    @property
    def utility_bounds(self) -> tuple[float, float]:
        """The smallest and largest utility of any finished game."""
        ...


@runtime_checkable
class HasNodeNames(Protocol):
    """Games whose positions have short names for tree plots (``"A"``, ``"B1"`` in textbook trees)."""

    def node_name(self, state: Any) -> str:
        """A short label for ``state``."""
        ...


@runtime_checkable
class HasBoardText(Protocol):
    """Games whose positions can be written as a text board (what ``parse`` reads back)."""

    def board_text(self, state: Any, separator: str = "/") -> str:
        """The position as rows of text joined by ``separator``."""
        ...


@runtime_checkable
class HasEmptyCells(Protocol):
    """Grid games in which stones fill cells: the empty cells measure how much game is left."""

    def empty_cells(self, state: Any) -> Iterable[Any]:
        """The empty cells of ``state``, whether or not the game is over."""
        ...


@runtime_checkable
class HasThreats(Protocol):
    """Games where a side's immediate wins can be read off the board, for either side.

    Without it, a player can only find the wins of the side to move, by trying each move.
    """

    def completing_cells(self, state: Any, side: Player) -> list[Any]:
        """The moves that would win at once for ``side``, whoever is to move."""
        ...


@runtime_checkable
class HasThreatMakers(Protocol):
    """Games that find the moves making a threat (a win in one next turn) without trying each.

    Quiescence searches these moves past its depth limit; tried one by one that is a
    ``result`` and a ``completing_cells`` per legal move, too slow on a crowded big board.
    """

    def threat_makers(self, state: Any, side: Player) -> list[Any]:
        """The legal moves after which ``side`` (to move, with no win in one) has a win in one."""
        ...


@runtime_checkable
class HasPositionEstimate(Protocol):
    """Games that can bound their number of positions without visiting them, so that a
    whole-game table (retrograde analysis) can refuse a game out of reach at once."""

    def position_estimate(self) -> tuple[int, str]:
        """An upper bound on the positions, and how it was counted (for the error message)."""
        ...


def alternating_placements(cells: int) -> int:
    """How many ways X and O can stand on ``cells`` cells when X has as many stones as O or
    one more: a bound on the positions of a board whose sides alternate on empty cells.

    Example:
        >>> alternating_placements(9)  # tic-tac-toe: 5,478 of these are reachable
        6046
    """
    total = 0
    for stones in range(cells + 1):
        x = (stones + 1) // 2
        total += math.comb(cells, x) * math.comb(cells - x, stones - x)
    return total


@runtime_checkable
class HasLandmarks(Protocol):
    """Boards with a centre and corners, which rules of thumb prefer."""

    def centre_cells(self) -> list[Any]:
        """The middle cell, or the middle cells of an even side."""
        ...

    def corner_cells(self) -> list[Any]:
        """The corner cells."""
        ...


@runtime_checkable
class HasEvaluation(Protocol):
    """Games with a heuristic of their own, for depth-limited search where no rule says more."""

    def evaluation(self) -> Callable[[Any], float]:
        """``evaluate(state)``: an estimate of an unfinished position's value from the first
        player's view, within [-0.9, 0.9] so that it never outranks a real win."""
        ...


@runtime_checkable
class HasPositionCheck(Protocol):
    """Games that can tell their own positions from anything else, for entry points that take
    a position from a caller (searches, players): a clear error instead of a misread."""

    def check_position(self, state: Any) -> None:
        """Raise ``ValueError`` unless ``state`` is a position of this game."""
        ...


def check_position(game: Any, state: Any) -> None:
    """``game.check_position(state)`` when the game declares it; nothing otherwise.

    Example:
        >>> from ttt_lab.games.mnk import TicTacToe
        >>> check_position(TicTacToe(), "X../.../...")
        Traceback (most recent call last):
        ...
        ValueError: 'X../.../...' is not a position of MNK(3, 3, 3)
    """
    if isinstance(game, HasPositionCheck):
        game.check_position(state)


@runtime_checkable
class HasExactSolver(Protocol):
    """Games with an exact solver of their own, faster than generic alpha-beta.

    :func:`ttt_lab.search.solve` calls it instead of its generic search, so ``solve`` stays
    the one door to perfect play. The solver is search code: a game's ``exact_solver``
    imports it lazily, inside the method (like the display hooks), so ``games/`` never
    loads ``search/`` on import.
    """

    def exact_solver(self) -> Callable[..., Any]:
        """A function with :func:`~ttt_lab.search.solve`'s signature that returns its ``SearchResult``."""
        ...


@runtime_checkable
class HasPositionIndex(Protocol):
    """Games that number every position densely, so one table can hold them all.

    Retrograde analysis (:func:`ttt_lab.search.retrograde.retrograde`) values every position
    of such a game, from the finished ones backwards, and stores one byte per number. The
    numbers may leave gaps (``position_at`` returns ``None`` there) and may cover positions
    that no game from the start reaches: their values are just as exact.
    """

    @property
    def position_scheme(self) -> str:
        """A name for the numbering (it changes whenever the numbering does), so that a table
        saved under one numbering is never read under another."""
        ...

    def position_count(self) -> int:
        """How many numbers there are: positions are numbered ``0 .. position_count() - 1``."""
        ...

    def position_index(self, state: Any) -> int:
        """The number of ``state``."""
        ...

    def position_at(self, index: int) -> Any | None:
        """The position numbered ``index``, or ``None`` if no position has that number."""
        ...


@runtime_checkable
class HasPlayout(Protocol):
    """Games that play a position out to the end themselves, faster than ``actions`` and
    ``result`` can, for Monte Carlo search (:func:`ttt_lab.search.mcts` calls it when declared).

    The playout must pick the same moves a generic one would pick in distribution: uniformly
    random ones, or with ``decisive`` a move that wins the game at once when there is one and
    otherwise one that leaves the opponent no immediate win when some do.
    """

    def playout(self, state: Any, random: Callable[[], float], decisive: bool = False,
                moves: list[Any] | None = None) -> tuple[float, int]:
        """Play ``state`` to the end with choices drawn from ``random()`` (floats in [0, 1));
        return the first player's utility there and how many moves were played, appending
        each move to ``moves`` when given one."""
        ...


CHANCE: Player = "chance"
"""What ``to_move`` says at a chance node of a game with :class:`HasChance`: nobody chooses there."""


@runtime_checkable
class HasChance(Protocol):
    """Games where chance moves too: a die, a stone that may slip, an opponent modelled as random.

    At a chance node no player chooses: ``to_move`` returns :data:`CHANCE`, and each of
    ``actions(state)`` happens with the probability ``outcomes(state)`` gives it (positive,
    summing to 1). ``result`` applies an outcome like any move. Searches that know chance
    (:func:`ttt_lab.search.expectimax`) average over the outcomes; minimax and alpha-beta
    refuse such games rather than treat chance as an opponent.
    """

    def is_chance(self, state: Any) -> bool:
        """Whether chance, not a player, moves at ``state``."""
        ...

    def outcomes(self, state: Any) -> Sequence[tuple[Any, float]]:
        """Each move of ``state`` with its probability, in ``actions`` order."""
        ...


# --------------------------------------------------------------------------- small shared readers


def is_int(value: object) -> bool:
    """Whether ``value`` is an int and not a bool: what sizes, depths and counts accept.

    Example:
        >>> is_int(3), is_int(True), is_int(3.0)
        (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def format_value(value: float | None) -> str:
    """A value as a student writes it: ``3`` rather than ``3.0``, ``±∞`` for the infinities.

    Used wherever a search value is shown: pruning rules, tree plots, the stepper, checkers.

    Example:
        >>> format_value(3.0), format_value(-math.inf), format_value(0.25), format_value(None)
        ('3', '-∞', '0.25', '')
    """
    if value is None:
        return ""
    if value == math.inf:
        return "+∞"
    if value == -math.inf:
        return "-∞"
    return str(int(value)) if float(value).is_integer() else f"{value:.3g}"


def format_probability(p: float) -> str:
    """A probability as people write it: a small fraction when it is one, else two digits.

    Example:
        >>> format_probability(1 / 3), format_probability(0.5), format_probability(0.137)
        ('1/3', '1/2', '0.14')
    """
    from fractions import Fraction

    fraction = Fraction(p).limit_denominator(12)
    if math.isclose(float(fraction), p, abs_tol=1e-9) and fraction.denominator > 1:
        return f"{fraction.numerator}/{fraction.denominator}"
    return f"{p:.2g}"


@runtime_checkable
class HasEvaluatedPlayout(Protocol):
    """Games whose playouts can stop early and value the position reached with a heuristic of
    their own, for Monte Carlo search with early playout termination (:func:`ttt_lab.search.mcts`'s
    ``cutoff``)."""

    def evaluated_playout(self, state: Any, random: Callable[[], float], cutoff: int, decisive: bool = False,
                          moves: list[Any] | None = None) -> tuple[float, int]:
        """Like :meth:`HasPlayout.playout`, but stop after ``cutoff`` moves if the game goes on
        and return an evaluation of the position reached (the first player's view, strictly
        between -1 and 1) instead of a utility; with the number of moves played."""
        ...
