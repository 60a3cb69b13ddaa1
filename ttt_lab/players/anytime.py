"""A player that thinks within a budget: iterative deepening alpha-beta with an evaluation.

:class:`HeuristicPlayer` looks a fixed number of plies ahead, however long that takes.
:class:`DeepeningPlayer` is given seconds (or nodes) instead, and looks as deep as they allow: it runs
:func:`~ttt_lab.search.iterative_deepening` (depth 1, 2, 3... sharing one transposition
table, the last iteration's best line tried first) and plays the move of the deepest
iteration it finished. On Ultimate tic-tac-toe this is the strongest AI of the package at
equal thinking time (:mod:`ttt_lab.players.ultimate`). Given nodes, it plays the same
move for the same position and seed on any machine and under any load.

Example:
    >>> from ttt_lab.games.mnk import TicTacToe
    >>> from ttt_lab.search import line_evaluation
    >>> game = TicTacToe()
    >>> player = DeepeningPlayer(0.5, line_evaluation(game), seed=0)
    >>> decision = player.decide(game, game.parse("XX./OO./..."))
    >>> decision.move, decision.search.stats["stopped"]
    ((0, 2), 'proved')
"""

from __future__ import annotations

import math
import time
from collections import deque
from typing import Any

from ttt_lab.core import Game, HasEvaluation, is_int
from ttt_lab.players.base import BasePlayer, Decision, legal_moves
from ttt_lab.search.alphabeta import MoveOrder, Reductions, alphabeta, check_reductions
from ttt_lab.search.anytime import check_aspiration, iterative_deepening
from ttt_lab.search.budget import Budget, SearchLimitError, collector_paused
from ttt_lab.search.history import MoveHistory
from ttt_lab.search.observer import RecordingLimitError, SearchTree
from ttt_lab.search.scoring import Evaluation
from ttt_lab.search.table import TranspositionTable

OVERHEAD_MOVES = 20
"""How many recent moves a timed player reads its overhead from."""

MARGIN = 0.06
"""The share of its budget a timed player keeps back from each search: on a loaded machine a
move can stall for tens of milliseconds after the search's last look at the clock."""

TABLE_ENTRIES = 1_000_000
"""The most positions :class:`DeepeningPlayer` keeps in its table from one move to the next:
past this, the next move starts a new table (about 200 MB of entries at most)."""


class MoveClock:
    """The seconds a timed player's search gets each move, so that the move ends within its
    budget on a loaded machine: the clock remembers how far its last :data:`OVERHEAD_MOVES`
    searches ran past the time they were allowed (the process waiting for a core, mostly) and
    allows the next that much less, down to half the budget at worst, keeping a
    :data:`MARGIN` besides. Shared by :class:`DeepeningPlayer` and
    :class:`~ttt_lab.players.ultimate.EnhancedMCTSPlayer`."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._overheads: deque[float] = deque(maxlen=OVERHEAD_MOVES)
        self._allowed = seconds

    def search_seconds(self, entered: float) -> float:
        """What the search may take, for a move whose clock started at ``entered``
        (``time.perf_counter()``): the work done since is on the move's clock."""
        self._allowed = max(self.seconds / 2, self.seconds * (1 - MARGIN) - max(self._overheads, default=0.0))
        return max(self._allowed / 10, self._allowed - (time.perf_counter() - entered))

    def finished(self, entered: float) -> None:
        """The move whose clock started at ``entered`` is done: remember its overrun."""
        self._overheads.append(max(0.0, time.perf_counter() - entered - self._allowed))


