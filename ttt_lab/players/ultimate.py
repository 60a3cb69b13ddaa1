"""The AIs of Ultimate tic-tac-toe: a heuristic evaluation and six ready-made opponents.

The searches are the package's own (:func:`~ttt_lab.search.alphabeta`,
:func:`~ttt_lab.search.mcts.mcts`) played through the generic players of
:mod:`ttt_lab.players`; what Ultimate adds is knowledge of the game:

- :func:`ultimate_evaluation`: the value of an unfinished position from X's view, in
  [-0.9, 0.9], for depth-limited alpha-beta (small boards won, two-in-a-rows on the small
  boards and on the big grid, and the board the side to move was sent to), and for MCTS's
  evaluated playouts;
- :class:`UltimateWinBlockPlayer`: one-move tactics on both levels (game, then small board);
- :class:`EnhancedMCTSPlayer`: MCTS with MCTS-Solver, decisive playouts, progressive bias
  from the evaluation, early playout termination, value mixing and tree reuse (the switches of
  :func:`~ttt_lab.search.mcts.mcts`);
- the presets in :data:`ULTIMATE_AIS`: ``"random"``, ``"win-block"``, ``"alpha-beta"``
  (depth 4 with the evaluation), ``"mcts"`` (2,000 UCT iterations), ``"mcts+"`` (the
  enhanced MCTS player, 12,000 playouts per move) and ``"alpha-beta+"`` (iterative deepening
  alpha-beta with the evaluation, 150,000 nodes per move: the top level, see
  :data:`ULTIMATE_AIS`), each built from a seed by :func:`ultimate_player`. Their budgets
  are counted (about what 1 s bought on the shared 2-core machine), so the same seed plays
  the same game on any machine; ``seconds=...`` plays them timed instead.

Every search can be recorded with the same observer: pass ``record=True`` to a preset (or
``observer=SearchTree()`` to a search) and read the tree in ``player.decide(...).tree``.

Example:
    >>> from ttt_lab.games.ultimate import Ultimate
    >>> game = Ultimate()
    >>> state = game.initial_state()
    >>> round(ultimate_evaluation(state), 3)   # X to move, and free to play anywhere
    0.223
    >>> player = ultimate_player("alpha-beta", seed=0, depth=2)
    >>> game.is_legal(state, player.choose(game, state))
    True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from ttt_lab.core import Game
from ttt_lab.games.ultimate import Cell, Ultimate, UltimateState, cell_bit
from ttt_lab.games.ultimate_grid import _ALL
from ttt_lab.games.ultimate_heuristic import _COMPLETING, LIMIT, SCALE
from ttt_lab.games.ultimate_heuristic import raw_score as _raw_score
from ttt_lab.players.anytime import DeepeningPlayer, MoveClock
from ttt_lab.players.base import BasePlayer, Decision, legal_moves
from ttt_lab.players.levels import SAFETY_SECONDS
from ttt_lab.players.rules import RandomPlayer
from ttt_lab.players.searching import HeuristicPlayer, MCTSPlayer
from ttt_lab.search.budget import Budget
from ttt_lab.search.mcts import DEFAULT_EXPLORATION, MCTSNode, check_budget, mcts
from ttt_lab.search.observer import SearchTree


def ultimate_evaluation(state: UltimateState) -> float:
    """A heuristic value of an Ultimate position from X's (MAX's) view, in [-0.9, 0.9].

    Raw points for X minus the same for O, squashed by ``0.9 * tanh(raw / 6)``:

    - each line of the big grid that a side can still complete (none of the other side's
      boards and no drawn board on it): ``1.03`` if it holds one of the side's boards,
      ``1.83`` if it holds two (a two-in-a-row on the big grid); each small board won:
      ``-0.06`` (almost nothing by itself: a won board counts through its lines);
    - each empty cell that would win an open small board (a two-in-a-row on a small
      board): ``0.62`` if that board lies on a line the side can still complete, else
      ``0.43``, and ``1.92`` more if winning that board would win the game; a stone on the
      centre cell of an open board: ``0.07``;
    - the side to move: ``0.2``; if it can win a small board at once where it was sent,
      ``0.25`` more (``2.56`` if that would win the game); sent to a closed board it may
      play anywhere: ``1.32``, and the same bonuses count over every open board;
    - against the side to move, sent to one board: ``0.62`` if each of its moves sends the
      other side to a board that side can win at once (or to a closed board, a free move,
      while it can win one), and ``1.92`` more if each sends it where it would win the game;
    - two or more open boards that would each win the game for a side (a fork on the big
      grid): ``0.92``.

    The features (counting live lines rather than boards, valuing a free move) were picked
    by playing alpha-beta at depth 4 against :class:`UltimateWinBlockPlayer`
    (``benchmarks/bench_ultimate_tournament.py``); the weights were then fitted to the
    results of 600 games of ``"mcts+"`` against itself by logistic regression
    (``benchmarks/fit_ultimate_heuristic.py``; see :mod:`ttt_lab.games.ultimate_heuristic`).
    The last two features (where the side to move must send the other, and forks) were
    added later, fitted on those games and 883 more (OpenSpiel's MCTS and depth-4 alpha-beta
    against themselves), and kept because ``"alpha-beta+"`` with them beat it without them.
    The formula treats X and O alike, so swapping the two sides negates the value, and it
    reads the boards only through lines, so symmetric positions get the same value. A
    finished game scores ``±0.9`` (a win) or ``0``: searches score those with the game's
    utilities anyway, and never call the evaluation there.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.parse('''
        ...     XXX|...|...
        ...     ...|...|...
        ...     ...|..O|...
        ...     ---+---+---
        ...     ...|.O.|...
        ...     ...|...|...
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|...|...
        ...     ...|...|...
        ...     ...|...|...
        ...     next: 1''')
        >>> round(ultimate_evaluation(state), 3)   # X has won a corner board
        0.396
    """
    # One unpacking, not seven look-ups by name: search calls this at every leaf.
    x, o, x_boards, o_boards, closed, forced, winner, stones, _ = state
    if winner is not None:
        return LIMIT if winner == "X" else -LIMIT
    if closed == _ALL:
        return 0.0
    return LIMIT * math.tanh(_raw_score(x, o, x_boards, o_boards, closed, forced, not stones & 1) / SCALE)


# --------------------------------------------------------------------------- tactics


def game_winning_moves(game: Ultimate, state: UltimateState) -> list[Cell]:
    """The moves that win the game at once for the side to move (three small boards in a line).

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.parse('''
        ...     XXX|XXX|XX.
        ...     OO.|OO.|OO.
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|...|...
        ...     ...|...|...
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|...|..O
        ...     ...|...|...
        ...     ...|...|O..
        ...     next: 2''')
        >>> game_winning_moves(game, state)
        [(0, 8)]
    """
    mover_is_x = not state.stones & 1
    boards = state.x_boards if mover_is_x else state.o_boards
    targets = _COMPLETING[boards] & ~state.closed
    if not targets:
        return []  # no open board would complete a big line: skip trying every move
    return [move for move in game.actions(state) if game.result(state, move).winner is not None]


def small_board_winning_moves(game: Ultimate, state: UltimateState, side: str | None = None) -> list[Cell]:
    """The legal moves of the side to move that complete a line inside a small board for ``side``.

    With ``side`` the side to move (the default), these win a small board; with the other
    side, they take the cell the opponent needs to win that board: they *block* it.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.parse('''
        ...     XX.|...|...
        ...     OO.|...|...
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|O..|...
        ...     ...|...|...
        ...     ...|..X|...
        ...     ---+---+---
        ...     ...|...|...
        ...     ...|...|...
        ...     ...|...|...
        ...     next: 0''')
        >>> small_board_winning_moves(game, state), small_board_winning_moves(game, state, "O")
        ([(0, 2)], [(1, 2)])
    """
    mover = game.to_move(state)
    side = mover if side is None else side
    if side not in game.players:
        raise ValueError(f"side must be one of {game.players}, got {side!r}")
    stones = state.x if side == "X" else state.o
    occupied = state.x | state.o
    targets = 0  # 81-bit set of the completing cells in open boards
    for b in range(9):
        if not state.closed >> b & 1:
            shift = 9 * b
            targets |= (_COMPLETING[stones >> shift & _ALL] & ~(occupied >> shift)) << shift
    if not targets:
        return []
    return [move for move in game.actions(state) if targets >> cell_bit(move) & 1]


class UltimateWinBlockPlayer(BasePlayer):
    """One-move tactics for Ultimate, on the big grid first, then on the small boards.

    In this order, each step choosing at random among its candidates:

    1. **win the game**: a move that completes three small boards in a line;
    2. **block the game**: if some moves let the opponent win the game on their next move
       and others do not, only the others are considered from here on (so it takes the
       cell they need, or avoids sending them to the board that wins it for them);
    3. **win a small board**: a considered move that completes a line inside a small board;
    4. **block a small board**: a considered move on the cell that the opponent needs to
       complete a line inside a small board;
    5. else any considered move.

    The decision's ``reason`` says which step chose: ``"win"``, ``"block"``, ``"win board"``,
    ``"block board"`` or ``"random"`` (``"block"`` when step 2 narrowed the choice and no
    later step applied).

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> state = game.parse('''
        ...     XX.|...|...
        ...     OO.|...|...
        ...     ...|...|...
        ...     ---+---+---
        ...     ...|O..|...
        ...     ...|...|...
        ...     ...|..X|...
        ...     ---+---+---
        ...     ...|...|...
        ...     ...|...|...
        ...     ...|...|...
        ...     next: 0''')
        >>> UltimateWinBlockPlayer(seed=0).decide(game, state)
        Decision(move=(0, 2), reason='win board', search=None, tree=None, note=None)
    """

    default_name = "Ultimate WinBlock"

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        if not isinstance(game, Ultimate):
            raise ValueError(f"{self.name} plays Ultimate only, not {game!r}; use WinBlockPlayer for other games")
        moves = legal_moves(game, state)
        wins = game_winning_moves(game, state)
        if wins:
            return Decision(self.rng.choice(wins), "win")
        safe = [move for move in moves if not game_winning_moves(game, game.result(state, move))]
        considered = safe if 0 < len(safe) < len(moves) else moves
        reason = "block" if considered is safe else "random"
        allowed = set(considered)
        for step, side in (("win board", None), ("block board", "O" if game.to_move(state) == "X" else "X")):
            options = [move for move in small_board_winning_moves(game, state, side) if move in allowed]
            if options:
                return Decision(self.rng.choice(options), step)
        return Decision(self.rng.choice(considered), reason)


# --------------------------------------------------------------------------- MCTS at its best

BEST_MCTS_OPTIONS: dict[str, Any] = {
    "exploration": 0.3, "solver": True, "decisive": False, "prior": None, "prior_weight": 1.0, "cutoff": 0,
    "minimax": 0.0, "mixing": 0.3, "reuse": True,
}
"""The switches of :class:`EnhancedMCTSPlayer` for the strongest Ultimate MCTS we measured
(``benchmarks/bench_ultimate_strength.py``, and against OpenSpiel's C++ MCTS): MCTS-Solver,
tree reuse, and each new node valued by the evaluation at once (``cutoff=0``) mixed with a
whole random playout's result, 0.7 to 0.3 (``mixing=0.3``), with a small exploration
constant, ``c = 0.3``: the mixed values' shares of a win lie close to one half, so the
exploration term of UCB1's ``c = sqrt(2)``, made for results of 0 or 1, would swamp them.
The playout costs iterations (a third to a half as many as with the evaluation alone), but
against OpenSpiel's C++ MCTS at 1 s a move it scored 0.35 over 60 games where the evaluation
alone scored 0.12 over 20: the evaluation's systematic mistakes stay however often it is
asked, while playouts average their noise away. (At 0.25 s the mixing scored 0.28 over 60 games and
the evaluation alone 0.40 over 40: with little time the iterations count more.)
Decisive playouts and the prior were measured and left off."""


class EnhancedMCTSPlayer(BasePlayer):
    """MCTS with the enhancements that make it strong, each a switch of
    :func:`~ttt_lab.search.mcts.mcts`, and the tree kept from one move to the next.

    Args:
        seconds: thinking time per move (the search ends within it).
        iterations: playouts per move instead (or as well: whichever ends first).
        seed, name, record: see :class:`~ttt_lab.players.BasePlayer`.
        exploration: UCT's ``c``.
        solver: MCTS-Solver (proven wins and losses backed up).
        decisive: decisive and anti-decisive playouts.
        prior: progressive bias from this evaluation (MAX's view), or ``None``.
        prior_weight: its weight.
        cutoff: early playout termination: playouts stop after this many moves and the
            game's evaluation values where they stopped (``None``: whole playouts).
        minimax: implicit minimax backups' weight (0: off; needs ``cutoff``).
        mixing: a whole random playout's weight beside the evaluation (0: off; needs ``cutoff``).
        reuse: keep the subtree of the position reached (after the opponent's reply) and
            search on from it, instead of starting afresh each move.

    The player remembers only its last search tree, and forgets it on :meth:`reset` (the
    arena resets before each game) and whenever the position is not in it.

    With ``seconds``, a move ends within the budget even on a loaded machine: the player
    remembers how far its last :data:`~ttt_lab.players.anytime.OVERHEAD_MOVES` searches ran
    past the time they were given (the process waiting for a core, mostly) and gives the
    next search that much less, down to half the budget at worst, and keeps a
    :data:`~ttt_lab.players.anytime.MARGIN` besides. The clock starts when :meth:`decide` is
    called: letting
    go of the previous move's trees (which the player does then, not whenever the caller
    drops a decision) comes out of the search's time.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> game = Ultimate()
        >>> player = EnhancedMCTSPlayer(iterations=300, seed=0)
        >>> decision = player.decide(game, game.initial_state())
        >>> game.is_legal(game.initial_state(), decision.move), decision.search.stats["iterations"]
        (True, 300)
    """

    default_name = "MCTS+"

    def __init__(self, seconds: float | None = None, iterations: int | None = None, seed: int | None = None, *,
                 exploration: float = DEFAULT_EXPLORATION, solver: bool = True, decisive: bool = True,
                 prior: Callable[[Any], float] | None = None, prior_weight: float = 1.0, cutoff: int | None = None,
                 minimax: float = 0.0, mixing: float = 0.0, reuse: bool = True, name: str | None = None,
                 record: bool = False) -> None:
        check_budget(iterations, seconds)
        if name is None:
            name = f"MCTS+({iterations})" if seconds is None else f"MCTS+({seconds:g} s)"
        super().__init__(seed, name=name, record=record)
        self.seconds, self.iterations = seconds, iterations
        self.options: dict[str, Any] = {"exploration": exploration, "solver": solver, "decisive": decisive,
                                        "prior": prior, "prior_weight": prior_weight, "cutoff": cutoff,
                                        "minimax": minimax, "mixing": mixing}
        self.reuse = reuse
        self._tree: MCTSNode | None = None
        self._discarded: list[MCTSNode | None] = []
        self._clock = MoveClock(seconds) if seconds is not None else None

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self._tree = None
        self._discarded = []

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        entered = time.perf_counter()
        legal_moves(game, state)
        # Letting go of the last move's trees frees thousands of nodes one by one (10 ms and
        # more on a loaded machine): it happens here, on this move's clock, rather than
        # whenever the caller drops the last decision (a cost the budget would not see).
        self._discarded = []
        tree = SearchTree() if self.record else None
        seconds = self._clock.search_seconds(entered) if self._clock is not None else None
        result = mcts(game, state, iterations=self.iterations, seconds=seconds, rng=self.rng,
                      reuse=self._tree if self.reuse else None, observer=tree, **self.options)
        if self._clock is not None:
            self._clock.finished(entered)
        # Keep the subtree of the move played: the next search finds the opponent's reply in it.
        # The rest (the old tree and this search's root) is let go of at the start of the next move.
        root = result.stats["tree"]
        self._discarded = [self._tree, root]
        self._tree = next((child for child in root.children if child.move == result.move), None)
        return Decision(result.move, "search", result, tree)


# --------------------------------------------------------------------------- presets

ALPHABETA_DEPTH = 4
"""Plies the ``"alpha-beta"`` preset looks ahead."""
ALPHABETA_BUDGET = Budget(nodes=200_000, seconds=SAFETY_SECONDS)
"""What one move of the ``"alpha-beta"`` preset may cost: counted in nodes, so that the same
seed plays the same game under any load (the seconds are a far safety net). Its depth-4
searches took at most 30,000 nodes over two games, at about 230,000 nodes a second on the
shared 2-core machine (November 2026): 200,000 is about the 1 s a move had before."""
ALPHABETA_PLUS_NODES = 150_000
"""Alpha-beta nodes per move of the ``"alpha-beta+"`` preset (every iteration's together), with
:data:`~ttt_lab.players.levels.SAFETY_SECONDS` only as a far safety net: counted, so that the
same seed plays the same game under any load (the contest's top sparring partner). It is about
what the 1 s a move it once had bought: timed at 1 s against ``"mcts+"`` (also at 1 s), it
searched 157,000 nodes a move (median; 58,000 to 216,000) over its 24 moves of the first 24
plies of two games, on the shared 2-core machine at a load of 1.7 to 3.2 (November 2026). Its measured strength (see
:data:`ULTIMATE_AIS`) was measured timed: ``seconds=1.0`` plays it so."""
MCTS_PLUS_ITERATIONS = 12_000
"""Playouts per move of the ``"mcts+"`` preset, with the same far safety net: about what the 1 s
a move it once had bought (timed at 1 s: 12,700 median, 5,100 to 16,600 over 24 moves of two
games, the same machine and load as :data:`ALPHABETA_PLUS_NODES`)."""
MCTS_ITERATIONS = 2000
"""Playouts per move of the ``"mcts"`` preset."""


def _random(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    return RandomPlayer(seed, name=options.get("name", "Random"), record=record)


def _win_block(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    return UltimateWinBlockPlayer(seed, name=options.get("name"), record=record)


def _alphabeta(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    depth = options.get("depth", ALPHABETA_DEPTH)
    return HeuristicPlayer(depth, ultimate_evaluation, seed, name=options.get("name", f"AlphaBeta(depth={depth})"),
                           budget=ALPHABETA_BUDGET,
                           record=record)


def _mcts(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    iterations = options.get("iterations", MCTS_ITERATIONS)
    # The playouts are the budget (the same seed, the same game); the seconds only a far safety net.
    return MCTSPlayer(iterations, seconds=SAFETY_SECONDS, seed=seed, name=options.get("name"), record=record)


def _mcts_plus(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    if "seconds" in options:  # timed play, as its strength was measured (with iterations too: whichever ends first)
        return EnhancedMCTSPlayer(options["seconds"], options.get("iterations"), seed, name=options.get("name"),
                                  record=record, **BEST_MCTS_OPTIONS)
    # The playouts are the budget (the same seed, the same game); the seconds only a far safety net.
    iterations = options.get("iterations", MCTS_PLUS_ITERATIONS)
    return EnhancedMCTSPlayer(SAFETY_SECONDS, iterations, seed, name=options.get("name", f"MCTS+({iterations})"),
                              record=record, **BEST_MCTS_OPTIONS)


def _alphabeta_plus(seed: int | None, record: bool, **options: Any) -> BasePlayer:
    name, order = options.get("name"), options.get("order")
    if "seconds" in options and "nodes" not in options:  # timed play, as its strength was measured
        seconds: Any = options["seconds"]  # DeepeningPlayer checks it
        return DeepeningPlayer(seconds, ultimate_evaluation, seed, name=name or f"AlphaBeta+({seconds:g} s)",
                               order=order, record=record)
    # The nodes are the budget (the same seed, the same game); the seconds only a far safety net.
    nodes: Any = options.get("nodes", ALPHABETA_PLUS_NODES)
    shown = f"{nodes:,}" if isinstance(nodes, int) else repr(nodes)
    return DeepeningPlayer(options.get("seconds", SAFETY_SECONDS), ultimate_evaluation, seed, nodes=nodes,
                           name=name or f"AlphaBeta+({shown} nodes)", order=order, record=record)


ULTIMATE_AIS: dict[str, Callable[..., BasePlayer]] = {
    "random": _random,
    "win-block": _win_block,
    "alpha-beta": _alphabeta,
    "mcts": _mcts,
    "mcts+": _mcts_plus,
    "alpha-beta+": _alphabeta_plus,
}
"""The Ultimate opponents by name, weakest first: ``factory(seed, record, **options)``. The last,
``"alpha-beta+"``, is the top level (and the contest's strongest sparring partner).

Every figure below was measured with timed play (``seconds=1.0`` or ``seconds=0.25``, as
each says; the presets count nodes and playouts by default now, about what 1 s bought: see
:data:`ALPHABETA_PLUS_NODES`). Measured at equal time per move (November 2026, the shared
2-core machine under a load of 4 to 8): ``"alpha-beta+"`` beat ``"mcts+"`` 10-6-4 at 0.25 s a move; against OpenSpiel's C++
MCTS (one random rollout, ``uct_c=2``, its solver, its simulations aimed at our time per
move) it scored 58-35-47 over 140 games (0.54) at 0.25 s and 40-19-41 over 100 (0.50) at
1 s, looking 6 to 8 plies ahead (median) where the C++ bot ran 4,000 to 42,000 simulations a
move; ``"mcts+"`` had scored 0.28 and 0.35 over 60 games each. With the C++ bot's
simulations aimed at our whole budget instead (the stricter measure: at 1 s its mean time
per move was 0.80 to 0.85 s, ours 0.78 to 0.80 s), and the evaluation's small boards read
from a table (the same values, faster), it scored 19-13-28 over 60 games (0.43) at 1 s,
where the C++ bot ran 21,000 to 42,000 simulations a move (more as the load fell), and
15-10-15 over 40 (0.50) at 0.25 s, under a load of 5 to 10. Since then its alpha-beta
searches with principal variation search and the history heuristic (a third fewer nodes to
depth 7; see :class:`~ttt_lab.players.anytime.DeepeningPlayer`): against the same C++ bot,
aimed at our whole budget, it scored 28-16-16 over 60 games (0.60) at 0.25 s and 19-20-21 over
60 (0.48) at 1 s, looking 6 (0.25 s) and 8 to 9 (1 s) plies ahead (median), where the C++ bot
ran 4,000 to 12,000 and 19,000 to 78,000 simulations a move. Runs of 20 games spread widely
(0.30 to 0.70): notebook 07 cites them. Two changes were then measured apart, each against
that player. With the evaluation's last two features (where the side to move must send the
other, and forks on the big grid) it beat itself without them 34-24-22 over 80 games at 0.25 s
a move (0.575) and 6-3-3 over 12 at 1 s, both 7 and 8 plies deep (median); against the C++
bot, aimed at our whole budget, it then scored 29-16-15 over 60 games (0.62) at 0.25 s (runs
of 20: 0.57, 0.75, 0.53) and 24-13-23 over 60 (0.51; runs of 20: 0.47, 0.57, 0.47) at 1 s,
where the C++ bot ran 6,000 to 10,000 and 35,000 to 52,000 simulations a move (median per
run), under a load of 2.4 to 8; of its 3,144 moves none took over 1.04 times its budget. With
late move reductions and the interrupted iteration's move instead (on by default since; see
:class:`~ttt_lab.players.anytime.DeepeningPlayer`), it scored 32-27-21 over 80 games (0.57) at
1 s and 21-9-10 over 40 (0.64) at 0.25 s against the same bot, so aimed, looking 9 to 11 and
8 to 9 plies ahead (median), under a load of 1.4 to 8. The two together (the top level
now) scored 18-10-12 over 40 games (0.575) at 0.25 s and 35-23-42 over 100 (0.47; runs of 20:
0.55, 0.55, 0.28, 0.38, 0.575) at 1 s against the same bot, so aimed, under a load of 4 to 7;
of those 3,702 moves one took over 1.1 times its budget (1.15 times, at a lower priority beside
the test suite). Since a search keeps back the longest recent wait between two looks at its
clock (:mod:`ttt_lab.search.budget`), the top level scored 37-33-30 over 100 games (0.535 [0.44,
0.63]; runs of 20: 0.47, 0.62, 0.62, 0.45, 0.50) at 1 s and 21-7-12 over 40 (0.61 [0.46, 0.75];
0.68, 0.55) at 0.25 s against the same bot, so aimed, looking 9 to 10 and 8 plies ahead
(median), where the C++ bot ran 28,000 to 52,000 and 8,600 to 18,000 simulations a move
(median per run), under a load of 1 to 6; of its 3,742 moves none took over 0.99 times its
budget. Counted with the 100 games at 1 s before that change (0.47), whose search was the same,
it is 0.50 over 200: level with the C++ bot at 1 s, ahead at 0.25 s. Reducing from four
plies left instead of three (``Reductions(from_depth=4)``, see
:class:`~ttt_lab.players.anytime.DeepeningPlayer`) scored 30-18-12 over 60 (0.65 [0.52, 0.76];
0.75, 0.65, 0.55) at 1 s, but on the two seeds played beside the default, under the same load,
17-14-9 against the default's 17-16-7, and it tied the default head to head (0.525 over 80
games at 0.25 s, 0.47 over 20 at 1 s): not the default."""

_OPTIONS = {"random": {"name"}, "win-block": {"name"}, "alpha-beta": {"name", "depth"},
            "mcts": {"name", "iterations"}, "mcts+": {"name", "seconds", "iterations"},
            "alpha-beta+": {"name", "seconds", "nodes", "order"}}


def ultimate_player(kind: str, seed: int | None = None, *, record: bool = False, **options: Any) -> BasePlayer:
    """A ready-made Ultimate AI.

    Args:
        kind: ``"random"``, ``"win-block"`` (:class:`UltimateWinBlockPlayer`),
            ``"alpha-beta"`` (a :class:`~ttt_lab.players.HeuristicPlayer` with
            :func:`ultimate_evaluation`, ``depth`` 4 unless given), ``"mcts"`` (an
            :class:`~ttt_lab.players.MCTSPlayer`, ``iterations`` 2,000 unless given) or
            ``"mcts+"`` (an :class:`EnhancedMCTSPlayer` with :data:`BEST_MCTS_OPTIONS`,
            :data:`MCTS_PLUS_ITERATIONS` playouts per move unless given ``iterations``) or
            ``"alpha-beta+"`` (a :class:`~ttt_lab.players.anytime.DeepeningPlayer`:
            iterative deepening alpha-beta with :func:`ultimate_evaluation`,
            :data:`ALPHABETA_PLUS_NODES` nodes per move unless given ``nodes``, moves in
            the game's order unless given an ``order`` such as
            :func:`~ttt_lab.search.ultimate_order.ultimate_order`). Counted budgets play
            the same game for the same seed on any machine, with
            :data:`~ttt_lab.players.levels.SAFETY_SECONDS` as a far safety net; given
            ``seconds`` (and no ``nodes``), the two play timed instead, as their strength
            was measured.
        seed: seeds the player's random choices.
        record: record the :class:`~ttt_lab.search.SearchTree` of each search in its decision.
        options: ``name``; ``depth`` for alpha-beta; ``iterations`` for MCTS; ``seconds`` or
            ``iterations`` for MCTS+; ``seconds`` or ``nodes`` (with both, the seconds are the
            safety net), and ``order``, for alpha-beta+.

    Raises:
        ValueError: an unknown ``kind`` or an option that ``kind`` does not take.

    Example:
        >>> ultimate_player("mcts", seed=1, iterations=100).name
        'MCTS(100)'
        >>> ultimate_player("minimax")
        Traceback (most recent call last):
        ...
        ValueError: no Ultimate AI 'minimax'; choose from random, win-block, alpha-beta, mcts, mcts+, alpha-beta+
    """
    if kind not in ULTIMATE_AIS:
        raise ValueError(f"no Ultimate AI {kind!r}; choose from {', '.join(ULTIMATE_AIS)}")
    unknown = set(options) - _OPTIONS[kind]
    if unknown:
        raise ValueError(f"the {kind} AI takes {sorted(_OPTIONS[kind])}, not {sorted(unknown)}")
    return ULTIMATE_AIS[kind](seed, record, **options)


__all__ = [
    "ALPHABETA_DEPTH",
    "ALPHABETA_PLUS_NODES",
    "BEST_MCTS_OPTIONS",
    "MCTS_ITERATIONS",
    "MCTS_PLUS_ITERATIONS",
    "ULTIMATE_AIS",
    "EnhancedMCTSPlayer",
    "UltimateWinBlockPlayer",
    "game_winning_moves",
    "small_board_winning_moves",
    "ultimate_evaluation",
    "ultimate_player",
]