class DeepeningPlayer(BasePlayer):
    """Alpha-beta, one ply deeper at a time, until its ``seconds`` (or ``nodes``) per move are spent.

    Args:
        seconds: thinking time per move; the move comes within it. With ``nodes``, only a
            safety net instead (``None``: none): the nodes are the budget.
        nodes: alpha-beta nodes per move, every iteration's together (``None``: timed play).
            The iteration the nodes cut is used as with a time budget (see ``unfinished``),
            but it is cut at the same node whatever the load, so the same seed plays the
            same game on any machine: what the contest's levels and the presets need. The
            seconds beside them are read at a fixed cadence and hold back nothing for the load.
        evaluate: ``evaluate(state) -> float`` from the first player's (MAX's) view, within
            [-0.9, 0.9], at each iteration's depth limit; ``None`` uses the game's own
            (:class:`~ttt_lab.core.HasEvaluation`).
        seed, name: see :class:`~ttt_lab.players.BasePlayer`.
        order: a static move order for the moves the table knows nothing about (see
            :mod:`ttt_lab.search.ordering`).
        record: record in the decision the tree of one alpha-beta search from the position
            to the depth the move's search reached (when that is affordable).
        history: order moves by the history heuristic (a new
            :class:`~ttt_lab.search.history.MoveHistory` each move). On by default.
        null_window: principal variation search (see :func:`~ttt_lab.search.alphabeta`).
            On by default.
        killers: try killer moves early too. Off: they saved 2% of the nodes, no more.
        aspiration: the half-width of each iteration's aspiration window (see
            :func:`~ttt_lab.search.iterative_deepening`), ``None`` (the default) for none:
            windows of 0.05 and 0.15 saved nothing on Ultimate.
        unfinished: play the choice of the iteration the budget interrupted once it has
            searched the last iteration's move in full (see
            :func:`~ttt_lab.search.iterative_deepening`). On by default.
        reductions: late move reductions (see :func:`~ttt_lab.search.alphabeta`): ``True``
            (on by default), ``False``, or a :class:`~ttt_lab.search.alphabeta.Reductions`
            that says which moves are late.
        keep_history: keep the history heuristic's points from one move to the next, halved
            at each move (:meth:`~ttt_lab.search.history.MoveHistory.age`), rather than start
            each move with none.

    The defaults are what won measured comparisons on Ultimate: principal variation search
    and the history heuristic (a ply deeper at 1 s a move), late move reductions and the
    interrupted iteration's move (a ply deeper again); the killers, aspiration windows,
    history kept between moves and other choices of late moves did not pay. Every figure,
    with its games, seeds and load, is in ``benchmarks/ULTIMATE_ALPHABETA.md``.

    The transposition table is kept from one move to the next (until :meth:`reset`, or
    until it holds :data:`TABLE_ENTRIES` positions): the positions two plies down were
    searched last move, so the early iterations are answered from the table and their best
    lines tried first (half a ply deeper on average, measured at 0.25 s a move).

    With ``seconds`` alone, a move ends within the budget even on a loaded machine: the player remembers how far
    its last :data:`OVERHEAD_MOVES` searches ran past the time they were given (the process
    waiting for a core, mostly) and gives the next search that much less, down to half the
    budget at worst, keeping a :data:`MARGIN` besides. A full table is let go of at the start
    of the next move, on that move's clock, so the search's time is what is left. Within the
    search, each look at the clock keeps back the longest recent stretch between two looks
    (:data:`~ttt_lab.search.budget.STALLS`: waiting for a core, on a loaded machine), which
    held the worst move to 1.04 times its budget where it had reached 1.14 (measured in
    ``benchmarks/ULTIMATE_ALPHABETA.md``).

    Raises:
        ValueError: ``seconds`` not a finite number > 0 (or ``None`` with ``nodes``), ``nodes`` not an
            int > 0, a bad ``aspiration`` or ``reductions``; when deciding, no ``evaluate`` for a game without
            one of its own.

    Example:
        >>> from ttt_lab.games.ultimate import Ultimate
        >>> from ttt_lab.players.ultimate import ultimate_evaluation
        >>> game = Ultimate()
        >>> decision = DeepeningPlayer(0.2, ultimate_evaluation, seed=0).decide(game, game.initial_state())
        >>> decision.reason, decision.search.depth >= 2, decision.move in game.actions(game.initial_state())
        ('search', True, True)
        >>> counted = DeepeningPlayer(nodes=20_000, evaluate=ultimate_evaluation, seed=0)
        >>> counted.name, counted.decide(game, game.initial_state()).search.nodes <= 20_000
        ('Deepening(20,000 nodes)', True)
    """

    default_name = "Deepening"

    def __init__(self, seconds: float | None = None, evaluate: Evaluation | None = None, seed: int | None = None,
                 *, nodes: int | None = None, order: MoveOrder | None = None, name: str | None = None,
                 record: bool = False,
                 history: bool = True, killers: bool = False, null_window: bool = True,
                 aspiration: float | None = None, unfinished: bool = True, reductions: bool | Reductions = True,
                 keep_history: bool = False) -> None:
        if nodes is not None and not (is_int(nodes) and nodes > 0):
            raise ValueError(f"nodes must be an int > 0 or None, got {nodes!r}")
        if not (seconds is None and nodes is not None) and (
                not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or not math.isfinite(seconds)
                or seconds <= 0):
            raise ValueError(f"seconds must be a finite number > 0, got {seconds!r}")
        check_aspiration(aspiration)
        check_reductions(reductions)
        budget_name = f"{seconds:g} s" if nodes is None else f"{nodes:,} nodes"
        super().__init__(seed, name=name if name is not None else f"Deepening({budget_name})", record=record)
        self.seconds, self.nodes = seconds, nodes
        self.evaluate = evaluate
        self.order = order
        self.history, self.killers, self.null_window, self.aspiration = history, killers, null_window, aspiration
        self.unfinished, self.reductions, self.keep_history = unfinished, reductions, keep_history
        self._table: TranspositionTable | None = None
        self._history: MoveHistory | None = None  # kept from move to move with keep_history
        # Timed play only: with nodes, the seconds are a far safety net, not a budget to keep to.
        self._clock = MoveClock(seconds) if nodes is None and seconds is not None else None

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self._table = self._history = None

    def evaluation_for(self, game: Game[Any, Any]) -> Evaluation:
        """The evaluation used on ``game``: ``evaluate``, or the game's own."""
        if self.evaluate is not None:
            return self.evaluate
        if not isinstance(game, HasEvaluation):
            raise ValueError(f"{self.name} needs evaluate=... to play {game!r}: the game has no evaluation of its own")
        return game.evaluation()

    def decide(self, game: Game[Any, Any], state: Any) -> Decision:
        entered = time.perf_counter()
        # The garbage collector waits for the whole move, not only the search: a collection
        # that the first or last allocations of a move set off walks every object alive, the
        # kept table's too (0.1 s for 150,000 entries, measured): the likeliest cause of the
        # two moves of 523 that took up to 1.34 times their 0.25 s in a match before.
        with collector_paused():
            return self._decide(game, state, entered)

    def _decide(self, game: Game[Any, Any], state: Any, entered: float) -> Decision:
        moves = legal_moves(game, state)
        evaluate = self.evaluation_for(game)
        # Letting go of a full table frees its entries one by one (0.16 s for a million,
        # measured): here, on this move's clock, rather than inside the search's time.
        if self._table is None or len(self._table) >= TABLE_ENTRIES:
            self._table = TranspositionTable()
        if self._clock is not None:
            budget = Budget(seconds=self._clock.search_seconds(entered))
        else:
            budget = Budget(nodes=self.nodes, seconds=self.seconds)
        try:
            history = self._move_history()
            result = iterative_deepening(game, state, evaluate=evaluate, budget=budget,
                                         order=self.order, table=self._table, history=history,
                                         null_window=self.null_window, aspiration=self.aspiration,
                                         unfinished=self.unfinished, reductions=self.reductions)
        except SearchLimitError:  # not even depth 1 within the budget: any move, and say so
            spent = f"had no time to look at any move in {self.seconds:g} s" if self._clock is not None \
                else f"finished no look at the moves in {budget}"
            return Decision(self.rng.choice(list(moves)), "fallback", note=f"{spent}, so plays one at random")
        finally:
            if self._clock is not None:
                self._clock.finished(entered)
        tree = self._picture(game, state, evaluate, result.depth, result.nodes) if self.record else None
        return Decision(result.move, "search", result, tree)

    def _move_history(self, fresh: bool = False) -> MoveHistory | None:
        """The memory of killers and history points for one move's search (``None`` if both are
        off): a new one, or with ``keep_history`` (unless ``fresh``) the one kept from the last
        move, aged."""
        if not (self.history or self.killers):
            return None
        if fresh or not self.keep_history:
            return MoveHistory(killers=self.killers, history=self.history)
        if self._history is None:
            self._history = MoveHistory(killers=self.killers, history=self.history)
        else:
            self._history.age()
        return self._history

    def _picture(self, game: Game[Any, Any], state: Any, evaluate: Evaluation, depth: int | None,
                 nodes: int) -> SearchTree | None:
        """One alpha-beta search to the depth reached, recorded, with the move's own options
        (principal variation search, the history heuristic) but no table (``None`` if too
        costly: the move stands, only its picture is missing). Recording makes each node
        dearer, so it gets ten times the move's seconds; without the move's options the
        picture took three times as long (1.7 s against 0.65 s to depth 8 on Ultimate), past
        what a loaded machine allowed."""
        tree = SearchTree()
        history = self._move_history(fresh=True)
        try:
            alphabeta(game, state, depth=depth, evaluate=evaluate, quick_wins=True, observer=tree,
                      history=history, null_window=self.null_window, reductions=self.reductions,
                      budget=Budget(nodes=2 * nodes + 1_000,
                                    seconds=None if self.seconds is None else 10 * self.seconds))
        except (SearchLimitError, RecordingLimitError):
            return None
        return tree


__all__ = ["MARGIN", "OVERHEAD_MOVES", "TABLE_ENTRIES", "DeepeningPlayer", "MoveClock"]
